import { eq } from 'drizzle-orm';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { paymentCustomers, subscriptions } from '#server/db/schema/subscriptions';
import type { DemoSeeder } from '#server/db/seed';

/** A member with an active All Training subscription, for `npm start` (never in production). */
export const demoMember = {
  email: 'member@showcase.example',
  password: 'Demo-Member-2026',
} as const;

export const demoMemberSeeder: DemoSeeder = {
  name: 'subscribed member',
  async run({ db, auth }) {
    const member = await createVerifiedUser(auth, {
      ...demoMember,
      name: 'Casey Morgan',
      userType: 'player',
    });
    const [existing] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id));
    if (existing) return;
    // A sandbox customer and subscription, as a paid checkout leaves them: the billing card,
    // the test-mode portal and the simulations work for the demo member too.
    const yearFromNow = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
    const customerId = `cus_sbx_demo_${member.id}`;
    await db
      .insert(paymentCustomers)
      .values({ userId: member.id, provider: 'sandbox', customerId })
      .onConflictDoNothing();
    await db.insert(subscriptions).values({
      userId: member.id,
      tier: 'premium',
      status: 'active',
      currentPeriodEnd: yearFromNow,
      provider: 'sandbox',
      providerCustomerId: customerId,
      providerSubscriptionId: `sub_sbx_demo_${member.id}`,
      stateAt: new Date(),
    });
  },
};
