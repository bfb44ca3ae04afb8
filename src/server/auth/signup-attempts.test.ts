import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listDevMail } from '../adapters/mail/dev-mailbox-mailer';
import { session, user } from '../db/schema/auth';
import { programStaff } from '../db/schema/programs';
import { organizations } from '../db/schema/accounts';
import { createTestApp, errorOf, linkIn, uniqueEmail, unwrap } from '../test/test-app';
import { createTestUser, signIn } from '../test/test-users';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The parent-or-guardian sign-up form (/signup/guardian), as the page sends it. */
function guardianSignup(email: string, password: string, firstName = 'Pat') {
  return {
    form: 'generic',
    name: 'ignored',
    userType: 'guardian',
    firstName,
    lastName: 'Rivera',
    email,
    password,
    confirmPassword: password,
    callbackURL: '/guardian',
  };
}

/** A 15-year-old's athlete sign-up naming `guardianEmail`. */
function minorSignup(email: string, guardianEmail: string) {
  const now = new Date();
  const born = new Date(Date.UTC(now.getUTCFullYear() - 15, now.getUTCMonth() - 1, 1));
  return {
    form: 'athlete',
    firstName: 'Robin',
    lastName: 'Rivera',
    email,
    password: 'quick-feet-2031',
    confirmPassword: 'quick-feet-2031',
    sport: `Signup ${randomUUID().slice(0, 8)}`,
    birthMonth: String(born.getUTCMonth() + 1),
    birthYear: String(born.getUTCFullYear()),
    guardianEmail,
  };
}

const mailsTo = async (t: TestApp, to: string) =>
  (await listDevMail(t.db, 200)).filter((mail) => mail.to === to);

const signInWith = (t: TestApp, email: string, password: string) =>
  t.post('/api/auth/sign-in/email', { email, password });

/** Follows a mailed link (its path on this site) in the app's browser. */
const follow = (t: TestApp, link: string) => t.get(link.replace(t.config.publicUrl, ''));

/** The token of a choose-your-password link (/reset-password?token=…&finish=signup). */
const choosePasswordToken = (text: string) => new URL(linkIn(text)).searchParams.get('token') ?? '';

describe('an address proves itself before it owns anything', () => {
  it('gives the guardian the account when somebody signed up first with their address', async () => {
    const attacker = await createTestApp();
    const guardianEmail = uniqueEmail('guardian');
    const attackerPassword = 'taken-first-2031';
    // Somebody signs up first with the address a minor will name, and never confirms.
    expect(
      (
        await attacker.post(
          '/api/auth/sign-up/email',
          guardianSignup(guardianEmail, attackerPassword, 'Mallory'),
        )
      ).status,
    ).toBe(200);
    const firstMail = (await mailsTo(attacker, guardianEmail))[0]!;
    expect(firstMail.text).toContain('/api/auth/verify-email?token=');

    // The minor signs up naming that address and confirms; the guardian is asked for consent.
    const minor = await createTestApp();
    const minorEmail = uniqueEmail('minor');
    expect(
      (await minor.post('/api/auth/sign-up/email', minorSignup(minorEmail, guardianEmail))).status,
    ).toBe(200);
    await follow(minor, linkIn((await minor.mailTo(minorEmail)).text));
    expect((await minor.mailTo(guardianEmail)).subject).toMatch(/asks for your consent/);

    // The real guardian signs up: the answer is the same, and a new mail arrives.
    const guardian = await createTestApp();
    const guardianPassword = 'family-first-2031';
    const before = (await mailsTo(guardian, guardianEmail)).length;
    expect(
      (
        await guardian.post(
          '/api/auth/sign-up/email',
          guardianSignup(guardianEmail, guardianPassword),
        )
      ).status,
    ).toBe(200);
    const mails = await mailsTo(guardian, guardianEmail);
    expect(mails.length).toBe(before + 1);
    const finish = mails[0]!;
    expect(finish.subject).toMatch(/Finish signing up/);
    expect(finish.text).toContain('/reset-password?token=');

    // The first sign-up's link no longer confirms anything or signs anyone in.
    const stale = await follow(attacker, linkIn(firstMail.text));
    expect(stale.headers.get('location') ?? '').toMatch(/error=/);
    expect((await attacker.api.me.$get()).status).toBe(401);
    const [account] = await guardian.db.select().from(user).where(eq(user.email, guardianEmail));
    expect(account).toMatchObject({ emailVerified: false, name: 'Pat Rivera' });

    // The guardian finishes by choosing the password, which confirms the address.
    const chosen = await guardian.post('/api/auth/reset-password', {
      token: choosePasswordToken(finish.text),
      newPassword: guardianPassword,
    });
    expect(chosen.status).toBe(200);

    // The first password never opens the account; the guardian's does, and shows the child.
    const refused = await signInWith(attacker, guardianEmail, attackerPassword);
    expect(refused.status).toBe(401);
    expect((await signInWith(guardian, guardianEmail, guardianPassword)).status).toBe(200);
    const { children } = await unwrap(guardian.api.guardian.$get());
    expect(children.map((child) => child.firstName)).toEqual(['Robin']);
  });

  it('never lets a later sign-up with the same address keep its password', async () => {
    const guardian = await createTestApp();
    const attacker = await createTestApp();
    const email = uniqueEmail('guardian');
    await guardian.post('/api/auth/sign-up/email', guardianSignup(email, 'family-first-2031'));
    const ownLink = linkIn((await guardian.mailTo(email)).text);
    // Somebody else signs up with it before the guardian confirms.
    await attacker.post(
      '/api/auth/sign-up/email',
      guardianSignup(email, 'came-second-2031', 'Mallory'),
    );
    // The guardian's own link was for the attempt that was replaced: it confirms nothing.
    expect((await follow(guardian, ownLink)).headers.get('location') ?? '').toMatch(/error=/);
    // The mail the address now has asks its holder to choose the password.
    const finish = await guardian.mailTo(email);
    expect(finish.subject).toMatch(/Finish signing up/);
    expect((await signInWith(attacker, email, 'came-second-2031')).status).toBe(403);
    await guardian.post('/api/auth/reset-password', {
      token: choosePasswordToken(finish.text),
      newPassword: 'my-own-choice-2031',
    });
    expect((await signInWith(attacker, email, 'came-second-2031')).status).toBe(401);
    expect((await signInWith(guardian, email, 'my-own-choice-2031')).status).toBe(200);
  });

  it('signs out every session the account had when its address is confirmed', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('coach');
    await t.post('/api/auth/sign-up/email', {
      ...guardianSignup(email, 'steady-hands-2031'),
      userType: 'organization',
      organizationName: 'Early FC',
      organizationType: 'club',
      phoneNumber: '512-555-0134',
    });
    const account = onlyRow(await t.db.select().from(user).where(eq(user.email, email)));
    // A session left on the unconfirmed account, however it came to be.
    await t.db.insert(session).values({
      id: randomUUID(),
      token: `left-${randomUUID()}`,
      userId: account.id,
      expiresAt: new Date(Date.now() + 3600_000),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect((await follow(t, linkIn((await t.mailTo(email)).text))).status).toBe(302);
    const sessions = await t.db.select().from(session).where(eq(session.userId, account.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token).not.toMatch(/^left-/);
  });

  it('tells the holder of a confirmed address that somebody tried it, and changes nothing', async () => {
    const t = await createTestApp();
    const holder = await createTestUser(t, { name: 'Casey Holder' });
    const res = await t.post(
      '/api/auth/sign-up/email',
      guardianSignup(holder.email, 'not-theirs-2031'),
    );
    expect(res.status).toBe(200);
    const notice = onlyRow(await mailsTo(t, holder.email));
    expect(notice.subject).toMatch(/Somebody tried to sign up/);
    // A second try within 10 minutes sends nothing more; the holder's password still works.
    await t.post('/api/auth/sign-up/email', guardianSignup(holder.email, 'not-theirs-2031'));
    expect(await mailsTo(t, holder.email)).toHaveLength(1);
    expect((await signInWith(t, holder.email, holder.password)).status).toBe(200);
    expect((await signInWith(t, holder.email, 'not-theirs-2031')).status).toBe(401);
  });

  it('keeps a staff invitation for the address’s holder, not for who signed up first', async () => {
    const club = await createTestApp();
    const owner = await createTestUser(club, { userType: 'organization', name: 'Lakeside Club' });
    await club.db
      .insert(organizations)
      .values({ ownerUserId: owner.id, name: 'Lakeside Club', type: 'club' });
    await signIn(club, owner);
    await unwrap(club.api.me.program.$get());
    const invited = uniqueEmail('staff');
    await unwrap(club.api.me.program.staff.$post({ json: { email: invited, role: 'coach' } }), 201);
    const token = linkIn((await club.mailTo(invited)).text).split('/staff-invitations/')[1]!;

    // Somebody signs up with the invited address first, then its holder does.
    const attacker = await createTestApp();
    await attacker.post('/api/auth/sign-up/email', {
      ...guardianSignup(invited, 'taken-first-2031', 'Mallory'),
      userType: 'coach',
      coachType: 'highSchool',
      sport: 'basketball',
      phoneNumber: '512-555-0134',
    });
    const holder = await createTestApp();
    await holder.post('/api/auth/sign-up/email', {
      ...guardianSignup(invited, 'whistle-ready-2031', 'Jordan'),
      userType: 'coach',
      coachType: 'highSchool',
      sport: 'basketball',
      phoneNumber: '512-555-0134',
    });
    // The invitation is still there, and only the holder's chosen password opens the account.
    const [place] = await club.db
      .select()
      .from(programStaff)
      .where(eq(programStaff.email, invited));
    expect(place).toMatchObject({ status: 'invited' });
    await holder.post('/api/auth/reset-password', {
      token: choosePasswordToken((await holder.mailTo(invited)).text),
      newPassword: 'whistle-ready-2031',
    });
    const refused = await signInWith(attacker, invited, 'taken-first-2031');
    expect(refused.status).toBe(401);
    const accept = await attacker.post(`/api/staff-invitations/${token}/accept`);
    expect(accept.status).toBe(401);
    expect((await signInWith(holder, invited, 'whistle-ready-2031')).status).toBe(200);
    const accepted = await holder.post(`/api/staff-invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(
      await errorOf(await attacker.post(`/api/staff-invitations/${token}/accept`)),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
