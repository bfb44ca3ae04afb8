import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../shared/schemas/accounts';
import { coachProfiles, organizations } from '../db/schema/accounts';
import { playerProfiles } from '../db/schema/athletes';
import { user } from '../db/schema/auth';
import { createTestApp, linkIn, uniqueEmail } from '../test/test-app';
import { createVerifiedUser } from './create-verified-user';
import { totpCode } from '../test/totp';
import { createAuth } from './create-auth';

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
    ...overrides,
  };
}

/** The shortest valid sign-up, for tests about what comes after it. */
function organizationSignup(name: string, organizationType: 'club' | 'league' = 'club') {
  return genericSignup({ userType: 'organization', organizationName: name, organizationType });
}

async function errorBody(res: Response) {
  return (await res.json()) as {
    code: string;
    message: string;
    fieldErrors?: Record<string, string[]>;
  };
}

async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Signs up and follows the confirmation link, as the person would from their inbox. */
async function signUpAndConfirm(t: TestApp, body: Record<string, unknown>) {
  const res = await t.post('/api/auth/sign-up/email', body);
  expect(res.status).toBe(200);
  const mail = await t.lastMailTo(String(body.email));
  const link = linkIn(mail!.text);
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
      sport: 'soccer',
      position: 'Forward',
      graduationYear: '2028',
    });
    const res = await t.post('/api/auth/sign-up/email', body);
    expect(res.status).toBe(200);

    const id = await userIdOf(t, body.email);
    const [stored] = await t.db.select().from(user).where(eq(user.id, id));
    expect(stored).toMatchObject({
      name: 'Maya Lopez',
      userType: 'player',
      phone: '512-555-0134',
      emailVerified: false,
    });
    const [profile] = await t.db.select().from(playerProfiles).where(eq(playerProfiles.userId, id));
    expect(profile).toMatchObject({
      firstName: 'Maya',
      school: 'Westlake High',
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
    expect((await t.post('/api/auth/sign-up/email', coach)).status).toBe(200);
    const [coachRow] = await t.db
      .select()
      .from(coachProfiles)
      .where(eq(coachProfiles.userId, await userIdOf(t, coach.email)));
    expect(coachRow).toMatchObject({
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
    expect((await t.post('/api/auth/sign-up/email', org)).status).toBe(200);
    const [orgRow] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.ownerUserId, await userIdOf(t, org.email)));
    expect(orgRow).toMatchObject({
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
  ])('names the missing %s fields with the spec message', async (_type, fields, field, message) => {
    const t = await createTestApp();
    const res = await t.post('/api/auth/sign-up/email', genericSignup(fields));
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors?.[field]).toEqual([message]);
  });

  it('rejects a short password, a missing type and a short phone with the spec messages', async () => {
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
    const { fieldErrors } = await errorBody(res);
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
    expect((await errorBody(res)).fieldErrors?.confirmPassword).toEqual([
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
    expect((await errorBody(res)).fieldErrors?.password).toEqual([accountMessages.commonPassword]);
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
    ...overrides,
  });

  it('fills omitted details with Not specified, this year as class, and is not complete', async () => {
    const t = await createTestApp();
    const body = athlete();
    expect((await t.post('/api/auth/sign-up/email', body)).status).toBe(200);
    const [profile] = await t.db
      .select()
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, await userIdOf(t, body.email)));
    expect(profile).toMatchObject({
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
    expect((await t.post('/api/auth/sign-up/email', body)).status).toBe(200);
    const [profile] = await t.db
      .select()
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, await userIdOf(t, body.email)));
    expect(profile).toMatchObject({ isComplete: true, state: 'OK', graduationYear: 2029 });
  });

  it('answers with the athlete form messages', async () => {
    const t = await createTestApp();
    const missing = await errorBody(
      await t.post('/api/auth/sign-up/email', athlete({ firstName: '' })),
    );
    expect(missing.fieldErrors?.firstName).toEqual([accountMessages.athleteMissingFields]);
    const mismatch = await errorBody(
      await t.post('/api/auth/sign-up/email', athlete({ confirmPassword: 'different-1' })),
    );
    expect(mismatch.fieldErrors?.confirmPassword).toEqual([
      accountMessages.athletePasswordMismatch,
    ]);
    const short = await errorBody(
      await t.post('/api/auth/sign-up/email', athlete({ password: 'abc', confirmPassword: 'abc' })),
    );
    expect(short.fieldErrors?.password).toEqual([accountMessages.athletePasswordTooShort]);
  });
});

describe('confirmation and login', () => {
  it('refuses login until the email is confirmed, then the link signs the user in', async () => {
    const t = await createTestApp();
    const body = organizationSignup('North FC');
    await t.post('/api/auth/sign-up/email', body);

    const early = await t.post('/api/auth/sign-in/email', { email: body.email, password });
    expect(early.status).toBe(403);
    expect(await errorBody(early)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const resend = await t.post('/api/auth/send-verification-email', {
      email: body.email,
      callbackURL: '/profile',
    });
    expect(resend.status).toBe(200);

    const link = linkIn((await t.lastMailTo(body.email))!.text);
    const confirm = await t.get(link.replace(t.config.publicUrl, ''));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/profile');

    const me = await t.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: body.email,
      userType: 'organization',
      isAdmin: false,
    });
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
    expect((await t.get('/api/me')).status).toBe(401);
  });

  it('rejects a wrong password without saying whether the account exists', async () => {
    const t = await createTestApp();
    const wrong = await t.post('/api/auth/sign-in/email', {
      email: 'athlete@nowhere.example',
      password: 'whatever-1',
    });
    expect(wrong.status).toBe(401);
    expect((await errorBody(wrong)).message).toMatch(/invalid email or password/i);
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
    expect((await errorBody(limited)).message).toMatch(/too many requests/i);
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

    const enable = await t.post('/api/auth/two-factor/enable', { password });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Showcase/);
    expect(backupCodes.length).toBeGreaterThan(5);
    expect(
      (await t.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).status,
    ).toBe(200);
    expect(await (await t.get('/api/me')).json()).toMatchObject({ twoFactorEnabled: true });

    t.cookies.clear();
    const login = await t.post('/api/auth/sign-in/email', { email: body.email, password });
    expect(await login.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await t.get('/api/me')).status).toBe(401);
    expect((await t.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    expect(
      (await t.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })).status,
    ).toBe(200);
    expect((await t.get('/api/me')).status).toBe(200);
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
    const auth = createAuth({
      config: t.config,
      db: t.db,
      mailer: { kind: 'smtp', send: async () => {} },
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
    expect((await t.get('/api/admin/overview')).status).toBe(401);

    const adminEmail = uniqueEmail('admin');
    const auth = createAuth({
      config: t.config,
      db: t.db,
      mailer: { kind: 'dev-mailbox', send: async () => {} },
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
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
    const overview = await t.get('/api/admin/overview');
    expect(overview.status).toBe(200);
    expect(await overview.json()).toMatchObject({
      admins: expect.any(Number),
      members: expect.any(Number),
    });

    const member = await createTestApp();
    const body = organizationSignup('Plain FC');
    await signUpAndConfirm(member, body);
    expect((await member.get('/api/admin/overview')).status).toBe(403);
  });
});

describe('dev mailbox', () => {
  it('lists mail outside production and does not exist in production', async () => {
    const dev = await createTestApp();
    const list = await dev.get('/api/dev/mailbox');
    expect(list.status).toBe(200);
    expect(Array.isArray(await list.json())).toBe(true);

    const prod = await createTestApp({
      env: 'production',
      isProduction: true,
      smtpUrl: 'smtp://127.0.0.1:2525',
    });
    expect((await prod.get('/api/dev/mailbox')).status).toBe(404);
  });
});
