import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberMessages } from '#shared/admin-members';
import type { MemberList, MemberSummary } from '#shared/schemas/admin-members';
import { playerProfiles } from '#server/db/schema/athletes';
import { session, twoFactor, user } from '#server/db/schema/auth';
import { guardianConsents } from '#server/db/schema/safety';
import { memberAccess, payments, subscriptions } from '#server/db/schema/subscriptions';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { totpCode } from '#server/test/totp';
import {
  createTestUser,
  enableTwoStep,
  signedInAdmin,
  signIn,
  type TestUser,
} from '#server/test/test-users';
import { setMemberRole } from './set-member-role';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A word no other test's members have, so a search for it finds this test's members alone. */
const uniqueTag = () => `q${randomUUID().replaceAll('-', '').slice(0, 10)}`;

type MembersQuery = NonNullable<Parameters<TestApp['api']['admin']['members']['$get']>[0]>['query'];

async function list(t: TestApp, query: MembersQuery) {
  const res = await t.api.admin.members.$get({ query });
  expect(res.status).toBe(200);
  return unwrap(res);
}

const idsOf = (page: MemberList) => page.items.map((item) => item.id);

/** One member in the dashboard: `dashboard(t).ban.$post({ ...on(userId), json })`. */
const dashboard = (t: TestApp) => t.api.admin.members[':userId'];
const on = (userId: string) => ({ param: { userId } });

async function detail(t: TestApp, userId: string) {
  const res = await dashboard(t).$get(on(userId));
  expect(res.status).toBe(200);
  return unwrap(res);
}

async function auditActions(t: TestApp, targetId: string) {
  const res = await t.api.admin.audit.$get({ query: { targetId } });
  expect(res.status).toBe(200);
  return unwrap(res);
}

/** A member's own browser, signed in. */
async function memberBrowser(member: TestUser) {
  const browser = await createTestApp();
  await signIn(browser, member);
  return browser;
}

async function refusal(res: { status: number; json(): Promise<unknown> }) {
  return { status: res.status, body: await errorOf(res) };
}

describe('GET /api/admin/members', () => {
  it('finds a member by any part of their name or of their email address', async () => {
    const t = await signedInAdmin();
    const tag = uniqueTag();
    const byName = await createTestUser(t, { name: `Ottoline ${tag}marsh` });
    const byEmail = await createTestUser(t, { email: `zed.${tag}.box@example.com` });

    // The middle of a word, in another case.
    const names = await list(t, { q: `${tag.slice(3).toUpperCase()}MAR` });
    expect(idsOf(names)).toEqual([byName.id]);
    expect(names.items[0]).toMatchObject({
      name: `Ottoline ${tag}marsh`,
      email: byName.email,
      role: 'user',
      emailVerified: true,
      banned: false,
      plan: null,
      access: true,
      consentStatus: null,
      lastSignInAt: null,
    });
    const emails = await list(t, { q: `${tag.slice(2)}.bo` });
    expect(idsOf(emails)).toEqual([byEmail.id]);
    // Both, newest first.
    expect(idsOf(await list(t, { q: tag }))).toEqual([byEmail.id, byName.id]);
  });

  it('treats % and _ in a search as the characters themselves', async () => {
    const t = await signedInAdmin();
    const tag = uniqueTag();
    const underscore = await createTestUser(t, { name: `Under_${tag}` });
    await createTestUser(t, { name: `Underx${tag}` });
    expect(idsOf(await list(t, { q: `under_${tag}` }))).toEqual([underscore.id]);
    expect(idsOf(await list(t, { q: `%${tag}` }))).toEqual([]);
  });

  it('filters by role, type, plan, access, ban and pending consent', async () => {
    const t = await signedInAdmin();
    const tag = uniqueTag();
    const make = (name: string, input: Parameters<typeof createTestUser>[1] = {}) =>
      createTestUser(t, { name: `${name} ${tag}`, ...input });
    const admin = await make('Ada Admin', { role: 'admin' });
    const coach = await make('Cole Coach', { userType: 'coach' });
    const player = await make('Pia Player', { userType: 'player' });
    const premium = await make('Pru Premium', { userType: 'player' });
    const lapsed = await make('Lars Lapsed');
    const locked = await make('Lou Locked');
    const banned = await make('Bo Banned');
    const waiting = await make('Wes Waiting', { userType: 'player' });
    const everyone = [admin, coach, player, premium, lapsed, locked, banned, waiting];

    const monthAhead = new Date(Date.now() + 30 * 24 * 3600_000);
    await t.db.insert(subscriptions).values([
      {
        userId: premium.id,
        tier: 'premium',
        status: 'active',
        provider: 'sandbox',
        currentPeriodEnd: monthAhead,
      },
      // Canceled, and a period that ended: neither is a plan held now.
      {
        userId: lapsed.id,
        tier: 'recruiting',
        status: 'canceled',
        provider: 'sandbox',
        currentPeriodEnd: monthAhead,
      },
      {
        userId: lapsed.id,
        tier: 'premium',
        status: 'active',
        provider: 'sandbox',
        currentPeriodEnd: new Date(Date.now() - 3600_000),
      },
    ]);
    await t.db.insert(memberAccess).values({ userId: locked.id, hasAccess: false });
    await t.db.update(user).set({ banned: true, banReason: 'Spam' }).where(eq(user.id, banned.id));
    // A ban whose end date has passed no longer counts.
    await t.db
      .update(user)
      .set({ banned: true, banReason: 'Old', banExpires: new Date(Date.now() - 60_000) })
      .where(eq(user.id, player.id));
    await t.db.insert(guardianConsents).values({
      userId: waiting.id,
      guardianEmail: `guardian.${tag}@example.com`,
      tokenHash: randomUUID(),
      expiresAt: monthAhead,
    });

    const found = async (filters: MembersQuery) =>
      new Set(idsOf(await list(t, { q: tag, limit: '100', ...filters })));
    const ids = (...members: TestUser[]) => new Set(members.map((member) => member.id));
    const allBut = (...members: TestUser[]) =>
      ids(...everyone.filter((member) => !members.includes(member)));

    expect(await found({})).toEqual(ids(...everyone));
    expect(await found({ role: 'admin' })).toEqual(ids(admin));
    expect(await found({ role: 'user' })).toEqual(allBut(admin));
    expect(await found({ userType: 'coach' })).toEqual(ids(coach));
    expect(await found({ userType: 'player' })).toEqual(ids(player, premium, waiting));
    expect(await found({ plan: 'premium' })).toEqual(ids(premium));
    expect(await found({ plan: 'recruiting' })).toEqual(ids());
    expect(await found({ plan: 'none' })).toEqual(allBut(premium));
    expect(await found({ access: 'off' })).toEqual(ids(locked));
    expect(await found({ access: 'on' })).toEqual(allBut(locked));
    expect(await found({ banned: 'yes' })).toEqual(ids(banned));
    expect(await found({ banned: 'no' })).toEqual(allBut(banned));
    expect(await found({ consentPending: 'yes' })).toEqual(ids(waiting));
    expect(await found({ consentPending: 'no' })).toEqual(allBut(waiting));
    expect(await found({ userType: 'player', plan: 'none', consentPending: 'no' })).toEqual(
      ids(player),
    );

    const rows = new Map(
      (await list(t, { q: tag, limit: '100' })).items.map((item) => [item.id, item]),
    );
    expect(rows.get(premium.id)).toMatchObject({ plan: 'premium', userType: 'player' });
    expect(rows.get(lapsed.id)).toMatchObject({ plan: null });
    expect(rows.get(locked.id)).toMatchObject({ access: false });
    expect(rows.get(banned.id)).toMatchObject({ banned: true });
    expect(rows.get(player.id)).toMatchObject({ banned: false });
    expect(rows.get(waiting.id)).toMatchObject({ consentStatus: 'pending' });
    expect(rows.get(admin.id)).toMatchObject({ role: 'admin' });
  });

  it('pages through every order without repeating or skipping a member', async () => {
    const t = await signedInAdmin();
    const tag = uniqueTag();
    const names = ['delta', 'Alpha', 'charlie', 'Echo', 'bravo', 'alpha', 'Foxtrot'];
    const members: TestUser[] = [];
    for (const name of names) members.push(await createTestUser(t, { name: `${name} ${tag}` }));
    // Several share one join time, to the microsecond: the id settles their order.
    const joined = new Date('2026-03-01T10:00:00.123456Z');
    await t.db
      .update(user)
      .set({ createdAt: joined })
      .where(
        inArray(
          user.id,
          members.slice(0, 4).map((member) => member.id),
        ),
      );
    await t.db
      .update(user)
      .set({ createdAt: sql`${joined.toISOString()}::timestamptz + interval '1 microsecond'` })
      .where(eq(user.id, members[4]!.id));

    async function walk(sort: MembersQuery['sort']) {
      const seen: MemberSummary[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await list(t, {
          q: tag,
          sort,
          limit: '3',
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...page.items);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      return { seen, pages };
    }

    // The order the database gives the same members (in its own collation for ids and names).
    const ids = members.map((member) => member.id);
    const orders = {
      newest: [desc(user.createdAt), desc(user.id)],
      oldest: [asc(user.createdAt), asc(user.id)],
      name: [asc(sql`lower(${user.name})`), asc(user.id)],
    };
    for (const sort of ['newest', 'oldest', 'name'] as const) {
      const { seen, pages } = await walk(sort);
      expect(pages, sort).toBe(3);
      const expected = await t.db
        .select({ id: user.id })
        .from(user)
        .where(inArray(user.id, ids))
        .orderBy(...orders[sort]);
      expect(
        seen.map((item) => item.id),
        sort,
      ).toEqual(expected.map((row) => row.id));
    }
    const { seen } = await walk('name');
    expect(seen.map((item) => item.name.split(' ')[0])).toEqual([
      expect.stringMatching(/^alpha$/i),
      expect.stringMatching(/^alpha$/i),
      'bravo',
      'charlie',
      'delta',
      'Echo',
      'Foxtrot',
    ]);
  });

  it('refuses a page link of another order or one it did not write', async () => {
    const t = await signedInAdmin();
    const tag = uniqueTag();
    for (let i = 0; i < 3; i += 1) await createTestUser(t, { name: `Page ${i} ${tag}` });
    const first = await list(t, { q: tag, limit: '1' });
    expect(first.nextCursor).toBeTruthy();
    const other = await t.api.admin.members.$get({
      query: { q: tag, sort: 'name', cursor: first.nextCursor! },
    });
    expect(await refusal(other)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    const forged = Buffer.from(
      JSON.stringify(['newest', '2026-02-30T00:00:00.000000Z', 'x']),
    ).toString('base64url');
    expect((await t.api.admin.members.$get({ query: { cursor: forged } })).status).toBe(400);
    // A plan the filters do not offer: as it comes, past the typed client.
    expect((await t.get('/api/admin/members?plan=gold')).status).toBe(400);
  });
});

describe('GET /api/admin/members/{userId}', () => {
  it('shows the profile, plans, payments, access, consent and open sessions', async () => {
    const t = await signedInAdmin();
    const admin = t.account;
    const member = await createTestUser(t, { userType: 'player' });
    const profile = onlyRow(
      await t.db
        .insert(playerProfiles)
        .values({ userId: member.id, firstName: 'Riley', lastName: 'Carter', sport: 'Soccer' })
        .returning(),
    );
    await t.db.insert(subscriptions).values({
      userId: member.id,
      tier: 'recruiting',
      status: 'trialing',
      provider: 'sandbox',
      currentPeriodEnd: new Date(Date.now() + 7 * 24 * 3600_000),
    });
    await t.db.insert(payments).values([
      {
        userId: member.id,
        provider: 'sandbox',
        providerRef: `in_${randomUUID()}`,
        description: 'Recruiting Profile',
        amountCents: 1999,
        status: 'paid',
        createdAt: new Date(Date.now() - 3600_000),
      },
      {
        userId: member.id,
        provider: 'sandbox',
        providerRef: `in_${randomUUID()}`,
        description: 'Recruiting Profile, renewal',
        amountCents: 1999,
        status: 'failed',
      },
    ]);
    await t.db.insert(guardianConsents).values({
      userId: member.id,
      guardianEmail: 'jordan.parent@example.com',
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    });
    await memberBrowser(member);

    const seen = await detail(t, member.id);
    expect(seen.self).toBe(false);
    expect(seen.member).toMatchObject({ id: member.id, email: member.email, plan: 'recruiting' });
    expect(seen.member.lastSignInAt).not.toBeNull();
    expect(seen.profile.athlete).toMatchObject({
      id: profile.id,
      name: 'Riley Carter',
      sport: 'Soccer',
      url: `/athlete/${profile.id}`,
    });
    expect(seen.profile.coach).toBeNull();
    expect(seen.subscriptions).toMatchObject([{ tier: 'recruiting', status: 'trialing' }]);
    expect(seen.payments.map((payment) => payment.status)).toEqual(['failed', 'paid']);
    expect(seen.access).toEqual({ hasAccess: true, updatedAt: null, updatedBy: null });
    expect(seen.ban).toEqual({ banned: false, reason: null, expiresAt: null });
    expect(seen.twoFactorEnabled).toBe(false);
    expect(seen.consent).toMatchObject({
      status: 'pending',
      guardianEmail: 'jo••••••@example.com',
    });
    expect(seen.sessions).toHaveLength(1);
    expect(seen.sessions[0]).toMatchObject({
      id: expect.any(String),
      ipAddress: expect.any(String),
    });

    expect((await detail(t, admin.id)).self).toBe(true);
    expect((await dashboard(t).$get(on('no-such-member'))).status).toBe(404);
  });
});

describe('member actions', () => {
  it('switches training access and audits it as member.access', async () => {
    const t = await signedInAdmin();
    const admin = t.account;
    const member = await createTestUser(t);
    const off = await dashboard(t).access.$put({
      ...on(member.id),
      json: {
        has_access: false,
      },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ user_id: member.id, has_access: false });
    expect((await detail(t, member.id)).access).toMatchObject({
      hasAccess: false,
      updatedBy: admin.email,
    });
    const log = await auditActions(t, member.id);
    expect(log.items).toMatchObject([
      {
        action: 'member.access',
        actorEmail: admin.email,
        targetLabel: member.email,
        before: { has_access: true },
        after: { has_access: false },
      },
    ]);
  });

  it('refuses to remove your own administrator role and that of the last active administrator', async () => {
    const t = await signedInAdmin();
    const admin = t.account;
    expect(
      await refusal(await dashboard(t).role.$post({ ...on(admin.id), json: { role: 'user' } })),
    ).toEqual({
      status: 403,
      body: expect.objectContaining({ message: memberMessages.demoteYourself }),
    });

    const other = await createTestUser(t);
    const promote = await dashboard(t).role.$post({ ...on(other.id), json: { role: 'admin' } });
    expect(promote.status).toBe(200);
    expect(await promote.json()).toMatchObject({ id: other.id, role: 'admin' });
    expect(
      (await refusal(await dashboard(t).role.$post({ ...on(other.id), json: { role: 'admin' } })))
        .status,
    ).toBe(409);
    expect(
      (await dashboard(t).role.$post({ ...on(other.id), json: { role: 'user' } })).status,
    ).toBe(200);
    // A role that does not exist: plain JSON, past the typed client.
    expect((await t.post(`/api/admin/members/${other.id}/role`, { role: 'boss' })).status).toBe(
      400,
    );
    expect((await auditActions(t, other.id)).items).toMatchObject([
      { action: 'member.role', before: { role: 'admin' }, after: { role: 'user' } },
      { action: 'member.role', before: { role: 'user' }, after: { role: 'admin' } },
    ]);

    // The last active administrator: every other one is banned for the length of a transaction
    // that is then rolled back, and an administrator (acting when the others still counted)
    // tries to demote them.
    const last = await createTestUser(t, { role: 'admin' });
    const actor = { id: admin.id, email: admin.email, ip: null };
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await tx
          .update(user)
          .set({ banned: true })
          .where(and(eq(user.role, 'admin'), ne(user.id, last.id)));
        await expect(setMemberRole(tx, actor, last.id, 'user')).rejects.toMatchObject({
          code: 'CONFLICT',
          message: memberMessages.lastAdmin,
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const [still] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, last.id));
    expect(still?.role).toBe('admin');
  });

  it('bans a member: their sessions end and they cannot sign in until the ban is lifted', async () => {
    const t = await signedInAdmin();
    const admin = t.account;
    const member = await createTestUser(t);
    const browser = await memberBrowser(member);
    expect((await browser.api.me.$get()).status).toBe(200);

    expect((await dashboard(t).ban.$post({ ...on(member.id), json: { reason: 'x' } })).status).toBe(
      400,
    );
    expect(
      (
        await dashboard(t).ban.$post({
          ...on(member.id),
          json: {
            reason: 'Spam',
            expiresAt: new Date(Date.now() - 60_000).toISOString(),
          },
        })
      ).status,
    ).toBe(400);
    expect(
      await refusal(await dashboard(t).ban.$post({ ...on(admin.id), json: { reason: 'Myself' } })),
    ).toMatchObject({ status: 403, body: { message: memberMessages.banYourself } });

    const until = new Date(Date.now() + 7 * 24 * 3600_000);
    const ban = await dashboard(t).ban.$post({
      ...on(member.id),
      json: {
        reason: 'Spam in messages',
        expiresAt: until.toISOString(),
      },
    });
    expect(ban.status).toBe(200);
    expect(await ban.json()).toMatchObject({ id: member.id, banned: true });
    expect((await browser.api.me.$get()).status).toBe(401);
    const again = await browser.post('/api/auth/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(again.status).toBe(403);
    const seen = await detail(t, member.id);
    expect(seen.ban).toMatchObject({ banned: true, reason: 'Spam in messages' });
    expect(Math.abs(Date.parse(seen.ban.expiresAt!) - until.getTime())).toBeLessThan(5_000);
    expect(seen.sessions).toEqual([]);
    expect(
      (await refusal(await dashboard(t).ban.$post({ ...on(member.id), json: { reason: 'Again' } })))
        .status,
    ).toBe(409);

    expect((await dashboard(t).unban.$post(on(member.id))).status).toBe(200);
    expect((await refusal(await dashboard(t).unban.$post(on(member.id)))).body.message).toBe(
      memberMessages.notBanned,
    );
    await signIn(browser, member);
    expect((await browser.api.me.$get()).status).toBe(200);

    expect((await auditActions(t, member.id)).items).toMatchObject([
      { action: 'member.unban', before: { banned: true }, after: { banned: false } },
      {
        action: 'member.ban',
        before: { banned: false, sessions: 1 },
        after: { banned: true, reason: 'Spam in messages', sessions: 0 },
      },
    ]);
  });

  it('resets a member’s two-step sign-in: the secret goes and their sessions end', async () => {
    const t = await signedInAdmin();
    const member = await createTestUser(t);
    expect(
      (await refusal(await dashboard(t)['reset-two-factor'].$post(on(member.id)))).body.message,
    ).toBe(memberMessages.noTwoFactor);

    const browser = await memberBrowser(member);
    const { totpURI } = await enableTwoStep(browser, member.password);
    expect(
      (await browser.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).status,
    ).toBe(200);
    expect((await detail(t, member.id)).twoFactorEnabled).toBe(true);

    const reset = await dashboard(t)['reset-two-factor'].$post(on(member.id));
    expect(reset.status).toBe(200);
    expect((await browser.api.me.$get()).status).toBe(401);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id))).toEqual([]);
    expect((await detail(t, member.id)).twoFactorEnabled).toBe(false);
    // The password alone signs them in now.
    const login = await browser.post('/api/auth/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(login.status).toBe(200);
    expect(await login.json()).not.toMatchObject({ twoFactorRedirect: true });
    expect((await browser.api.me.$get()).status).toBe(200);

    expect((await auditActions(t, member.id)).items).toMatchObject([
      {
        action: 'member.reset_two_factor',
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false, sessions: 0 },
      },
    ]);
  });

  it('signs a member out everywhere', async () => {
    const t = await signedInAdmin();
    const admin = t.account;
    const member = await createTestUser(t);
    const phone = await memberBrowser(member);
    const laptop = await memberBrowser(member);
    expect((await detail(t, member.id)).sessions).toHaveLength(2);

    expect((await dashboard(t)['sign-out-everywhere'].$post(on(member.id))).status).toBe(200);
    expect((await phone.api.me.$get()).status).toBe(401);
    expect((await laptop.api.me.$get()).status).toBe(401);
    expect(await t.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    expect((await dashboard(t)['sign-out-everywhere'].$post(on(admin.id))).status).toBe(403);
    expect((await auditActions(t, member.id)).items).toMatchObject([
      { action: 'member.sign_out_everywhere', before: { sessions: 2 }, after: { sessions: 0 } },
    ]);
  });

  it('deletes an account with its athlete profile once its email is typed', async () => {
    const t = await signedInAdmin();
    const admin = t.account;
    const member = await createTestUser(t, { userType: 'player' });
    const profile = onlyRow(
      await t.db
        .insert(playerProfiles)
        .values({ userId: member.id, firstName: 'Gone', lastName: 'Soon' })
        .returning(),
    );

    const wrong = await dashboard(t).delete.$post({
      ...on(member.id),
      json: {
        confirmEmail: 'someone.else@example.com',
      },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      fieldErrors: { confirmEmail: [memberMessages.confirmEmailWrong] },
    });
    expect(
      await refusal(
        await dashboard(t).delete.$post({ ...on(admin.id), json: { confirmEmail: admin.email } }),
      ),
    ).toMatchObject({ status: 403, body: { message: memberMessages.deleteYourself } });

    const res = await dashboard(t).delete.$post({
      ...on(member.id),
      json: {
        confirmEmail: ` ${member.email.toUpperCase()} `,
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: member.id, email: member.email });
    expect(await t.db.select().from(user).where(eq(user.id, member.id))).toEqual([]);
    expect(
      await t.db.select().from(playerProfiles).where(eq(playerProfiles.id, profile.id)),
    ).toEqual([]);
    expect((await dashboard(t).$get(on(member.id))).status).toBe(404);
    expect((await auditActions(t, member.id)).items).toMatchObject([
      {
        action: 'member.delete',
        targetLabel: member.email,
        before: { email: member.email, userType: 'player' },
        after: null,
      },
    ]);
  });

  it('keeps an account whose card plan still renews', async () => {
    const t = await signedInAdmin();
    const member = await createTestUser(t);
    await t.db.insert(subscriptions).values({
      userId: member.id,
      tier: 'premium',
      status: 'active',
      provider: 'stripe',
      providerSubscriptionId: `sub_${randomUUID()}`,
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600_000),
    });
    const res = await dashboard(t).delete.$post({
      ...on(member.id),
      json: {
        confirmEmail: member.email,
      },
    });
    expect(await refusal(res)).toMatchObject({
      status: 409,
      body: { message: memberMessages.planStillRenews },
    });
    expect(await t.db.select({ id: user.id }).from(user).where(eq(user.id, member.id))).toEqual([
      { id: member.id },
    ]);
    expect((await auditActions(t, member.id)).items).toEqual([]);
  });
});
