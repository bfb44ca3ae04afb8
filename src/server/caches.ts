import type { DatabaseNotifications } from '#server/db/notifications';
import { createRenderedPageCache, type RenderedPageCache } from '#server/http/render-pages';
import { createAudiencePageCache, type AudiencePageCache } from '#server/http/audience-pages';
import { createInvalidationBus, type InvalidationBus } from '#server/lib/invalidation-bus';
import type { TtlCache } from '#server/lib/ttl-cache';
import {
  createAccountChanges,
  createSessionCache,
  type AccountCache,
  type AccountChanges,
  type CachedSession,
} from '#server/auth/session-cache';
import { CHANNELS_GROUP } from '#server/modules/streams';
import {
  ATHLETE_EDITS_GROUP,
  ATHLETES_GROUP,
  createAthleteCaches,
  markEdited,
  type AthleteCaches,
} from '#server/modules/athletes';
import { createTournamentCaches, type TournamentCaches } from '#server/modules/programs';

/**
 * The short-lived caches of one app instance, handed to the routes and services that read or
 * clear them. Clears travel to every other instance on the same database through its
 * LISTEN/NOTIFY, so one set per instance and none at module level.
 */
export type Caches = {
  athletes: AthleteCaches;
  /** The filters of /tournaments, cleared when a program's event changes. */
  tournaments: TournamentCaches;
  /** Pages rendered for signed-out visitors (see http/render-pages.ts). */
  pages: RenderedPageCache;
  /** Pages kept for everyone of a signed-in audience (see http/audience-pages.ts). */
  audiencePages: AudiencePageCache;
  /** The database's announcements of changed accounts (sessions, user rows, plans, access). */
  accounts: AccountChanges;
  /** Sessions by cookie, forgotten when their account changes anywhere (auth/session-cache.ts). */
  sessions: AccountCache<CachedSession>;
  /**
   * A member's conversations changed (a message, an answer, a block): every instance hears it
   * and tells that member's open pages (messaging's event stream).
   */
  conversations: ConversationSignals;
  /** A live channel changed (went live or idle, was edited): every instance hears it. */
  channels: { changed: () => void; onChange: (listener: () => void) => void };
  /** Resolves once this instance hears the other instances' clears. */
  ready: Promise<void>;
  /** Stops hearing them (closing the database handle does too). */
  close: () => Promise<void>;
};

export type ConversationSignals = {
  /** Tells these members' open pages, on every instance, that their conversations changed. */
  changed: (userIds: string[]) => Promise<void>;
  /** Hears changes to one member's conversations on this instance; returns the unsubscribe. */
  subscribe: (userId: string, listener: () => void) => () => void;
};

/**
 * Per-member signals over the invalidation channel: a group per member
 * (`conversations:{userId}`), heard here by the listeners of that member's open pages.
 */
function createConversationSignals(bus: InvalidationBus): ConversationSignals {
  const listeners = new Map<string, Set<() => void>>();
  const heard = new Set<string>();
  return {
    changed: async (userIds) => {
      await Promise.all(userIds.map((id) => bus.publish(`conversations:${id}`)));
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      // The bus keeps its handlers: one per member this instance ever served, which looks up
      // the member's listeners of the moment.
      if (!heard.has(userId)) {
        heard.add(userId);
        bus.on(`conversations:${userId}`, () => {
          for (const one of listeners.get(userId) ?? []) one();
        });
      }
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}

/**
 * Kept pages, cleared by what they show: athletes and channels (the home hero, LIVE & VOD). A
 * change to who may see whom clears them all. Pages kept for visitors show athletes' cards
 * through answers that keep no tags (a roster, an athlete's page), so an edit to a card marks them
 * all (`cardsUntagged`); pages kept for a signed-in audience show only answers tagged with the
 * athletes they show in full, and an edit marks the pages that show that athlete.
 */
function clearedByWhatTheyShow<
  T extends Pick<TtlCache<unknown>, 'clear' | 'refreshSoon' | 'refreshTagged'>,
>(bus: InvalidationBus, pages: T, edits: { cardsUntagged: boolean }): T {
  bus.on(ATHLETES_GROUP, () => pages.clear());
  bus.on(ATHLETE_EDITS_GROUP, (detail) => markEdited(pages, detail, edits));
  bus.on(CHANNELS_GROUP, () => pages.clear());
  return pages;
}

/** Without `notifications`, clears stay in this process: for scripts that serve nothing. */
export function createCaches(notifications?: DatabaseNotifications): Caches {
  const bus = createInvalidationBus(notifications);
  const accounts = createAccountChanges(notifications);
  return {
    accounts,
    sessions: createSessionCache(accounts),
    athletes: createAthleteCaches(bus),
    tournaments: createTournamentCaches(bus),
    pages: clearedByWhatTheyShow(bus, createRenderedPageCache(), { cardsUntagged: true }),
    audiencePages: clearedByWhatTheyShow(bus, createAudiencePageCache(), { cardsUntagged: false }),
    conversations: createConversationSignals(bus),
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
