import { and, desc, eq, sql } from 'drizzle-orm';
import type { Broadcast, ChannelFields, ChannelWithKey, OwnChannel } from '#shared/schemas/streams';
import { BROADCAST_NOT_FOUND, passPriceProblem } from '#shared/streams';
import type { Storage } from '#server/adapters/storage/storage';
import { StreamingProviderError } from '#server/adapters/streaming/streaming-provider';
import { isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { broadcasts, channels } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { discardCaptions, storeCaptions } from '#server/lib/captions-files';
import { hashSecretToken } from '#server/lib/secret-token';
import { channelBySlug, channelOrder, toChannel, type ChannelRow } from './channel-view';
import type { StreamsDeps } from './streams-deps';

// What a channel's owner does with it (and an administrator, with any channel): create, edit,
// delete, a new key, the list of its broadcasts.

/** What an owner's actions need beyond the channels: the storage adapter replays' captions go to. */
export type OwnChannelDeps = StreamsDeps & { storage: Storage };

/** Channels a coach or an organization may run (each one is a provider stream). */
export const MAX_OWN_CHANNELS = 20;

/** Coaches, organizations and administrators may own channels; athletes and visitors may not. */
export function mayOwnChannels(user: SessionUser): boolean {
  return isActiveAdmin(user) || user.userType === 'coach' || user.userType === 'organization';
}

function requireChannelOwnerRole(user: SessionUser) {
  if (!mayOwnChannels(user)) {
    throw new AppError(
      'FORBIDDEN',
      'Only coaches, organizations and administrators can run channels.',
    );
  }
}

async function ownedChannel(db: Database, user: SessionUser, slug: string): Promise<ChannelRow> {
  requireChannelOwnerRole(user);
  const row = await channelBySlug(db, slug);
  // Someone else's channel reads as missing, so ids cannot be probed.
  if (row.ownerId !== user.id && !isActiveAdmin(user)) {
    throw new AppError('NOT_FOUND', 'Channel not found.');
  }
  return row;
}

async function toOwnChannel(
  deps: StreamsDeps,
  row: ChannelRow,
  owner: SessionUser,
): Promise<OwnChannel> {
  return {
    ...(await toChannel(deps, row, { viewer: owner, passes: new Map() })),
    provider: row.provider,
    ingestUrl: deps.provider.ingestBase(),
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    broadcastNotice: deps.live?.status(row.id).notice ?? null,
  };
}

/** The channels this caller runs (an administrator: every channel). */
export async function listOwnChannels(deps: StreamsDeps, user: SessionUser): Promise<OwnChannel[]> {
  requireChannelOwnerRole(user);
  const rows = await deps.db
    .select()
    .from(channels)
    .where(isActiveAdmin(user) ? undefined : eq(channels.ownerId, user.id))
    .orderBy(...channelOrder);
  return Promise.all(rows.map((row) => toOwnChannel(deps, row, user)));
}

function slugFrom(title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return base || 'channel';
}

async function freeSlug(db: Database, title: string, now: number): Promise<string> {
  const base = slugFrom(title);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const slug = attempt === 0 ? base : `${base}-${attempt + 1}`;
    const [taken] = await db
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.slug, slug));
    if (!taken) return slug;
  }
  return `${base}-${now.toString(36)}`;
}

/** A provider failure in the words of docs/product.md#texts-live, without the provider's body. */
export function providerFailure(error: unknown): never {
  if (error instanceof StreamingProviderError) {
    console.error(error.message);
    throw new AppError('UNAVAILABLE', 'Failed to connect to Livepeer API');
  }
  throw error;
}

/**
 * A channel's fields as stored: what its owner fills in and, from the admin dashboard only,
 * whether it is sold as a pass (the owners' routes refuse that field).
 */
export type ChannelValues = ChannelFields & { sellsPass?: boolean };

/** Refuses a channel that would be sold as a pass without a price. */
function checkPassPrice(channel: { sellsPass: boolean; priceCents: number | null }) {
  const problem = passPriceProblem(channel);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { priceCents: [problem] });
}

/** A new channel with its provider stream; the key is in the answer and nowhere else. */
export async function createChannel(
  deps: StreamsDeps,
  user: SessionUser,
  input: ChannelValues,
): Promise<ChannelWithKey> {
  requireChannelOwnerRole(user);
  const sellsPass = input.sellsPass ?? false;
  checkPassPrice({ sellsPass, priceCents: input.priceCents });
  if (!isActiveAdmin(user)) {
    const [{ count } = { count: 0 }] = await deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(channels)
      .where(eq(channels.ownerId, user.id));
    if (count >= MAX_OWN_CHANNELS) {
      throw new AppError(
        'CONFLICT',
        `You already run ${MAX_OWN_CHANNELS} channels: delete one before creating another.`,
      );
    }
  }
  const slug = await freeSlug(deps.db, input.title, deps.clock.now());
  const stream = await deps.provider.createStream(`${slug}`).catch(providerFailure);
  const [row] = await deps.db
    .insert(channels)
    .values({
      slug,
      title: input.title,
      channelName: input.channel,
      description: input.description,
      category: input.category,
      schedule: input.schedule,
      priceCents: input.priceCents,
      sellsPass,
      provider: deps.provider.kind,
      providerStreamId: stream.id,
      providerStreamName: stream.name,
      playbackId: stream.playbackId,
      streamKeyHash: hashSecretToken(stream.streamKey),
      ownerId: user.id,
    })
    .returning();
  deps.events.emit(slug);
  return {
    channel: await toOwnChannel(deps, row!, user),
    streamKey: stream.streamKey,
    ingestUrl: stream.ingestUrl,
  };
}

export async function updateChannel(
  deps: StreamsDeps,
  user: SessionUser,
  slug: string,
  changes: Partial<ChannelValues>,
): Promise<OwnChannel> {
  const row = await ownedChannel(deps.db, user, slug);
  // The rule holds for the channel as it will be: a price removed from a pass channel is refused.
  checkPassPrice({
    sellsPass: changes.sellsPass ?? row.sellsPass,
    priceCents: changes.priceCents === undefined ? row.priceCents : changes.priceCents,
  });
  const [updated] = await deps.db
    .update(channels)
    .set({
      title: changes.title,
      channelName: changes.channel,
      description: changes.description,
      category: changes.category,
      schedule: changes.schedule,
      priceCents: changes.priceCents,
      sellsPass: changes.sellsPass,
    })
    .where(eq(channels.id, row.id))
    .returning();
  deps.gate.clear();
  deps.events.emit(slug);
  return toOwnChannel(deps, updated!, user);
}

/** Deletes the channel, its provider stream, its broadcasts and their files and captions. */
export async function deleteChannel(deps: OwnChannelDeps, user: SessionUser, slug: string) {
  const row = await ownedChannel(deps.db, user, slug);
  if (row.provider === deps.provider.kind && row.providerStreamId) {
    await deps.provider.deleteStream(row.providerStreamId).catch(providerFailure);
  }
  const past = await deps.db
    .select({ id: broadcasts.id, captionsStorageKey: broadcasts.captionsStorageKey })
    .from(broadcasts)
    .where(eq(broadcasts.channelId, row.id));
  await deps.db.delete(channels).where(eq(channels.id, row.id));
  deps.live?.forgetKeys();
  for (const broadcast of past) {
    await deps.live?.removeFiles(broadcast.id);
    await discardCaptions(deps.storage, broadcast.captionsStorageKey);
  }
  deps.events.emit(slug);
}

/**
 * A new stream key; the old one stops working at once and a running broadcast ends. Livepeer
 * cannot change a stream's key: its stream is replaced by a new one.
 */
export async function rotateStreamKey(
  deps: StreamsDeps,
  user: SessionUser,
  slug: string,
): Promise<ChannelWithKey> {
  const row = await ownedChannel(deps.db, user, slug);
  const stream = await deps.provider.createStream(slug).catch(providerFailure);
  // An archived channel's new stream refuses broadcasts too, until the channel is restored.
  if (row.archivedAt) await deps.provider.setSuspended?.(stream.id, true).catch(providerFailure);
  if (row.provider === deps.provider.kind && row.providerStreamId) {
    if (deps.provider.kind === 'local') await deps.live?.stop(row.id);
    else await deps.provider.deleteStream(row.providerStreamId).catch(providerFailure);
  }
  const [updated] = await deps.db
    .update(channels)
    .set({
      provider: deps.provider.kind,
      // A local channel keeps its addresses: viewers' links stay good.
      providerStreamId:
        deps.provider.kind === 'local' && row.providerStreamId ? row.providerStreamId : stream.id,
      providerStreamName: stream.name,
      playbackId:
        deps.provider.kind === 'local' && row.playbackId ? row.playbackId : stream.playbackId,
      streamKeyHash: hashSecretToken(stream.streamKey),
    })
    .where(eq(channels.id, row.id))
    .returning();
  deps.live?.forgetKeys();
  deps.events.emit(slug);
  return {
    channel: await toOwnChannel(deps, updated!, user),
    streamKey: stream.streamKey,
    ingestUrl: stream.ingestUrl,
  };
}

type BroadcastRow = typeof broadcasts.$inferSelect;

/** A broadcast as its channel's owner sees it. */
function toBroadcast(broadcast: BroadcastRow): Broadcast {
  return {
    id: broadcast.id,
    title: broadcast.title,
    startedAt: broadcast.startedAt.toISOString(),
    endedAt: broadcast.endedAt?.toISOString() ?? null,
    durationSeconds: broadcast.durationSeconds,
    peakViewers: broadcast.peakViewers,
    replayUrl: broadcast.replayUrl,
    captionsUrl: broadcast.captionsUrl,
  };
}

/** A channel's broadcasts, newest first (its owner or an administrator). */
export async function listBroadcasts(
  deps: StreamsDeps,
  user: SessionUser,
  slug: string,
): Promise<Broadcast[]> {
  const row = await ownedChannel(deps.db, user, slug);
  const rows = await deps.db
    .select()
    .from(broadcasts)
    .where(eq(broadcasts.channelId, row.id))
    .orderBy(desc(broadcasts.startedAt))
    .limit(50);
  return rows.map(toBroadcast);
}

/** Where replays' captions files are kept in the storage adapter. */
/** Where replays' captions are stored (the demo replays' too). */
export const REPLAY_CAPTIONS_FOLDER = 'captions/replays';

/** One broadcast of a channel its caller runs; another channel's, or none, is not found. */
async function ownedBroadcast(deps: StreamsDeps, user: SessionUser, slug: string, id: string) {
  const channel = await ownedChannel(deps.db, user, slug);
  const [broadcast] = await deps.db
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.id, id), eq(broadcasts.channelId, channel.id)));
  if (!broadcast) throw new AppError('NOT_FOUND', BROADCAST_NOT_FOUND);
  return { channel, broadcast };
}

/**
 * Adds or replaces a replay's WebVTT captions (checked by the route's schema; its owner or an
 * administrator): stored under a new name, recorded, and the file it replaces deleted.
 */
export async function setBroadcastCaptions(
  deps: OwnChannelDeps,
  user: SessionUser,
  slug: string,
  id: string,
  vtt: string,
): Promise<Broadcast> {
  const { channel, broadcast } = await ownedBroadcast(deps, user, slug, id);
  const stored = await storeCaptions(deps.storage, REPLAY_CAPTIONS_FOLDER, broadcast.id, vtt);
  const result = await replaceCaptions(deps.db, broadcast.id, stored);
  if (!result) {
    // Deleted with its channel meanwhile: the new file has nothing to belong to.
    await discardCaptions(deps.storage, stored.storageKey);
    throw new AppError('NOT_FOUND', BROADCAST_NOT_FOUND);
  }
  await discardCaptions(deps.storage, result.oldKey);
  // Replays are listed on the channel's page: viewers' pages ask again.
  deps.events.emit(channel.slug);
  return toBroadcast(result.saved);
}

/**
 * Records a broadcast's new captions (or none) and returns the key they replace, read under the
 * row's lock: of two uploads at once, each deletes the file the other replaced, none is left.
 */
function replaceCaptions(
  db: Database,
  broadcastId: string,
  next: { storageKey: string; url: string } | null,
) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ key: broadcasts.captionsStorageKey })
      .from(broadcasts)
      .where(eq(broadcasts.id, broadcastId))
      .for('update');
    if (!old) return null;
    const [saved] = await tx
      .update(broadcasts)
      .set({ captionsStorageKey: next?.storageKey ?? null, captionsUrl: next?.url ?? null })
      .where(eq(broadcasts.id, broadcastId))
      .returning();
    return { oldKey: old.key, saved: saved! };
  });
}

/** Removes a replay's captions and their file (none there: the broadcast as it is). */
export async function removeBroadcastCaptions(
  deps: OwnChannelDeps,
  user: SessionUser,
  slug: string,
  id: string,
): Promise<Broadcast> {
  const { channel, broadcast } = await ownedBroadcast(deps, user, slug, id);
  if (!broadcast.captionsStorageKey && !broadcast.captionsUrl) return toBroadcast(broadcast);
  const result = await replaceCaptions(deps.db, broadcast.id, null);
  if (!result) throw new AppError('NOT_FOUND', BROADCAST_NOT_FOUND);
  await discardCaptions(deps.storage, result.oldKey);
  deps.events.emit(channel.slug);
  return toBroadcast(result.saved);
}
