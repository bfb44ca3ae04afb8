import { and, eq, sql } from 'drizzle-orm';
import type { PiWallet } from '#shared/schemas/pi';
import type { Database } from '#server/db/client';
import { account } from '#server/db/schema/auth';
import { piAccounts } from '#server/db/schema/pi';

/** The Pi wallet linked to a member's account (one at most), as /profile lists it. */
export async function listPiWallets(db: Database, userId: string): Promise<PiWallet[]> {
  const rows = await db
    .select({
      username: piAccounts.username,
      linkedAt: piAccounts.linkedAt,
      hasPassword: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))})`,
    })
    .from(piAccounts)
    .where(eq(piAccounts.userId, userId));
  return rows.map((row) => ({
    username: row.username,
    linkedAt: row.linkedAt.toISOString(),
    onlyWayIn: !row.hasPassword,
  }));
}
