import type { DatabaseNotifications } from '#server/db/notifications';
import { createRenderedPageCache, type RenderedPageCache } from '#server/http/render-pages';
import { createInvalidationBus } from '#server/lib/invalidation-bus';
import {
  createAccountChanges,
  createSessionCache,
  type AccountCache,
  type AccountChanges,
  type CachedSession,
} from '#server/auth/session-cache';
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
  /** The database's announcements of changed accounts (sessions, user rows, plans, access). */
  accounts: AccountChanges;
  /** Sessions by cookie, forgotten when their account changes anywhere (auth/session-cache.ts). */
  sessions: AccountCache<CachedSession>;
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
  const accounts = createAccountChanges(notifications);
  return {
    accounts,
    sessions: createSessionCache(accounts),
    athletes: createAthleteCaches(bus),
    pages: createRenderedPageCache(bus),
    channels: {
      changed: () => void bus.publish(CHANNELS_GROUP),
      onChange: (listener) => bus.on(CHANNELS_GROUP, listener),
    },
    ready: Promise.all([bus.ready, accounts.ready]).then(() => undefined),
    close: async () => {
      await Promise.all([bus.close(), accounts.close()]);
    },
  };
}
