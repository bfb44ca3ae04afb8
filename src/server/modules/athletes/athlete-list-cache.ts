import type { PreparedJson } from '../../http/compress';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * The athlete list is read far more than it changes, and the same pages (the first of each
 * sport, popular names) are asked for again and again. Answers are kept briefly; any change to
 * an athlete in this process clears them, so athletes see their own edits at once. Other server
 * processes sharing the database catch up within the time each is kept.
 */

/** Totals by filter, for the count line: an exact count costs more than the page itself. */
export const athleteTotals = new TtlCache<number>(30_000);

/** Pages as sent, by query and by audience (signed out or member). */
export const athletePages = new TtlCache<PreparedJson>(10_000, 5000);

/** Called on every write to athlete profiles. */
export function athletesChanged(): void {
  athleteTotals.clear();
  athletePages.clear();
}
