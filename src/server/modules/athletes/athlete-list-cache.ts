import type { AthleteList } from '#shared/schemas/athletes';
import type { PreparedJson } from '#server/http/compress';
import type { InvalidationBus } from '#server/lib/invalidation-bus';
import { TtlCache } from '#server/lib/ttl-cache';

/**
 * The athlete list is read far more than it changes, and the same pages (the first of each
 * sport, popular names) are asked for again and again. Answers are kept briefly, and every
 * instance sharing the database hears each change through its notifications:
 * - `changed()`: who is listed may have changed (a profile listed or hidden, a consent, a hold,
 *   a deleted account, an administrator's pick): the answers are cleared, and the next request
 *   on every instance waits for fresh ones.
 * - `edited()`: what a listed athlete's card shows changed (a profile saved, a photo, a video, a
 *   plan's featured placement): the answers stay while fresh ones are computed behind them, a
 *   few a second at most however many edits arrive, so every edit shows within a second
 *   (ttl-cache.ts, refreshSoon).
 * The time each answer is kept bounds how stale a list can be if a notification is lost.
 */
export type AthleteCaches = {
  /** Totals by filter, for the count line: an exact count costs more than the page itself. */
  readonly totals: TtlCache<number>;
  /** Pages as sent, by query and by audience (visitor, member or verified coach). */
  readonly pages: TtlCache<PreparedJson<AthleteList>>;
  /** The athlete addresses sitemap.xml lists (the public ones). */
  readonly sitemap: TtlCache<string[]>;
  /**
   * The home and Explore sections (recent, featured, most improved, the Athlete of the Month),
   * as sent, by section and audience.
   */
  readonly sections: TtlCache<PreparedJson<unknown>>;
  /** Who is listed may have changed: called once the change is stored. */
  changed: () => Promise<void>;
  /** What a listed athlete's card shows changed: called once the edit is stored. */
  edited: () => Promise<void>;
};

/** The key groups athlete writes clear, as named on the invalidation channel. */
export const ATHLETES_GROUP = 'athletes';
export const ATHLETE_EDITS_GROUP = 'athlete-edits';

/**
 * How late an edit may show in a kept list, and how often a busy list is computed again: the gap
 * is just under the lateness, so under a stream of edits a fresh list is always on its way before
 * the kept one is too late, and no reader waits (about two computations a second per list).
 */
const EDIT_SHOWS_WITHIN_MS = 500;
const EDIT_REFRESH_GAP_MS = 450;

export function createAthleteCaches(bus: InvalidationBus): AthleteCaches {
  const edits = { staleForMs: EDIT_SHOWS_WITHIN_MS, refreshGapMs: EDIT_REFRESH_GAP_MS };
  const totals = new TtlCache<number>(30_000, 1000, edits);
  const pages = new TtlCache<PreparedJson<AthleteList>>(10_000, 5000, edits);
  const sitemap = new TtlCache<string[]>(600_000, 1);
  const sections = new TtlCache<PreparedJson<unknown>>(30_000, 100, edits);
  bus.on(ATHLETES_GROUP, () => {
    totals.clear();
    pages.clear();
    sitemap.clear();
    sections.clear();
  });
  bus.on(ATHLETE_EDITS_GROUP, () => {
    totals.refreshSoon();
    pages.refreshSoon();
    sections.refreshSoon();
  });
  return {
    totals,
    pages,
    sitemap,
    sections,
    changed: () => bus.publish(ATHLETES_GROUP),
    edited: () => bus.publish(ATHLETE_EDITS_GROUP),
  };
}

/**
 * A member's subscription changed: bought, renewed, switched, past due, canceled or ended.
 * Whether their athlete profile is featured (Recruiting Profile: listed first, with a badge) may
 * have changed with it, so the athlete lists and the pages kept for visitors are computed again,
 * on every instance, within a second (an edit: it changes where a card shows, not whether). Call it once the change is stored (after
 * the transaction commits), for any tier: a switch away from Recruiting Profile matters too.
 * Never throws.
 */
export function subscriptionChanged(caches: Pick<AthleteCaches, 'edited'>): Promise<void> {
  return caches.edited();
}
