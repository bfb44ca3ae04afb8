import { describe, expect, it } from 'vitest';
import { promisesTracked } from '../test/promises-tracked';
import { createTestApp, linkIn } from '../test/test-app';
import { createTestUser, signedInAdmin, signIn, type TestUser } from '../test/test-users';
import { within } from '../test/within';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Another browser holding a copy of the same cookies, as a second tab or a stolen cookie would. */
async function copyOf(t: TestApp): Promise<TestApp> {
  const copy = await createTestApp();
  for (const [name, value] of t.cookies) copy.cookies.set(name, value);
  return copy;
}

/** The same account signed in on a device of its own: a separate session. */
async function deviceOf(user: TestUser): Promise<TestApp> {
  return signIn(await createTestApp(), user);
}

const meStatus = async (t: TestApp) => (await t.api.me.$get()).status;

describe('a revoked session', () => {
  it('stops working at once after sign-out, in every copy of the cookie', async () => {
    const user = await createTestUser(await createTestApp());
    const device = await deviceOf(user);
    const copy = await copyOf(device);
    expect(await meStatus(copy)).toBe(200);

    expect((await device.post('/api/auth/sign-out')).status).toBe(200);
    expect(await meStatus(device)).toBe(401);
    expect(await meStatus(copy)).toBe(401);
    expect((await copy.api.me.profile.$get()).status).toBe(401);
  });

  it('stops working on other devices when a password change signs them out', async () => {
    const user = await createTestUser(await createTestApp());
    const laptop = await deviceOf(user);
    const phone = await deviceOf(user);
    expect(await meStatus(phone)).toBe(200);

    const change = await laptop.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'brand-new-route-58',
      revokeOtherSessions: true,
    });
    expect(change.status).toBe(200);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
  });

  it('stops working when other devices are signed out from My Profile', async () => {
    const user = await createTestUser(await createTestApp());
    const laptop = await deviceOf(user);
    const phone = await deviceOf(user);
    expect((await laptop.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
  });

  it('stops working everywhere when the password is reset', async () => {
    const t = await createTestApp();
    const user = await createTestUser(t);
    const phone = await deviceOf(user);
    await t.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    const follow = await t.get(
      linkIn((await t.mailTo(user.email)).text).replace(t.config.publicUrl, ''),
    );
    const token = new URL(follow.headers.get('location')!, t.config.publicUrl).searchParams.get(
      'token',
    );
    const reset = await t.post('/api/auth/reset-password', {
      token,
      newPassword: 'reset-by-mail-64',
    });
    expect(reset.status).toBe(200);
    expect(await meStatus(phone)).toBe(401);
  });

  it('stops working the moment an administrator bans the account', async () => {
    const t = await createTestApp();
    const user = await createTestUser(t);
    const device = await deviceOf(user);
    const admin = await deviceOf(await createTestUser(t, { role: 'admin' }));

    const ban = await admin.api.admin.members[':userId'].ban.$post({
      param: { userId: user.id },
      json: { reason: 'Harassment' },
    });
    expect(ban.status).toBe(200);
    expect(await meStatus(device)).toBe(401);
    const again = await (
      await createTestApp()
    ).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(again.status).toBe(403);
  });

  it('of a deleted account answers 401 to reads and writes, never 500', async () => {
    const user = await createTestUser(await createTestApp(), { userType: 'player' });
    const device = await deviceOf(user);
    const copy = await copyOf(device);
    const deleted = await device.post('/api/auth/delete-user', { password: user.password });
    expect(deleted.status).toBe(200);

    expect(await meStatus(copy)).toBe(401);
    const save = await copy.api.me.profile.$put({
      json: {
        firstName: 'Gone',
        lastName: 'Away',
        sport: 'Soccer',
        position: 'Keeper',
        school: 'Nowhere High',
        location: 'Reno, NV',
        graduationYear: '2028',
        gender: 'Other',
      },
    });
    expect(save.status).toBe(401);
    // An empty form, as plain JSON: the typed client would not send it.
    expect((await copy.post('/api/contact', {})).status).not.toBe(500);
  });
});

describe('sessions kept by a server instance', () => {
  /** `t`'s account signed in on an instance of its own, with its own session cache. */
  async function instanceWith(cookies: Map<string, string>) {
    const other = await createTestApp({}, { ownCaches: true });
    for (const [name, value] of cookies) other.cookies.set(name, value);
    return other;
  }

  it('stop working on another instance within a second of a sign-out or a ban there', async () => {
    const user = await createTestUser(await createTestApp());
    const a = await signIn(await createTestApp({}, { ownCaches: true }), user);
    const b = await instanceWith(a.cookies);
    // Read (and kept) on b.
    expect(await meStatus(b)).toBe(200);
    expect(await meStatus(b)).toBe(200);
    expect((await a.post('/api/auth/sign-out')).status).toBe(200);
    expect(await within(1000, async () => (await meStatus(b)) === 401)).toBeLessThan(1000);

    const admin = await signedInAdmin(undefined, 'Ban Admin', { ownCaches: true });
    const device = await instanceWith((await signIn(await createTestApp(), user)).cookies);
    expect(await meStatus(device)).toBe(200);
    const ban = await admin.api.admin.members[':userId'].ban.$post({
      param: { userId: user.id },
      json: { reason: 'Spam' },
    });
    expect(ban.status).toBe(200);
    expect(await within(1000, async () => (await meStatus(device)) === 401)).toBeLessThan(1000);
  });
});

describe('better-auth’s context stores', () => {
  // Left on once used, they put an async hook on every promise of the process: a server that had
  // seen one sign-in spent 7–16 % more CPU on every request after it.
  it('are switched off once its calls have ended: a sign-up, sign-ins, a session read, a sign-out', async () => {
    const t = await createTestApp();
    const user = await createTestUser(t);
    expect(await promisesTracked()).toBe(false);
    const device = await deviceOf(user);
    expect(await promisesTracked()).toBe(false);
    expect((await device.get('/api/auth/get-session')).status).toBe(200);
    expect((await device.post('/api/auth/sign-out')).status).toBe(200);
    expect(await promisesTracked()).toBe(false);
  });

  it('stay on for a call under way while another ends: two sign-ins at once both open a session', async () => {
    const t = await createTestApp();
    const user = await createTestUser(t);
    const [laptop, phone] = await Promise.all([deviceOf(user), deviceOf(user)]);
    expect([await meStatus(laptop), await meStatus(phone)]).toEqual([200, 200]);
    expect(await promisesTracked()).toBe(false);
  });
});
