import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  Broadcast,
  Channel,
  ChannelFields,
  ChannelPage,
  ChannelWithKey,
  OwnChannel,
  Replay,
  VodVideo,
} from '#shared/schemas/streams';
import { channelOffer, passPriceProblem, providerStreamStatus } from '#shared/streams';
import type { StreamingProvider } from '#server/adapters/streaming/streaming-provider';
import { StreamingProviderError } from '#server/adapters/streaming/streaming-provider';
import { isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { broadcasts, channels, trainingVideos } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { isHeld, notHeld } from '#server/modules/reports/content-holds';
import type { MediaLinks } from '#server/modules/training/media-links';
import { toTrainingVideo } from '#server/modules/training/to-training-video';
import {
  viewerAccess,
  watchAccess,
  withToken,
  type LiveLinks,
  type MediaGate,
  type ViewerAccess,
} from './channel-access';
import type { ChannelEvents } from './channel-events';
import type { ChannelStatusSource } from './channel-status';
import { broadcastTitle, type LocalLive } from './local-live';
import { hashSecretToken } from '#server/lib/secret-token';
import { upcomingSessions } from './training-sessions';

export type StreamsDeps = {
  db: Database;
  provider: StreamingProvider;
  live: LocalLive | null;
  status: ChannelStatusSource;
  events: ChannelEvents;
  publicUrl: string;
  /** signed playback links for pass channels on the app's own media server */
  links: LiveLinks;
  /** which playback ids and broadcasts need such a link */
  gate: MediaGate;
};

type ChannelRow = typeof channels.$inferSelect;

const REPLAYS_PAGE = 24;
/** Channels a coach or an organization may run (each one is a provider stream). */
export const MAX_OWN_CHANNELS = 20;
const CHANNEL_REPLAYS = 12;
const VOD_PER_SPORT = 2;

/** Our own media server's addresses take a token; a provider's are given as they are. */
const isOwnMedia = (url: string) => url.startsWith('/live-media/');

/** A playback address as this caller may have it: none while locked, signed where it can be. */
function playbackFor(
  deps: StreamsDeps,
  row: Pick<ChannelRow, 'id'>,
  watch: ReturnType<typeof watchAccess>,
  gated: boolean,
  url: string | null,
): string | null {
  if (!url || watch.locked) return null;
  if (!gated || !isOwnMedia(url)) return url;
  return watch.grant ? withToken(url, deps.links.token(row.id, watch.grant, watch.until)) : null;
}

/** A channel as this caller sees it, with its status right now. */
async function toChannel(
  deps: StreamsDeps,
  row: ChannelRow,
  access: ViewerAccess,
  sessions: Channel['sessions'] = [],
): Promise<Channel> {
  const status = await deps.status.of(row);
  const offer = channelOffer(row);
  const watch = watchAccess(access, row);
  return {
    slug: row.slug,
    title: row.title,
    channel: row.channelName,
    description: row.description,
    imageUrl: row.imageUrl,
    category: row.category,
    schedule: row.schedule,
    priceCents: row.priceCents,
    premium: row.premium,
    featured: row.featured,
    status: providerStreamStatus(status.found ? { isActive: status.isActive } : null),
    found: status.found,
    isActive: status.isActive,
    playbackId: status.isActive && !watch.locked ? status.playbackId : null,
    playbackUrl: playbackFor(deps, row, watch, offer === 'pass', status.playbackUrl),
    viewers: status.viewers,
    liveSince: status.since?.toISOString() ?? null,
    offer,
    locked: watch.locked,
    passUntil: watch.pass?.toISOString() ?? null,
    sessions,
  };
}

const replayColumns = {
  id: broadcasts.id,
  title: broadcasts.title,
  startedAt: broadcasts.startedAt,
  endedAt: broadcasts.endedAt,
  durationSeconds: broadcasts.durationSeconds,
  peakViewers: broadcasts.peakViewers,
  replayUrl: broadcasts.replayUrl,
  channelSlug: channels.slug,
  channel: channels.channelName,
  imageUrl: channels.imageUrl,
  channelId: channels.id,
  ownerId: channels.ownerId,
  category: channels.category,
  sellsPass: channels.sellsPass,
  priceCents: channels.priceCents,
};

type ReplayRow = {
  [K in keyof typeof replayColumns]: (typeof replayColumns)[K]['_']['data'] | null;
};

function toReplay(deps: StreamsDeps, access: ViewerAccess, row: ReplayRow): Replay {
  const facts = {
    id: row.channelId!,
    ownerId: row.ownerId ?? null,
    category: row.category!,
    sellsPass: row.sellsPass ?? false,
    priceCents: row.priceCents ?? null,
  };
  const watch = watchAccess(access, facts);
  return {
    id: row.id!,
    channelSlug: row.channelSlug!,
    channel: row.channel!,
    title: row.title!,
    imageUrl: row.imageUrl ?? null,
    startedAt: row.startedAt!.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds ?? null,
    peakViewers: row.peakViewers ?? 0,
    playbackUrl: playbackFor(deps, facts, watch, channelOffer(facts) === 'pass', row.replayUrl),
    locked: watch.locked,
  };
}

const replaysQuery = (db: Database) =>
  db
    .select(replayColumns)
    .from(broadcasts)
    .innerJoin(channels, eq(channels.id, broadcasts.channelId))
    .orderBy(desc(broadcasts.startedAt), desc(broadcasts.id));

const channelOrder = [desc(channels.featured), asc(channels.sortOrder), asc(channels.title)];

/** How many next sessions a card lists, and a channel page. */
const CARD_SESSIONS = 3;
const PAGE_SESSIONS = 12;

/** Every channel, main event first, with its status, as this caller may watch it. */
export async function listChannels(
  deps: StreamsDeps,
  viewer: SessionUser | null,
): Promise<Channel[]> {
  // A channel a moderator holds, or an administrator archived, is left out.
  const rows = await deps.db
    .select()
    .from(channels)
    .where(and(isNull(channels.archivedAt), notHeld('channel', channels.id)))
    .orderBy(...channelOrder);
  const bookable = rows.filter((row) => channelOffer(row) === 'booking').map((row) => row.id);
  const [access, sessions] = await Promise.all([
    viewerAccess(deps.db, viewer),
    upcomingSessions(deps.db, bookable, viewer?.id ?? null, CARD_SESSIONS),
  ]);
  return Promise.all(rows.map((row) => toChannel(deps, row, access, sessions.get(row.id))));
}

async function channelBySlug(db: Database, slug: string): Promise<ChannelRow> {
  const [row] = await db.select().from(channels).where(eq(channels.slug, slug));
  if (!row) throw new AppError('NOT_FOUND', 'Channel not found.');
  return row;
}

/** One channel, its next sessions and its latest replays. */
export async function getChannelPage(
  deps: StreamsDeps,
  slug: string,
  viewer: SessionUser | null,
): Promise<ChannelPage> {
  const row = await channelBySlug(deps.db, slug);
  // Archived, or held by a moderator: missing to everyone, its owner's channel list aside.
  if (row.archivedAt || (await isHeld(deps.db, 'channel', row.id))) {
    throw new AppError('NOT_FOUND', 'Channel not found.');
  }
  const [access, replays, sessions] = await Promise.all([
    viewerAccess(deps.db, viewer),
    replaysQuery(deps.db)
      .where(and(eq(broadcasts.channelId, row.id), isNotNull(broadcasts.replayUrl)))
      .limit(CHANNEL_REPLAYS),
    channelOffer(row) === 'booking'
      ? upcomingSessions(deps.db, [row.id], viewer?.id ?? null, PAGE_SESSIONS)
      : Promise.resolve(new Map<string, Channel['sessions']>()),
  ]);
  return {
    channel: await toChannel(deps, row, access, sessions.get(row.id)),
    replays: replays.map((replay) => toReplay(deps, access, replay)),
  };
}

/** Past broadcasts kept as replays, newest first. */
export async function listReplays(
  deps: StreamsDeps,
  viewer: SessionUser | null,
): Promise<Replay[]> {
  const [access, rows] = await Promise.all([
    viewerAccess(deps.db, viewer),
    replaysQuery(deps.db)
      .where(
        and(
          isNotNull(broadcasts.replayUrl),
          isNull(channels.archivedAt),
          notHeld('channel', channels.id),
        ),
      )
      .limit(REPLAYS_PAGE),
  ]);
  return rows.map((row) => toReplay(deps, access, row));
}

/** The on-demand library: the free (basic) training videos, two of every sport. */
export async function listVodVideos(db: Database, links: MediaLinks): Promise<VodVideo[]> {
  const rows = await db
    .select()
    .from(trainingVideos)
    .where(and(eq(trainingVideos.level, 'basic'), notHeld('video', trainingVideos.id)))
    .orderBy(asc(trainingVideos.sport), asc(trainingVideos.sortOrder), asc(trainingVideos.id));
  const perSport = new Map<string, number>();
  return rows.flatMap((row) => {
    const count = perSport.get(row.sport) ?? 0;
    if (count >= VOD_PER_SPORT) return [];
    perSport.set(row.sport, count + 1);
    // Basic videos play for everyone (SPEC §6): built as for a signed-out visitor.
    const video = toTrainingVideo(row, { subscribed: false, has_access: true }, links);
    if (!video.src) return [];
    return [
      {
        id: video.id,
        title: video.title,
        description: video.description,
        thumbnail: video.thumbnail,
        duration: video.duration,
        category: video.category,
        src: video.src,
        srcType: video.srcType,
      },
    ];
  });
}

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

async function freeSlug(db: Database, title: string): Promise<string> {
  const base = slugFrom(title);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const slug = attempt === 0 ? base : `${base}-${attempt + 1}`;
    const [taken] = await db
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.slug, slug));
    if (!taken) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** A provider failure as the spec words it, without the provider's body. */
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
  const slug = await freeSlug(deps.db, input.title);
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

/** Deletes the channel, its provider stream, its broadcasts and their files. */
export async function deleteChannel(deps: StreamsDeps, user: SessionUser, slug: string) {
  const row = await ownedChannel(deps.db, user, slug);
  if (row.provider === deps.provider.kind && row.providerStreamId) {
    await deps.provider.deleteStream(row.providerStreamId).catch(providerFailure);
  }
  const past = await deps.db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(eq(broadcasts.channelId, row.id));
  await deps.db.delete(channels).where(eq(channels.id, row.id));
  deps.live?.forgetKeys();
  for (const broadcast of past) await deps.live?.removeFiles(broadcast.id);
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
  return rows.map((broadcast) => ({
    id: broadcast.id,
    title: broadcast.title,
    startedAt: broadcast.startedAt.toISOString(),
    endedAt: broadcast.endedAt?.toISOString() ?? null,
    durationSeconds: broadcast.durationSeconds,
    peakViewers: broadcast.peakViewers,
    replayUrl: broadcast.replayUrl,
  }));
}

/** Livepeer webhooks: a stream started or went idle. */
export async function recordProviderActivity(
  deps: StreamsDeps,
  streamId: string,
  event: { active: boolean; sessionId: string | null; at: Date },
) {
  const [row] = await deps.db
    .select()
    .from(channels)
    .where(and(eq(channels.provider, 'livepeer'), eq(channels.providerStreamId, streamId)));
  if (!row) return false;
  deps.status.setActive(streamId, event.active);
  if (event.active) {
    const [open] = await deps.db
      .select({ id: broadcasts.id })
      .from(broadcasts)
      .where(and(eq(broadcasts.channelId, row.id), isNull(broadcasts.endedAt)));
    if (!open) {
      await deps.db.insert(broadcasts).values({
        channelId: row.id,
        title: broadcastTitle(row.title, event.at),
        startedAt: event.at,
        providerSessionId: event.sessionId,
      });
    }
  } else {
    await deps.db
      .update(broadcasts)
      .set({
        endedAt: event.at,
        durationSeconds: sql`extract(epoch from (${event.at.toISOString()}::timestamptz - ${broadcasts.startedAt}))`,
      })
      .where(and(eq(broadcasts.channelId, row.id), isNull(broadcasts.endedAt)));
  }
  deps.events.emit(row.slug);
  return true;
}

/** Livepeer webhooks: a recording of a session is ready to play. */
export async function recordReplay(
  deps: StreamsDeps,
  streamId: string,
  replay: { sessionId: string | null; url: string },
) {
  const [row] = await deps.db
    .select({ id: channels.id, slug: channels.slug, title: channels.title })
    .from(channels)
    .where(and(eq(channels.provider, 'livepeer'), eq(channels.providerStreamId, streamId)));
  if (!row) return false;
  // The session's broadcast, else the channel's latest one without a replay, else a new one.
  const latest = (where: ReturnType<typeof and>) =>
    deps.db
      .select({ id: broadcasts.id })
      .from(broadcasts)
      .where(where)
      .orderBy(desc(broadcasts.startedAt))
      .limit(1);
  const bySession = replay.sessionId
    ? await latest(
        and(eq(broadcasts.channelId, row.id), eq(broadcasts.providerSessionId, replay.sessionId)),
      )
    : [];
  const [target] =
    bySession.length > 0
      ? bySession
      : await latest(and(eq(broadcasts.channelId, row.id), isNull(broadcasts.replayUrl)));
  if (target) {
    await deps.db
      .update(broadcasts)
      .set({ replayUrl: replay.url, endedAt: sql`coalesce(${broadcasts.endedAt}, now())` })
      .where(eq(broadcasts.id, target.id));
  } else {
    const at = new Date();
    await deps.db.insert(broadcasts).values({
      channelId: row.id,
      title: broadcastTitle(row.title, at),
      startedAt: at,
      endedAt: at,
      replayUrl: replay.url,
      providerSessionId: replay.sessionId,
    });
  }
  deps.events.emit(row.slug);
  return true;
}
