import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin';
import { controlCharacterMessage } from '#shared/schemas/text';
import { adminAuditLog } from '#server/db/schema/admin';
import { session, user } from '#server/db/schema/auth';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { totpCode } from '#server/test/totp';
import { createTestUser, enableTwoStep, signedInAdmin, signIn } from '#server/test/test-users';
import { recordAudit } from './audit-log';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const overview = (t: TestApp) => t.api.admin.overview.$get();

async function refusal(t: TestApp) {
  const res = await overview(t);
  return { status: res.status, body: await errorOf(res) };
}

describe('the fresh-session rule of the admin API', () => {
  it('refuses a session signed in over 12 hours ago until the administrator signs in again', async () => {
    const t = await signedInAdmin();
    const admin = t.account;
    expect((await overview(t)).status).toBe(200);

    await t.db
      .update(session)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(session.userId, admin.id));
    await t.heard();
    expect(await refusal(t)).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'SIGN_IN_AGAIN', message: adminMessages.staleSession }),
    });
    // Every admin route, not only the overview: the dashboard's gate asks /access.
    expect((await t.api.admin.audit.$get({ query: {} })).status).toBe(403);
    expect((await t.api.admin.access.$get()).status).toBe(403);

    await signIn(t, admin);
    expect((await overview(t)).status).toBe(200);
  });

  it('tells the dashboard’s gate who the administrator is, without the overview’s work', async () => {
    const t = await signedInAdmin();
    const admin = t.account;
    const res = await t.api.admin.access.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: admin.id, email: admin.email });
  });

  it('asks an administrator with two-step sign-in on for a session opened with the code', async () => {
    const t = await signedInAdmin();
    const admin = t.account;
    const { totpURI } = await enableTwoStep(t, admin.password);
    expect(
      (await t.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).status,
    ).toBe(200);
    // Turning it on was itself a check of the code: this session may act.
    expect((await overview(t)).status).toBe(200);

    // A session opened without the code (as a Pi sign-in or an email confirmation would).
    await t.db
      .update(session)
      .set({ twoFactorVerified: false })
      .where(eq(session.userId, admin.id));
    await t.heard();
    expect(await refusal(t)).toEqual({
      status: 403,
      body: expect.objectContaining({
        code: 'SIGN_IN_AGAIN',
        message: adminMessages.secondFactorNeeded,
      }),
    });

    t.cookies.clear();
    await t.post('/api/auth/sign-in/email', { email: admin.email, password: admin.password });
    expect(
      (await t.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).status,
    ).toBe(200);
    expect((await overview(t)).status).toBe(200);
  });

  it('guards every path under /api/admin, served or not, before the request is read', async () => {
    const visitor = await createTestApp();
    expect((await visitor.get('/api/admin/no-such-section')).status).toBe(401);
    const member = await createTestApp();
    await signIn(member, await createTestUser(member));
    expect((await member.get('/api/admin/no-such-section')).status).toBe(403);
    // A body no admin route would accept is refused for who sends it, not for what it holds.
    const res = await member.post('/api/admin/members/not-a-member/role', { role: 'owner' });
    expect(res.status).toBe(403);
    const admin = await signedInAdmin();
    expect((await admin.get('/api/admin/no-such-section')).status).toBe(404);
  });

  it('does not serve better-auth’s own admin endpoints, which would act without an audit row', async () => {
    const t = await signedInAdmin();
    const target = await createTestUser(t);
    expect((await t.get('/api/auth/admin/list-users?limit=1')).status).toBe(404);
    expect(
      (await t.post('/api/auth/admin/set-role', { userId: target.id, role: 'admin' })).status,
    ).toBe(404);
    const [row] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, target.id));
    expect(row?.role).not.toBe('admin');
  });
});

describe('the audit log', () => {
  const actor = { id: 'audit-test-admin', email: 'audit-admin@example.com', ip: '203.0.113.9' };

  it('keeps every row: updates and deletes are refused by the database', async () => {
    const t = await createTestApp();
    const targetId = randomUUID();
    await recordAudit(t.db, actor, {
      action: 'member.ban',
      targetType: 'member',
      targetId,
      before: { banned: false },
      after: { banned: true },
    });
    await expect(
      t.db
        .update(adminAuditLog)
        .set({ action: 'member.unban' })
        .where(eq(adminAuditLog.targetId, targetId)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(adminAuditLog).where(eq(adminAuditLog.targetId, targetId)),
    ).rejects.toThrow();
    const rows = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, targetId));
    expect(rows).toMatchObject([{ action: 'member.ban', after: { banned: true }, ip: actor.ip }]);
  });

  it('lists the rows newest first, filtered by target and action family, in pages', async () => {
    const t = await signedInAdmin();
    const targetId = randomUUID();
    for (const action of ['member.ban', 'member.unban', 'member.role']) {
      await recordAudit(t.db, actor, { action, targetType: 'member', targetId });
    }
    await recordAudit(t.db, actor, { action: 'payment.refund', targetType: 'payment', targetId });

    const audit = (query: { action: string; limit?: string; cursor?: string }) =>
      unwrap(t.api.admin.audit.$get({ query: { targetId, ...query } }));
    const first = await audit({ action: 'member', limit: '2' });
    expect(first.items.map((item) => item.action)).toEqual(['member.role', 'member.unban']);
    expect(first.items[0]).toMatchObject({ actorEmail: actor.email, ip: actor.ip });
    const second = await audit({ action: 'member', limit: '2', cursor: first.nextCursor! });
    expect(second.items.map((item) => item.action)).toEqual(['member.ban']);
    expect(second.nextCursor).toBeNull();

    const exact = await audit({ action: 'payment.refund' });
    expect(exact.items.map((item) => item.action)).toEqual(['payment.refund']);
    expect((await t.api.admin.audit.$get({ query: { cursor: 'bm90LWEtY3Vyc29y' } })).status).toBe(
      400,
    );
  });

  it('refuses a NUL byte or another control character in the target and actor filters', async () => {
    const t = await signedInAdmin();
    for (const query of ['targetId=%00', 'actorId=%00', 'targetId=a%00b', 'actorId=%0Aadmin']) {
      const res = await t.get(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).message).toBe(controlCharacterMessage);
    }
  });
});
