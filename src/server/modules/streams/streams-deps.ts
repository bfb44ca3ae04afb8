import type { StreamingProvider } from '#server/adapters/streaming/streaming-provider';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import type { LiveLinks, MediaGate } from './channel-access';
import type { ChannelEvents } from './channel-events';
import type { ChannelStatusSource } from './channel-status';
import type { LocalLive } from './local-live';

/** What the channel services share, made once by createStreams. */
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
  /** the time passes, grants and the broadcasts' records go by */
  clock: Clock;
};
