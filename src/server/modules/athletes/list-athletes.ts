import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AthleteList, AthleteListQuery } from '../../../shared/schemas/athletes';
import type { Database } from '../../db/client';
import { playerProfiles as p } from '../../db/schema/athletes';
import { AppError } from '../../http/app-error';
import { athleteView } from './athlete-view';
import { athleteCounts } from './count-cache';

type Cursor = { createdAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

function decodeCursor(value: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [
      string,
      string,
    ];
    if (
      typeof createdAt !== 'string' ||
      typeof id !== 'string' ||
      Number.isNaN(Date.parse(createdAt))
    ) {
      throw new Error('bad cursor');
    }
    return { createdAt, id };
  } catch {
    throw new AppError('BAD_REQUEST', 'That page link is no longer valid. Start the search again.');
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Conditions for the filters; each has an index that keeps newest-first order. */
export function athleteFilters(query: Omit<AthleteListQuery, 'limit' | 'cursor'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.complete) conditions.push(eq(p.isComplete, true));
  if (query.sport) conditions.push(sql`lower(${p.sport}) = ${query.sport.toLowerCase()}`);
  if (query.gradYear) conditions.push(eq(p.graduationYear, query.gradYear));
  if (query.state) conditions.push(eq(p.state, query.state.toUpperCase()));
  if (query.q) {
    const q = query.q.toLowerCase();
    const like = `%${escapeLike(q)}%`;
    // Trigram word similarity forgives typos ("jordn" finds Jordan); LIKE catches fragments.
    conditions.push(
      sql`(${q} <% ${p.searchName} or ${q} <% lower(${p.school}) or ${p.searchName} like ${like} or lower(${p.school}) like ${like})`,
    );
  }
  return conditions;
}

/** The athlete database: newest first, keyset pages, with the total for the count line. */
export async function listAthletes(
  db: Database,
  query: AthleteListQuery,
  signedIn: boolean,
): Promise<AthleteList> {
  const filters = athleteFilters(query);
  const page = [...filters];
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    page.push(
      sql`(${p.createdAt}, ${p.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }

  const run = async (conn: Database) => {
    const rows = await conn
      .select({
        profile: p,
        // Microsecond precision: a JavaScript Date would round it and skip rows between pages.
        cursorTime: sql<string>`to_char(${p.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(p)
      .where(and(...page))
      .orderBy(sql`${p.createdAt} desc nulls last`, sql`${p.id} desc nulls last`)
      .limit(query.limit + 1);
    const countKey = JSON.stringify([
      query.q ?? '',
      query.sport?.toLowerCase() ?? '',
      query.gradYear ?? '',
      query.state?.toUpperCase() ?? '',
      query.complete,
    ]);
    const total = await athleteCounts.get(countKey, async () => {
      const [totals] = await conn
        .select({ total: count() })
        .from(p)
        .where(and(...filters));
      return totals?.total ?? 0;
    });
    return { rows, total };
  };
  // A one-letter slip in a name scores about 0.5 in word similarity; the default bar is 0.6.
  // The setting is local to the transaction, so pooled connections keep their defaults.
  const { rows, total } = query.q
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.45', true)`);
        return run(tx as unknown as Database);
      })
    : await run(db);

  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => athleteView(row.profile, signedIn)),
    total,
    nextCursor:
      hasMore && last ? encodeCursor({ createdAt: last.cursorTime, id: last.profile.id }) : null,
  };
}
