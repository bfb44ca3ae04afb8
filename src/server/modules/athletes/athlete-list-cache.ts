import type { Audience } from '#shared/recruiting';
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
 *   (ttl-cache.ts, refreshSoon). An edit that names its athlete and what it changed (AthleteEdit)
 *   marks only the answers that show it (see `kept`): a bio saved by one athlete leaves the other
 *   lists, every count and every visitor's answer as they are.
 * The time each answer is kept bounds how stale a list can be if a notification is lost.
 */
export type AthleteCaches = {
  /** Totals by filter, for the count line: an exact count costs more than the page itself. */
  readonly totals: TtlCache<KeptTotal>;
  /** Pages as sent, by query and by audience (visitor, member or verified coach). */
  readonly pages: TtlCache<KeptAnswer<AthleteList>>;
  /** The athlete addresses sitemap.xml lists (the public ones). */
  readonly sitemap: TtlCache<string[]>;
  /**
   * The home and Explore sections (recent, featured, most improved, the Athlete of the Month),
   * as sent, by section and audience.
   */
  readonly sections: TtlCache<KeptAnswer<unknown>>;
  /** Who is listed may have changed: called once the change is stored. */
  changed: () => Promise<void>;
  /**
   * What a listed athlete's card shows changed: called once the edit is stored. Without `edit`,
   * any athlete's anything may have changed (a plan's placement, a highlight video).
   */
  edited: (edit?: AthleteEdit) => Promise<void>;
};

/** One athlete's edit, as its writer knows it: the profile, and what of it changed. */
export type AthleteEdit = {
  /** The profile's id, as lists give it. */
  athleteId: string;
  /** What anyone signed out may see of it changed: the name, the sport or the photo. */
  card: boolean;
  /**
   * A column lists filter or search on changed (the class, the state, the school, a measure,
   * the position, whether it is complete), so who a list holds or counts may change.
   */
  filters: boolean;
};

/** The key groups athlete writes clear, as named on the invalidation channel. */
export const ATHLETES_GROUP = 'athletes';
export const ATHLETE_EDITS_GROUP = 'athlete-edits';

/**
 * What a kept answer shows, as tags (ttl-cache.ts, refreshTagged): each athlete in it, by their
 * card for visitors (only the card's columns reach them, athlete-view.ts) and in full for members
 * and coaches; and whether who it holds or their order follows when profiles were last saved
 * (the recently updated, a coach's "updated within"), which every edit changes.
 */
const detailsTag = (athleteId: string) => `athlete:${athleteId}`;
const cardTag = (athleteId: string) => `card:${athleteId}`;
const BY_UPDATE_TAG = 'by-update';

/** The tags an edit touches: everything that shows the athlete, and the by-update answers. */
const tagsOfEdit = (edit: AthleteEdit) => [
  detailsTag(edit.athleteId),
  BY_UPDATE_TAG,
  ...(edit.card ? [cardTag(edit.athleteId)] : []),
];

/** An answer as sent, with what it shows. */
export type KeptAnswer<T> = PreparedJson<T> & { readonly tags: readonly string[] };
/** A count of a filter's athletes, with whether it follows the last saves. */
export type KeptTotal = { readonly total: number; readonly tags: readonly string[] };

/** An answer kept with what it shows: `athletes` (their ids) as `audience` sees them. */
export function kept<T>(
  answer: PreparedJson<T>,
  shows: { audience: Audience; athletes: readonly string[]; byUpdate?: boolean },
): KeptAnswer<T> {
  const tags = athletesShown(shows.audience, shows.athletes);
  return { ...answer, tags: shows.byUpdate ? [...tags, BY_UPDATE_TAG] : tags };
}

/** The tags of these athletes as `audience` sees them: their cards, or all of them. */
export const athletesShown = (audience: Audience, athletes: readonly string[]) =>
  athletes.map(audience === 'visitor' ? cardTag : detailsTag);

/** A count kept with whether every edit may change it. */
export const keptTotal = (total: number, byUpdate: boolean): KeptTotal => ({
  total,
  tags: byUpdate ? [BY_UPDATE_TAG] : [],
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An edit as published on the channel; null for none, or one this instance cannot read. */
function editOf(detail: string | undefined): AthleteEdit | null {
  if (!detail) return null;
  try {
    const value = JSON.parse(detail) as Partial<Record<keyof AthleteEdit, unknown>> | null;
    const { athleteId, card, filters } = value ?? {};
    return typeof athleteId === 'string' &&
      uuidPattern.test(athleteId) &&
      typeof card === 'boolean' &&
      typeof filters === 'boolean'
      ? { athleteId, card, filters }
      : null;
  } catch {
    return null;
  }
}

/**
 * Marks what an edit (as heard on the channel) changed in a cache of tagged answers. A cache
 * whose answers show cards its tags do not name (rendered pages: a team's roster, an athlete's
 * page) says so with `cardsUntagged`, and any edit to a card marks all of it.
 */
export function markEdited(
  cache: Pick<TtlCache<unknown>, 'refreshSoon' | 'refreshTagged'>,
  detail: string | undefined,
  { cardsUntagged = false }: { cardsUntagged?: boolean } = {},
): void {
  const edit = editOf(detail);
  if (!edit || edit.filters || (edit.card && cardsUntagged)) cache.refreshSoon();
  else cache.refreshTagged(tagsOfEdit(edit));
}

/**
 * How late an edit may show in a kept list, and how often a busy list is computed again: the gap
 * is just under the lateness, so under a stream of edits a fresh list is always on its way before
 * the kept one is too late, and no reader waits (about two computations a second per list).
 */
const EDIT_SHOWS_WITHIN_MS = 500;
const EDIT_REFRESH_GAP_MS = 450;

export function createAthleteCaches(bus: InvalidationBus): AthleteCaches {
  const tagsOf = (value: { tags: readonly string[] }) => value.tags;
  const edits = { staleForMs: EDIT_SHOWS_WITHIN_MS, refreshGapMs: EDIT_REFRESH_GAP_MS, tagsOf };
  const totals = new TtlCache<KeptTotal>(30_000, 1000, edits);
  const pages = new TtlCache<KeptAnswer<AthleteList>>(10_000, 5000, edits);
  const sitemap = new TtlCache<string[]>(600_000, 1);
  const sections = new TtlCache<KeptAnswer<unknown>>(30_000, 100, edits);
  bus.on(ATHLETES_GROUP, () => {
    totals.clear();
    pages.clear();
    sitemap.clear();
    sections.clear();
  });
  bus.on(ATHLETE_EDITS_GROUP, (detail) => {
    for (const cache of [totals, pages, sections]) markEdited(cache, detail);
  });
  return {
    totals,
    pages,
    sitemap,
    sections,
    changed: () => bus.publish(ATHLETES_GROUP),
    edited: (edit) => bus.publish(ATHLETE_EDITS_GROUP, edit && JSON.stringify(edit)),
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
