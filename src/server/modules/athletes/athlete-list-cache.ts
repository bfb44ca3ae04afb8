import type { AthleteList } from '#shared/schemas/athletes';
import type { PreparedJson } from '#server/http/compress';
import type { InvalidationBus } from '#server/lib/invalidation-bus';
import { TtlCache } from '#server/lib/ttl-cache';

/**
 * The athlete list is read far more than it changes, and the same pages (the first of each
 * sport, popular names) are asked for again and again. Answers are kept briefly; any change to
 * an athlete clears them on this instance at once and on every other instance sharing the
 * database as soon as its notification arrives, so athletes see their own edits at once. The
 * time each is kept bounds how stale a list can be if a notification is lost.
 */
export type AthleteCaches = {
  /** Totals by filter, for the count line: an exact count costs more than the page itself. */
  readonly totals: TtlCache<number>;
  /** Pages as sent, by query and by audience (signed out or member). */
  readonly pages: TtlCache<PreparedJson<AthleteList>>;
  /** The athlete addresses sitemap.xml lists (the public ones). */
  readonly sitemap: TtlCache<string[]>;
  /** Called after every write to athlete profiles, once it is stored. */
  changed: () => Promise<void>;
};

/** The key group athlete writes clear, as named on the invalidation channel. */
export const ATHLETES_GROUP = 'athletes';

export function createAthleteCaches(bus: InvalidationBus): AthleteCaches {
  const totals = new TtlCache<number>(30_000);
  const pages = new TtlCache<PreparedJson<AthleteList>>(10_000, 5000);
  const sitemap = new TtlCache<string[]>(600_000, 1);
  bus.on(ATHLETES_GROUP, () => {
    totals.clear();
    pages.clear();
    sitemap.clear();
  });
  return { totals, pages, sitemap, changed: () => bus.publish(ATHLETES_GROUP) };
}

/**
 * A member's subscription changed: bought, renewed, switched, past due, canceled or ended.
 * Whether their athlete profile is featured (Recruiting Profile: listed first, with a badge) may
 * have changed with it, so the athlete lists and the pages kept for visitors are cleared, here at
 * once and on every other instance as soon as it hears. Call it once the change is stored (after
 * the transaction commits), for any tier: a switch away from Recruiting Profile matters too.
 * Never throws.
 */
export function subscriptionChanged(caches: Pick<AthleteCaches, 'changed'>): Promise<void> {
  return caches.changed();
}
