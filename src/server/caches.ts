import type { DatabaseNotifications } from '#server/db/notifications';
import { createRenderedPageCache, type RenderedPageCache } from '#server/http/render-pages';
import { createInvalidationBus } from '#server/lib/invalidation-bus';
import { CHANNELS_GROUP } from '#server/modules/streams';
import { createAthleteCaches, type AthleteCaches } from '#server/modules/athletes';

/**
 * The short-lived caches of one app instance, handed to the routes and services that read or
 * clear them. Clears travel to every other instance on the same database through its
 * LISTEN/NOTIFY, so one set per instance and none at module level.
 */
export type Caches = {
  athletes: AthleteCaches;
  /** Pages rendered for signed-out visitors (see http/render-pages.ts). */
  pages: RenderedPageCache;
  /** A live channel changed (went live or idle, was edited): every instance hears it. */
  channels: { changed: () => void; onChange: (listener: () => void) => void };
  /** Resolves once this instance hears the other instances' clears. */
  ready: Promise<void>;
  /** Stops hearing them (closing the database handle does too). */
  close: () => Promise<void>;
};

/** Without `notifications`, clears stay in this process: for scripts that serve nothing. */
export function createCaches(notifications?: DatabaseNotifications): Caches {
  const bus = createInvalidationBus(notifications);
  return {
    athletes: createAthleteCaches(bus),
    pages: createRenderedPageCache(bus),
    channels: {
      changed: () => void bus.publish(CHANNELS_GROUP),
      onChange: (listener) => bus.on(CHANNELS_GROUP, listener),
    },
    ready: bus.ready,
    close: bus.close,
  };
}
