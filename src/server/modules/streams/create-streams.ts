import { createLivepeerAssets, createLivepeerStreaming } from '#server/adapters/streaming/livepeer';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { systemClock, type Clock } from '#server/lib/clock';
import { createLiveLinks, createMediaGate } from './channel-access';
import { createChannelEvents } from './channel-events';
import { createChannelStatus } from './channel-status';
import type { StreamsDeps } from './streams-deps';
import { createLocalLive, type LocalLive } from './local-live';
import { createLocalStreaming } from './local-streaming';
import { rollWeeklySessions } from './training-sessions';

export type Streams = StreamsDeps & {
  /** the app's own media server; null with Livepeer */
  live: LocalLive | null;
  /** Livepeer assets for highlight videos; undefined when videos go to the storage adapter */
  assets: VideoAssets | undefined;
  /** adds the next weeks of weekly training sessions (at start, then every 6 hours) */
  /** adds the next weekly sessions: the job runner's 'streams.roll-sessions' (see app.ts) */
  rollSessions: () => Promise<unknown>;
  /** stops the silence check */
  close: () => void;
};

/** How often running local broadcasts are checked for silence. */
const SWEEP_MS = 1_000;
/**
 * Live streams for one app instance: Livepeer Studio when configured, else the app's own media
 * server under DATA_DIR/live. The time (silence, viewers, caches, the sessions' dates) is
 * `clock`'s.
 */
export function createStreams({
  config,
  db,
  clock = systemClock,
}: {
  config: Config;
  db: Database;
  clock?: Clock;
}): Streams {
  const events = createChannelEvents();
  const livepeer = config.streaming.livepeer;
  const live = livepeer
    ? null
    : createLocalLive({
        db,
        dataDir: config.dataDir,
        idleMs: config.streaming.idleMs,
        now: clock.now,
        onChange: (channelId) => events.emit(channelId),
      });
  const provider = livepeer
    ? createLivepeerStreaming({
        apiKey: livepeer.apiKey,
        baseUrl: livepeer.baseUrl,
        rtmpIngestUrl: livepeer.rtmpUrl,
      })
    : createLocalStreaming({ db, live: live!, publicUrl: config.publicUrl });
  const status = createChannelStatus({ provider, live, now: clock.now });

  let sweeping = false;
  const stopSweeping = live
    ? clock.every(SWEEP_MS, () => {
        if (sweeping) return;
        sweeping = true;
        return live
          .sweep()
          .catch((error: unknown) => console.error('Could not end a silent broadcast:', error))
          .finally(() => (sweeping = false));
      })
    : () => undefined;

  const rollSessions = () =>
    rollWeeklySessions(db, new Date(clock.now())).catch((error: unknown) =>
      console.error('Could not add the next weekly sessions:', error),
    );

  return {
    db,
    provider,
    live,
    status,
    events,
    publicUrl: config.publicUrl,
    links: createLiveLinks(config.authSecret),
    gate: createMediaGate(db, clock.now),
    clock,
    rollSessions,
    assets: livepeer
      ? createLivepeerAssets({ apiKey: livepeer.apiKey, baseUrl: livepeer.baseUrl })
      : undefined,
    close: () => stopSweeping(),
  };
}
