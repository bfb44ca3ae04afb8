import { eq } from 'drizzle-orm';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { subscriptions } from '#server/db/schema/subscriptions';
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
    const yearFromNow = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
    await db.insert(subscriptions).values({
      userId: member.id,
      tier: 'premium',
      status: 'active',
      currentPeriodEnd: yearFromNow,
      provider: 'sandbox',
      providerSubscriptionId: `sandbox-demo-${member.id}`,
    });
  },
};
