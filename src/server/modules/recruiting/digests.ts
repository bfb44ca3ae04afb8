import { and, asc, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { SavedSearchFilters } from '#shared/recruiting';
import { filtersToSearchParams } from '#shared/saved-search-filters';
import type { Locale } from '#shared/locales';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { mailLocaleOf, mailWords, pageUrl, type MailWords } from '#server/adapters/mail/mail-words';
import type { Mailer, MailMessage } from '#server/adapters/mail/mailer';
import type { Database } from '#server/db/client';
import { sportIn } from '#server/http/sport-words';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { savedSearches as s, savedSearchSent as sent } from '#server/db/schema/recruiting';
import { athletesMatching } from '#server/modules/athletes';
import { findCoachBadges } from '#server/modules/coaches';

// Saved searches' digests (docs/product.md#coach-search): one mail per coach and run, naming
// for each due search the athletes listed since its last digest who match it and whom the coach
// may see now. Run by the job runner every hour (app.ts); a daily search is due a day after its
// last digest, a weekly one a week after.

/** How often the job looks for due searches. */
export const DIGEST_EVERY_MS = 3600_000;
/**
 * A search is due this much before its full period has passed, so a run that lands a little
 * early (runs drift by their own length, decision 0019) does not put the digest off a period.
 */
const EARLY_MS = DIGEST_EVERY_MS;
const DAY_MS = 24 * 3600_000;
const periodMs = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;
/** At most this many athletes per search in one mail; the link opens the search for the rest. */
export const DIGEST_ATHLETES_PER_SEARCH = 25;
/** Coaches taken and mailed per round: bounds what one round holds in memory and locks. */
const COACHES_PER_ROUND = 200;

export type DigestDeps = {
  db: Database;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
};

export type DigestRun = {
  /** coaches mailed */
  mails: number;
  /** searches whose digest was taken (mailed or found empty) */
  searches: number;
  /** athletes named, over all mails */
  athletes: number;
};

type DueSearch = {
  id: string;
  name: string;
  filters: SavedSearchFilters;
  lastDigestAt: Date;
};

type NamedAthlete = {
  id: string;
  firstName: string;
  lastName: string;
  sport: string;
  position: string;
  graduationYear: number | null;
  state: string | null;
};

const dueAt = (now: Date) =>
  or(
    and(
      eq(s.frequency, 'daily'),
      lte(s.lastDigestAt, new Date(now.getTime() - periodMs.daily + EARLY_MS)),
    ),
    and(
      eq(s.frequency, 'weekly'),
      lte(s.lastDigestAt, new Date(now.getTime() - periodMs.weekly + EARLY_MS)),
    ),
  );

/** What one coach's mail lists: per due search, the athletes it found. */
type Found = { search: DueSearch; athletes: NamedAthlete[] }[];

/**
 * Sends every digest due at `now`, a round of coaches at a time. A round is one transaction:
 * the coaches' due searches locked (a second run at the same time skips them), the athletes
 * each names recorded in saved_search_sent and the searches' last digest moved to `now`; the
 * mails go once that is stored. A crash in between loses those mails rather than sending them
 * twice, and a run after this one finds nothing left to send.
 */
export async function runDigests(deps: DigestDeps, now: Date): Promise<DigestRun> {
  const { db } = deps;
  const total: DigestRun = { mails: 0, searches: 0, athletes: 0 };
  let afterCoach = '';
  for (;;) {
    const coaches = await db
      .selectDistinct({ coachId: s.coachId })
      .from(s)
      .where(and(dueAt(now), gt(s.coachId, afterCoach)))
      .orderBy(asc(s.coachId))
      .limit(COACHES_PER_ROUND);
    if (coaches.length === 0) return total;
    afterCoach = coaches.at(-1)!.coachId;
    const coachIds = coaches.map((row) => row.coachId);
    // Who is a verified coach is asked once per round (coaches/coach-standing.ts).
    const verified = await findCoachBadges(db, coachIds, now);
    const round = await takeRound(db, coachIds, verified, now);
    total.searches += round.taken;
    const addresses = await db
      .select({ id: user.id, email: user.email, name: user.name, language: user.language })
      .from(user)
      .where(inArray(user.id, [...round.found.keys()]));
    for (const account of addresses) {
      const found = round.found.get(account.id) ?? [];
      const named = found.reduce((sum, section) => sum + section.athletes.length, 0);
      try {
        await deps.mailer.send(digestMail(deps, account, found));
        total.mails += 1;
        total.athletes += named;
      } catch (error) {
        // Recorded as sent already: never twice, at the cost of this one mail.
        console.error('[digests] a digest could not be mailed', error);
      }
    }
  }
}

/**
 * One round's due searches, taken: what each found, recorded as sent, and every search moved
 * on. A coach who is no longer verified gets nothing; their searches are moved on all the same,
 * so a coach verified again is not sent everything listed in between at once. Searches with
 * the same filters (coaches often save the same sport, position and class) are asked of the
 * database once.
 */
async function takeRound(
  db: Database,
  coachIds: string[],
  verified: ReadonlyMap<string, unknown>,
  now: Date,
): Promise<{ taken: number; found: Map<string, Found> }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: s.id,
        coachId: s.coachId,
        name: s.name,
        filters: s.filters,
        lastDigestAt: s.lastDigestAt,
      })
      .from(s)
      .where(and(inArray(s.coachId, coachIds), dueAt(now)))
      .orderBy(asc(s.coachId), asc(s.createdAt), asc(s.id))
      .for('update', { skipLocked: true });
    const found = new Map<string, Found>();
    if (due.length === 0) return { taken: 0, found };

    const bySameFilters = new Map<string, typeof due>();
    for (const search of due) {
      if (!verified.has(search.coachId)) continue;
      const key = filtersKey(search.filters);
      bySameFilters.set(key, [...(bySameFilters.get(key) ?? []), search]);
    }
    const results = new Map<string, NamedAthlete[]>();
    for (const searches of bySameFilters.values()) {
      const since = new Date(Math.min(...searches.map((search) => search.lastDigestAt.getTime())));
      const candidates = await newAthletes(tx, searches[0]!.filters, since, now);
      if (candidates.length === 0) continue;
      const named = await alreadyNamed(
        tx,
        searches.map((search) => search.id),
        candidates.map((athlete) => athlete.id),
      );
      for (const search of searches) {
        const athletes = candidates
          .filter(
            (athlete) =>
              athlete.listedAt! > search.lastDigestAt && !named.has(`${search.id}:${athlete.id}`),
          )
          .slice(0, DIGEST_ATHLETES_PER_SEARCH)
          .map(({ listedAt: _listedAt, ...athlete }) => athlete);
        if (athletes.length > 0) results.set(search.id, athletes);
      }
    }
    // Each coach's mail lists their searches in the order they were saved.
    const sentRows: { searchId: string; athleteId: string; sentAt: Date }[] = [];
    for (const search of due) {
      const athletes = results.get(search.id);
      if (!athletes) continue;
      found.set(search.coachId, [...(found.get(search.coachId) ?? []), { search, athletes }]);
      for (const athlete of athletes) {
        sentRows.push({ searchId: search.id, athleteId: athlete.id, sentAt: now });
      }
    }
    for (let start = 0; start < sentRows.length; start += SENT_ROWS_PER_INSERT) {
      await tx
        .insert(sent)
        .values(sentRows.slice(start, start + SENT_ROWS_PER_INSERT))
        .onConflictDoNothing();
    }
    await tx
      .update(s)
      .set({ lastDigestAt: now })
      .where(
        inArray(
          s.id,
          due.map((search) => search.id),
        ),
      );
    return { taken: due.length, found };
  });
}

/** The same filters give the same key, whatever order their names were stored in. */
const filtersKey = (filters: SavedSearchFilters) =>
  JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));

/** Rows of saved_search_sent per insert: well within PostgreSQL's 65,535 parameters. */
const SENT_ROWS_PER_INSERT = 5000;
/**
 * The newest athletes a group of searches with the same filters may name: enough for each
 * search's DIGEST_ATHLETES_PER_SEARCH after its own window and what it named before.
 */
const CANDIDATES_PER_FILTERS = 200;

/**
 * The athletes listed since `since` who match the filters and whom a verified coach may see now
 * (the list's own conditions: athletesMatching with visibleTo('coach')), newest first.
 */
function newAthletes(
  db: Database,
  filters: SavedSearchFilters,
  since: Date,
  now: Date,
): Promise<(NamedAthlete & { listedAt: Date | null })[]> {
  return db
    .select({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      sport: p.sport,
      position: p.position,
      graduationYear: p.graduationYear,
      state: p.state,
      listedAt: p.listedAt,
    })
    .from(p)
    .where(and(athletesMatching(filters, 'coach'), gt(p.listedAt, since), lte(p.listedAt, now)))
    .orderBy(desc(p.listedAt), desc(p.id))
    .limit(CANDIDATES_PER_FILTERS);
}

/** Which of these athletes these searches' digests named before, as "searchId:athleteId". */
async function alreadyNamed(
  db: Database,
  searchIds: string[],
  athleteIds: string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ searchId: sent.searchId, athleteId: sent.athleteId })
    .from(sent)
    .where(and(inArray(sent.searchId, searchIds), inArray(sent.athleteId, athleteIds)));
  return new Set(rows.map((row) => `${row.searchId}:${row.athleteId}`));
}

const athleteLine = (athlete: NamedAthlete, t: MailWords, locale: Locale) =>
  [
    `${athlete.firstName} ${athlete.lastName}`,
    sportIn(athlete.sport, locale),
    athlete.position !== 'Not specified' ? athlete.position : null,
    athlete.graduationYear ? t('mail.digest.classOf', { year: athlete.graduationYear }) : null,
    athlete.state,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The coach's one mail: per search, its name and the athletes it found, each with their page; in
 * the coach's language (their account's), linking the pages in it.
 */
export function digestMail(
  deps: Pick<DigestDeps, 'siteName' | 'publicUrl'>,
  to: { email: string; name: string; language?: string | null },
  sections: { search: DueSearch; athletes: NamedAthlete[] }[],
): MailMessage {
  const { siteName } = deps;
  const locale = mailLocaleOf(to.language);
  const t = mailWords(locale);
  const page = (path: string) => pageUrl(deps.publicUrl, locale, path);
  const count = sections.reduce((sum, section) => sum + section.athletes.length, 0);
  const subject = t('mail.digest.subject', { count, siteName });
  const paragraphs = [
    t('mail.digest.hello', { name: to.name }),
    ...sections.map(({ search, athletes }) => {
      const params = filtersToSearchParams(search.filters).toString();
      return [
        t('mail.digest.search', { search: search.name, count: athletes.length }),
        ...athletes.map(
          (athlete) => `${athleteLine(athlete, t, locale)}\n${page(`/athlete/${athlete.id}`)}`,
        ),
        t('mail.digest.seeEveryone', { url: page(`/athletes${params ? `?${params}` : ''}`) }),
      ].join('\n\n');
    }),
  ];
  const footer = t('mail.digest.footer', { siteName });
  const action = { label: t('mail.openRecruiting'), url: page('/recruiting') };
  return {
    to: to.email,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n\n${footer}\n`,
    html: emailLayout({
      siteName,
      heading: t('mail.digest.heading'),
      paragraphs,
      action,
      footer,
      locale,
    }),
  };
}
