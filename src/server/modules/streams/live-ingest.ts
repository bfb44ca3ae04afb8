import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  INGEST_MAX_RENDITIONS,
  INGEST_PLAYLIST_NAME,
  INGEST_RENDITION_NAME,
  INGEST_SEGMENT_MAX_BYTES,
  INGEST_SEGMENT_NAME,
} from '#shared/streams';
import type { Database } from '#server/db/client';
import { channels } from '#server/db/schema';
import { hashSecretToken } from '#server/lib/secret-token';
import { TtlCache } from '#server/lib/ttl-cache';
import { BodyTooLargeError, writeBodyToFile } from '#server/lib/write-body-to-file';
import { parseMediaPlaylist } from './playlist';
import { probeTransportStream } from './ts-probe';
import {
  renditionOf,
  type KeyOwner,
  type LiveBroadcast,
  type Rendition,
  type RunningBroadcasts,
} from './live-broadcast';
import type { LiveLifecycle } from './live-lifecycle';
import { listFromPlaylist } from './live-playlists';
import { writeReplay } from './live-replays';

/** A playlist is a few hundred bytes per segment; this allows hours of one. */
const PLAYLIST_MAX_BYTES = 256 * 1024;
const KEY_CACHE_MS = 5_000;
/** A broadcast past this size is refused more segments (about 16 hours at 1.4 Mbit/s). */
export const BROADCAST_MAX_BYTES = 10 * 1024 * 1024 * 1024;
/**
 * Files one stream key may be sending at once. ffmpeg and OBS send a segment, then the
 * playlist, one after another; each upload in progress holds a connection, memory and a
 * temporary file.
 */
export const INGEST_UPLOADS_PER_KEY = 4;
/** Files all broadcasters together may be sending to this process at once. */
export const INGEST_UPLOADS_IN_ALL = 256;
/** Bytes of a segment read to find its streams' formats and picture size. */
const PROBE_BYTES = 1024 * 1024;
/** Segments of a rendition probed before its formats are taken as unknown. */
const PROBE_ATTEMPTS = 3;

export type IngestResult =
  | { ok: true; status: 201 | 204 }
  | { ok: false; status: 400 | 403 | 409 | 413 | 415 | 429 | 503; message: string };

type TooLarge = { ok: false; status: 413; message: string };

/** What a broadcaster is told when the channel of their key was archived. */
export const archivedChannelMessage =
  'This channel was archived by an administrator, so it cannot go live. Ask the site team to restore it.';

/** The first bytes of a media segment are those of its container. */
function looksLikeSegment(name: string, head: Buffer): boolean {
  if (name.endsWith('.ts')) {
    // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
    return head.length >= 188 && head[0] === 0x47 && (head.length < 189 || head[188] === 0x47);
  }
  const box = head.subarray(4, 8).toString('latin1');
  return name.endsWith('.mp4') ? box === 'ftyp' : ['styp', 'moof', 'sidx', 'ftyp'].includes(box);
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function readBounded(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLargeError();
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The formats and picture size of a rendition, from one of its first segments. */
async function probe(rendition: Rendition, file: string) {
  if (rendition.media || rendition.probes >= PROBE_ATTEMPTS || !file.endsWith('.ts')) return;
  rendition.probes += 1;
  const media = probeTransportStream(await readHead(file, PROBE_BYTES));
  if (media && (media.codecs.length > 0 || !media.codecsComplete)) rendition.media = media;
}

/** Runs one upload if its key and the process have room for it; otherwise refuses it unread. */
function uploadSlots(maxUploads: { perKey: number; inAll: number }) {
  // Uploads being received, per channel (one key each) and in all.
  const uploads = new Map<string, number>();
  let uploadsInAll = 0;
  return async function withUploadSlot(
    channelId: string,
    receive: () => Promise<IngestResult>,
  ): Promise<IngestResult> {
    const ofKey = uploads.get(channelId) ?? 0;
    if (ofKey >= maxUploads.perKey) {
      return {
        ok: false,
        status: 429,
        message: `This stream key is already sending ${maxUploads.perKey} files: send them one after another.`,
      };
    }
    if (uploadsInAll >= maxUploads.inAll) {
      return {
        ok: false,
        status: 503,
        message: 'The server is receiving too many files right now: try again in a moment.',
      };
    }
    uploads.set(channelId, ofKey + 1);
    uploadsInAll += 1;
    try {
      return await receive();
    } finally {
      uploadsInAll -= 1;
      const left = (uploads.get(channelId) ?? 1) - 1;
      if (left > 0) uploads.set(channelId, left);
      else uploads.delete(channelId);
    }
  };
}

/** The local channel a stream key belongs to, remembered for a few seconds. */
function keyOwners(db: Database, now: () => number) {
  // Bounded: keys nobody owns are remembered too, and anyone can send those.
  const keyCache = new TtlCache<KeyOwner | null>(KEY_CACHE_MS, 1000);
  return {
    ownerOf(key: string): Promise<KeyOwner | null> {
      const hash = hashSecretToken(key);
      return keyCache.get(
        hash,
        async () => {
          const [row] = await db
            .select({
              channelId: channels.id,
              playbackId: channels.playbackId,
              title: channels.title,
              archivedAt: channels.archivedAt,
            })
            .from(channels)
            .where(and(eq(channels.streamKeyHash, hash), eq(channels.provider, 'local')));
          return row?.playbackId
            ? {
                channelId: row.channelId,
                playbackId: row.playbackId,
                title: row.title,
                archived: row.archivedAt !== null,
              }
            : null;
        },
        now(),
      );
    },
    forget: () => keyCache.clear(),
  };
}

const tooManyRenditions = {
  ok: false as const,
  status: 409 as const,
  message: `A broadcast can have at most ${INGEST_MAX_RENDITIONS} renditions.`,
};

/** What receiving a file needs of the live media server: handed to each receiver. */
type Receiving = {
  root: string;
  now: () => number;
  running: RunningBroadcasts;
  lifecycle: LiveLifecycle;
};

/**
 * A playlist from the broadcaster: lists the segments already received, or ends the broadcast.
 * A multivariant playlist (ffmpeg's -master_pl_name) is taken and not used: the one viewers get
 * is measured here.
 */
async function receivePlaylist(
  { running, now, lifecycle }: Receiving,
  owner: KeyOwner,
  renditionName: string,
  body: ReadableStream<Uint8Array>,
  tooLarge: TooLarge,
): Promise<IngestResult> {
  let text: string;
  try {
    text = (await readBounded(body, PLAYLIST_MAX_BYTES)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge;
    throw error;
  }
  const parsed = parseMediaPlaylist(text);
  if (!parsed) return { ok: false, status: 415, message: 'This is not an HLS playlist.' };
  if (parsed.multivariant) return { ok: true, status: 204 };
  // Segments come first and start the broadcast; a playlist alone has nothing to list.
  const broadcast = running.byChannel.get(owner.channelId);
  const rendition = broadcast?.renditions.get(renditionName);
  if (!broadcast || broadcast.endedAt !== null || !rendition) return { ok: true, status: 204 };
  const added = listFromPlaylist(broadcast, rendition, parsed);
  broadcast.lastActivity = now();
  if (added) {
    rendition.playlist = null;
    broadcast.master = null;
    await writeReplay(broadcast, rendition);
  }
  if (parsed.ended) await lifecycle.end(broadcast);
  return { ok: true, status: 204 };
}

/** A media segment from the broadcaster: stored in its broadcast, which it starts if need be. */
async function receiveSegment(
  { root, running, now, lifecycle }: Receiving,
  owner: KeyOwner,
  renditionName: string,
  name: string,
  body: ReadableStream<Uint8Array>,
  tooLarge: TooLarge,
): Promise<IngestResult> {
  const alreadyReceived = (broadcast: LiveBroadcast | undefined) =>
    broadcast !== undefined &&
    broadcast.endedAt === null &&
    broadcast.renditions.get(renditionName)?.stored.has(name) === true;
  if (alreadyReceived(running.byChannel.get(owner.channelId))) {
    return { ok: false, status: 409, message: 'This segment was already received.' };
  }
  // Received apart and checked before it joins (or starts) a broadcast.
  const incoming = path.join(root, '.incoming');
  await mkdir(incoming, { recursive: true });
  const temp = path.join(incoming, `${randomBytes(12).toString('hex')}.part`);
  try {
    await writeBodyToFile(body, temp, INGEST_SEGMENT_MAX_BYTES);
    if (!looksLikeSegment(name, await readHead(temp, 189))) {
      return {
        ok: false,
        status: 415,
        message: 'This is not an MPEG-TS or MP4 media segment.',
      };
    }
    const current = running.byChannel.get(owner.channelId);
    if (
      renditionName &&
      current?.endedAt === null &&
      !current.renditions.has(renditionName) &&
      current.renditions.size >= INGEST_MAX_RENDITIONS
    ) {
      return tooManyRenditions;
    }
    const broadcast = await lifecycle.start(owner);
    if (alreadyReceived(broadcast)) {
      return { ok: false, status: 409, message: 'This segment was already received.' };
    }
    const size = (await stat(temp)).size;
    if (broadcast.bytes + size > BROADCAST_MAX_BYTES) {
      return {
        ok: false,
        status: 413,
        message: 'This broadcast has reached its size limit: stop it and start a new one.',
      };
    }
    const rendition = await renditionOf(broadcast, renditionName);
    if (!rendition) return tooManyRenditions;
    const file = path.join(rendition.dir, name);
    await rename(temp, file);
    broadcast.bytes += size;
    rendition.stored.set(name, size);
    broadcast.lastActivity = now();
    await probe(rendition, file);
    return { ok: true, status: 201 };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * What broadcasters send: a PUT of a playlist or a segment under their stream key, checked,
 * limited (uploads at once, sizes, renditions) and stored in the key's running broadcast, which
 * a segment starts (`lifecycle`) and an ENDLIST ends.
 */
export function createLiveIngest({
  db,
  root,
  now,
  maxUploads,
  running,
  lifecycle,
}: {
  db: Database;
  root: string;
  now: () => number;
  /** uploads received at once, per stream key and in all */
  maxUploads: { perKey: number; inAll: number };
  running: RunningBroadcasts;
  lifecycle: LiveLifecycle;
}) {
  const withUploadSlot = uploadSlots(maxUploads);
  const keys = keyOwners(db, now);
  const receiving: Receiving = { root, now, running, lifecycle };

  return {
    /**
     * One PUT from a broadcaster. The key must be a channel's; the name must be a playlist or a
     * segment name (no folders); a segment must be a media container under the size limit; a
     * playlist must be HLS. Nothing is written when any of that fails.
     */
    async ingest(
      key: string,
      name: string,
      body: ReadableStream<Uint8Array> | null,
      declaredLength: number | undefined,
      /** the rendition's folder (/ingest/{key}/{rendition}/{file}); '' for a single rendition */
      rendition = '',
    ): Promise<IngestResult> {
      const isPlaylist = INGEST_PLAYLIST_NAME.test(name);
      if (rendition !== '' && !INGEST_RENDITION_NAME.test(rendition)) {
        return {
          ok: false,
          status: 400,
          message: 'A rendition folder is 1 to 32 letters, digits, - or _ (ffmpeg: %v).',
        };
      }
      if (!isPlaylist && !INGEST_SEGMENT_NAME.test(name)) {
        return {
          ok: false,
          status: 400,
          message: 'Only an .m3u8 playlist and .ts, .m4s or .mp4 segments can be sent here.',
        };
      }
      const owner = await keys.ownerOf(key);
      if (!owner) return { ok: false, status: 403, message: 'This stream key is not valid.' };
      if (owner.archived) return { ok: false, status: 403, message: archivedChannelMessage };
      const limit = isPlaylist ? PLAYLIST_MAX_BYTES : INGEST_SEGMENT_MAX_BYTES;
      const tooLarge = {
        ok: false as const,
        status: 413 as const,
        message: isPlaylist
          ? 'The playlist is too large.'
          : 'A segment can be at most 20 MB: send shorter segments (-hls_time 2).',
      };
      if (declaredLength !== undefined && declaredLength > limit) return tooLarge;
      if (!body) return { ok: false, status: 400, message: 'The request has no body.' };
      return withUploadSlot(owner.channelId, () =>
        isPlaylist
          ? receivePlaylist(receiving, owner, rendition, body, tooLarge)
          : receiveSegment(receiving, owner, rendition, name, body, tooLarge),
      );
    },

    /** A rotated or deleted key stops working at once. */
    forgetKeys: keys.forget,
  };
}
