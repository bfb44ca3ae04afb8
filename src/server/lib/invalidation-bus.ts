import { randomUUID } from 'node:crypto';
import type { DatabaseNotifications } from '#server/db/notifications';

/** The one channel every instance's caches listen on. */
export const INVALIDATION_CHANNEL = 'cache_invalidation';

/** A payload on the channel: which group of keys changed, and which instance said so. */
type Invalidation = { from: string; group: string };

function parseInvalidation(payload: string): Invalidation | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { from, group } = value as Record<string, unknown>;
    return typeof from === 'string' && typeof group === 'string' ? { from, group } : null;
  } catch {
    return null;
  }
}

export type InvalidationBus = {
  /** Tells this instance's own payloads apart from the others'. */
  readonly instanceId: string;
  /** Resolves once the others' payloads are heard (at once with no database to hear them on). */
  readonly ready: Promise<void>;
  /** What clearing a group of keys means on this instance. */
  on: (group: string, clear: () => void) => void;
  /**
   * Clears the group here at once, then tells every other instance on the database without
   * waiting for it (the writer's answer does not wait on the others). Never throws: the change it
   * follows is already stored, a failure is logged, and the others' caches expire on their own.
   */
  publish: (group: string) => Promise<void>;
  /** Stops listening (closing the database handle does too). */
  close: () => Promise<void>;
};

/**
 * Cache clears shared by every server instance on one database, through its LISTEN/NOTIFY.
 * Without `notifications` the clears stay in this process (scripts that serve nothing).
 */
export function createInvalidationBus(
  notifications?: DatabaseNotifications,
  options: { instanceId?: string; log?: (message: string, error: unknown) => void } = {},
): InvalidationBus {
  const instanceId = options.instanceId ?? randomUUID();
  const log = options.log ?? ((message, error) => console.error(message, error));
  const clears = new Map<string, (() => void)[]>();

  const clear = (group: string) => {
    for (const clearGroup of clears.get(group) ?? []) clearGroup();
  };

  const listening = notifications
    ? notifications
        .listen(INVALIDATION_CHANNEL, {
          onMessage: (payload) => {
            const message = parseInvalidation(payload);
            // Our own payloads come back too: the publisher already cleared.
            if (message && message.from !== instanceId) clear(message.group);
          },
          // Payloads sent while the connection was down are lost: assume every group changed.
          onResume: () => {
            for (const group of clears.keys()) clear(group);
          },
        })
        .catch((error: unknown) => {
          log('[cache] Could not listen for the other instances', error);
          return async () => {};
        })
    : Promise.resolve(async () => {});

  return {
    instanceId,
    ready: listening.then(() => undefined),

    on(group, clearGroup) {
      clears.set(group, [...(clears.get(group) ?? []), clearGroup]);
    },

    async publish(group) {
      clear(group);
      if (!notifications) return;
      void notifications
        .notify(INVALIDATION_CHANNEL, JSON.stringify({ from: instanceId, group }))
        .catch((error: unknown) =>
          log(`[cache] Could not tell the other instances that "${group}" changed`, error),
        );
    },

    async close() {
      const stop = await listening;
      await stop();
    },
  };
}
