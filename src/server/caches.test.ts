import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { coachVerifications } from './db/schema/recruiting';
import { trainingCatalogue } from '#server/modules/training';
import { subscriptions } from './db/schema/subscriptions';
import { addCoachProfile } from './test/coach-fixtures';
import { createTestApp, unwrap } from './test/test-app';
import { createTestUser, signedInAdmin, signIn } from './test/test-users';
import { within } from './test/within';
import { onlyRow } from '#server/test/rows';

// The answers kept per account or per site (sessions, subscription statuses, the training
// shelf): a write is seen by the next read on the instance that made it and, within a second,
// on another instance; and one member never receives another's answer.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A browser on a server instance of its own (its own caches) on the same database. */
const otherInstance = () => createTestApp({}, { ownCaches: true });

const url = process.env.TEST_DATABASE_URL;
let secondHandle: DatabaseHandle | undefined;
afterAll(async () => {
  await secondHandle?.close();
});

/**
 * Another instance with a database handle of its own on PostgreSQL (its own pool and LISTEN
 * connection, as a second process has); a PGlite database belongs to one process, so there the
 * two share the handle and its NOTIFY.
 */
async function otherInstanceOwnHandle() {
  if (url) secondHandle ??= await openDatabase({ kind: 'postgres', url });
  return createTestApp({}, { ownCaches: true, database: secondHandle });
}

/** A signed-in coach account with its sign-up details, not yet verified. */
async function coachOn(t: TestApp) {
  const account = await createTestUser(t, { userType: 'coach', name: 'Casey Morgan' });
  await addCoachProfile(t.db, account.id);
  await signIn(t, account);
  return Object.assign(t, { account });
}

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

  it('keep each coach’s own badge, seen when it is given or ended at once here and within a second on another instance', async () => {
    const [one, two] = await Promise.all([
      coachOn(await createTestApp()),
      coachOn(await createTestApp()),
    ]);
    // Another instance: on PostgreSQL its own pool and LISTEN connection, as another process has.
    const there = await otherInstanceOwnHandle();
    for (const [name, value] of one.cookies) there.cookies.set(name, value);
    const boards = async (t: TestApp) => (await t.get('/api/recruiting/boards')).status;
    expect([await boards(one), await boards(there), await boards(two)]).toEqual([403, 403, 403]);

    // An administrator approves on this instance: this instance knows at once.
    const request = onlyRow(
      await one.db
        .insert(coachVerifications)
        .values({
          userId: one.account.id,
          institution: 'State University',
          level: 'ncaa-d1',
          domainEmail: 'coach@state.edu',
          status: 'email-confirmed',
          emailConfirmedAt: new Date(),
        })
        .returning({ id: coachVerifications.id }),
    );
    const admin = await signedInAdmin();
    expect((await admin.post(`/api/admin/verifications/${request.id}/approve`)).status).toBe(200);
    expect(await boards(one)).toBe(200);
    await within(1000, async () => (await boards(there)) === 200);
    // The other coach's kept answer is their own.
    expect(await boards(two)).toBe(403);

    // The badge ends (its year over, as the nightly check leaves it): both refuse again.
    await one.db
      .update(coachVerifications)
      .set({ status: 'expired' })
      .where(eq(coachVerifications.id, request.id));
    await within(1000, async () => (await boards(one)) === 403 && (await boards(there)) === 403);
  });
});
