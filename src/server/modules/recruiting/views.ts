import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { OTHER_VIEWS_DAYS, recruitingMessages } from '#shared/recruiting';
import type { ProfileViews, ProfileViewsQuery, RecentView } from '#shared/schemas/views';
import { isUuid } from '#shared/uuid';
import { isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { profileViews as v } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';
import { RecentKeys } from '#server/lib/recent-keys';
import { hasPlayableHighlight } from '#server/modules/athletes';
import { findCoachBadge, isCoachAccount, type CoachBadge } from '#server/modules/coaches';
import { visibleTo } from '#server/modules/privacy';
import { findViewableAthlete } from './evaluations';

/** What the viewer did: opened the athlete's page, or played their highlights. */
export type ViewKind = 'page' | 'highlight';

/** A viewer as the athlete routes know them. */
export type Viewer = Pick<SessionUser, 'id' | 'userType' | 'role' | 'banned'>;

/** The calendar day of a view (UTC): one row per viewer, athlete and day. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Records a signed-in member's look at an athlete (docs/product.md#profile-views): at most one
 * row per viewer, athlete and day, saying what they did and whether they were a verified coach
 * then, with their badge as it read. Never for the athlete themselves (the insert selects the
 * profile only when someone else owns it) nor for administrators, whose looks are their work.
 * Returns whether a row was written or updated.
 */
export async function recordView(
  db: Database,
  viewer: Viewer,
  athleteId: string,
  kind: ViewKind,
  now: Date,
): Promise<boolean> {
  const [wrote] = await recordViews(db, [{ viewer, athleteId, kind, now }]);
  return wrote ?? false;
}

type Look = { viewer: Viewer; athleteId: string; kind: ViewKind; now: Date };

/**
 * Records several looks in one statement (recordView's rule for each): looks at the same athlete
 * by the same viewer on the same day become one row. Returns, for each look, whether its row was
 * written.
 */
async function recordViews(db: Database, looks: readonly Look[]): Promise<boolean[]> {
  const counted = looks.filter((look) => isUuid(look.athleteId) && !isActiveAdmin(look.viewer));
  if (counted.length === 0) return looks.map(() => false);
  // Each coach's badge as of their look, all at once (each coach's standing is kept in memory).
  const badges = await Promise.all(
    counted.map((look) =>
      isCoachAccount(look.viewer) ? findCoachBadge(db, look.viewer.id, look.now) : null,
    ),
  );
  const rows = new Map<string, ViewRow>();
  for (const [index, look] of counted.entries()) {
    const badge = badges[index] ?? null;
    const key = rowKey(look.athleteId, look.viewer.id, dayOf(look.now));
    const before = rows.get(key);
    rows.set(key, {
      athleteId: look.athleteId,
      viewerId: look.viewer.id,
      day: dayOf(look.now),
      openedPage: (before?.openedPage ?? false) || look.kind === 'page',
      playedHighlight: (before?.playedHighlight ?? false) || look.kind === 'highlight',
      badge,
      lastAt: before && before.lastAt > look.now ? before.lastAt : look.now,
    });
  }
  const values = sql.join(
    [...rows.values()].map(
      (row) =>
        sql`(${row.athleteId}::uuid, ${row.viewerId}::text, ${row.day}::date, ${row.openedPage}::boolean,
          ${row.playedHighlight}::boolean, ${row.badge !== null}::boolean, ${row.badge?.institution ?? null}::text,
          ${row.badge?.level ?? null}::text, ${row.badge?.sport ?? null}::text, ${row.lastAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const written = await db.execute(sql`
    insert into ${v} (athlete_id, viewer_id, day, opened_page, played_highlight, verified,
      institution, level, sport, last_at)
    select ${p.id}, look.viewer_id, look.day, look.opened_page, look.played_highlight,
      look.verified, look.institution, look.level, look.sport, look.last_at
    from (values ${values}) as look(athlete_id, viewer_id, day, opened_page, played_highlight,
      verified, institution, level, sport, last_at)
    join ${p} on ${p.id} = look.athlete_id and ${p.userId} <> look.viewer_id
    on conflict (athlete_id, viewer_id, day) do update set
      opened_page = ${v.openedPage} or excluded.opened_page,
      played_highlight = ${v.playedHighlight} or excluded.played_highlight,
      verified = excluded.verified,
      institution = excluded.institution,
      level = excluded.level,
      sport = excluded.sport,
      last_at = excluded.last_at
    returning athlete_id, viewer_id, day`);
  const done = new Set(
    (rowsOf(written) as { athlete_id: string; viewer_id: string; day: unknown }[]).map((row) =>
      rowKey(row.athlete_id, row.viewer_id, dayText(row.day)),
    ),
  );
  return looks.map((look) => done.has(rowKey(look.athleteId, look.viewer.id, dayOf(look.now))));
}

type ViewRow = {
  athleteId: string;
  viewerId: string;
  day: string;
  openedPage: boolean;
  playedHighlight: boolean;
  badge: CoachBadge | null;
  lastAt: Date;
};
const rowKey = (athleteId: string, viewerId: string, day: string) =>
  `${athleteId} ${viewerId} ${day}`;
/** A date column as the driver gives it back: text, or a Date at midnight UTC. */
const dayText = (day: unknown) => (day instanceof Date ? dayOf(day) : String(day).slice(0, 10));

/**
 * POST /api/athletes/{id}/highlight-plays: the caller played the athlete's highlights. Refused
 * (409) when the athlete has none that plays: "Who viewed me" never says someone played
 * highlights that are not there.
 */
export async function recordHighlightPlay(
  db: Database,
  viewer: SessionUser,
  athleteId: string,
  now: Date,
): Promise<boolean> {
  const athlete = await findViewableAthlete(db, viewer, athleteId, now);
  if (!(await hasPlayableHighlight(db, athlete.id))) {
    throw new AppError('CONFLICT', recruitingMessages.noHighlight);
  }
  return recordView(db, viewer, athlete.id, 'highlight', now);
}

/** The rows of db.execute, whichever driver ran it (PGlite answers an object, postgres-js a list). */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}

/**
 * The recorder the athlete routes call (through the composition root, so athletes never import
 * this module). A failed write is logged, never the reader's problem: the page answers anyway.
 * Looks that arrive while a write is under way go together in the next one, and each caller
 * waits for its own: a busy site writes many looks per statement, a quiet one each at once.
 */
export function createViewRecorder(db: Database) {
  // The views this instance wrote lately, until when: the same look again within the minute (a
  // coach going back and forth between a board and a page) is already in its day's row.
  const written = new RecentKeys(RECENT_VIEWS_KEPT);
  let waiting: { look: Look; done: (wrote: boolean) => void; failed: (error: unknown) => void }[] =
    [];
  let writing = false;
  async function writeWaiting() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const wrote = await recordViews(
          db,
          batch.map((entry) => entry.look),
        );
        batch.forEach((entry, index) => entry.done(wrote[index] ?? false));
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    writing = false;
  }
  const record = (look: Look) =>
    new Promise<boolean>((done, failed) => {
      waiting.push({ look, done, failed });
      if (!writing) void writeWaiting();
    });
  return async (viewer: Viewer | null, athleteId: string, kind: ViewKind, now: Date) => {
    if (!viewer) return false;
    const key = `${viewer.id} ${athleteId} ${kind} ${dayOf(now)}`;
    if (written.has(key, now.getTime())) return true;
    try {
      const wrote = await record({ viewer, athleteId, kind, now });
      if (wrote) written.remember(key, now.getTime() + SAME_VIEW_WITHIN_MS);
      return wrote;
    } catch (error) {
      console.error('[views] a profile view could not be recorded', error);
      return false;
    }
  };
}

/**
 * A look at the same athlete's page by the same viewer within this long is not written again
 * (its row's last time may lag by as much); how many such looks an instance remembers.
 */
const SAME_VIEW_WITHIN_MS = 60_000;
const RECENT_VIEWS_KEPT = 50_000;

const cursorOf = (row: { day: string; id: string }) => `${row.day}_${row.id}`;

/**
 * How far back each read of "Who viewed me" looks, in days from the page's first day: the index
 * holds an athlete's views by day but not whether the viewer was verified, so a page is read
 * from a window of days (bounded work on a profile viewed every day), widened only while it
 * holds too few coaches' views; the last read has no bound.
 */
const PAGE_WINDOWS_DAYS = [30, 180, 1100, null] as const;

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 24 * 3600_000).toISOString().slice(0, 10);

/**
 * "Who viewed me" (docs/product.md#profile-views): the verified coaches who looked at the
 * caller's athlete profile, newest day first in keyset pages, with the badge they had then; and
 * how many views in the last OTHER_VIEWS_DAYS days came from members who are not verified
 * coaches, counted and never named. Both read day ranges of the one profile in
 * profile_views_athlete_day_idx.
 */
export async function listProfileViews(
  db: Database,
  userId: string,
  query: ProfileViewsQuery,
  now: Date,
): Promise<ProfileViews> {
  const [profile] = await db.select({ id: p.id }).from(p).where(eq(p.userId, userId));
  if (!profile) return { hasProfile: false, items: [], nextCursor: null, otherViews: 0 };
  const cursor = query.cursor;
  const after = cursor
    ? or(lt(v.day, cursor.day), and(eq(v.day, cursor.day), lt(v.id, cursor.id)))
    : undefined;
  const firstDay = cursor?.day ?? dayOf(now);

  /** One page from the days since `from` (all days when null), named after it is cut. */
  const pageFrom = (from: string | null) => {
    const page = db
      .select({
        id: v.id,
        viewerId: v.viewerId,
        institution: v.institution,
        level: v.level,
        sport: v.sport,
        day: v.day,
        openedPage: v.openedPage,
        playedHighlight: v.playedHighlight,
      })
      .from(v)
      .where(
        and(
          eq(v.athleteId, profile.id),
          from ? gte(v.day, from) : undefined,
          eq(v.verified, true),
          after,
        ),
      )
      .orderBy(desc(v.day), desc(v.id))
      .limit(query.limit + 1)
      .as('page');
    return db
      .select({
        id: page.id,
        coachName: user.name,
        institution: page.institution,
        level: page.level,
        sport: page.sport,
        day: page.day,
        openedPage: page.openedPage,
        playedHighlight: page.playedHighlight,
      })
      .from(page)
      .innerJoin(user, eq(user.id, page.viewerId))
      .orderBy(desc(page.day), desc(page.id));
  };
  const readPage = async () => {
    for (const days of PAGE_WINDOWS_DAYS) {
      const rows = await pageFrom(days === null ? null : daysBefore(firstDay, days));
      if (rows.length > query.limit || days === null) return rows;
    }
    return [];
  };

  const [rows, [others]] = await Promise.all([
    readPage(),
    // Only the first page carries the count: later pages add nothing to it. It covers the
    // recent window only, so its cost follows recent interest, not a profile's whole history.
    query.cursor
      ? [undefined]
      : db
          .select({ count: sql<number>`count(*)::int` })
          .from(v)
          .where(
            and(
              eq(v.athleteId, profile.id),
              gte(v.day, daysBefore(dayOf(now), OTHER_VIEWS_DAYS)),
              eq(v.verified, false),
            ),
          ),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    hasProfile: true,
    items: page.map((row) => ({
      ...row,
      institution: row.institution ?? '',
      level: row.level ?? 'club-youth',
      sport: row.sport ?? '',
    })),
    nextCursor: rows.length > query.limit && last ? cursorOf(last) : null,
    otherViews: Number(others?.count ?? 0),
  };
}

const RECENT_VIEWS = 20;

/**
 * A verified coach's own recent views for their dashboard: the athletes they looked at lately,
 * newest first, each once (their latest day), only those they may still see now (visibleTo('coach')): a profile hidden since,
 * a minor whose consent was withdrawn, one held by a moderator, drops out.
 */
export async function listRecentViews(db: Database, coachId: string): Promise<RecentView[]> {
  const rows = await db
    .select({
      athleteId: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      sport: p.sport,
      position: p.position,
      graduationYear: p.graduationYear,
      avatarUrl: p.avatarUrl,
      day: v.day,
      openedPage: v.openedPage,
      playedHighlight: v.playedHighlight,
    })
    .from(v)
    .innerJoin(p, eq(p.id, v.athleteId))
    .where(and(eq(v.viewerId, coachId), visibleTo('coach')))
    .orderBy(desc(v.lastAt))
    .limit(RECENT_VIEWS * 5);
  // One row per athlete, their latest day: a coach who came back does not see them twice.
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.athleteId) && Boolean(seen.add(row.athleteId)))
    .slice(0, RECENT_VIEWS);
}
