import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { createSiteAuth } from '#server/site-auth';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { athletePicks } from '#server/db/schema/admin';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { subscriptions } from '#server/db/schema/subscriptions';
import { systemClock } from '#server/lib/clock';
import { createTestApp, errorOf, uniqueEmail, unwrap } from '#server/test/test-app';
import { getTestDatabase } from '#server/test/test-database';
import { subscriptionChanged } from './athlete-list-cache';
import { saveOwnProfile } from './save-own-profile';
import { profileEditorSchema, type ProfileEditorInput } from '#shared/schemas/athletes';
import { createTestUser } from '#server/test/test-users';
import { within } from '#server/test/within';
import { onlyRow } from '#server/test/rows';
import { exactly } from '#server/test/tuples';

/** What a profile saved without a date of birth needs to ask a guardian's consent. */
const consentDepsOf = (t: TestApp) => ({
  db: t.db,
  mailer: { kind: 'dev-mailbox' as const, send: async () => {} },
  caches: t.caches.athletes,
  siteName: t.config.siteName,
  publicUrl: t.config.publicUrl,
  clock: systemClock,
});

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type ListQuery = NonNullable<Parameters<TestApp['api']['athletes']['$get']>[0]>['query'];

const tag = () => `T${randomUUID().slice(0, 8)}`;

/** Inserts athletes (with their users) for one test; a unique sport keeps tests apart. */
async function insertAthletes(
  { db, caches }: Pick<TestApp, 'db' | 'caches'>,
  rows: Partial<typeof playerProfiles.$inferInsert>[],
  base = new Date('2026-06-01T12:00:00.000Z'),
) {
  const users = rows.map(() => ({
    id: randomUUID(),
    name: 'x',
    email: uniqueEmail('seed'),
    emailVerified: true,
  }));
  await db.insert(user).values(users);
  const inserted = await db
    .insert(playerProfiles)
    .values(
      rows.map((row, index) => ({
        userId: users[index]!.id,
        firstName: 'Sam',
        lastName: 'Lee',
        sport: 'Basketball',
        listed: true,
        createdAt: new Date(base.getTime() - index * 1000),
        ...row,
      })),
    )
    .returning();
  // Written behind the apps' backs: tell their lists, as the app's own writes do.
  await caches.athletes.changed();
  return inserted;
}

async function signedIn(t: TestApp) {
  const email = uniqueEmail('member');
  const auth = createSiteAuth({
    config: t.config,
    db: t.db,
    mailer: { kind: 'dev-mailbox', send: async () => {} },
    caches: t.caches,
  });
  await createVerifiedUser(auth, {
    email,
    password: 'member-pass-1',
    name: 'Member',
    userType: 'coach',
  });
  const res = await t.post('/api/auth/sign-in/email', { email, password: 'member-pass-1' });
  expect(res.status).toBe(200);
  return t;
}

const list = async (t: TestApp, query: ListQuery) => {
  const res = await t.api.athletes.$get({ query });
  expect(res.status).toBe(200);
  return unwrap(res);
};
type Page = Awaited<ReturnType<typeof list>>;

describe('athlete list', () => {
  it('filters by sport, graduation year, state and search, alone and combined', async () => {
    const sport = tag();
    await insertAthletes(await createTestApp(), [
      {
        sport,
        firstName: 'Ava',
        lastName: 'Stone',
        graduationYear: 2027,
        state: 'TX',
        location: 'Austin, TX',
        school: 'Lakeview High',
      },
      {
        sport,
        firstName: 'Ben',
        lastName: 'Cruz',
        graduationYear: 2028,
        state: 'TX',
        location: 'Dallas, TX',
        school: 'Hillcrest Prep',
      },
      {
        sport,
        firstName: 'Cara',
        lastName: 'Moss',
        graduationYear: 2027,
        state: 'OH',
        location: 'Akron, OH',
        school: 'Lakeview High',
      },
    ]);
    const t = await signedIn(await createTestApp());
    const names = (page: Page) => page.items.map((item) => item.firstName);

    expect(names(await list(t, { sport }))).toEqual(['Ava', 'Ben', 'Cara']);
    expect(names(await list(t, { sport: sport.toLowerCase() }))).toEqual(['Ava', 'Ben', 'Cara']);
    expect(names(await list(t, { sport, gradYear: '2027' }))).toEqual(['Ava', 'Cara']);
    expect(names(await list(t, { sport, state: 'tx' }))).toEqual(['Ava', 'Ben']);
    expect(names(await list(t, { sport, state: 'TX', gradYear: '2027' }))).toEqual(['Ava']);
    expect(names(await list(t, { sport, q: 'lakeview' }))).toEqual(['Ava', 'Cara']);
    expect(names(await list(t, { sport, q: 'lakeview', state: 'OH' }))).toEqual(['Cara']);
    const counted = await list(t, { sport, gradYear: '2027' });
    expect(counted.total).toBe(2);
  });

  it('forgives typos in names and schools', async () => {
    const sport = tag();
    await insertAthletes(await createTestApp(), [
      { sport, firstName: 'Jasmine', lastName: 'Quintero', school: 'Westlake High School' },
      { sport, firstName: 'Marcus', lastName: 'Johnson', school: 'Cherry Creek High' },
    ]);
    const t = await createTestApp();
    expect((await list(t, { sport, q: 'jasmne' })).items.map((item) => item.lastName)).toEqual([
      'Quintero',
    ]);
    expect((await list(t, { sport, q: 'Jonson' })).items.map((item) => item.lastName)).toEqual([
      'Johnson',
    ]);
    expect((await list(t, { sport, q: 'zzzz' })).items).toEqual([]);
    const member = await signedIn(await createTestApp());
    expect(
      (await list(member, { sport, q: 'westlke' })).items.map((item) => item.lastName),
    ).toEqual(['Quintero']);
  });

  it('searches names only for signed-out visitors: a school would tell where a minor studies', async () => {
    const sport = tag();
    await insertAthletes(await createTestApp(), [
      { sport, firstName: 'Lena', lastName: 'Park', school: 'Harborview Academy' },
    ]);
    const visitor = await createTestApp();
    for (const q of ['Harborview', 'harborview academy', 'harbrview']) {
      const page = await list(visitor, { sport, q });
      expect(page.items, q).toEqual([]);
      expect(page.total, q).toBe(0);
    }
    expect((await list(visitor, { sport, q: 'lena park' })).items).toHaveLength(1);
    const member = await signedIn(await createTestApp());
    expect((await list(member, { sport, q: 'Harborview' })).items).toHaveLength(1);
  });

  it('refuses a graduation year outside real classes, and it never turns the class filter off', async () => {
    const sport = tag();
    await insertAthletes(await createTestApp(), [
      { sport, firstName: 'Old', graduationYear: 2027 },
      { sport, firstName: 'New', graduationYear: 2029 },
    ]);
    const visitor = await createTestApp();
    const member = await signedIn(await createTestApp());
    for (const gradYear of ['0000', '0', '9999', '1800', '20290', '-202', '２０２９']) {
      for (const caller of [visitor, member]) {
        const res = await caller.api.athletes.$get({ query: { sport, gradYear } });
        expect(res.status, gradYear).toBe(400);
      }
    }
    // Asked after the refused years, the class filter still filters.
    expect((await list(member, { sport, gradYear: '2029' })).items.map((i) => i.firstName)).toEqual(
      ['New'],
    );
    expect((await list(member, { sport, gradYear: '2027' })).items.map((i) => i.firstName)).toEqual(
      ['Old'],
    );
  });

  it('refuses control characters and impossible page links with 400', async () => {
    const t = await createTestApp();
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const query of [
      { q: 'jor\u0000dan' },
      { sport: 'basket\u0000ball' },
      { q: 'line\nbreak' },
      { cursor: cursor(['2026-02-30T10:00:00.000Z', randomUUID()]) },
      { cursor: cursor(['2026-13-01T10:00:00.000Z', randomUUID()]) },
      { cursor: cursor(['2026-06-01T25:00:00.000Z', randomUUID()]) },
      { cursor: cursor(['+275760-09-13T00:00:00.000Z', randomUUID()]) },
      { cursor: cursor(['2026-06-01T10:00:00.000Z', 'not-a-uuid']) },
      { cursor: cursor(['2026-06-01T10:00:00.000Z', "1' or '1'='1"]) },
      { cursor: cursor({ createdAt: '2026-06-01T10:00:00.000Z' }) },
      { cursor: cursor(['2026-06-01T10:00:00.000Z', randomUUID(), false]) },
      { cursor: cursor(['2026-06-01T10:00:00.000Z', randomUUID(), 'featured']) },
      { cursor: cursor(['2026-06-01T10:00:00.000Z', randomUUID(), true, true]) },
      { cursor: 'a%00b' },
    ]) {
      const res = await t.api.athletes.$get({ query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    const member = await signedIn(await createTestApp());
    expect((await member.api.athletes.$get({ query: { state: 'T\u0000X' } })).status).toBe(400);
  });

  it('pages newest first without gaps or repeats, even within one millisecond', async () => {
    const sport = tag();
    const t = await createTestApp();
    const inserted = await insertAthletes(
      t,
      Array.from({ length: 11 }, (_, index) => ({ sport, firstName: `A${index}` })),
    );
    // Same millisecond, different microseconds: the cursor must not round them together.
    await t.db.execute(
      sql`update player_profiles set created_at = '2026-05-01T00:00:00.123Z'::timestamptz + (random() * interval '900 microseconds') where sport = ${sport}`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(t, { sport, limit: '3', ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(11);
      seen.push(...page.items.map((item) => String(item.id)));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(11);
    expect(new Set(seen)).toEqual(new Set(inserted.map((row) => row.id)));
    const ordered = await t.db
      .select({ id: playerProfiles.id })
      .from(playerProfiles)
      .where(eq(playerProfiles.sport, sport))
      .orderBy(sql`created_at desc, id desc`);
    expect(seen).toEqual(ordered.map((row) => row.id));
  });

  it('gives signed-out visitors the teaser only and keeps class and state filters for members', async () => {
    const sport = tag();
    await insertAthletes(await createTestApp(), [
      {
        sport,
        school: 'Private Prep',
        location: 'Reno, NV',
        state: 'NV',
        graduationYear: 2029,
        bio: 'hidden',
      },
    ]);
    const visitor = await createTestApp();
    const [teaser] = exactly(1, (await list(visitor, { sport })).items);
    expect(Object.keys(teaser).sort()).toEqual([
      'avatarUrl',
      'featured',
      'firstName',
      'id',
      'lastName',
      'sport',
    ]);
    const one = await unwrap(visitor.api.athletes[':id'].$get({ param: { id: teaser.id } }));
    expect(Object.keys(one).sort()).toEqual([
      'avatarUrl',
      'featured',
      'firstName',
      'id',
      'lastName',
      'sport',
    ]);

    for (const filter of [{ gradYear: '2029' }, { state: 'NV' }]) {
      const res = await visitor.api.athletes.$get({ query: { sport, ...filter } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        message: 'Sign in to filter by graduation year and state.',
      });
    }

    const member = await signedIn(await createTestApp());
    const [details] = (await list(member, { sport, state: 'NV' })).items;
    expect(details).toMatchObject({
      school: 'Private Prep',
      location: 'Reno, NV',
      graduationYear: 2029,
      bio: 'hidden',
    });
  });

  it('answers an unknown athlete with 404 and a bad cursor with 400', async () => {
    const t = await createTestApp();
    const athlete = t.api.athletes[':id'];
    expect((await athlete.$get({ param: { id: randomUUID() } })).status).toBe(404);
    expect((await athlete.$get({ param: { id: 'not-an-id' } })).status).toBe(404);
    expect((await t.api.athletes.$get({ query: { cursor: 'garbage' } })).status).toBe(400);
  });
});

describe('listing', () => {
  it('keeps an athlete out of every list, search, page and preview until the email is confirmed', async () => {
    const sport = tag();
    const email = uniqueEmail('planted');
    const t = await createTestApp();
    const signup = await t.post('/api/auth/sign-up/email', {
      form: 'athlete',
      firstName: 'Planted',
      lastName: 'Profile',
      email,
      password: 'not-my-address-9',
      confirmPassword: 'not-my-address-9',
      sport,
      position: 'Wing',
      school: 'Somebody Else High',
      location: 'Reno, NV',
      gender: 'Other',
      birthMonth: '3',
      birthYear: '2001',
    });
    expect(signup.status).toBe(200);
    const profile = onlyRow(
      await t.db
        .select({ id: playerProfiles.id })
        .from(playerProfiles)
        .where(eq(playerProfiles.sport, sport)),
    );
    const id = profile.id;

    const visitor = await createTestApp();
    const member = await signedIn(await createTestApp());
    const seenBy = async (caller: TestApp) => ({
      bySport: (await list(caller, { sport })).total,
      byName: (await list(caller, { q: 'planted profile', sport })).total,
      page: (await caller.api.athletes[':id'].$get({ param: { id } })).status,
      recent: (await unwrap(caller.api.athletes.recent.$get())).some(
        (athlete) => athlete.id === id,
      ),
    });
    for (const caller of [visitor, member]) {
      expect(await seenBy(caller)).toEqual({ bySport: 0, byName: 0, page: 404, recent: false });
    }
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<html><head><title>%SITE_NAME%</title></head></html>',
    );
    const app = createApp({ config: t.config, database: await getTestDatabase(), clientDir });
    expect(await (await app.request(`/athlete/${id}`)).text()).not.toContain('Planted');

    // The owner confirms from their inbox: the profile is listed at once.
    const mail = await t.mailTo(email);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    await t.get(link.replace(t.config.publicUrl, ''));
    expect(await seenBy(visitor)).toEqual({ bySport: 1, byName: 1, page: 200, recent: true });
    expect(await (await app.request(`/athlete/${id}`)).text()).toContain('Planted Profile');
  });
});

describe('shared links', () => {
  it('give an athlete page its own title and preview, with public facts only', async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<html><head><meta name="description" content="Site" /><title>%SITE_NAME%</title></head><body></body></html>',
    );
    const t = await createTestApp();
    const row = onlyRow(
      await insertAthletes(t, [
        {
          firstName: 'Nova',
          lastName: 'Reed',
          sport: 'Soccer',
          school: 'Secret Academy',
          avatarUrl: '/uploads/player-avatars/x.webp',
        },
      ]),
    );
    const app = createApp({ config: t.config, database: await getTestDatabase(), clientDir });
    const html = await (await app.request(`/athlete/${row.id}`)).text();
    expect(html).toContain('<title>Nova Reed · Soccer · Showcase</title>');
    expect(html).toContain('property="og:title" content="Nova Reed · Soccer · Showcase"');
    expect(html).toContain(
      'property="og:image" content="http://localhost:3000/uploads/player-avatars/x.webp"',
    );
    expect(html).not.toContain('Secret Academy');
    const unknown = await (await app.request(`/athlete/${randomUUID()}`)).text();
    // An address that shows nobody to everyone gets a plain title and stays out of search.
    expect(unknown).toContain('<title>Athlete · Showcase</title>');
    expect(unknown).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(unknown).not.toContain('og:title');
  });
});

describe('featured lists', () => {
  it('recent has 4 complete profiles; most improved puts the special mention first, once', async () => {
    const t = await createTestApp();
    const future = new Date(Date.now() + 3600_000);
    const [special, ...others] = await insertAthletes(
      t,
      Array.from({ length: 6 }, (_, index) => ({
        firstName: `Top${index}`,
        isComplete: index !== 1,
        updatedAt: new Date(future.getTime() - index * 1000),
      })),
      future,
    );
    await t.db.delete(athletePicks).where(eq(athletePicks.kind, 'athlete_of_the_month'));

    const recent = await unwrap(t.api.athletes.recent.$get());
    expect(recent.map((athlete) => athlete.firstName)).toEqual(['Top0', 'Top2', 'Top3', 'Top4']);

    const withoutSpecial = await unwrap(t.api.athletes['most-improved'].$get());
    expect(withoutSpecial).toHaveLength(4);

    await t.db
      .insert(athletePicks)
      .values({ kind: 'athlete_of_the_month', profileId: special!.id, month: '2026-06' });
    const improved = await unwrap(t.api.athletes['most-improved'].$get());
    expect(improved).toHaveLength(4);
    expect(improved[0]!.id).toBe(special!.id);
    expect(new Set(improved.map((athlete) => athlete.id)).size).toBe(4);
    expect(improved.slice(1).map((athlete) => athlete.id)).toEqual([
      others[1]!.id,
      others[2]!.id,
      others[3]!.id,
    ]);
    await t.db.delete(athletePicks).where(eq(athletePicks.kind, 'athlete_of_the_month'));
  });
});

const validProfile: ProfileEditorInput = {
  firstName: 'Kira',
  lastName: 'Bell',
  sport: 'Volleyball',
  position: 'Setter',
  school: 'North High',
  location: 'Fargo, ND',
  graduationYear: '2028',
  bio: 'Quick hands, loud voice.',
  height: '5\'10"',
  weight: '',
  gender: 'Female',
  // Asked once, while the profile has none (ignored after).
  birthMonth: '4',
  birthYear: '2000',
};

describe('own profile', () => {
  it('needs a signed-in user', async () => {
    const t = await createTestApp();
    expect((await t.api.me.profile.$get()).status).toBe(401);
    expect((await t.api.me.profile.$put({ json: validProfile })).status).toBe(401);
  });

  it('is created, then updated, always complete, and only for its owner', async () => {
    const t = await signedIn(await createTestApp());
    expect(await (await t.api.me.profile.$get()).json()).toEqual({
      profile: null,
      needsBirthDate: true,
    });

    const created = await t.api.me.profile.$put({ json: validProfile });
    expect(created.status).toBe(200);
    const first = await unwrap(created);
    expect(first).toMatchObject({
      created: true,
      profile: { isComplete: true, state: 'ND', graduationYear: 2028, weight: null },
    });

    const updated = await unwrap(
      t.api.me.profile.$put({ json: { ...validProfile, position: 'Libero' } }),
    );
    expect(updated).toMatchObject({
      created: false,
      profile: { id: first.profile.id, position: 'Libero' },
    });

    const other = await signedIn(await createTestApp());
    const theirs = await unwrap(
      other.api.me.profile.$put({ json: { ...validProfile, firstName: 'Other' } }),
    );
    expect(theirs.profile.id).not.toBe(first.profile.id);
    const mine = await unwrap(t.api.me.profile.$get());
    expect(mine.profile?.firstName).toBe('Kira');
  });

  it('is marked updated at every save', async () => {
    const t = await signedIn(await createTestApp());
    const updatedAt = async () => {
      const { profile } = await unwrap(
        t.api.me.profile.$put({ json: { ...validProfile, bio: `Saved at ${Date.now()}` } }),
      );
      const row = onlyRow(
        await t.db
          .select({ updatedAt: playerProfiles.updatedAt })
          .from(playerProfiles)
          .where(eq(playerProfiles.id, profile.id)),
      );
      return row.updatedAt.getTime();
    };
    let last = await updatedAt();
    for (let save = 0; save < 2; save += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const next = await updatedAt();
      expect(next).toBeGreaterThan(last);
      last = next;
    }
  });

  it('says whether a save may have changed what is announced of the account: a profile created or completed', async () => {
    const t = await createTestApp();
    const owner = await createTestUser(t, { userType: 'player' });
    const save = (bio: string) =>
      saveOwnProfile(
        { db: t.db, caches: t.caches.athletes, consent: consentDepsOf(t) },
        { ...owner, emailVerified: true },
        profileEditorSchema.parse({ ...validProfile, bio }),
        new Date(),
      );

    const created = await save('First.');
    expect(created).toMatchObject({ created: true, changedAccount: true });
    expect(created.profile).not.toHaveProperty('wasComplete');
    // An edit of a complete profile: nothing announced changes.
    const edited = await save('Edited.');
    expect(edited).toMatchObject({ created: false, changedAccount: false });
    expect(edited.profile).toMatchObject({ bio: 'Edited.' });
    expect(edited.profile).not.toHaveProperty('wasComplete');
    // Made incomplete by another path: the next save completes it again.
    await t.db
      .update(playerProfiles)
      .set({ isComplete: false })
      .where(eq(playerProfiles.userId, owner.id));
    expect(await save('Completed again.')).toMatchObject({ created: false, changedAccount: true });
    expect(await save('And edited.')).toMatchObject({ created: false, changedAccount: false });
  });

  it('is created once when the first saves arrive at the same moment', async () => {
    const t = await createTestApp();
    const owner = onlyRow(
      await t.db
        .insert(user)
        .values({ id: randomUUID(), name: 'x', email: uniqueEmail('race'), emailVerified: true })
        .returning(),
    );
    // Every connection of the pool open first, so the saves really run side by side.
    await Promise.all(Array.from({ length: 10 }, () => t.db.execute(sql`select pg_sleep(0.02)`)));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        saveOwnProfile(
          { db: t.db, caches: t.caches.athletes, consent: consentDepsOf(t) },
          owner,
          profileEditorSchema.parse(validProfile),
          new Date(),
        ),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'));
    const created = results.filter(
      (result) => result.status === 'fulfilled' && result.value.created,
    );
    expect(created).toHaveLength(1);
  });

  it('answers every editor rule with its message', async () => {
    const t = await signedIn(await createTestApp());
    // A gender the form cannot send: the typed client refuses it, so it goes as plain JSON.
    const res = await t.call('PUT', '/api/me/profile', {
      firstName: 'K',
      lastName: '',
      sport: 'V',
      position: 'S',
      school: 'N',
      location: 'F',
      graduationYear: '28',
      bio: 'x'.repeat(161),
      gender: 'Unknown',
    });
    expect(res.status).toBe(400);
    const { fieldErrors } = await errorOf(res);
    expect(fieldErrors).toMatchObject({
      firstName: ['First name must be at least 2 characters.'],
      lastName: ['Last name must be at least 2 characters.'],
      sport: ['Sport must be at least 2 characters.'],
      position: ['Position must be at least 2 characters.'],
      school: ['School must be at least 2 characters.'],
      location: ['Location must be at least 2 characters.'],
      graduationYear: ['Graduation year must be a 4-digit number.'],
      bio: ['Bio must be at most 160 characters.'],
      gender: ['Please choose Male, Female or Other.'],
    });
  });
});

describe('avatar upload', () => {
  const upload = (t: TestApp, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
    const form = new FormData();
    form.set('avatar', new File([bytes], name, { type }));
    // A form, as the editor sends it (the route declares no body: its handler reads the form).
    return t.api.me.avatar.$post(undefined, { init: { body: form } });
  };

  it('stores a square WebP without the EXIF and GPS data, and refuses bad files', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'avatars-'));
    const t = await signedIn(await createTestApp({ dataDir }));
    await t.api.me.profile.$put({ json: validProfile });

    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#2a7' },
    })
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: 'home address here' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '30/1 16/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '97/1 44/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const ok = await upload(t, photo, 'me.jpg', 'image/jpeg');
    expect(ok.status).toBe(200);
    const { avatarUrl } = await unwrap(ok);
    expect(avatarUrl).toMatch(/^\/uploads\/player-avatars\/[0-9a-f-]+\.webp\?v=\d+$/);
    const stored = await readFile(
      path.join(dataDir, 'uploads', avatarUrl.slice('/uploads/'.length).split('?')[0]!),
    );
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('home address');
    const served = await t.get(avatarUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const script = new TextEncoder().encode('<script>alert(1)</script>');
    const renamed = await upload(t, script, 'photo.png', 'image/png');
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toMatchObject({ message: 'Choose a PNG, JPEG or WebP photo.' });

    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff]);
    const tooBig = await upload(t, huge, 'big.jpg', 'image/jpeg');
    expect(tooBig.status).toBe(413);

    const profile = await unwrap(t.api.me.profile.$get());
    expect(profile.profile?.avatarUrl).toBe(avatarUrl);
  });

  it('shows a saved profile and a deleted account in the list at once, a new photo within a second', async () => {
    const sport = tag();
    const visitor = await createTestApp();
    expect(await list(visitor, { sport })).toMatchObject({ items: [], total: 0 });

    const t = await signedIn(await createTestApp());
    await t.api.me.profile.$put({ json: { ...validProfile, sport } });
    const listed = await list(visitor, { sport });
    expect(listed).toMatchObject({ items: [{ firstName: 'Kira', avatarUrl: null }], total: 1 });

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { avatarUrl } = await unwrap(upload(t, png, 'a.png', 'image/png'));
    // An edit of what a card shows: within a second (athlete-list-cache.ts).
    await within(
      1000,
      async () => (await list(visitor, { sport })).items[0]?.avatarUrl === avatarUrl,
    );

    const deleted = await t.post('/api/auth/delete-user', { password: 'member-pass-1' });
    expect(deleted.status).toBe(200);
    expect(await list(visitor, { sport })).toMatchObject({ items: [], total: 0 });
  });

  it('asks to save the profile first', async () => {
    const t = await signedIn(await createTestApp());
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload(t, png, 'a.png', 'image/png');
    expect(res.status).toBe(409);
  });

  it('needs a signed-in member and a file', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(await createTestApp(), png, 'a.png', 'image/png')).status).toBe(401);
    const t = await signedIn(await createTestApp());
    await t.api.me.profile.$put({ json: validProfile });
    const empty = await t.api.me.avatar.$post(undefined, { init: { body: new FormData() } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'Choose a photo to upload.' });
  });

  it('refuses pictures that would cost too much to decode, before decoding them', async () => {
    const t = await signedIn(await createTestApp());
    await t.api.me.profile.$put({ json: validProfile });
    const plain = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#c33' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    // A strip under the pixel limit that once cost 300 MB to crop, ten at a time.
    const strip = await plain(65_000, 600);
    expect(strip.byteLength).toBeLessThan(200_000);
    const started = performance.now();
    const strips = await Promise.all(
      Array.from({ length: 10 }, () => upload(t, strip, 'strip.png', 'image/png')),
    );
    expect(strips.map((res) => res.status)).toEqual(Array(10).fill(413));
    expect(performance.now() - started).toBeLessThan(5000);
    const narrow = await upload(t, await plain(4000, 800), 'narrow.png', 'image/png');
    expect(narrow.status).toBe(415);
    expect(await narrow.json()).toMatchObject({
      message: 'The photo is too long and narrow for a profile picture. Choose a more square one.',
    });
  });

  it('takes several uploads from one member at the same moment', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'avatars-'));
    const t = await signedIn(await createTestApp({ dataDir }));
    await t.api.me.profile.$put({ json: validProfile });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => upload(t, png, 'same.png', 'image/png')),
    );
    expect(results.map((res) => res.status)).toEqual(Array(8).fill(200));
  });
});

const day = 24 * 3600_000;

/** A subscription as the payments module stores it, then the lists told, as it tells them. */
async function subscribe(
  t: Pick<TestApp, 'db' | 'caches'>,
  userId: string,
  plan: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const row = onlyRow(
    await t.db
      .insert(subscriptions)
      .values({
        userId,
        tier: 'recruiting',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * day),
        provider: 'sandbox',
        ...plan,
      })
      .returning(),
  );
  await subscriptionChanged(t.caches.athletes);
  return row;
}

describe('featured placement (Recruiting Profile)', () => {
  it('lists members holding the plan first and featured, and the others after them', async () => {
    const sport = tag();
    const t = await createTestApp();
    const [newest, trialing, canceled, active, expired, pastDue, premium] = exactly(
      7,
      await insertAthletes(
        t,
        ['Newest', 'Trialing', 'Canceled', 'Active', 'Expired', 'PastDue', 'Premium'].map(
          (firstName) => ({
            sport,
            firstName,
            state: ['Newest', 'Trialing', 'Expired'].includes(firstName) ? 'TX' : 'OH',
          }),
        ),
      ),
    );
    await subscribe(t, trialing.userId, { status: 'trialing' });
    await subscribe(t, canceled.userId, { status: 'canceled' });
    await subscribe(t, active.userId);
    await subscribe(t, expired.userId, { currentPeriodEnd: new Date(Date.now() - day) });
    await subscribe(t, pastDue.userId, { status: 'past_due' });
    await subscribe(t, premium.userId, { tier: 'premium' });
    const member = await signedIn(await createTestApp());
    const shown = (page: Page) => page.items.map((item) => [item.firstName, item.featured]);

    for (const caller of [await createTestApp(), member]) {
      const page = await list(caller, { sport });
      expect(shown(page)).toEqual([
        ['Trialing', true],
        ['Active', true],
        ['PastDue', true],
        ['Newest', false],
        ['Canceled', false],
        ['Expired', false],
        ['Premium', false],
      ]);
      expect(page.total).toBe(7);
    }
    // Filters keep the order: among Texans too, the featured come first.
    expect(shown(await list(member, { sport, state: 'TX' }))).toEqual([
      ['Trialing', true],
      ['Newest', false],
      ['Expired', false],
    ]);

    const one = async (caller: TestApp, id: string) =>
      (await unwrap(caller.api.athletes[':id'].$get({ param: { id } }))).featured;
    expect(await one(member, active.id)).toBe(true);
    expect(await one(await createTestApp(), pastDue.id)).toBe(true);
    expect(await one(member, canceled.id)).toBe(false);
    expect(await one(member, expired.id)).toBe(false);
    expect(await one(member, newest.id)).toBe(false);

    await t.db.delete(athletePicks).where(eq(athletePicks.kind, 'athlete_of_the_month'));
    await t.db
      .insert(athletePicks)
      .values({ kind: 'athlete_of_the_month', profileId: trialing.id, month: '2026-06' });
    try {
      const special = await unwrap(member.api.athletes['athlete-of-the-month'].$get());
      expect(special?.featured).toBe(true);
    } finally {
      await t.db.delete(athletePicks).where(eq(athletePicks.kind, 'athlete_of_the_month'));
    }
  });

  it('pages through the featured, then the others, without gaps or repeats', async () => {
    const sport = tag();
    const t = await createTestApp();
    const inserted = await insertAthletes(
      t,
      Array.from({ length: 7 }, (_, index) => ({ sport, firstName: `P${index}` })),
    );
    for (const index of [1, 3, 4, 6]) await subscribe(t, inserted[index]!.userId);
    const member = await signedIn(await createTestApp());
    for (const caller of [await createTestApp(), member]) {
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await list(caller, { sport, limit: '3', ...(cursor ? { cursor } : {}) });
        expect(page.total).toBe(7);
        pages.push(page.items.map((item) => String(item.firstName)));
        cursor = page.nextCursor;
      } while (cursor && pages.length < 5);
      expect(pages).toEqual([['P1', 'P3', 'P4'], ['P6', 'P0', 'P2'], ['P5']]);
    }
    // A page that ends exactly with the last featured athlete goes on with the others.
    const first = await list(member, { sport, limit: '4' });
    expect(first.items.map((item) => item.featured)).toEqual([true, true, true, true]);
    const second = await list(member, { sport, limit: '4', cursor: first.nextCursor! });
    expect(second.items.map((item) => item.firstName)).toEqual(['P0', 'P2', 'P5']);
    expect(second.nextCursor).toBeNull();
  });

  it('leaves the top within a second of the plan being canceled or switched, once the lists are told', async () => {
    const sport = tag();
    const t = await createTestApp();
    const [, later] = await insertAthletes(t, [
      { sport, firstName: 'First' },
      { sport, firstName: 'Second' },
    ]);
    const visitor = await createTestApp();
    const names = async () =>
      (await list(visitor, { sport })).items.map((item) => [item.firstName, item.featured]);
    const shows = (expected: [string, boolean][]) =>
      within(1000, async () => JSON.stringify(await names()) === JSON.stringify(expected));
    await shows([
      ['First', false],
      ['Second', false],
    ]);

    const plan = await subscribe(t, later!.userId);
    await shows([
      ['Second', true],
      ['First', false],
    ]);

    await t.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.id, plan.id));
    await subscriptionChanged(t.caches.athletes);
    await shows([
      ['First', false],
      ['Second', false],
    ]);

    const switched = await subscribe(t, later!.userId, { tier: 'premium' });
    await shows([
      ['First', false],
      ['Second', false],
    ]);
    await t.db
      .update(subscriptions)
      .set({ tier: 'recruiting' })
      .where(eq(subscriptions.id, switched.id));
    await subscriptionChanged(t.caches.athletes);
    await shows([
      ['Second', true],
      ['First', false],
    ]);
  });

  it('shows members their own profile as featured', async () => {
    const t = await signedIn(await createTestApp());
    const saved = await unwrap(t.api.me.profile.$put({ json: validProfile }));
    expect(saved.profile.featured).toBe(false);
    const me = await unwrap(t.api.me.$get());
    await subscribe(t, me.id);
    const own = await unwrap(t.api.me.profile.$get());
    expect(own.profile?.featured).toBe(true);
  });
});
