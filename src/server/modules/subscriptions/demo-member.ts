import { eq } from 'drizzle-orm';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { paymentCustomers, subscriptions } from '#server/db/schema/subscriptions';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import type { DemoSeeder } from '#server/db/seed';
import { demoAccounts } from '#server/modules/accounts';

/** A member with an active All Training subscription, for `npm start` (never in production). */
export const demoMember = {
  email: 'member@showcase.example',
  password: 'Demo-Member-2026',
} as const;

/**
 * A sandbox customer and subscription, as a paid checkout leaves them: the billing card, the
 * test-mode portal and the simulations work for demo accounts too.
 */
async function seedSandboxPlan(
  db: Database,
  userId: string,
  tier: 'premium' | 'recruiting',
  now: number,
) {
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (existing) return;
  const yearFromNow = new Date(now + 365 * 24 * 60 * 60 * 1000);
  const customerId = `cus_sbx_demo_${userId}`;
  await db
    .insert(paymentCustomers)
    .values({ userId, provider: 'sandbox', customerId })
    .onConflictDoNothing();
  await db.insert(subscriptions).values({
    userId,
    tier,
    status: 'active',
    currentPeriodEnd: yearFromNow,
    provider: 'sandbox',
    providerCustomerId: customerId,
    providerSubscriptionId: `sub_sbx_demo_${userId}`,
    stateAt: new Date(now),
  });
}

/**
 * The subscribed member (All Training), and the demo athlete on Recruiting Profile, so the
 * athlete lists show a Featured athlete on a fresh start.
 */
export const demoMemberSeeder: DemoSeeder = {
  name: 'subscribed member',
  async run({ db, auth, clock }) {
    const member = await createVerifiedUser(auth, {
      ...demoMember,
      name: 'Casey Morgan',
      userType: 'player',
    });
    await seedSandboxPlan(db, member.id, 'premium', clock.now());
    const [athlete] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoAccounts.athlete.email));
    if (athlete) await seedSandboxPlan(db, athlete.id, 'recruiting', clock.now());
  },
};
