import { randomUUID } from 'node:crypto';
import type { DatabaseNotifications } from '#server/db/notifications';

/** The one channel every instance's caches listen on. */
export const INVALIDATION_CHANNEL = 'cache_invalidation';

/**
 * A payload on the channel: which group of keys changed, which instance said so, and what of the
 * group changed when the publisher knows (its owner reads it; without it, all of the group did).
 */
type Invalidation = { from: string; group: string; detail?: string };

function parseInvalidation(payload: string): Invalidation | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { from, group, detail } = value as Record<string, unknown>;
    if (typeof from !== 'string' || typeof group !== 'string') return null;
    if (detail === undefined) return { from, group };
    return typeof detail === 'string' ? { from, group, detail } : null;
  } catch {
    return null;
  }
}

/** What clearing a group means on an instance; `detail` is the publisher's, if it gave one. */
type Clear = (detail: string | undefined) => void;

export type InvalidationBus = {
  /** Tells this instance's own payloads apart from the others'. */
  readonly instanceId: string;
  /** Resolves once the others' payloads are heard (at once with no database to hear them on). */
  readonly ready: Promise<void>;
  /** What clearing a group of keys means on this instance. */
  on: (group: string, clear: Clear) => void;
  /**
   * Clears the group here at once, then tells every other instance on the database without
   * waiting for it (the writer's answer does not wait on the others). Never throws: the change it
   * follows is already stored, a failure is logged, and the others' caches expire on their own.
   * `detail` (a few hundred characters at most: NOTIFY takes 8,000 bytes) says what of the group
   * changed, for the group's owner to read.
   */
  publish: (group: string, detail?: string) => Promise<void>;
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
  const clears = new Map<string, Clear[]>();

  const clear = (group: string, detail?: string) => {
    for (const clearGroup of clears.get(group) ?? []) clearGroup(detail);
  };

  const listening = notifications
    ? notifications
        .listen(INVALIDATION_CHANNEL, {
          onMessage: (payload) => {
            const message = parseInvalidation(payload);
            // Our own payloads come back too: the publisher already cleared.
            if (message && message.from !== instanceId) clear(message.group, message.detail);
          },
          // Payloads sent while the connection was down are lost: assume all of every group changed.
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

    async publish(group, detail) {
      clear(group, detail);
      if (!notifications) return;
      const message: Invalidation = { from: instanceId, group, ...(detail && { detail }) };
      void notifications
        .notify(INVALIDATION_CHANNEL, JSON.stringify(message))
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
