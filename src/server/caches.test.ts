import { describe, expect, it } from 'vitest';
import { trainingCatalogue } from '#server/modules/training';
import { subscriptions } from './db/schema/subscriptions';
import { createTestApp, unwrap } from './test/test-app';
import { createTestUser, signedInAdmin, signIn } from './test/test-users';
import { within } from './test/within';

// The answers kept per account or per site (sessions, subscription statuses, the training
// shelf): a write is seen by the next read on the instance that made it and, within a second,
// on another instance; and one member never receives another's answer.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A browser on a server instance of its own (its own caches) on the same database. */
const otherInstance = () => createTestApp({}, { ownCaches: true });

const subscribed = async (t: TestApp) =>
  (await unwrap(t.api.me.subscription.$get(), 200)).subscribed;

describe('kept answers', () => {
  it('give each member their own session and plan, however often they ask', async () => {
    const one = await createTestUser(await createTestApp());
    const two = await createTestUser(await createTestApp());
    const a = await signIn(await createTestApp(), one);
    const b = await signIn(await createTestApp(), two);
    await a.db.insert(subscriptions).values({
      userId: one.id,
      tier: 'premium',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      provider: 'sandbox',
    });
    for (let round = 0; round < 3; round += 1) {
      const [meA, meB] = await Promise.all([unwrap(a.api.me.$get()), unwrap(b.api.me.$get())]);
      expect([meA.id, meB.id]).toEqual([one.id, two.id]);
      expect([await subscribed(a), await subscribed(b)]).toEqual([true, false]);
    }
  });

  it('show a plan and an access switch at once here, and within a second elsewhere', async () => {
    const member = await createTestUser(await createTestApp());
    const here = await signIn(await createTestApp(), member);
    const there = await otherInstance();
    for (const [name, value] of here.cookies) there.cookies.set(name, value);
    // Both have read (and kept) the status.
    expect([await subscribed(here), await subscribed(there)]).toEqual([false, false]);

    await here.db.insert(subscriptions).values({
      userId: member.id,
      tier: 'premium',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      provider: 'sandbox',
    });
    await within(1000, async () => (await subscribed(here)) && (await subscribed(there)));

    const admin = await signedInAdmin();
    const off = await admin.api.admin.members[':userId'].access.$put({
      param: { userId: member.id },
      json: { has_access: false },
    });
    expect(off.status).toBe(200);
    const access = async (t: TestApp) =>
      (await unwrap(t.api.me.subscription.$get(), 200)).has_access;
    expect(await access(here)).toBe(false);
    await within(1000, async () => !(await access(there)));
  });

  it('take a held training video off the library here at once, and elsewhere within a second', async () => {
    const video = trainingCatalogue.find(
      (item) => item.level === 'basic' && item.sport === 'soccer',
    )!;
    const here = await createTestApp();
    const there = await otherInstance();
    const listed = async (t: TestApp) =>
      (
        await unwrap(t.api.training[':sport'].$get({ param: { sport: 'soccer' } }), 200)
      ).videos.some((item) => item.id === video.id);
    expect([await listed(here), await listed(there)]).toEqual([true, true]);

    const report = await here.api.reports.$post({
      json: { targetType: 'video', targetId: video.id, reason: 'inappropriate' },
    });
    const { id } = await unwrap(report, 201);
    const admin = await signedInAdmin();
    const held = () =>
      admin.api.admin.reports[':id'].hold.$post({ param: { id }, json: { reason: 'Review' } });
    expect((await held()).status).toBe(200);
    try {
      expect(await listed(admin)).toBe(false);
      // Visitors' library is kept whole, per sport: it is cleared too.
      await within(1000, async () => !(await listed(there)) && !(await listed(here)));
      expect(
        (await there.api.training.videos[':id'].$get({ param: { id: video.id } })).status,
      ).toBe(404);
    } finally {
      await admin.api.admin.reports[':id'].release.$post({ param: { id } });
    }
    await within(1000, async () => (await listed(there)) && (await listed(here)));
  });
});
