import { TtlCache } from '#server/lib/ttl-cache';
import type { InvalidationBus } from '#server/lib/invalidation-bus';
import type { EventPage, TournamentList } from '#shared/schemas/events';
import type { PreparedJson } from '#server/http/compress';
import { CHANNELS_GROUP } from '#server/modules/streams';

// The filters of /tournaments (the sports and states there are upcoming events in) change only
// when an event is added, changed or cancelled, or when time passes one's end: kept with the
// last end of each sport and state, they stay exact as time passes, and a write clears them on
// every instance. Programs deleted, or given their page address, show within the minute.

export const TOURNAMENTS_GROUP = 'tournaments';

/** A sport and state there are listed events in, and when the last of them ends (ms). */
export type TournamentFacet = { sport: string | null; state: string | null; endsAt: number };

/** A visitor's event page as sent, and whether it has seats (then it is read each time). */
export type KeptEventPage = { answer: PreparedJson<EventPage>; withSeats: boolean };

export type TournamentCaches = {
  facets: TtlCache<TournamentFacet[]>;
  /**
   * Pages of the list by their query, for 5 s: a program's new name or a deleted team shows
   * within that; an event's own change clears them at once, as it clears the facets.
   */
  pages: TtlCache<TournamentList>;
  /**
   * Event pages as a visitor sees them, by event, for 5 s, as the list pages: an event's own
   * change, and a channel taken off the site or put back, clear them at once. A session with
   * seats is read each time (its seats change with every booking).
   */
  eventPages: TtlCache<KeptEventPage>;
  /** An event was added, changed or cancelled: clears the facets everywhere. Never throws. */
  changed: () => Promise<void>;
};

export function createTournamentCaches(bus: InvalidationBus): TournamentCaches {
  const facets = new TtlCache<TournamentFacet[]>(60_000, 1);
  const pages = new TtlCache<TournamentList>(5_000, 200);
  const eventPages = new TtlCache<KeptEventPage>(5_000, 500);
  bus.on(TOURNAMENTS_GROUP, () => {
    facets.clear();
    pages.clear();
    eventPages.clear();
  });
  bus.on(CHANNELS_GROUP, () => eventPages.clear());
  return { facets, pages, eventPages, changed: () => bus.publish(TOURNAMENTS_GROUP) };
}
