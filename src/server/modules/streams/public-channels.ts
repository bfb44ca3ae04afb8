import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Locale } from '#shared/locales';
import type { Channel, ChannelPage, Replay, VodVideo } from '#shared/schemas/streams';
import { channelOffer } from '#shared/streams';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { broadcasts, channels, trainingVideos } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { channelOnSite, isChannelOnSite, videoOnSite } from '#server/modules/reports';
import { inLocale, toTrainingVideo, type MediaLinks } from '#server/modules/training';
import { viewerAccess, watchAccess, type ViewerAccess } from './channel-access';
import { channelBySlug, channelOrder, playbackFor, toChannel } from './channel-view';
import type { StreamsDeps } from './streams-deps';
import { upcomingSessions } from './training-sessions';

// What anyone may read: the channel list, a channel's page, the replays and the on-demand
// library, each without what is off the site (archived, or held by a moderator).

const REPLAYS_PAGE = 24;
const CHANNEL_REPLAYS = 12;
const VOD_PER_SPORT = 2;

const replayColumns = {
  id: broadcasts.id,
  title: broadcasts.title,
  startedAt: broadcasts.startedAt,
  endedAt: broadcasts.endedAt,
  durationSeconds: broadcasts.durationSeconds,
  peakViewers: broadcasts.peakViewers,
  replayUrl: broadcasts.replayUrl,
  captionsUrl: broadcasts.captionsUrl,
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
  const playbackUrl = playbackFor(
    deps,
    facts,
    watch,
    channelOffer(facts) === 'pass',
    row.replayUrl,
  );
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
    playbackUrl,
    // The captions go with the replay: to whoever it plays for.
    captionsUrl: playbackUrl === null ? null : (row.captionsUrl ?? null),
    locked: watch.locked,
  };
}

const replaysQuery = (db: Database) =>
  db
    .select(replayColumns)
    .from(broadcasts)
    .innerJoin(channels, eq(channels.id, broadcasts.channelId))
    .orderBy(desc(broadcasts.startedAt), desc(broadcasts.id));

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
    .where(channelOnSite())
    .orderBy(...channelOrder);
  // Whichever channel a priced session sells its seats through, at the session's price.
  const now = new Date(deps.clock.now());
  const [access, sessions] = await Promise.all([
    viewerAccess(deps.db, viewer, now),
    upcomingSessions(deps.db, rows, viewer?.id ?? null, CARD_SESSIONS, now),
  ]);
  return Promise.all(rows.map((row) => toChannel(deps, row, access, sessions.get(row.id))));
}

/** One channel, its next sessions and its latest replays. */
export async function getChannelPage(
  deps: StreamsDeps,
  slug: string,
  viewer: SessionUser | null,
): Promise<ChannelPage> {
  const row = await channelBySlug(deps.db, slug);
  // Archived, or held by a moderator: missing to everyone, its owner's channel list aside.
  if (!(await isChannelOnSite(deps.db, row))) {
    throw new AppError('NOT_FOUND', 'Channel not found.');
  }
  const now = new Date(deps.clock.now());
  const [access, replays, sessions] = await Promise.all([
    viewerAccess(deps.db, viewer, now),
    replaysQuery(deps.db)
      .where(and(eq(broadcasts.channelId, row.id), isNotNull(broadcasts.replayUrl)))
      .limit(CHANNEL_REPLAYS),
    upcomingSessions(deps.db, [row], viewer?.id ?? null, PAGE_SESSIONS, now),
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
    viewerAccess(deps.db, viewer, new Date(deps.clock.now())),
    replaysQuery(deps.db)
      .where(and(isNotNull(broadcasts.replayUrl), channelOnSite()))
      .limit(REPLAYS_PAGE),
  ]);
  return rows.map((row) => toReplay(deps, access, row));
}

/**
 * The on-demand library: the free (basic) training videos, two of every sport, with the
 * catalogue's titles, descriptions and categories in `locale`.
 */
export async function listVodVideos(
  db: Database,
  links: MediaLinks,
  locale: Locale,
): Promise<VodVideo[]> {
  const rows = await db
    .select()
    .from(trainingVideos)
    .where(and(eq(trainingVideos.level, 'basic'), videoOnSite()))
    .orderBy(asc(trainingVideos.sport), asc(trainingVideos.sortOrder), asc(trainingVideos.id));
  const perSport = new Map<string, number>();
  return rows.flatMap((row) => {
    const count = perSport.get(row.sport) ?? 0;
    if (count >= VOD_PER_SPORT) return [];
    perSport.set(row.sport, count + 1);
    // Basic videos play for everyone (docs/product.md#training-access): built as for a signed-out
    // visitor.
    const video = toTrainingVideo(row, { subscribed: false, has_access: true }, links);
    if (!video.src) return [];
    return [
      inLocale(
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
        locale,
      ),
    ];
  });
}
