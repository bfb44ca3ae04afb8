import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { programStaff } from '#server/db/schema/programs';

/**
 * Who may be a minor's parent or guardian (docs/product.md#guardian-rights), stated once: any
 * address but one held by a confirmed account that is an administrator, a coach, an organization,
 * an athlete (by its sign-up type or by an athlete profile) or a member of a program's staff.
 * Every protection of a minor rests on an adult independent of the adults they talk to: a coach
 * the minor names "guardian" would consent for her and be copied on his own messages.
 * An unconfirmed account proves nothing about the address, so it neither disqualifies it nor
 * lets anyone act by it.
 */
const kindsThatAreNeverGuardians = ['player', 'coach', 'organization'];

/** The rule on the account's own row (the user table), for the statements below. */
const accountIsNoGuardian: SQL = sql`(
  ${user.role} = 'admin'
  or ${user.userType} in ('player', 'coach', 'organization')
  or exists (select 1 from ${playerProfiles} where ${playerProfiles.userId} = ${user.id})
  or exists (select 1 from ${programStaff}
    where ${programStaff.userId} = ${user.id} and ${programStaff.status} = 'active')
)`;

/** True when a confirmed account that may not be a guardian holds this address (SQL). */
export function heldByNoGuardian(address: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${user}
    where ${user.email} = ${address} and ${user.emailVerified} and ${accountIsNoGuardian})`;
}

/**
 * The part of the rule a signed-in account carries with it (its role and sign-up type): what
 * needs no query. Staff places and athlete profiles are read by the statements.
 */
export function kindMayBeGuardian(account: { role?: string | null; userType?: string | null }) {
  return account.role !== 'admin' && !kindsThatAreNeverGuardians.includes(account.userType ?? '');
}

/** Whether this address may be named a minor's parent or guardian. */
export async function mayBeGuardian(db: Database, address: string): Promise<boolean> {
  const [held] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.email, address.trim().toLowerCase()),
        eq(user.emailVerified, true),
        accountIsNoGuardian,
      ),
    )
    .limit(1);
  return !held;
}
