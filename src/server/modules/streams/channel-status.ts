import type {
  ProviderStream,
  StreamingProvider,
} from '#server/adapters/streaming/streaming-provider';
import type { LocalLive } from './local-live';
import { localLiveUrl } from './live-broadcast';

export type ChannelStreamRow = {
  id: string;
  provider: 'local' | 'livepeer';
  providerStreamId: string | null;
  playbackId: string | null;
};

export type ChannelStreamStatus = {
  found: boolean;
  isActive: boolean;
  playbackId: string | null;
  playbackUrl: string | null;
  viewers: number;
  since: Date | null;
};

/**
 * How long the provider's list of streams and viewer counts is trusted (webhooks correct the
 * streams' status in between).
 */
export const PROVIDER_STATUS_TTL_MS = 15_000;
const PLAYBACK_URL_TTL_MS = 5 * 60_000;

export type ChannelStatusSource = ReturnType<typeof createChannelStatus>;

/**
 * Channel status without asking the provider once per viewer: local channels read the running
 * broadcasts in this process; Livepeer channels read one list of every stream, fetched at most
 * once per `ttlMs` and shared by every caller meanwhile, corrected at once by its webhooks.
 */
export function createChannelStatus({
  provider,
  live,
  ttlMs = PROVIDER_STATUS_TTL_MS,
  now,
  log = (message: string, error: unknown) => console.error(message, error),
}: {
  provider: StreamingProvider;
  live: LocalLive | null;
  ttlMs?: number;
  now: () => number;
  log?: (message: string, error: unknown) => void;
}) {
  let snapshot: {
    at: number;
    byId: Map<string, ProviderStream>;
    /** watching now, by playbackId (Livepeer's realtime viewership) */
    viewers: Map<string, number>;
  } | null = null;
  let pending: Promise<void> | null = null;
  /** the last list could not be read: streams it knew stay found */
  let providerDown = false;
  /** what webhooks said since the snapshot, by stream id */
  const said = new Map<string, { isActive: boolean; at: number }>();
  const playbackUrls = new Map<string, { url: string | null; at: number }>();

  async function refresh() {
    try {
      const [streams, viewers] = await Promise.all([
        provider.listStreams(),
        // Counts are a nicety: without them the streams' status still stands.
        provider.viewersNow?.().catch((error: unknown) => {
          log('Could not read the viewer counts from the provider:', error);
          return undefined;
        }),
      ]);
      snapshot = {
        at: now(),
        byId: new Map(streams.map((stream) => [stream.id, stream])),
        viewers: viewers ?? new Map(),
      };
      for (const [id, entry] of said) if (entry.at <= snapshot.at) said.delete(id);
      providerDown = false;
    } catch (error) {
      // Keep the last answer; try again after the same wait.
      log('Could not read the live streams from the provider:', error);
      snapshot = {
        at: now(),
        byId: snapshot?.byId ?? new Map(),
        viewers: snapshot?.viewers ?? new Map(),
      };
      providerDown = true;
    }
  }

  async function streams() {
    if (!snapshot || now() - snapshot.at >= ttlMs) {
      pending ??= refresh().finally(() => (pending = null));
      await pending;
    }
    return snapshot!;
  }

  async function playbackUrl(playbackId: string): Promise<string | null> {
    const cached = playbackUrls.get(playbackId);
    if (cached && now() - cached.at < PLAYBACK_URL_TTL_MS) return cached.url;
    const url = await provider.playbackUrl(playbackId).catch((error: unknown) => {
      log('Could not read a playback address from the provider:', error);
      return null;
    });
    playbackUrls.set(playbackId, { url, at: now() });
    return url;
  }

  return {
    async of(row: ChannelStreamRow): Promise<ChannelStreamStatus> {
      if (row.provider === 'local') {
        const status = live?.status(row.id);
        const isActive = Boolean(status?.isActive && row.playbackId);
        return {
          found: Boolean(row.providerStreamId && row.playbackId),
          isActive,
          playbackId: row.playbackId,
          playbackUrl: isActive && row.playbackId ? localLiveUrl(row.playbackId) : null,
          viewers: status?.viewers ?? 0,
          since: status?.since ?? null,
        };
      }
      if (!row.providerStreamId || provider.kind !== 'livepeer') {
        return {
          found: false,
          isActive: false,
          playbackId: null,
          playbackUrl: null,
          viewers: 0,
          since: null,
        };
      }
      const { byId, viewers } = await streams();
      const stream = byId.get(row.providerStreamId);
      const override = said.get(row.providerStreamId);
      // When the provider cannot be reached, a stream it knew stays found (Currently Offline).
      const found = Boolean(stream) || providerDown;
      const isActive = override ? override.isActive : Boolean(stream?.isActive);
      const playbackId = stream?.playbackId ?? row.playbackId;
      return {
        found,
        isActive: found && isActive,
        playbackId,
        playbackUrl: found && isActive && playbackId ? await playbackUrl(playbackId) : null,
        viewers: found && isActive && playbackId ? (viewers.get(playbackId) ?? 0) : 0,
        since: null,
      };
    },
    /** A webhook said the stream started or went idle. */
    setActive(streamId: string, isActive: boolean) {
      said.set(streamId, { isActive, at: now() });
    },
    /** Forget the provider's list (another instance heard a webhook). */
    clear() {
      snapshot = null;
    },
  };
}
