import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Audience, SavedSearchFilters } from '#shared/recruiting';
import type {
  AthleteDetails,
  AthleteList,
  AthleteListQuery,
  AthleteTeaser,
} from '#shared/schemas/athletes';
import type { Database } from '#server/db/client';
import { preparedPerKey } from '#server/db/prepared';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { AppError } from '#server/http/app-error';
import {
  cursorPosition,
  cursorTimeOf,
  decodeCursor as decodeKeyset,
  encodeCursor as encodeKeyset,
} from '#server/lib/keyset-cursor';
import { athleteView, teaserColumns, teaserOf } from './athlete-view';
import { prepareJson } from '#server/http/compress';
import { kept, keptTotal, type AthleteCaches, type KeptAnswer } from './athlete-list-cache';
import { visibleTo } from '#server/modules/privacy';
import { ownerIsFeatured } from './featured-placement';
import { escapeLike } from '#server/lib/like-pattern';

/**
 * The list has two parts, each newest first: featured athletes (Recruiting Profile members, see
 * featured-placement.ts), then everyone else. A cursor says which part it stands in.
 */
type Part = 'featured' | 'rest';
type Cursor = { part: Part; createdAt: string; id: string };

/** A page link: [createdAt, id] in the rest, [createdAt, id, true] among the featured. */
export function encodeCursor(cursor: Cursor): string {
  const position = [cursor.createdAt, cursor.id];
  return encodeKeyset(cursor.part === 'featured' ? [...position, true] : position);
}

function decodeCursor(value: string): Cursor {
  const parts = decodeKeyset(value);
  if (parts && (parts.length === 2 || parts.length === 3)) {
    const part: Part | null = parts.length === 2 ? 'rest' : parts[2] === true ? 'featured' : null;
    const position = cursorPosition(parts);
    if (part && position) return { part, ...position };
  }
  throw new AppError('BAD_REQUEST', 'That page link is no longer valid. Start the search again.');
}

/**
 * The filters as the database compares them; absent ones are left out. Statement names, the
 * statement memo and both cache keys derive from these parsed values, never from the raw query.
 */
type Filters = {
  /**
   * Who asks (docs/product.md#who-sees-a-profile): what they may see (visibleTo) and, for
   * signed-out visitors, teaser columns only. Part of every statement name and cache key.
   */
  audience: Audience;
  complete?: true;
  sport?: string;
  gradYear?: number;
  state?: string;
  q?: string;
  like?: string;
  /** Signed-out visitors search names only: a school would tell them where a minor studies. */
  nameOnly?: true;
  // Verified coaches' filters (docs/product.md#coach-search); the routes refuse them to others.
  position?: string;
  heightMin?: number;
  heightMax?: number;
  weightMin?: number;
  weightMax?: number;
  hasHighlight?: true;
  updatedWithinDays?: number;
};

/** What the filters are read from: the list's query, or a saved search's stored filters. */
export type AthleteFilterQuery = SavedSearchFilters & { complete?: boolean };

export function filtersOf(query: AthleteFilterQuery, audience: Audience): Filters {
  const q = query.q?.toLowerCase() || undefined;
  return {
    audience,
    complete: query.complete || undefined,
    sport: query.sport?.toLowerCase() || undefined,
    gradYear: query.gradYear,
    state: query.state?.toUpperCase() || undefined,
    q,
    like: q && `%${escapeLike(q)}%`,
    nameOnly: q && audience === 'visitor' ? true : undefined,
    position: query.position?.toLowerCase() || undefined,
    heightMin: query.heightMin,
    heightMax: query.heightMax,
    weightMin: query.weightMin,
    weightMax: query.weightMax,
    hasHighlight: query.hasHighlight || undefined,
    updatedWithinDays: query.updatedWithinDays,
  };
}

/**
 * One letter per filter for statement names: every combination, with the longest kind and the
 * audience, stays within PostgreSQL's 63 characters.
 */
const filterLetters: Record<Exclude<keyof Filters, 'audience'>, string> = {
  complete: 'c',
  sport: 's',
  gradYear: 'g',
  state: 't',
  q: 'q',
  like: 'l',
  nameOnly: 'n',
  position: 'p',
  heightMin: 'h',
  heightMax: 'i',
  weightMin: 'w',
  weightMax: 'x',
  hasHighlight: 'v',
  updatedWithinDays: 'u',
};

/**
 * The name of a prepared statement, from the filters it uses. A search's best plan depends on
 * the words searched, so searches stay unnamed and are planned each time; the filters alone are
 * named statements that PostgreSQL parses and plans once per connection.
 */
function statementName(kind: string, filters: Filters): string {
  // An empty name is an unnamed statement, planned again on every execution.
  if (filters.q) return '';
  return `athletes_${kind}_${filtersUsed(filters)}`;
}

/** Which filters are used and for whom, e.g. "member_st": the statements differ by that alone. */
const filtersUsed = (filters: Filters) =>
  `${filters.audience}_${Object.entries(filterLetters)
    .filter(([name]) => filters[name as keyof Filters] !== undefined)
    .map(([, letter]) => letter)
    .join('')}`;

/**
 * The profile's columns the filters below and the searches read (the names and the school through
 * search_name and search_text), besides when it was updated and whether it is listed: a change
 * to one may move a profile into or out of a list (athlete-list-cache.ts, AthleteEdit).
 */
export const filteredColumns = [
  p.sport,
  p.graduationYear,
  p.state,
  p.position,
  p.heightInches,
  p.weightLbs,
  p.hasHighlight,
  p.isComplete,
  p.firstName,
  p.lastName,
  p.school,
];

/** How a filter's value enters the SQL: a prepared statement's placeholder, or the value. */
type Bind = (name: Exclude<keyof Filters, 'audience'>) => SQL;
const placeholders: Bind = (name) => sql`${sql.placeholder(name)}`;

/** Conditions for the filters; each has an index that keeps newest-first order. */
function filterConditions(filters: Filters, bind: Bind = placeholders): SQL[] {
  // Only what this audience may see (privacy/update-listing.ts); every list index holds listed
  // profiles alone.
  const conditions: SQL[] = [visibleTo(filters.audience)];
  if (filters.complete) conditions.push(eq(p.isComplete, true));
  if (filters.sport !== undefined) conditions.push(sql`lower(${p.sport}) = ${bind('sport')}`);
  if (filters.gradYear !== undefined) {
    conditions.push(sql`${p.graduationYear} = ${bind('gradYear')}::int`);
  }
  if (filters.state !== undefined) conditions.push(sql`${p.state} = ${bind('state')}`);
  if (filters.position !== undefined) {
    conditions.push(sql`lower(${p.position}) = ${bind('position')}`);
  }
  if (filters.heightMin !== undefined) {
    conditions.push(sql`${p.heightInches} >= ${bind('heightMin')}::int`);
  }
  if (filters.heightMax !== undefined) {
    conditions.push(sql`${p.heightInches} <= ${bind('heightMax')}::int`);
  }
  if (filters.weightMin !== undefined) {
    conditions.push(sql`${p.weightLbs} >= ${bind('weightMin')}::int`);
  }
  if (filters.weightMax !== undefined) {
    conditions.push(sql`${p.weightLbs} <= ${bind('weightMax')}::int`);
  }
  if (filters.hasHighlight) conditions.push(sql`${p.hasHighlight}`);
  if (filters.updatedWithinDays !== undefined) {
    conditions.push(
      sql`${p.updatedAt} > now() - make_interval(days => ${bind('updatedWithinDays')}::int)`,
    );
  }
  if (filters.q !== undefined) {
    const q = bind('q');
    const like = bind('like');
    const column = filters.nameOnly ? p.searchName : p.searchText;
    // Trigram word similarity forgives typos ("jordn" finds Jordan); LIKE catches fragments.
    // The similarity bar is a setting of every database session (see db/client.ts).
    conditions.push(sql`(${q} <% ${column} or ${column} like ${like})`);
  }
  return conditions;
}

/**
 * The athletes a saved search's filters match, as `audience` may see them: the list's own
 * conditions with the values in place (the digests, recruiting/digests.ts).
 */
export function athletesMatching(saved: SavedSearchFilters, audience: Audience): SQL {
  const filters = filtersOf(saved, audience);
  return and(...filterConditions(filters, (name) => sql`${filters[name] ?? null}`))!;
}

const cursorTime = cursorTimeOf(p.createdAt);

/** Whether who the filters hold changes with any save: "updated within" moves with each. */
const followsSaves = (filters: Filters) => filters.updatedWithinDays !== undefined;

type PageRow = {
  item: AthleteTeaser | AthleteDetails;
  part: Part;
  id: string;
  cursorTime: string;
};

/**
 * One part's page after the cursor, or from its start. Each part walks the filters' index
 * newest first; whether an owner is featured is one probe of subscriptions by user_id per row.
 */
function pageStatement(db: Database, filters: Filters, part: Part, afterCursor: boolean) {
  const signedIn = filters.audience !== 'visitor';
  const featured = part === 'featured';
  const conditions = filterConditions(filters);
  conditions.push(featured ? ownerIsFeatured : sql`not ${ownerIsFeatured}`);
  if (afterCursor) {
    conditions.push(
      sql`(${p.createdAt}, ${p.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`,
    );
  }
  const name = statementName(`${part}_${afterCursor ? 'after' : 'first'}`, filters);
  const newestFirst = <T extends PgSelect>(select: T) =>
    select
      .where(and(...conditions))
      .orderBy(sql`${p.createdAt} desc nulls last`, sql`${p.id} desc nulls last`)
      .limit(sql.placeholder('limit'));

  // Signed-out visitors' pages read only the teaser columns.
  if (signedIn) {
    const statement = newestFirst(db.select({ profile: p, cursorTime }).from(p).$dynamic()).prepare(
      name,
    );
    return async (values: Record<string, unknown>): Promise<PageRow[]> =>
      (await statement.execute(values)).map((row) => ({
        item: athleteView({ ...row.profile, featured }, true),
        part,
        id: row.profile.id,
        cursorTime: row.cursorTime,
      }));
  }
  const statement = newestFirst(
    db.select({ teaser: teaserColumns, cursorTime }).from(p).$dynamic(),
  ).prepare(name);
  return async (values: Record<string, unknown>): Promise<PageRow[]> =>
    (await statement.execute(values)).map((row) => ({
      item: teaserOf({ ...row.teaser, featured }),
      part,
      id: row.teaser.id,
      cursorTime: row.cursorTime,
    }));
}

function countStatement(db: Database, filters: Filters) {
  return db
    .select({ total: count() })
    .from(p)
    .where(and(...filterConditions(filters)))
    .prepare(statementName('count', filters));
}

/** Statements are built once per database and combination of filters, then only executed. */
const pageStatements = preparedPerKey<ReturnType<typeof pageStatement>>();
const countStatements = preparedPerKey<ReturnType<typeof countStatement>>();

/** Up to `limit` rows of one part, after the cursor when it stands in that part. */
function readPart(
  db: Database,
  filters: Filters,
  part: Part,
  cursor: Cursor | null,
  limit: number,
): Promise<PageRow[]> {
  const after = cursor?.part === part ? cursor : null;
  const page = pageStatements(db, `${filtersUsed(filters)}:${part}:${Boolean(after)}`, () =>
    pageStatement(db, filters, part, Boolean(after)),
  );
  return page({ ...filters, cursorAt: after?.createdAt, cursorId: after?.id, limit });
}

/**
 * The athlete database: featured athletes first, then the others, each newest first, in keyset
 * pages, with the total for the count line. A page that reaches the end of the featured part
 * goes on with the others' first rows (both are read at once).
 */
export async function listAthletes(
  db: Database,
  caches: AthleteCaches,
  query: AthleteListQuery,
  audience: Audience,
): Promise<AthleteList> {
  const filters = filtersOf(query, audience);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  // One row more than the page, to know whether another page follows.
  const wanted = query.limit + 1;
  const [featured, rest, total] = await Promise.all([
    cursor?.part === 'rest' ? [] : readPart(db, filters, 'featured', cursor, wanted),
    readPart(db, filters, 'rest', cursor, wanted),
    // Up to date: the page it goes into is kept as up to date.
    caches.totals.get(
      JSON.stringify(filters),
      async () => {
        const statement = countStatements(db, filtersUsed(filters), () =>
          countStatement(db, filters),
        );
        const [totals] = await statement.execute(filters);
        return keptTotal(totals?.total ?? 0, followsSaves(filters));
      },
      undefined,
      { current: true },
    ),
  ]);

  const rows = [...featured, ...rest];
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => row.item),
    total: total.total,
    nextCursor:
      hasMore && last
        ? encodeCursor({ part: last.part, createdAt: last.cursorTime, id: last.id })
        : null,
  };
}

/** A page of the athlete database as sent, served from the short-lived cache when it can be. */
export function athleteListPage(
  db: Database,
  caches: AthleteCaches,
  query: AthleteListQuery,
  audience: Audience,
  /** never an out-of-date page (one going into a page kept as up to date itself) */
  current = false,
): Promise<KeptAnswer<AthleteList>> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  // The filters carry the audience: a page kept for verified coaches never reaches anyone else.
  const key = JSON.stringify([filtersOf(query, audience), query.limit, cursor]);
  return caches.pages.get(
    key,
    async () => {
      const list = await listAthletes(db, caches, query, audience);
      return kept(prepareJson(list), {
        audience,
        athletes: list.items.map((item) => item.id),
        byUpdate: followsSaves(filtersOf(query, audience)),
      });
    },
    undefined,
    { current },
  );
}
