import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OVERVIEW_TREND_DAYS, type AdminOverview } from '#shared/schemas/admin-overview';
import {
  broadcasts,
  channels,
  contactMessages,
  payments,
  reports,
  subscriptions,
} from '#server/db/schema';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { getAdminOverview } from './get-admin-overview';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const DAY_MS = 86_400_000;
const token = () => randomBytes(6).toString('hex');
const last = (values: number[]) => values.at(-1)!;
/** The value `daysAgo` days before today (UTC) in a trend. */
const at = (values: number[], daysAgo: number) => values[values.length - 1 - daysAgo]!;

async function addChannel(t: TestApp) {
  const channel = onlyRow(
    await t.db
      .insert(channels)
      .values({
        slug: `overview-${token()}`,
        title: 'Overview Channel',
        channelName: 'Overview',
        category: 'other',
        provider: 'local',
      })
      .returning(),
  );
  return channel;
}

describe('GET /api/admin/overview', () => {
  it('answers administrators only, with the member counts and 30 days of trends', async () => {
    const admin = await createTestApp();
    await signIn(admin, await createTestUser(admin, { role: 'admin' }));
    const overview = await unwrap(admin.api.admin.overview.$get());
    expect(overview).toMatchObject({
      members: expect.any(Number),
      players: expect.any(Number),
      coaches: expect.any(Number),
      organizations: expect.any(Number),
      admins: expect.any(Number),
      unverified: expect.any(Number),
      activeSubscriptions: { premium: expect.any(Number), recruiting: expect.any(Number) },
      openMessages: expect.any(Number),
      openReports: expect.any(Number),
      liveBroadcasts: expect.any(Number),
    });
    expect(overview.admins).toBeGreaterThanOrEqual(1);

    const { days, ...series } = overview.trends;
    expect(days).toHaveLength(OVERVIEW_TREND_DAYS);
    const today = new Date().toISOString().slice(0, 10);
    expect(days.at(-1)).toBe(today);
    // Every day, one after the other, none left out.
    days.forEach((day, index) => {
      expect(Date.parse(`${day}T00:00:00Z`)).toBe(
        Date.parse(`${today}T00:00:00Z`) - (OVERVIEW_TREND_DAYS - 1 - index) * DAY_MS,
      );
    });
    const all = [
      ...Object.values(series.signups),
      series.activeSubscriptions,
      ...Object.values(series.revenue),
      series.broadcasts,
      series.messages,
    ];
    for (const values of all) {
      expect(values).toHaveLength(OVERVIEW_TREND_DAYS);
      for (const value of values) expect(Number.isInteger(value)).toBe(true);
    }

    const member = await createTestApp();
    await signIn(member, await createTestUser(member, { userType: 'player' }));
    expect((await member.api.admin.overview.$get()).status).toBe(403);
    expect((await (await createTestApp()).api.admin.overview.$get()).status).toBe(401);
  });

  it('counts what happened on each day, with zeros for empty days', async () => {
    const t = await createTestApp();
    const before = await getAdminOverview(t.db, new Date());
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * DAY_MS);

    await createTestUser(t, { userType: 'coach' });
    const buyer = (await createTestUser(t, { userType: 'organization' })).id;
    await t.db.insert(contactMessages).values({
      name: 'Casey',
      email: 'casey@example.com',
      subject: 'Hello',
      message: 'A question',
    });
    await t.db.insert(contactMessages).values({
      name: 'Casey',
      email: 'casey@example.com',
      subject: 'Answered',
      message: 'Another question',
      status: 'answered',
      createdAt: daysAgo(4),
    });
    await t.db.insert(reports).values({ targetType: 'channel', targetId: token(), reason: 'spam' });
    const channel = await addChannel(t);
    await t.db.insert(broadcasts).values({ channelId: channel.id, title: 'On air' });
    await t.db.insert(broadcasts).values({
      channelId: channel.id,
      title: 'Last week',
      startedAt: daysAgo(6),
      endedAt: new Date(daysAgo(6).getTime() + 3600_000),
    });
    await t.db.insert(subscriptions).values({
      userId: buyer,
      tier: 'recruiting',
      status: 'active',
      provider: 'sandbox',
      providerSubscriptionId: `sub_${token()}`,
      currentPeriodEnd: daysAgo(-20),
    });
    // Held from ten days ago until five days ago.
    await t.db.insert(subscriptions).values({
      userId: buyer,
      tier: 'premium',
      status: 'canceled',
      provider: 'sandbox',
      providerSubscriptionId: `sub_${token()}`,
      currentPeriodEnd: daysAgo(5),
      createdAt: daysAgo(10),
    });
    const paid = (values: Partial<typeof payments.$inferInsert>) =>
      t.db.insert(payments).values({
        userId: buyer,
        provider: 'sandbox',
        providerRef: `in_sbx_${token()}`,
        description: 'Recruiting Profile',
        amountCents: 2000,
        status: 'paid',
        ...values,
      });
    await paid({ refundedCents: 500, refundedAt: new Date() });
    await paid({ status: 'refunded', amountCents: 999 });
    await paid({ status: 'failed', amountCents: 4000 });
    await paid({ provider: 'pi', currency: 'pi', amountCents: 1500 });
    await paid({ amountCents: 700, createdAt: daysAgo(3) });

    const after = await getAdminOverview(t.db, new Date());
    expect(after.members - before.members).toBe(2);
    expect(after.coaches - before.coaches).toBe(1);
    expect(after.organizations - before.organizations).toBe(1);
    expect(after.openMessages - before.openMessages).toBe(1);
    expect(after.openReports - before.openReports).toBe(1);
    expect(after.liveBroadcasts - before.liveBroadcasts).toBe(1);
    expect(after.activeSubscriptions.recruiting - before.activeSubscriptions.recruiting).toBe(1);
    expect(after.activeSubscriptions.premium).toBe(before.activeSubscriptions.premium);

    const delta = (pick: (trends: AdminOverview['trends']) => number[], ago: number) =>
      at(pick(after.trends), ago) - at(pick(before.trends), ago);
    expect(delta((d) => d.signups.coach, 0)).toBe(1);
    expect(delta((d) => d.signups.organization, 0)).toBe(1);
    expect(delta((d) => d.signups.player, 0)).toBe(0);
    expect(delta((d) => d.messages, 0)).toBe(1);
    expect(delta((d) => d.messages, 4)).toBe(1);
    expect(delta((d) => d.broadcasts, 0)).toBe(1);
    expect(delta((d) => d.broadcasts, 6)).toBe(1);
    // Paid less refunded: 2000 - 500, a refund the provider reported counts nothing, a failed
    // charge nothing; Pi apart.
    expect(delta((d) => d.revenue.cardCents, 0)).toBe(1500);
    expect(delta((d) => d.revenue.piHundredths, 0)).toBe(1500);
    expect(delta((d) => d.revenue.cardCents, 3)).toBe(700);
    expect(delta((d) => d.revenue.cardCents, 1)).toBe(0);
    expect(delta((d) => d.activeSubscriptions, 0)).toBe(1);
    expect(delta((d) => d.activeSubscriptions, 7)).toBe(1);
    expect(delta((d) => d.activeSubscriptions, 12)).toBe(0);
    expect(last(after.trends.activeSubscriptions)).toBeGreaterThanOrEqual(1);
  });
});
