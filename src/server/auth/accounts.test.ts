import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '#shared/schemas/accounts';
import { coachProfiles, organizations } from '../db/schema/accounts';
import { playerProfiles } from '../db/schema/athletes';
import { user } from '../db/schema/auth';
import { createTestApp, errorOf, linkIn, uniqueEmail } from '../test/test-app';
import { createVerifiedUser } from './create-verified-user';
import { totpCode } from '../test/totp';
import { createSiteAuth } from '../site-auth';
// The one import past a front door: the rollback test replaces this function where its caller
// reads it, which only its own file's exports allow.
// eslint-disable-next-line import/no-restricted-paths
import * as signupDetails from '#server/modules/accounts/create-signup-details';
import { createTestUser, enableTwoStep, signIn } from '../test/test-users';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const password = 'court-vision-42';

function genericSignup(overrides: Record<string, unknown> = {}) {
  return {
    form: 'generic',
    name: 'ignored',
    email: uniqueEmail(),
    password,
    confirmPassword: password,
    phoneNumber: '512-555-0134',
    callbackURL: '/profile',
    birthMonth: '8',
    birthYear: '2003',
    ...overrides,
  };
}

/** The shortest valid sign-up, for tests about what comes after it. */
function organizationSignup(name: string, organizationType: 'club' | 'league' = 'club') {
  return genericSignup({ userType: 'organization', organizationName: name, organizationType });
}

async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * Signs up with the body given (expecting success) and reads what sign-up stored beyond the
 * account: the athlete profile, the coach profile or the organization.
 */
async function profileOf(t: TestApp, body: Record<string, unknown>) {
  expect((await t.post('/api/auth/sign-up/email', body)).status).toBe(200);
  const userId = await userIdOf(t, String(body.email));
  const [[athlete], [coach], [organization]] = await Promise.all([
    t.db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId)),
    t.db.select().from(coachProfiles).where(eq(coachProfiles.userId, userId)),
    t.db.select().from(organizations).where(eq(organizations.ownerUserId, userId)),
  ]);
  return { athlete, coach, organization };
}

/** Signs up and follows the confirmation link, as the person would from their inbox. */
async function signUpAndConfirm(t: TestApp, body: Record<string, unknown>) {
  const res = await t.post('/api/auth/sign-up/email', body);
  expect(res.status).toBe(200);
  const mail = await t.mailTo(String(body.email));
  const link = linkIn(mail.text);
  return t.get(link.replace(t.config.publicUrl, ''));
}

describe('sign-up', () => {
  it('creates a player with a player profile and sends a confirmation email', async () => {
    const t = await createTestApp();
    const body = genericSignup({
      userType: 'player',
      firstName: 'Maya',
      lastName: 'Lopez',
      school: 'Westlake High',
      sport: 'track',
      position: 'Sprinter',
      graduationYear: '2028',
    });
    const { athlete: profile } = await profileOf(t, body);
    const [stored] = await t.db.select().from(user).where(eq(user.email, body.email));
    expect(stored).toMatchObject({
      name: 'Maya Lopez',
      userType: 'player',
      phone: '512-555-0134',
      emailVerified: false,
    });
    expect(profile).toMatchObject({
      firstName: 'Maya',
      school: 'Westlake High',
      // Stored by name, as the athlete forms store it, so the athlete list filters it alike.
      sport: 'Track and Field',
      graduationYear: 2028,
      isComplete: false,
    });

    const mail = await t.lastMailTo(body.email);
    expect(mail?.subject).toBe('Confirm your email for Showcase');
    expect(mail?.text).toContain('/api/auth/verify-email?token=');
    expect(mail?.html).toContain('Confirm my email');
  });

  it('keeps a college coach with the institution, and an organization with its school level', async () => {
    const t = await createTestApp();
    const coach = genericSignup({
      userType: 'coach',
      firstName: 'Dana',
      lastName: 'Wells',
      coachType: 'college',
      sport: 'volleyball',
      institution: 'State University',
    });
    expect((await profileOf(t, coach)).coach).toMatchObject({
      coachType: 'college',
      sport: 'volleyball',
      institution: 'State University',
      school: null,
    });

    const org = genericSignup({
      userType: 'organization',
      organizationName: 'Eastside Hoops Club',
      organizationType: 'school',
      schoolLevel: 'highSchool',
    });
    expect((await profileOf(t, org)).organization).toMatchObject({
      name: 'Eastside Hoops Club',
      type: 'school',
      schoolLevel: 'highSchool',
    });
  });

  it.each([
    [
      'player',
      { userType: 'player', firstName: 'A' },
      'lastName',
      accountMessages.playerFieldsRequired,
    ],
    [
      'coach',
      { userType: 'coach', firstName: 'A', lastName: 'B', sport: 'hockey' },
      'coachType',
      accountMessages.coachFieldsRequired,
    ],
    [
      'organization',
      { userType: 'organization', organizationName: 'Club' },
      'organizationType',
      accountMessages.organizationFieldsRequired,
    ],
  ])('names the missing %s fields with the message', async (_type, fields, field, message) => {
    const t = await createTestApp();
    const res = await t.post('/api/auth/sign-up/email', genericSignup(fields));
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors?.[field]).toEqual([message]);
  });

  it('rejects a short password, a missing type and a short phone with the fixed messages', async () => {
    const t = await createTestApp();
    const res = await t.post(
      '/api/auth/sign-up/email',
      genericSignup({
        password: 'abc',
        confirmPassword: 'abc',
        userType: undefined,
        phoneNumber: '555',
      }),
    );
    expect(res.status).toBe(400);
    const { fieldErrors } = await errorOf(res);
    expect(fieldErrors?.password).toEqual([accountMessages.passwordTooShort]);
    expect(fieldErrors?.userType).toEqual([accountMessages.userTypeRequired]);
    expect(fieldErrors?.phoneNumber).toEqual([accountMessages.phoneInvalid]);
  });

  it('puts a password mismatch on the confirmation field', async () => {
    const t = await createTestApp();
    const res = await t.post(
      '/api/auth/sign-up/email',
      genericSignup({
        userType: 'organization',
        organizationName: 'X',
        organizationType: 'club',
        confirmPassword: 'not-the-same-1',
      }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fieldErrors?.confirmPassword).toEqual([
      accountMessages.passwordsDoNotMatch,
    ]);
  });

  it('refuses the most common passwords', async () => {
    const t = await createTestApp();
    const res = await t.post(
      '/api/auth/sign-up/email',
      genericSignup({
        userType: 'organization',
        organizationName: 'X',
        organizationType: 'club',
        password: 'Password1',
        confirmPassword: 'Password1',
      }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fieldErrors?.password).toEqual([accountMessages.commonPassword]);
  });

  it('is undone when its details cannot be stored, so the address can sign up again', async () => {
    const t = await createTestApp();
    const body = organizationSignup('Rollback FC');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi
      .spyOn(signupDetails, 'createSignupDetails')
      .mockRejectedValueOnce(new Error('disk full'));
    const res = await t.post('/api/auth/sign-up/email', body);
    failing.mockRestore();
    logged.mockRestore();
    expect(res.status).toBe(500);
    expect(await errorOf(res)).toMatchObject({
      code: 'PROFILE_CREATION_FAILED',
      message: accountMessages.profileCreationFailed,
    });
    expect(await t.db.select().from(user).where(eq(user.email, body.email))).toEqual([]);
    expect((await t.post('/api/auth/sign-up/email', body)).status).toBe(200);
  });

  it('never lets a sign-up choose its own role', async () => {
    const t = await createTestApp();
    const body = genericSignup({
      userType: 'organization',
      organizationName: 'Sneaky',
      organizationType: 'club',
      role: 'admin',
    });
    await t.post('/api/auth/sign-up/email', body);
    const [row] = await t.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, body.email));
    expect(row?.role).not.toBe('admin');
  });
});

describe('athlete sign-up', () => {
  const athlete = (overrides: Record<string, unknown> = {}) => ({
    form: 'athlete',
    name: 'ignored',
    firstName: 'Tariq',
    lastName: 'Hill',
    email: uniqueEmail('athlete'),
    password,
    confirmPassword: password,
    birthMonth: '5',
    birthYear: '2004',
    ...overrides,
  });

  it('fills omitted details with Not specified, this year as class, and is not complete', async () => {
    const t = await createTestApp();
    expect((await profileOf(t, athlete())).athlete).toMatchObject({
      sport: 'Not specified',
      position: 'Not specified',
      school: 'Not specified',
      location: 'Not specified',
      gender: 'Not specified',
      graduationYear: new Date().getFullYear(),
      isComplete: false,
    });
  });

  it('is complete when every detail is given, and keeps the state of the location', async () => {
    const t = await createTestApp();
    const body = athlete({
      sport: 'Baseball',
      position: 'Pitcher',
      school: 'Central High',
      location: 'Tulsa, OK',
      gender: 'Male',
      graduationYear: '2029',
    });
    expect((await profileOf(t, body)).athlete).toMatchObject({
      isComplete: true,
      state: 'OK',
      graduationYear: 2029,
    });
  });

  it('answers with the athlete form messages', async () => {
    const t = await createTestApp();
    const missing = await errorOf(
      await t.post('/api/auth/sign-up/email', athlete({ firstName: '' })),
    );
    expect(missing.fieldErrors?.firstName).toEqual([accountMessages.athleteMissingFields]);
    const mismatch = await errorOf(
      await t.post('/api/auth/sign-up/email', athlete({ confirmPassword: 'different-1' })),
    );
    expect(mismatch.fieldErrors?.confirmPassword).toEqual([
      accountMessages.athletePasswordMismatch,
    ]);
    const short = await errorOf(
      await t.post('/api/auth/sign-up/email', athlete({ password: 'abc', confirmPassword: 'abc' })),
    );
    expect(short.fieldErrors?.password).toEqual([accountMessages.athletePasswordTooShort]);
  });
});

describe('passwords', () => {
  it('need at least 8 characters, on both sign-up forms', async () => {
    const t = await createTestApp();
    const generic = await t.post('/api/auth/sign-up/email', organizationSignup('Short FC'));
    expect(generic.status).toBe(200);
    const seven = genericSignup({
      userType: 'organization',
      organizationName: 'Seven FC',
      organizationType: 'club',
      password: 'Kx9#mQ2',
      confirmPassword: 'Kx9#mQ2',
    });
    const short = await t.post('/api/auth/sign-up/email', seven);
    expect(short.status).toBe(400);
    expect((await errorOf(short)).fieldErrors?.password).toEqual([
      'Password must be at least 8 characters',
    ]);
    const athlete = await t.post('/api/auth/sign-up/email', {
      form: 'athlete',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: uniqueEmail('short'),
      password: 'Kx9#mQ2',
      confirmPassword: 'Kx9#mQ2',
    });
    expect((await errorOf(athlete)).fieldErrors?.password).toEqual([
      'Password too short: Password must be at least 8 characters',
    ]);
  });

  it('refuses keyboard walks and repeated keys at sign-up, reset and change', async () => {
    const t = await createTestApp();
    for (const walk of ['qwerty12', '11111111a', 'asdfghjkl;', 'abc123xyz', 'zxcvbnm1']) {
      const res = await t.post(
        '/api/auth/sign-up/email',
        genericSignup({
          userType: 'organization',
          organizationName: 'Walk FC',
          organizationType: 'club',
          password: walk,
          confirmPassword: walk,
        }),
      );
      expect(res.status, walk).toBe(400);
      expect((await errorOf(res)).fieldErrors?.password, walk).toEqual([
        accountMessages.commonPassword,
      ]);
    }
    const user = await createTestUser(t);
    await signIn(t, user);
    for (const newPassword of ['qwerty123', 'aaaaaaaa1']) {
      const change = await t.post('/api/auth/change-password', {
        currentPassword: user.password,
        newPassword,
      });
      expect(change.status, newPassword).toBe(400);
      expect((await errorOf(change)).fieldErrors?.newPassword).toEqual([
        accountMessages.commonPassword,
      ]);
    }
    const fine = await t.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'river-stone-lantern',
    });
    expect(fine.status).toBe(200);
  });
});

describe('account changes', () => {
  it('accept a name and a phone number within their limits', async () => {
    const t = await createTestApp();
    await signIn(t, await createTestUser(t, { userType: 'coach' }));
    const update = await t.post('/api/auth/update-user', {
      name: 'Coach Rivera',
      phone: '512-555-0199',
    });
    expect(update.status).toBe(200);
    expect(await (await t.api.me.$get()).json()).toMatchObject({
      name: 'Coach Rivera',
      phone: '512-555-0199',
      userType: 'coach',
    });
  });

  it('refuse unbounded or control-character fields, the account type and a picture address', async () => {
    const t = await createTestApp();
    await signIn(t, await createTestUser(t, { userType: 'coach' }));
    for (const body of [
      { phone: '5'.repeat(20_000) },
      { name: 'n'.repeat(20_000) },
      { name: 'Bad\u0000Name' },
      { name: 'Two\nLines' },
      { name: '' },
      { userType: 'superuser' },
      { userType: 'player' },
      { image: 'https://evil.example/tracker.png' },
      { role: 'admin' },
    ]) {
      const res = await t.post('/api/auth/update-user', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    // The account still answers, with nothing changed.
    const me = await t.api.me.$get();
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ name: 'Test User', userType: 'coach' });
    expect(me.headers.get('set-cookie') ?? '').toBe('');
  });

  it('never keep a picture address given at sign-up', async () => {
    const t = await createTestApp();
    const body = organizationSignup('Picture FC');
    await t.post('/api/auth/sign-up/email', { ...body, image: 'https://evil.example/x.png' });
    const [row] = await t.db
      .select({ image: user.image })
      .from(user)
      .where(eq(user.email, body.email));
    expect(row).toEqual({ image: null });
  });
});

describe('confirmation and login', () => {
  it('refuses login until the email is confirmed, then the link signs the user in', async () => {
    const t = await createTestApp();
    const body = organizationSignup('North FC');
    await t.post('/api/auth/sign-up/email', body);

    const early = await t.post('/api/auth/sign-in/email', { email: body.email, password });
    expect(early.status).toBe(403);
    expect(await errorOf(early)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const resend = await t.post('/api/auth/send-verification-email', {
      email: body.email,
      callbackURL: '/profile',
    });
    expect(resend.status).toBe(200);

    const link = linkIn((await t.mailTo(body.email)).text);
    const confirm = await t.get(link.replace(t.config.publicUrl, ''));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/profile');

    const me = await t.api.me.$get();
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: body.email,
      userType: 'organization',
      isAdmin: false,
    });
  });

  it('leads the new member back to the page they came from, signed in, never to another site', async () => {
    const t = await createTestApp();
    const back = '/pricing?plan=recruiting';
    const confirm = await signUpAndConfirm(t, {
      ...organizationSignup('Bay FC'),
      callbackURL: back,
    });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe(back);
    expect((await t.api.me.$get()).status).toBe(200);

    for (const elsewhere of [
      'https://evil.example/pricing',
      '//evil.example/pricing',
      '/\\evil.example',
    ]) {
      const visitor = await createTestApp();
      const res = await visitor.post('/api/auth/sign-up/email', {
        ...organizationSignup('Elsewhere FC'),
        callbackURL: elsewhere,
      });
      expect(res.status, elsewhere).toBe(403);
    }
  });

  it('sets the session cookie httpOnly and SameSite=Lax, and signs out', async () => {
    const t = await createTestApp();
    const body = organizationSignup('South FC', 'league');
    await signUpAndConfirm(t, body);
    t.cookies.clear();

    const login = await t.post('/api/auth/sign-in/email', { email: body.email, password });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((value) => value.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    expect((await t.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await t.api.me.$get()).status).toBe(401);
  });

  it('rejects a wrong password without saying whether the account exists', async () => {
    const t = await createTestApp();
    const wrong = await t.post('/api/auth/sign-in/email', {
      email: 'athlete@nowhere.example',
      password: 'whatever-1',
    });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toMatch(/invalid email or password/i);
  });

  it('rate limits sign-in attempts with a 429', async () => {
    const t = await createTestApp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await t.post('/api/auth/sign-in/email', {
            email: 'nobody@example.com',
            password: 'wrong-pass',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await t.post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'wrong-pass',
    });
    // better-auth's own limiter answers with a message alone.
    expect(await limited.json()).toMatchObject({
      message: expect.stringMatching(/too many requests/i),
    });
  });

  it('never rate limits reading the session, so a shared school network stays signed in', async () => {
    const t = await createTestApp();
    const statuses = new Set<number>();
    for (let call = 0; call < 110; call += 1)
      statuses.add((await t.get('/api/auth/get-session')).status);
    expect([...statuses]).toEqual([200]);
  });

  it('refuses a signed-in request from a site it does not trust', async () => {
    const t = await createTestApp();
    const body = organizationSignup('Origin FC');
    await signUpAndConfirm(t, body);
    const res = await t.call(
      'POST',
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'another-pass-9' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});

describe('two-step sign-in', () => {
  it('is set up with a code from the app and then asked for at every login', async () => {
    const t = await createTestApp();
    const body = organizationSignup('Totp FC');
    await signUpAndConfirm(t, body);

    const { totpURI, backupCodes } = await enableTwoStep(t, password);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Showcase/);
    expect(backupCodes.length).toBeGreaterThan(5);
    expect(
      (await t.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).status,
    ).toBe(200);
    expect(await (await t.api.me.$get()).json()).toMatchObject({ twoFactorEnabled: true });

    t.cookies.clear();
    const login = await t.post('/api/auth/sign-in/email', { email: body.email, password });
    expect(await login.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await t.api.me.$get()).status).toBe(401);
    expect((await t.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    expect(
      (await t.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).status,
    ).toBe(200);
    expect((await t.api.me.$get()).status).toBe(200);
  });
});

describe('in production', () => {
  it('marks the session cookie Secure', async () => {
    const t = await createTestApp({
      env: 'production',
      isProduction: true,
      smtpUrl: 'smtp://127.0.0.1:2525',
      publicUrl: 'https://sports.example',
    });
    const email = uniqueEmail('prod');
    const auth = createSiteAuth({
      config: t.config,
      db: t.db,
      mailer: { kind: 'smtp', send: async () => {} },
      caches: t.caches,
    });
    await createVerifiedUser(auth, { email, password, name: 'Prod User', userType: 'player' });
    const login = await t.post('/api/auth/sign-in/email', { email, password });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((value) => value.includes('session_token'));
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/; Secure/i);
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and sends no mail', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('ghost');
    const res = await t.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    expect(await t.lastMailTo(email)).toBeUndefined();
  });

  it('mails a link that sets a new password', async () => {
    const t = await createTestApp();
    const body = organizationSignup('Reset FC');
    await signUpAndConfirm(t, body);
    t.cookies.clear();

    await t.post('/api/auth/request-password-reset', {
      email: body.email,
      redirectTo: '/reset-password',
    });
    const mail = await t.lastMailTo(body.email);
    expect(mail?.subject).toBe('Reset your Showcase password');
    const follow = await t.get(linkIn(mail!.text).replace(t.config.publicUrl, ''));
    const location = follow.headers.get('location') ?? '';
    const token = new URL(location, t.config.publicUrl).searchParams.get('token');
    expect(token).toBeTruthy();

    const common = await t.post('/api/auth/reset-password', { token, newPassword: 'qwerty123' });
    expect(common.status).toBe(400);

    const reset = await t.post('/api/auth/reset-password', {
      token,
      newPassword: 'fresh-start-77',
    });
    expect(reset.status).toBe(200);
    expect((await t.post('/api/auth/sign-in/email', { email: body.email, password })).status).toBe(
      401,
    );
    expect(
      (await t.post('/api/auth/sign-in/email', { email: body.email, password: 'fresh-start-77' }))
        .status,
    ).toBe(200);
  });
});

describe('administrators', () => {
  it('sees the overview; other members get 403 and visitors 401', async () => {
    const t = await createTestApp();
    expect((await t.api.admin.overview.$get()).status).toBe(401);

    const adminEmail = uniqueEmail('admin');
    const auth = createSiteAuth({
      config: t.config,
      db: t.db,
      mailer: { kind: 'dev-mailbox', send: async () => {} },
      caches: t.caches,
    });
    await createVerifiedUser(auth, {
      email: adminEmail,
      password: 'admin-pass-123',
      name: 'Admin',
      role: 'admin',
    });
    const login = await t.post('/api/auth/sign-in/email', {
      email: adminEmail,
      password: 'admin-pass-123',
    });
    expect(await login.json()).toMatchObject({ user: { role: 'admin' } });
    const overview = await t.api.admin.overview.$get();
    expect(overview.status).toBe(200);
    expect(await overview.json()).toMatchObject({
      admins: expect.any(Number),
      members: expect.any(Number),
    });

    const member = await createTestApp();
    const body = organizationSignup('Plain FC');
    await signUpAndConfirm(member, body);
    expect((await member.api.admin.overview.$get()).status).toBe(403);
  });
});

describe('dev mailbox', () => {
  /** A request as it reaches the server from a connection at this address. */
  const from = (address: string, headers: Record<string, string> = {}) =>
    [{ headers }, { incoming: { socket: { remoteAddress: address } } }] as const;

  it('lists mail outside production to callers on this machine only', async () => {
    const { app } = await createTestApp();
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const list = await app.request('/api/dev/mailbox', ...from(address));
      expect(list.status, address).toBe(200);
      expect(Array.isArray(await list.json())).toBe(true);
    }
    // Another machine, a proxy on this machine passing on someone else's request, and a
    // request with no connection at all are all refused as if the mailbox did not exist.
    for (const [address, headers] of [
      ['192.168.1.20', {}],
      ['10.0.0.7', { 'x-forwarded-for': '127.0.0.1' }],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }],
    ] as const) {
      const res = await app.request('/api/dev/mailbox', ...from(address, headers));
      expect(res.status, address).toBe(404);
      expect(await res.text()).not.toContain('"subject"');
    }
    expect((await app.request('/api/dev/mailbox')).status).toBe(404);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      env: 'production',
      isProduction: true,
      smtpUrl: 'smtp://127.0.0.1:2525',
    });
    expect((await prod.app.request('/api/dev/mailbox', ...from('127.0.0.1'))).status).toBe(404);
  });
});
