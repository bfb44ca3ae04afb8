import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MemberSort } from '#shared/admin-members';
import { adminCursorMessage } from '#shared/schemas/admin';
import { isRealTime } from '#shared/schemas/keyset-cursor';
import type { MemberList, MemberListQuery } from '#shared/schemas/admin-members';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import { AppError } from '#server/http/app-error';
import { cursorTimeOf, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor';
import {
  accessOff,
  bannedNow,
  consentPending,
  heldPlan,
  memberSummaries,
  summaryColumns,
} from './member-summaries';
import { escapeLike } from '#server/lib/like-pattern';

/**
 * Any part of the name or the email address, in any case. Each column has a trigram index, so
 * PostgreSQL reads only the rows holding the fragment's trigrams, whatever its position.
 */
function matching(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return sql`(${user.name} ilike ${pattern} or ${user.email} ilike ${pattern})`;
}

function filterConditions(query: MemberListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(matching(query.q));
  if (query.role === 'admin') conditions.push(eq(user.role, 'admin'));
  if (query.role === 'user') conditions.push(sql`${user.role} is distinct from 'admin'`);
  if (query.userType) conditions.push(eq(user.userType, query.userType));
  if (query.plan === 'none') conditions.push(sql`not ${heldPlan()}`);
  else if (query.plan) conditions.push(heldPlan(query.plan));
  if (query.access === 'off') conditions.push(accessOff);
  if (query.access === 'on') conditions.push(sql`not ${accessOff}`);
  if (query.banned === 'yes') conditions.push(bannedNow);
  if (query.banned === 'no') conditions.push(sql`not ${bannedNow}`);
  if (query.consentPending === 'yes') conditions.push(consentPending);
  if (query.consentPending === 'no') conditions.push(sql`not ${consentPending}`);
  return conditions;
}

/** A join time as a cursor carries it, on a day that exists (no 30 February). */
const isJoinTime = (value: unknown): value is string =>
  typeof value === 'string' && isRealTime(value);

/** Ids are better-auth's (letters and digits) or older ones (uuids): short, one line. */
const isCursorId = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{1,200}$/.test(value);

/** The lower-case name a name-ordered page ends on; anything but NUL can be stored. */
const isCursorName = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 2000 && !value.includes('\u0000');

const joinTime = cursorTimeOf(user.createdAt);
const lowerName = sql<string>`lower(${user.name})`;

/**
 * Each order walks an index of its own, so a page costs the same at the 1st and the 1,000th:
 * newest and oldest read user_created_at_idx forwards or backwards (the nulls clauses match
 * it); names are compared in lower case, then by id.
 */
const orders: Record<MemberSort, SQL[]> = {
  newest: [sql`${user.createdAt} desc nulls last`, sql`${user.id} desc nulls last`],
  oldest: [sql`${user.createdAt} asc nulls first`, sql`${user.id} asc nulls first`],
  name: [sql`${lowerName} asc`, sql`${user.id} asc`],
};

/** Where the page after the cursor starts; the cursor names its order, so orders never mix. */
function afterCursor(sort: MemberSort, value: string): SQL {
  const [kind, key, id, ...rest] = decodeCursor(value) ?? [];
  if (kind !== sort || rest.length > 0 || !isCursorId(id)) {
    throw new AppError('BAD_REQUEST', adminCursorMessage);
  }
  if (sort === 'name') {
    if (!isCursorName(key)) throw new AppError('BAD_REQUEST', adminCursorMessage);
    return sql`(${lowerName}, ${user.id}) > (${key}, ${id})`;
  }
  if (!isJoinTime(key)) throw new AppError('BAD_REQUEST', adminCursorMessage);
  return sort === 'newest'
    ? sql`(${user.createdAt}, ${user.id}) < (${key}::timestamptz, ${id})`
    : sql`(${user.createdAt}, ${user.id}) > (${key}::timestamptz, ${id})`;
}

/**
 * The admin member list: found by any part of a name or an email address, filtered, in keyset
 * pages of the order asked for.
 */
export async function listMembers(db: Database, query: MemberListQuery): Promise<MemberList> {
  const conditions = filterConditions(query);
  if (query.cursor) conditions.push(afterCursor(query.sort, query.cursor));
  const rows = await db
    .select({ ...summaryColumns, joinTime, lowerName })
    .from(user)
    .where(and(...conditions))
    .orderBy(...orders[query.sort])
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const items = await memberSummaries(db, page);
  return {
    items,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([
            query.sort,
            query.sort === 'name' ? last.lowerName : last.joinTime,
            last.id,
          ])
        : null,
  };
}
