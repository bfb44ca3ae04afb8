import { createLivepeerAssets, createLivepeerStreaming } from '#server/adapters/streaming/livepeer';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { createChannelEvents } from './channel-events';
import { createChannelStatus } from './channel-status';
import type { StreamsDeps } from './channels';
import { createLocalLive, type LocalLive } from './local-live';
import { createLocalStreaming } from './local-streaming';

export type Streams = StreamsDeps & {
  /** the app's own media server; null with Livepeer */
  live: LocalLive | null;
  /** Livepeer assets for highlight videos; undefined when videos go to the storage adapter */
  assets: VideoAssets | undefined;
  /** stops the silence check */
  close: () => void;
};

/** How often running local broadcasts are checked for silence. */
const SWEEP_MS = 1_000;

/**
 * Live streams for one app instance: Livepeer Studio when configured, else the app's own media
 * server under DATA_DIR/live.
 */
export function createStreams({ config, db }: { config: Config; db: Database }): Streams {
  const events = createChannelEvents();
  const livepeer = config.streaming.livepeer;
  const live = livepeer
    ? null
    : createLocalLive({
        db,
        dataDir: config.dataDir,
        idleMs: config.streaming.idleMs,
        onChange: (channelId) => events.emit(channelId),
      });
  const provider = livepeer
    ? createLivepeerStreaming({
        apiKey: livepeer.apiKey,
        baseUrl: livepeer.baseUrl,
        rtmpIngestUrl: livepeer.rtmpUrl,
      })
    : createLocalStreaming({ db, live: live!, publicUrl: config.publicUrl });
  const status = createChannelStatus({ provider, live });

  let timer: NodeJS.Timeout | undefined;
  if (live) {
    let sweeping = false;
    timer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      live
        .sweep()
        .catch((error: unknown) => console.error('Could not end a silent broadcast:', error))
        .finally(() => (sweeping = false));
    }, SWEEP_MS);
    // The check never keeps a process (a test, a script) alive on its own.
    timer.unref();
  }

  return {
    db,
    provider,
    live,
    status,
    events,
    publicUrl: config.publicUrl,
    assets: livepeer
      ? createLivepeerAssets({ apiKey: livepeer.apiKey, baseUrl: livepeer.baseUrl })
      : undefined,
    close: () => clearInterval(timer),
  };
}
