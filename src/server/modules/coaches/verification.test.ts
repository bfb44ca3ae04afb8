import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recruitingMessages } from '#shared/recruiting';
import { adminAuditLog } from '#server/db/schema/admin';
import { coachVerifications } from '#server/db/schema/recruiting';
import { addCoachProfile, verifyCoach } from '#server/test/coach-fixtures';
import { createTestApp, errorOf, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signedInAdmin, signIn } from '#server/test/test-users';
import { findCoachBadge, findCoachBadges } from './coach-standing';
import { expireVerifications } from './verification';

/** A signed-in coach account with its sign-up details, on a test app of its own. */
async function signedInCoach(coachType: 'college' | 'highSchool' = 'college') {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'coach', name: 'Casey Morgan' });
  await addCoachProfile(t.db, account.id);
  if (coachType !== 'college') {
    const { coachProfiles } = await import('#server/db/schema/accounts');
    await t.db.update(coachProfiles).set({ coachType }).where(eq(coachProfiles.userId, account.id));
  }
  await signIn(t, account);
  return Object.assign(t, { account });
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

async function askWithAddress(t: Awaited<ReturnType<typeof signedInCoach>>) {
  const domainEmail = uniqueEmail('coach').replace(/@.*/, '@state.edu');
  const res = await t.post('/api/me/coach/verification', {
    institution: 'State University',
    level: 'ncaa-d1',
    title: 'Assistant Coach',
    domainEmail,
  });
  expect(res.status).toBe(201);
  const mail = await t.lastMailTo(domainEmail);
  return { domainEmail, code: codeIn(mail?.text ?? '') };
}

async function standing(t: Awaited<ReturnType<typeof signedInCoach>>) {
  return unwrap(t.api.me.coach.$get());
}

describe('coach verification', () => {
  it('confirms the address with the mailed code, then an administrator approves: the badge shows', async () => {
    const t = await signedInCoach();
    expect(await standing(t)).toMatchObject({ verified: false, request: null });
    const { code } = await askWithAddress(t);
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await t.post('/api/me/coach/verification/code', { code });
    expect(confirmed.status).toBe(200);
    const { request } = await standing(t);
    expect(request?.status).toBe('email-confirmed');

    // Only administrators see the queue and decide.
    expect((await t.get('/api/admin/verifications')).status).toBe(403);
    const admin = await signedInAdmin();
    const queue = await unwrap(admin.api.admin.verifications.$get({ query: {} }));
    expect(queue.items.map((item) => item.userId)).toContain(t.account.id);
    expect((await admin.post(`/api/admin/verifications/${request!.id}/approve`)).status).toBe(200);

    const after = await standing(t);
    expect(after.verified).toBe(true);
    expect(after.badge?.text).toBe('Verified · State University · NCAA D1');
    const mail = await t.lastMailTo(t.account.email);
    expect(mail?.subject).toMatch(/You are verified/);
    const [audit] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, t.account.id));
    expect(audit?.action).toBe('coach.verify');

    // The public page says the badge and nothing else.
    const page = await unwrap(t.api.coaches[':id'].$get({ param: { id: t.account.id } }));
    expect(page).toMatchObject({ badge: 'Verified · State University · NCAA D1' });
    expect(Object.keys(page).sort()).toEqual(
      ['badge', 'id', 'institution', 'level', 'name', 'sports', 'title'].sort(),
    );
    expect(JSON.stringify(page)).not.toContain(t.account.email);
  });

  it('refuses a wrong code, then a sixth try even when right', async () => {
    const t = await signedInCoach();
    const { code } = await askWithAddress(t);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await t.post('/api/me/coach/verification/code', { code: wrong });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(recruitingMessages.wrongCode);
    }
    const sixth = await t.post('/api/me/coach/verification/code', { code });
    expect(sixth.status).toBe(429);
    expect((await errorOf(sixth)).message).toBe(recruitingMessages.tooManyTries);
    expect((await standing(t)).request?.status).toBe('requested');
  });

  it('refuses an expired code', async () => {
    const t = await signedInCoach();
    const { code } = await askWithAddress(t);
    await t.db
      .update(coachVerifications)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(coachVerifications.userId, t.account.id));
    const res = await t.post('/api/me/coach/verification/code', { code });
    expect(res.status).toBe(410);
    expect((await errorOf(res)).message).toBe(recruitingMessages.codeExpired);
  });

  it('refuses a personal mail domain for a college claim, and a college claim without an address', async () => {
    const t = await signedInCoach();
    const gmail = await t.post('/api/me/coach/verification', {
      institution: 'State University',
      level: 'ncaa-d2',
      domainEmail: 'coach.morgan@gmail.com',
    });
    expect(gmail.status).toBe(400);
    expect((await errorOf(gmail)).message).toBe(recruitingMessages.personalDomain);
    const staffPageOnly = await t.post('/api/me/coach/verification', {
      institution: 'State University',
      level: 'ncaa-d2',
      staffPageUrl: 'https://state.edu/staff',
    });
    expect(staffPageOnly.status).toBe(400);
    // A level the coach's type does not coach at.
    const level = await t.post('/api/me/coach/verification', {
      institution: 'State University',
      level: 'high-school',
      domainEmail: 'c@state.edu',
    });
    expect(level.status).toBe(400);
  });

  it('queues a school coach’s staff page for review, and a rejected coach waits before asking again', async () => {
    const t = await signedInCoach('highSchool');
    const res = await t.post('/api/me/coach/verification', {
      institution: 'Westview High School',
      level: 'high-school',
      staffPageUrl: 'https://westview.example/staff',
    });
    expect(res.status).toBe(201);
    const again = await t.post('/api/me/coach/verification', {
      institution: 'Westview High School',
      level: 'high-school',
      staffPageUrl: 'https://westview.example/staff',
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(recruitingMessages.alreadyWaiting);

    const { request } = await standing(t);
    const admin = await signedInAdmin();
    const reject = await admin.post(`/api/admin/verifications/${request!.id}/reject`, {
      reason: 'The staff page does not list you.',
    });
    expect(reject.status).toBe(200);
    const after = await standing(t);
    expect(after).toMatchObject({
      verified: false,
      request: { status: 'rejected', reason: 'The staff page does not list you.' },
    });
    const retry = await t.post('/api/me/coach/verification', {
      institution: 'Westview High School',
      level: 'high-school',
      staffPageUrl: 'https://westview.example/staff',
    });
    expect(retry.status).toBe(409);
    expect((await errorOf(retry)).message).toMatch(/turned down: The staff page does not list you/);
    // A decided request cannot be decided again.
    expect((await admin.post(`/api/admin/verifications/${request!.id}/approve`)).status).toBe(409);
  });

  it('is for coach accounts only', async () => {
    const t = await createTestApp();
    const athlete = await createTestUser(t, { userType: 'player' });
    await signIn(t, athlete);
    expect(await (await t.get('/api/me/coach')).json()).toMatchObject({ coach: false });
    const res = await t.post('/api/me/coach/verification', {
      institution: 'State University',
      level: 'ncaa-d1',
      domainEmail: 'a@state.edu',
    });
    expect(res.status).toBe(403);
  });

  it('keeps the badge while a renewal waits, until the current verification’s own end', async () => {
    const t = await signedInCoach();
    const ends = new Date(Date.now() + 20 * 24 * 3600_000);
    await verifyCoach(t.db, t.account.id, { expiresAt: ends });
    expect((await standing(t)).verified).toBe(true);

    // Renewing in the last month: the badge stays while the code and the queue wait.
    const { code } = await askWithAddress(t);
    const asked = await standing(t);
    expect(asked).toMatchObject({
      verified: true,
      badge: { text: 'Verified · State University · NCAA D1' },
      request: { status: 'requested' },
    });
    await t.post('/api/me/coach/verification/code', { code });
    const waiting = await standing(t);
    expect(waiting).toMatchObject({ verified: true, request: { status: 'email-confirmed' } });
    expect(
      (await findCoachBadges(t.db, [t.account.id], new Date())).get(t.account.id)?.expiresAt,
    ).toEqual(ends);
    // Its own end still ends it, renewal or not.
    const after = new Date(ends.getTime() + 1000);
    expect(await findCoachBadge(t.db, t.account.id, after)).toBeNull();
    expect((await findCoachBadges(t.db, [t.account.id], after)).size).toBe(0);

    // Approved, the new year counts from the approval.
    const admin = await signedInAdmin();
    await admin.post(`/api/admin/verifications/${waiting.request!.id}/approve`);
    const renewed = await findCoachBadge(t.db, t.account.id, after);
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(ends.getTime());
  });

  it('drops the badge when the renewal is turned down: the last decision stands', async () => {
    const t = await signedInCoach();
    await verifyCoach(t.db, t.account.id, { expiresAt: new Date(Date.now() + 20 * 24 * 3600_000) });
    const { code } = await askWithAddress(t);
    await t.post('/api/me/coach/verification/code', { code });
    const { request } = await standing(t);
    const admin = await signedInAdmin();
    await admin.post(`/api/admin/verifications/${request!.id}/reject`, {
      reason: 'You are no longer on the staff.',
    });
    expect(await standing(t)).toMatchObject({ verified: false, request: { status: 'rejected' } });
    expect(await findCoachBadge(t.db, t.account.id, new Date())).toBeNull();
  });

  it('ends after a year, with a reminder a month before', async () => {
    const t = await signedInCoach();
    const { code } = await askWithAddress(t);
    await t.post('/api/me/coach/verification/code', { code });
    const { request } = await standing(t);
    const admin = await signedInAdmin();
    await admin.post(`/api/admin/verifications/${request!.id}/approve`);
    const deps = { db: t.db };
    const site = { siteName: 'Test', publicUrl: 'http://localhost' };
    // The test database is shared: count only this coach's mail.
    const sent: string[] = [];
    const mailer = {
      kind: 'dev-mailbox' as const,
      send: async (m: { to: string; subject: string }) => {
        if (m.to === t.account.email) sent.push(m.subject);
      },
    };
    // 340 days on: the reminder, once.
    const later = new Date(Date.now() + 340 * 24 * 3600_000);
    await expireVerifications({ ...deps, ...site, mailer }, later);
    await expireVerifications({ ...deps, ...site, mailer }, later);
    expect(sent.filter((subject) => subject.includes('ends on'))).toHaveLength(1);
    // A year and a day on: the badge is gone at once, and the coach is told.
    const end = new Date(Date.now() + 366 * 24 * 3600_000);
    await expireVerifications({ ...deps, ...site, mailer }, end);
    expect(sent.some((subject) => subject.includes('has ended'))).toBe(true);
    expect((await standing(t)).verified).toBe(false);
  });
});
