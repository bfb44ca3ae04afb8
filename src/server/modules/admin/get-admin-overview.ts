import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';

/** Member counts for the admin home. */
export async function getAdminOverview(db: Database) {
  const rows = await db
    .select({ userType: user.userType, total: count() })
    .from(user)
    .groupBy(user.userType);
  const [unverified] = await db
    .select({ total: count() })
    .from(user)
    .where(eq(user.emailVerified, false));
  const [admins] = await db
    .select({ total: count() })
    .from(user)
    .where(sql`${user.role} = 'admin'`);
  const byType = (type: string) => rows.find((row) => row.userType === type)?.total ?? 0;
  return {
    members: rows.reduce((sum, row) => sum + row.total, 0),
    players: byType('player'),
    coaches: byType('coach'),
    organizations: byType('organization'),
    admins: admins?.total ?? 0,
    unverified: unverified?.total ?? 0,
  };
}
