import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { piMessages } from '#shared/schemas/pi';
import { session, user } from '../db/schema/auth';
import { piAccounts } from '../db/schema/pi';
import { createTestApp, uniqueEmail, unwrap } from '../test/test-app';
import { piWallet } from '../test/pi-wallet';
import { createTestUser, enableTwoStep, signIn } from '../test/test-users';
import { totpCode } from '../test/totp';
import { SIGN_IN_FAILURES_ALLOWED } from './sign-in-throttle';
import { refuseSessionWithoutSecondFactor, signInMessages } from './password-sign-in';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What the Pi Browser hands the page: an access token from the Pi simulator. */
const piToken = async (t: TestApp, username?: string) => {
  const wallet = await piWallet(t, username);
  return { accessToken: wallet.accessToken, uid: wallet.uid, username: wallet.name };
};

const linkedUser = async (t: TestApp, uid: string) =>
  (await t.db.select().from(piAccounts).where(eq(piAccounts.uid, uid)))[0]?.userId ?? null;

/** An account with two-step sign-in on: its otpauth URI, and a browser signed out again. */
async function withTwoStep(t: TestApp) {
  const account = await createTestUser(t, { userType: 'player' });
  await signIn(t, account);
  const { totpURI } = await enableTwoStep(t, account.password);
  expect(
    (await t.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).status,
  ).toBe(200);
  t.cookies.clear();
  return { ...account, totpURI };
}

describe('linking a Pi wallet with a password', () => {
  it('gives an account with two-step sign-in on no session and no link', async () => {
    const t = await createTestApp();
    const account = await withTwoStep(t);
    const wallet = await piToken(t);
    const res = await t.api.pi.auth.$post({
      json: {
        accessToken: wallet.accessToken,
        email: account.email,
        password: account.password,
      },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: signInMessages.linkAfterTwoStep,
    });
    expect((await t.api.me.$get()).status).toBe(401);
    expect(await linkedUser(t, wallet.uid)).toBeNull();
    // …so two-step sign-in cannot be switched off with a session it never gave.
    const disable = await t.post('/api/auth/two-factor/disable', { password: account.password });
    expect(disable.status).toBe(401);
  });

  it('is refused once the account is locked by failed sign-ins, and counts its own failures', async () => {
    const t = await createTestApp();
    const account = await createTestUser(t, { userType: 'player' });
    // Failed email sign-ins lock the account for Pi linking too.
    const browser = await createTestApp();
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED; i += 1) {
      await browser.post('/api/auth/sign-in/email', {
        email: account.email,
        password: `wrong-password-${i}`,
      });
    }
    const wallet = await piToken(t);
    const locked = await t.api.pi.auth.$post({
      json: {
        accessToken: wallet.accessToken,
        email: account.email,
        password: account.password,
      },
    });
    expect(locked.status).toBe(429);
    expect(await linkedUser(t, wallet.uid)).toBeNull();

    // Wrong passwords through Pi count against the account as email sign-ins do.
    const other = await createTestUser(t, { userType: 'player' });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED + 2; i += 1) {
      const guess = await createTestApp();
      const { accessToken } = await piToken(guess);
      const res = await guess.api.pi.auth.$post({
        json: {
          accessToken,
          email: other.email,
          password: `guess-number-${i}`,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, SIGN_IN_FAILURES_ALLOWED)).toEqual(
      Array(SIGN_IN_FAILURES_ALLOWED).fill(401),
    );
    expect(statuses.slice(SIGN_IN_FAILURES_ALLOWED)).toEqual([429, 429]);
    const email = await createTestApp();
    expect(
      (
        await email.post('/api/auth/sign-in/email', {
          email: other.email,
          password: other.password,
        })
      ).status,
    ).toBe(429);
  });

  it('does not link an account whose email is not confirmed', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('squatter');
    const signup = await t.post('/api/auth/sign-up/email', {
      form: 'athlete',
      firstName: 'Sam',
      lastName: 'Squat',
      email,
      password: 'someone-elses-2031',
      confirmPassword: 'someone-elses-2031',
      sport: 'Basketball',
      position: 'Wing',
      school: 'Somebody Else High',
      location: 'Reno, NV',
      gender: 'Other',
      birthMonth: '3',
      birthYear: '2001',
    });
    expect(signup.status, await signup.clone().text()).toBe(200);
    const wallet = await piToken(t);
    const res = await t.api.pi.auth.$post({
      json: {
        accessToken: wallet.accessToken,
        email,
        password: 'someone-elses-2031',
      },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(await linkedUser(t, wallet.uid)).toBeNull();
    expect((await t.api.me.$get()).status).toBe(401);
  });
});

describe('signing in with a linked wallet', () => {
  it('asks an account with two-step sign-in on for its code before any session', async () => {
    const t = await createTestApp();
    const account = await withTwoStep(t);
    const wallet = await piToken(t);
    // Linked while signed in with the code.
    await t.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    await t.post('/api/auth/two-factor/verify-totp', { code: totpCode(account.totpURI) });
    const link = await t.api.pi.auth.$post({ json: { accessToken: wallet.accessToken } });
    expect(await link.json()).toMatchObject({ twoFactorRedirect: false, linked: true });
    expect(await linkedUser(t, wallet.uid)).toBe(account.id);

    // Another browser with the wallet alone.
    const other = await createTestApp();
    const again = await piToken(other, wallet.username);
    const res = await other.api.pi.auth.$post({ json: { accessToken: again.accessToken } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ twoFactorRedirect: true });
    expect((await other.api.me.$get()).status).toBe(401);
    const sessions = await t.db.select().from(session).where(eq(session.userId, account.id));
    const verify = await other.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(account.totpURI),
    });
    expect(verify.status).toBe(200);
    expect((await other.api.me.$get()).status).toBe(200);
    const after = await t.db.select().from(session).where(eq(session.userId, account.id));
    expect(after.length).toBe(sessions.length + 1);
  });
});

describe('the rule where sessions are made', () => {
  it('refuses a session for an account with two-step sign-in on outside the code’s check', async () => {
    const t = await createTestApp();
    const account = await withTwoStep(t);
    for (const path of ['/pi/sign-in', '/verify-email', undefined]) {
      await expect(
        refuseSessionWithoutSecondFactor(t.db, account.id, path ? { path } : null),
      ).rejects.toMatchObject({ body: { code: 'TWO_FACTOR_REQUIRED' } });
    }
    for (const path of [
      '/sign-in/email',
      '/two-factor/verify-totp',
      '/two-factor/verify-backup-code',
    ]) {
      await expect(
        refuseSessionWithoutSecondFactor(t.db, account.id, { path }),
      ).resolves.toBeUndefined();
    }
    const [plain] = await t.db.select({ id: user.id }).from(user).where(eq(user.id, account.id));
    expect(plain).toBeDefined();
  });
});

describe('the wallet on /profile', () => {
  it('lists the linked wallet and unlinks it with the password, never without', async () => {
    const t = await createTestApp();
    const account = await createTestUser(t, { userType: 'player' });
    await signIn(t, account);
    expect(await (await t.api.pi.wallet.$get()).json()).toEqual({ wallets: [] });
    const wallet = await piToken(t);
    await t.api.pi.auth.$post({ json: { accessToken: wallet.accessToken } });
    const listed = await unwrap(t.api.pi.wallet.$get());
    expect(listed.wallets).toHaveLength(1);
    expect(listed.wallets[0]).toMatchObject({ onlyWayIn: false });

    const wrong = await t.api.pi.wallet.unlink.$post({ json: { password: 'not-my-password' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: piMessages.wrongCurrentPassword });
    expect(await linkedUser(t, wallet.uid)).toBe(account.id);

    const right = await t.api.pi.wallet.unlink.$post({ json: { password: account.password } });
    expect(right.status).toBe(200);
    expect(await linkedUser(t, wallet.uid)).toBeNull();
    expect(await (await t.api.pi.wallet.$get()).json()).toEqual({ wallets: [] });
    expect(
      (await t.api.pi.wallet.unlink.$post({ json: { password: account.password } })).status,
    ).toBe(404);
  });

  it('keeps the wallet of an account that has no other way in', async () => {
    const t = await createTestApp();
    const wallet = await piToken(t);
    await t.api.pi.auth.$post({ json: { accessToken: wallet.accessToken } });
    const listed = await unwrap(t.api.pi.wallet.$get());
    expect(listed.wallets[0]).toMatchObject({ onlyWayIn: true });
    const res = await t.api.pi.wallet.unlink.$post({ json: { password: 'anything-at-all' } });
    expect(res.status).toBe(409);
    expect(await linkedUser(t, wallet.uid)).not.toBeNull();
  });
});
