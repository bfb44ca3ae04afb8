import type { LiveBroadcast } from './live-broadcast';

/** Viewers are those who asked for the live playlist this recently. */
export const VIEWER_WINDOW_MS = 30_000;

export type LiveViewers = ReturnType<typeof createLiveViewers>;

/**
 * Who watches a running broadcast: each asker of one of its live playlists (one per client
 * address, told apart by live-media-routes.ts) counts for VIEWER_WINDOW_MS, by the time `now`
 * gives; the most at once is the broadcast's peak.
 */
export function createLiveViewers(now: () => number) {
  return {
    /** Counts `viewer` as watching now (not once the broadcast has ended). */
    count(broadcast: LiveBroadcast, viewer: string) {
      if (broadcast.endedAt !== null) return;
      broadcast.viewers.set(viewer, now());
      broadcast.peakViewers = Math.max(broadcast.peakViewers, broadcast.viewers.size);
    },

    /** Forgets viewers not seen for the window (once a second, from sweep: not per request). */
    forgetGone(broadcast: LiveBroadcast) {
      const since = now() - VIEWER_WINDOW_MS;
      for (const [viewer, seen] of broadcast.viewers) {
        if (seen < since) broadcast.viewers.delete(viewer);
      }
    },
  };
}
