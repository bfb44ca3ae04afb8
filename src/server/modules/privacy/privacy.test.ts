import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { privacyMessages } from '#shared/privacy';
import type { ProfileEditorInput } from '#shared/schemas/athletes';
import { createApp } from '#server/app';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { guardianConsents } from '#server/db/schema/safety';
import { createTestApp, errorOf, linkIn, uniqueEmail, unwrap } from '#server/test/test-app';
import { getTestDatabase } from '#server/test/test-database';
import { createTestUser, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const PASSWORD = 'quick-feet-2031';
const today = new Date();

/** The birth month and year of someone `years` old this month (born last month, to be sure). */
function bornYearsAgo(years: number) {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth() - 1, 1));
  return { birthMonth: String(date.getUTCMonth() + 1), birthYear: String(date.getUTCFullYear()) };
}

function athleteForm(
  email: string,
  sport: string,
  extra: Record<string, string | undefined> = {},
): Record<string, unknown> {
  return {
    form: 'athlete',
    firstName: 'Riley',
    lastName: `Stone${sport}`,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    sport,
    position: 'Guard',
    school: 'Lakeside High',
    location: 'Austin, TX',
    gender: 'Female',
    ...bornYearsAgo(15),
    ...extra,
  };
}

/** Opens the newest link mailed to an address (a confirmation, a consent request). */
async function followMailedLink(t: TestApp, to: string): Promise<string> {
  const mail = await t.lastMailTo(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return linkIn(mail.text);
}

/** A 15-year-old signed up and confirmed: the guardian has the consent link. */
async function minorSignedUp(sport = `S${randomUUID().slice(0, 8)}`) {
  const t = await createTestApp();
  const email = uniqueEmail('minor');
  const guardianEmail = uniqueEmail('guardian');
  const res = await t.post('/api/auth/sign-up/email', athleteForm(email, sport, { guardianEmail }));
  expect(res.status).toBe(200);
  await t.get((await followMailedLink(t, email)).replace(t.config.publicUrl, ''));
  const profile = onlyRow(
    await t.db
      .select({ id: playerProfiles.id, userId: playerProfiles.userId })
      .from(playerProfiles)
      .where(eq(playerProfiles.sport, sport)),
  );
  const consentLink = await followMailedLink(t, guardianEmail);
  const token = consentLink.split('/consent/')[1]!;
  await signIn(t, { email, password: PASSWORD });
  return { owner: t, email, guardianEmail, sport, id: profile.id, userId: profile.userId, token };
}

async function member() {
  const t = await createTestApp();
  return signIn(t, await createTestUser(t));
}

async function admin() {
  const t = await createTestApp();
  return signIn(t, await createTestUser(t, { role: 'admin' }));
}

/** Everywhere a profile can appear to a caller. */
async function whereSeen(caller: TestApp, athlete: { id: string; sport: string }) {
  const list = await unwrap(caller.api.athletes.$get({ query: { sport: athlete.sport } }));
  const inSection = async (section: 'recent' | 'featured' | 'most-improved') =>
    (await unwrap(caller.api.athletes[section].$get())).some((row) => row.id === athlete.id);
  const sections = await Promise.all(
    (['recent', 'featured', 'most-improved'] as const).map(inSection),
  );
  const sitemap = await (await caller.get('/sitemap.xml')).text();
  return {
    list: list.total,
    page: (await athletePage(caller, athlete.id)).status,
    // the newest and most improved sections
    recent: sections.some(Boolean),
    sitemap: sitemap.includes(`/athlete/${athlete.id}`),
  };
}

const athletePage = (caller: TestApp, id: string) =>
  caller.api.athletes[':id'].$get({ param: { id } });
const consent = (caller: TestApp) => caller.api.consent[':token'];

const hidden = { list: 0, page: 404, recent: false, sitemap: false };
// Whether a shown athlete is among the 4 newest depends on what other tests add meanwhile.
const shown = { list: 1, page: 200, recent: expect.any(Boolean), sitemap: true };
const membersOnly = { list: 1, page: 200, recent: expect.any(Boolean), sitemap: false };

describe('age gate', () => {
  it('refuses a 12-year-old with a kind explanation and stores nothing', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('child');
    const res = await t.post(
      '/api/auth/sign-up/email',
      athleteForm(email, 'Soccer', { ...bornYearsAgo(12), guardianEmail: uniqueEmail('parent') }),
    );
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.fieldErrors?.birthYear).toEqual([privacyMessages.underMinimumAge]);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(await t.lastMailTo(email)).toBeUndefined();
  });

  it('asks the generic player form for a date of birth too, and never a coach', async () => {
    const t = await createTestApp();
    const generic = {
      email: uniqueEmail('player'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      userType: 'player',
      phoneNumber: '5125550100',
      firstName: 'Ana',
      lastName: 'Diaz',
      school: 'North High',
    };
    const missing = await t.post('/api/auth/sign-up/email', generic);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fieldErrors).toHaveProperty('birthMonth');
    const child = await t.post('/api/auth/sign-up/email', { ...generic, ...bornYearsAgo(11) });
    expect(child.status).toBe(400);
    const adult = await t.post('/api/auth/sign-up/email', { ...generic, ...bornYearsAgo(30) });
    expect(adult.status).toBe(200);
    const coach = await t.post('/api/auth/sign-up/email', {
      ...generic,
      email: uniqueEmail('coach'),
      userType: 'coach',
      coachType: 'youth',
      sport: 'soccer',
    });
    expect(coach.status).toBe(200);
  });

  it('needs a guardian address for 13 to 17, different from their own', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('teen');
    const none = await t.post('/api/auth/sign-up/email', athleteForm(email, 'Soccer'));
    expect((await errorOf(none)).fieldErrors).toEqual({
      guardianEmail: [privacyMessages.guardianEmailRequired],
    });
    const own = await t.post(
      '/api/auth/sign-up/email',
      athleteForm(email, 'Soccer', { guardianEmail: email.toUpperCase() }),
    );
    expect((await errorOf(own)).fieldErrors).toEqual({
      guardianEmail: [privacyMessages.guardianEmailSameAsOwn],
    });
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    // An adult needs none, and the address is not kept.
    const adultEmail = uniqueEmail('adult');
    const adult = await t.post(
      '/api/auth/sign-up/email',
      athleteForm(adultEmail, 'Soccer', { ...bornYearsAgo(19) }),
    );
    expect(adult.status).toBe(200);
  });

  it('keeps the date of birth out of every answer about the athlete', async () => {
    const { id, owner } = await minorSignedUp();
    const row = onlyRow(
      await owner.db
        .select({ birthDate: playerProfiles.birthDate })
        .from(playerProfiles)
        .where(eq(playerProfiles.id, id)),
    );
    expect(row.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await (await athletePage(owner, id)).text();
    expect(page).not.toContain(row.birthDate!);
    expect(page).not.toMatch(/birth/i);
  });
});

describe('guardian consent', () => {
  it('keeps a minor out of every list, page, sitemap and preview until a guardian consents, and again after withdrawal', async () => {
    const athlete = await minorSignedUp();
    const visitor = await createTestApp();
    const signedIn = await member();
    expect(await whereSeen(visitor, athlete)).toEqual(hidden);
    expect(await whereSeen(signedIn, athlete)).toEqual(hidden);
    // Its owner and administrators still open the page.
    expect((await athletePage(athlete.owner, athlete.id)).status).toBe(200);
    expect((await athletePage(await admin(), athlete.id)).status).toBe(200);

    // The guardian opens the link: whose request, and that it waits for them.
    const param = { token: athlete.token };
    const request = await consent(visitor).$get({ param });
    expect(request.status).toBe(200);
    expect(await request.json()).toMatchObject({ athleteFirstName: 'Riley', status: 'pending' });

    const granted = await consent(visitor).$post({
      param,
      json: { decision: 'grant', visibility: 'public' },
    });
    expect(granted.status).toBe(200);
    expect(await whereSeen(visitor, athlete)).toEqual(shown);
    expect(await whereSeen(signedIn, athlete)).toEqual(shown);
    const [record] = await visitor.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, athlete.userId));
    expect(record).toMatchObject({ status: 'granted', decidedIp: visitor.ip });
    expect((await visitor.mailTo(athlete.guardianEmail)).subject).toMatch(/Your decision/);

    const withdrawn = await consent(visitor).$post({
      param,
      json: { decision: 'withdraw' },
    });
    expect(withdrawn.status).toBe(200);
    expect(await whereSeen(visitor, athlete)).toEqual(hidden);
    expect(await whereSeen(signedIn, athlete)).toEqual(hidden);
    expect((await athletePage(athlete.owner, athlete.id)).status).toBe(200);
  });

  it('shows a consented minor to members only unless the guardian chose everyone', async () => {
    const athlete = await minorSignedUp();
    await consent(await createTestApp()).$post({
      param: { token: athlete.token },
      json: { decision: 'grant', visibility: 'members' },
    });
    expect(await whereSeen(await createTestApp(), athlete)).toEqual(hidden);
    expect(await whereSeen(await member(), athlete)).toEqual(membersOnly);
    // The athlete cannot widen it beyond what the guardian allowed.
    const wider = await athlete.owner.api.me.privacy.$put({ json: { visibility: 'public' } });
    expect(wider.status).toBe(403);
    expect((await errorOf(wider)).message).toBe(privacyMessages.visibilityWiderThanGuardian);
  });

  it('gives a link and preview of a hidden athlete no name, and asks search engines not to index it', async () => {
    const athlete = await minorSignedUp();
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<html><head><meta name="description" content="Site" /><title>%SITE_NAME%</title></head><body></body></html>',
    );
    const app = createApp({
      config: athlete.owner.config,
      database: await getTestDatabase(),
      clientDir,
    });
    const before = await (await app.request(`/athlete/${athlete.id}`)).text();
    expect(before).not.toContain('Riley');
    expect(before).toContain('<meta name="robots" content="noindex, nofollow" />');
    await consent(await createTestApp()).$post({
      param: { token: athlete.token },
      json: { decision: 'grant', visibility: 'public' },
    });
    const after = await (await app.request(`/athlete/${athlete.id}`)).text();
    expect(after).toContain('Riley');
    expect(after).not.toContain('noindex');
  });

  it('lets a pending request be declined, and refuses an expired or replaced link', async () => {
    const athlete = await minorSignedUp();
    const guardian = await createTestApp();
    expect(
      (
        await consent(guardian).$post({
          param: { token: athlete.token },
          json: { decision: 'decline' },
        })
      ).status,
    ).toBe(200);
    expect(await whereSeen(guardian, athlete)).toEqual(hidden);
    // Declined is final until the guardian changes their mind: not the athlete.
    const resend = (owner: TestApp) => owner.api.me.privacy.consent.resend.$post();
    expect((await resend(athlete.owner)).status).toBe(409);

    const other = await minorSignedUp();
    await other.owner.db
      .update(guardianConsents)
      .set({
        expiresAt: sql`now() - interval '1 minute'`,
        sentAt: sql`now() - interval '15 days'`,
      })
      .where(eq(guardianConsents.userId, other.userId));
    const expired = await consent(guardian).$post({
      param: { token: other.token },
      json: { decision: 'grant', visibility: 'members' },
    });
    expect(expired.status).toBe(410);
    expect((await errorOf(expired)).message).toBe(privacyMessages.consentLinkExpired);
    const status = await unwrap(other.owner.api.me.privacy.$get());
    expect(status.privacy!.consent!.expired).toBe(true);

    // The athlete sends a new link from their profile: the old one stops working.
    expect((await resend(other.owner)).status).toBe(200);
    const fresh = (await followMailedLink(guardian, other.guardianEmail)).split('/consent/')[1]!;
    expect(fresh).not.toBe(other.token);
    const request = (token: string) => consent(guardian).$get({ param: { token } });
    expect((await request(other.token)).status).toBe(404);
    expect((await request(fresh)).status).toBe(200);
    // And cannot flood the guardian with mail.
    expect((await resend(other.owner)).status).toBe(429);
  });

  it('answers bad tokens and bad decisions without revealing anything', async () => {
    const guardian = await createTestApp();
    const request = (token: string) => consent(guardian).$get({ param: { token } });
    expect((await request('x'.repeat(43))).status).toBe(404);
    expect((await request('short')).status).toBe(400);
    const athlete = await minorSignedUp();
    // A visibility the page does not offer: plain JSON, past the typed client.
    const bad = await guardian.post(`/api/consent/${athlete.token}`, {
      decision: 'grant',
      visibility: 'private',
    });
    expect(bad.status).toBe(400);
    const withdrawFirst = await consent(guardian).$post({
      param: { token: athlete.token },
      json: { decision: 'withdraw' },
    });
    expect(withdrawFirst.status).toBe(409);
  });

  it("tells the owner why the profile is hidden, with the guardian's address masked", async () => {
    const athlete = await minorSignedUp();
    const res = await athlete.owner.api.me.privacy.$get();
    const { privacy } = await unwrap(res);
    expect(privacy!.hiddenBecause).toEqual(['consent-needed']);
    expect(privacy!.consent!.status).toBe('pending');
    expect(privacy!.consent!.guardianEmail).not.toBe(athlete.guardianEmail);
    expect(privacy!.consent!.guardianEmail.endsWith('@example.com')).toBe(true);
  });
});

describe('visibility', () => {
  /** An adult athlete, confirmed, with a sport of their own. */
  async function adultAthlete() {
    const t = await createTestApp();
    const sport = `V${randomUUID().slice(0, 8)}`;
    const email = uniqueEmail('adult');
    await t.post('/api/auth/sign-up/email', athleteForm(email, sport, bornYearsAgo(20)));
    await t.get((await followMailedLink(t, email)).replace(t.config.publicUrl, ''));
    await signIn(t, { email, password: PASSWORD });
    const profile = onlyRow(
      await t.db
        .select({ id: playerProfiles.id })
        .from(playerProfiles)
        .where(eq(playerProfiles.sport, sport)),
    );
    return { owner: t, id: profile.id, sport };
  }

  it('follows the matrix: public for all, members for members, private for nobody but its owner', async () => {
    const athlete = await adultAthlete();
    const visitor = await createTestApp();
    const signedIn = await member();
    const matrix = [
      ['public', { visitor: shown, member: shown }],
      ['members', { visitor: hidden, member: membersOnly }],
      ['private', { visitor: hidden, member: hidden }],
    ] as const;
    for (const [visibility, expected] of matrix) {
      const res = await athlete.owner.api.me.privacy.$put({ json: { visibility } });
      expect(res.status).toBe(200);
      expect({
        visitor: await whereSeen(visitor, athlete),
        member: await whereSeen(signedIn, athlete),
      }).toEqual(expected);
      expect((await athletePage(athlete.owner, athlete.id)).status).toBe(200);
    }
    const { privacy } = await unwrap(athlete.owner.api.me.privacy.$get());
    expect(privacy!.hiddenBecause).toEqual(['private']);
  });

  it('refuses anything but the three settings, and a caller without a profile', async () => {
    const athlete = await adultAthlete();
    // Settings the page does not offer: plain JSON, past the typed client.
    const odd = await athlete.owner.call('PUT', '/api/me/privacy', { visibility: 'friends' });
    expect(odd.status).toBe(400);
    const extra = await athlete.owner.call('PUT', '/api/me/privacy', {
      visibility: 'public',
      listed: true,
    });
    expect(extra.status).toBe(400);
    const noProfile = await member();
    expect((await noProfile.api.me.privacy.$put({ json: { visibility: 'private' } })).status).toBe(
      404,
    );
    expect(await (await noProfile.api.me.privacy.$get()).json()).toEqual({ privacy: null });
    expect((await (await createTestApp()).api.me.privacy.$get()).status).toBe(401);
  });
});

describe('a profile made in the editor by an account that never gave its age', () => {
  const editorProfile = (extra: Partial<ProfileEditorInput> = {}): ProfileEditorInput => ({
    firstName: 'Pat',
    lastName: `Wallet${randomUUID().slice(0, 6)}`,
    sport: 'Soccer',
    position: 'Keeper',
    school: 'Hill High',
    location: 'Boise, ID',
    graduationYear: '2029',
    bio: null,
    height: null,
    weight: null,
    gender: 'Male',
    ...extra,
  });

  it('asks the date of birth, refuses under 13, needs a guardian for a minor', async () => {
    const t = await createTestApp();
    // As an account made by signing in with Pi has it: no sign-up form, no date of birth.
    const account = await createTestUser(t, { userType: null });
    await signIn(t, account);
    const profile = t.api.me.profile;
    expect(await (await profile.$get()).json()).toMatchObject({
      profile: null,
      needsBirthDate: true,
    });

    const none = await profile.$put({ json: editorProfile() });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({
      fieldErrors: { birthMonth: [privacyMessages.birthMonthRequired] },
    });
    const child = await profile.$put({ json: editorProfile(bornYearsAgo(11)) });
    expect(child.status).toBe(400);
    expect(await child.json()).toMatchObject({
      fieldErrors: { birthYear: [privacyMessages.underMinimumAge] },
    });
    const noGuardian = await profile.$put({ json: editorProfile(bornYearsAgo(15)) });
    expect(noGuardian.status).toBe(400);
    expect(await noGuardian.json()).toMatchObject({
      fieldErrors: { guardianEmail: [privacyMessages.guardianEmailRequired] },
    });
    expect(await (await profile.$get()).json()).toMatchObject({ profile: null });

    const guardianEmail = uniqueEmail('editor-guardian');
    const saved = await profile.$put({
      json: editorProfile({ ...bornYearsAgo(15), guardianEmail }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const [row] = await t.db
      .select()
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, account.id));
    expect(row).toMatchObject({ visibility: 'members', listed: false });
    expect(row?.birthDate).not.toBeNull();
    const [consent] = await t.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, account.id));
    expect(consent).toMatchObject({ guardianEmail, status: 'pending' });
    // The account's address is confirmed: the guardian is asked at once.
    expect(await t.lastMailTo(guardianEmail)).toBeTruthy();
    expect(await (await profile.$get()).json()).toMatchObject({ needsBirthDate: false });

    // Given once: a later save cannot change it.
    const older = await profile.$put({ json: editorProfile(bornYearsAgo(30)) });
    expect(older.status).toBe(200);
    const [after] = await t.db
      .select({ birthDate: playerProfiles.birthDate })
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, account.id));
    expect(after?.birthDate).toBe(row?.birthDate);
  });
});
