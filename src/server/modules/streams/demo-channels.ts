import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ChannelCategory } from '#shared/streams';
import type { Database } from '#server/db/client';
import { broadcasts, channels, events, user } from '#server/db/schema';
import type { DemoSeeder } from '#server/db/seed';
import { demoAccounts } from '#server/modules/accounts';
import { storeCaptions } from '#server/lib/captions-files';
import { localReplayUrl } from './live-broadcast';
import { REPLAY_CAPTIONS_FOLDER } from './own-channels';
import { hashSecretToken } from '#server/lib/secret-token';
import {
  fixedTargetDuration,
  measuredBitRates,
  multivariantPlaylist,
  parseMediaPlaylist,
  playlistSeconds,
  replayPlaylist,
} from './playlist';
import type { Streams } from './create-streams';
import { probeTransportStream } from './ts-probe';
import { scheduleTime } from './training-sessions';

type DemoChannel = {
  slug: string;
  title: string;
  channel: string;
  description: string;
  category: ChannelCategory;
  schedule: string | null;
  priceCents: number | null;
  /** the premium look */
  premium: boolean;
  /** sold as a pay-per-view pass at its price */
  sellsPass?: boolean;
  featured?: boolean;
  /** weekly sessions (docs/product.md#live-schedule): weekday 0 = Sunday, Central time */
  sessions?: { title: string; weekdays: number[]; start: [number, number]; minutes: number }[];
  capacity?: number;
  /** past broadcasts to keep as replays: segments of the sample broadcast, days ago */
  replays?: { segments: number; daysAgo: number; peakViewers: number; title: string }[];
};

/** The channels of docs/product.md#live-schedule, with their schedule and prices. */
export const demoChannels: DemoChannel[] = [
  {
    slug: 'main-event',
    title: 'Live: Showcase Main Event',
    channel: 'Showcase Live',
    description:
      'The weekly main event: featured games from across our partner programs, called live with highlights and interviews.',
    category: 'main-event',
    schedule: 'Saturdays 7:00 PM Central',
    priceCents: null,
    premium: false,
    featured: true,
    replays: [
      { segments: 12, daysAgo: 2, peakViewers: 184, title: 'Main Event: Saturday Showcase' },
    ],
  },
  {
    slug: 'premium-game-day',
    title: 'Premium Team Channel: Game Day',
    channel: 'Premium Team Channel',
    description:
      'Full games from our premium partner teams, called live, with the replay ready after the final whistle.',
    category: 'premium-team',
    schedule: 'Fridays 6:30 PM Central',
    priceCents: 999,
    premium: true,
    sellsPass: true,
    replays: [
      { segments: 10, daysAgo: 4, peakViewers: 96, title: 'Game Day: Lakeside vs Central' },
    ],
  },
  {
    slug: 'premium-practice-floor',
    title: 'Premium Team Channel: Practice Floor',
    channel: 'Premium Team Channel',
    description:
      'Team practices and skills sessions as they happen: see the drills the coaches run and how players work through them.',
    category: 'premium-team',
    schedule: 'Tuesdays and Thursdays 5:00 PM Central',
    priceCents: 999,
    premium: true,
    sellsPass: true,
  },
  {
    slug: 'hoops-tournament',
    title: 'Hoops Tournament Live',
    channel: 'Live Tournaments',
    description:
      'Bracket games from our youth hoops tournament, court by court, with every game kept as a replay.',
    category: 'tournament',
    schedule: 'Tournament weekends, games from 9:00 AM Central',
    priceCents: 1499,
    premium: true,
    sellsPass: true,
    replays: [
      { segments: 8, daysAgo: 6, peakViewers: 212, title: 'Hoops Tournament: Semifinal, Court 1' },
    ],
  },
  {
    slug: 'trainer-led-sessions',
    title: 'Trainer-Led Live Sessions',
    channel: 'Live Training Hub',
    description:
      'Small-group skills sessions with a trainer, live: Grassroots 7-8 PM and Advanced 8-9 PM.',
    category: 'training',
    schedule: 'Mondays and Wednesdays: Grassroots 7-8 PM, Advanced 8-9 PM',
    priceCents: 3000,
    premium: false,
    capacity: 12,
    sessions: [
      { title: 'Grassroots, 7-8 PM', weekdays: [1, 3], start: [19, 0], minutes: 60 },
      { title: 'Advanced, 8-9 PM', weekdays: [1, 3], start: [20, 0], minutes: 60 },
    ],
  },
  {
    slug: 'team-training',
    title: 'Premium Team Training with Coach Marcus Reed',
    channel: 'Live Training Hub',
    description:
      'Team training with a named coach: grades 7-9 on Tuesdays, 6:00-7:30 PM and 7:30-9:00 PM, and skills on Thursdays, 7:30-9:00 PM.',
    category: 'training',
    schedule: 'Tuesdays (grades 7-9) 6:00-7:30 PM and 7:30-9:00 PM; skills Thursdays 7:30-9:00 PM',
    priceCents: 3500,
    premium: true,
    capacity: 16,
    sessions: [
      { title: 'Grades 7-9, 6:00-7:30 PM', weekdays: [2], start: [18, 0], minutes: 90 },
      { title: 'Grades 7-9, 7:30-9:00 PM', weekdays: [2], start: [19, 30], minutes: 90 },
      { title: 'Skills, 7:30-9:00 PM', weekdays: [4], start: [19, 30], minutes: 90 },
    ],
  },
  {
    slug: 'weekend-podcast',
    title: 'The Weekend Podcast',
    channel: 'Weekend Podcast',
    description:
      'The weekend in youth sports: results, standout performances and a guest coach every week.',
    category: 'podcast',
    schedule: 'Mondays at 9a Central',
    priceCents: null,
    premium: false,
  },
];

/**
 * The first week of a channel's weekly sessions, from tomorrow on; the schedule rolls them on
 * (rollWeeklySessions).
 */
async function seedWeeklySessions(db: Database, channelId: string, demo: DemoChannel, today: Date) {
  if (!demo.sessions || !demo.priceCents) return;
  const rows: (typeof events.$inferInsert)[] = [];
  for (let offset = 1; offset <= 7; offset += 1) {
    const day = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset),
    );
    for (const slot of demo.sessions) {
      if (!slot.weekdays.includes(day.getUTCDay())) continue;
      const startsAt = scheduleTime(
        day.getUTCFullYear(),
        day.getUTCMonth() + 1,
        day.getUTCDate(),
        ...slot.start,
      );
      rows.push({
        channelId,
        title: slot.title,
        startsAt,
        endsAt: new Date(startsAt.getTime() + slot.minutes * 60_000),
        capacity: demo.capacity ?? 12,
        priceCents: demo.priceCents,
        repeatsWeekly: true,
      });
    }
  }
  if (rows.length > 0) await db.insert(events).values(rows).onConflictDoNothing();
}

const SAMPLE_DIR = path.resolve(process.cwd(), 'media/live-sample');

/**
 * Copies the first `count` sample segments into a broadcast's folder with its replay playlist and
 * the multivariant playlist listing it, measured as the media server measures a broadcast.
 */
async function writeSampleReplay(dataDir: string, broadcastId: string, count: number) {
  const sample = parseMediaPlaylist(await readFile(path.join(SAMPLE_DIR, 'index.m3u8'), 'utf8'));
  const available = new Set(await readdir(SAMPLE_DIR));
  const segments = (sample?.segments ?? [])
    .slice(0, count)
    .filter((segment) => available.has(segment.name));
  const dir = path.join(dataDir, 'live', broadcastId);
  await mkdir(dir, { recursive: true });
  const sizes: number[] = [];
  for (const segment of segments) {
    await copyFile(path.join(SAMPLE_DIR, segment.name), path.join(dir, segment.name));
    sizes.push((await stat(path.join(dir, segment.name))).size);
  }
  const targetDuration = fixedTargetDuration(sample?.targetDuration ?? null, segments);
  await writeFile(
    path.join(dir, 'replay.m3u8'),
    replayPlaylist(segments, { targetDuration, uri: (name) => name, ended: true }),
  );
  const rates = measuredBitRates(
    segments.map((segment, index) => ({ duration: segment.duration, bytes: sizes[index]! })),
    targetDuration,
  );
  const media =
    segments.length > 0
      ? probeTransportStream(await readFile(path.join(dir, segments[0]!.name)))
      : null;
  await writeFile(
    path.join(dir, 'master.m3u8'),
    multivariantPlaylist([
      {
        uri: 'replay.m3u8',
        bandwidth: rates.peak,
        averageBandwidth: rates.average,
        codecs: media?.codecsComplete ? media.codecs : null,
        width: media?.width ?? null,
        height: media?.height ?? null,
      },
    ]),
  );
  return playlistSeconds(segments);
}

/**
 * The channels of docs/product.md#live-schedule, owned by the demo administrator, with replays made
 * from the sample broadcast (media/live-sample). Their stream keys are random and never shown:
 * `npm run stream:demo` (or the owner) makes a new one. Without a data directory (where the
 * replays' files go) no channel is seeded.
 */
export const demoChannelsSeeder = (streams: Streams): DemoSeeder => ({
  name: 'live channels',
  async run({ db, dataDir, storage, clock }) {
    if (!dataDir) return;
    const now = clock.now();
    // Written for the sample broadcast: each replay made from it gets them as its owner's file.
    const sampleCaptions = await readFile(path.join(SAMPLE_DIR, 'captions.en.vtt'), 'utf8');
    const [admin] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoAccounts.admin.email));
    for (const [index, demo] of demoChannels.entries()) {
      const stream = await streams.provider.createStream(demo.slug);
      const [row] = await db
        .insert(channels)
        .values({
          slug: demo.slug,
          title: demo.title,
          channelName: demo.channel,
          description: demo.description,
          imageUrl: `/images/channels/${demo.slug}.webp`,
          category: demo.category,
          schedule: demo.schedule,
          priceCents: demo.priceCents,
          premium: demo.premium,
          sellsPass: demo.sellsPass ?? false,
          featured: demo.featured ?? false,
          sortOrder: (index + 1) * 10,
          provider: streams.provider.kind,
          providerStreamId: stream.id,
          providerStreamName: stream.name,
          playbackId: stream.playbackId,
          streamKeyHash: hashSecretToken(stream.streamKey),
          ownerId: admin?.id ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: channels.id });
      if (!row) continue;
      await seedWeeklySessions(db, row.id, demo, new Date(now));
      // Replays from the sample broadcast are served by the app's own media server only.
      if (streams.provider.kind !== 'local') continue;
      for (const replay of demo.replays ?? []) {
        const startedAt = new Date(now - replay.daysAgo * 86_400_000);
        const [broadcast] = await db
          .insert(broadcasts)
          .values({
            channelId: row.id,
            title: replay.title,
            startedAt,
            peakViewers: replay.peakViewers,
          })
          .returning({ id: broadcasts.id });
        const seconds = await writeSampleReplay(dataDir, broadcast!.id, replay.segments);
        const captions = await storeCaptions(
          storage,
          REPLAY_CAPTIONS_FOLDER,
          broadcast!.id,
          sampleCaptions,
        );
        await db
          .update(broadcasts)
          .set({
            endedAt: new Date(startedAt.getTime() + seconds * 1000),
            durationSeconds: seconds,
            replayUrl: localReplayUrl(broadcast!.id),
            captionsStorageKey: captions.storageKey,
            captionsUrl: captions.url,
          })
          .where(eq(broadcasts.id, broadcast!.id));
      }
    }
  },
});
