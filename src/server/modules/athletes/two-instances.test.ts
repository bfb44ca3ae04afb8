import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProfileEditorInput } from '#shared/schemas/athletes';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import { INVALIDATION_CHANNEL } from '#server/lib/invalidation-bus';
import { createTestApp, unwrap } from '#server/test/test-app';
import { getTestDatabase } from '#server/test/test-database';
import { createTestUser, signIn } from '#server/test/test-users';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type ListQuery = NonNullable<Parameters<TestApp['api']['athletes']['$get']>[0]>['query'];

const url = process.env.TEST_DATABASE_URL;
let secondHandle: DatabaseHandle | undefined;
const stopListening: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stopListening) await stop();
  await secondHandle?.close();
});

/**
 * Two instances of the server on one database, each with caches of its own. On PostgreSQL the
 * second has its own pool and its own LISTEN connection, as a second process would. A PGlite
 * database belongs to one process, so there both apps share the handle and its NOTIFY.
 */
async function twoInstances() {
  if (url) secondHandle ??= await openDatabase({ kind: 'postgres', url });
  const database = secondHandle ?? (await getTestDatabase());
  return {
    a: await createTestApp({}, { ownCaches: true }),
    b: await createTestApp({}, { database, ownCaches: true }),
    heardByB: await countInvalidations(database),
  };
}

/**
 * How many clears B's database connection has passed on: it hands each one to B's caches and
 * then to this count, so once the count moves B has heard it.
 */
async function countInvalidations(database: DatabaseHandle) {
  let count = 0;
  const stop = await database.notifications.listen(INVALIDATION_CHANNEL, {
    onMessage: () => (count += 1),
  });
  stopListening.push(stop);
  return () => count;
}

const list = async (t: TestApp, query: ListQuery) => {
  const res = await t.api.athletes.$get({ query });
  expect(res.status).toBe(200);
  return unwrap(res);
};
const lastNames = (page: Awaited<ReturnType<typeof list>>) =>
  page.items.map((item) => item.lastName);

const how = url
  ? 'two pools and two LISTEN connections on PostgreSQL'
  : 'two apps on one PGlite, through its NOTIFY (one process per PGlite database)';

/** An adult athlete's profile as the editor sends it, with these fields. */
const editor = (fields: Partial<ProfileEditorInput>): ProfileEditorInput => ({
  firstName: 'Jordan',
  lastName: 'Bright',
  sport: 'Basketball',
  position: 'Guard',
  school: 'Eastside High',
  location: 'Tulsa, OK',
  graduationYear: '2028',
  bio: '',
  height: '',
  weight: '',
  gender: 'Female',
  birthMonth: '4',
  birthYear: '2000',
  ...fields,
});

describe('the athlete list on two instances', () => {
  it(`shows a profile saved through one on the other's list and search at once: ${how}`, async () => {
    const { a, b, heardByB } = await twoInstances();
    const sport = `T${randomUUID().slice(0, 8)}`;
    const owner = await createTestUser(a);
    await signIn(a, owner);
    const save = async (lastName: string) => {
      const res = await a.api.me.profile.$put({ json: editor({ sport, lastName }) });
      expect(res.status).toBe(200);
    };

    await save('Oldfield');
    // That save's clear reaches B too: let it arrive before B fills its caches.
    await expect.poll(heardByB, { timeout: 1000, interval: 10 }).toBeGreaterThan(0);
    // B reads, and keeps, its list page and a search that finds nobody yet.
    expect(lastNames(await list(b, { sport }))).toEqual(['Oldfield']);
    expect(await list(b, { sport, q: 'Newbury' })).toMatchObject({ items: [], total: 0 });
    // It does keep them: a change written behind every instance's back does not show.
    await a.db
      .update(playerProfiles)
      .set({ lastName: 'Unseen' })
      .where(eq(playerProfiles.userId, owner.id));
    expect(lastNames(await list(b, { sport }))).toEqual(['Oldfield']);

    const savedAt = Date.now();
    await save('Newbury');
    // Within a second, where waiting for B's caches to expire would take 10 s and 30 s.
    const soon = { timeout: 1000, interval: 10 };
    await expect.poll(async () => lastNames(await list(b, { sport })), soon).toEqual(['Newbury']);
    await expect.poll(async () => (await list(b, { sport, q: 'Newbury' })).total, soon).toBe(1);
    expect(Date.now() - savedAt).toBeLessThan(1000);
  });

  it(`shows a bio saved through one on the other's member list within a second, and leaves its other lists: ${how}`, async () => {
    const { a, b, heardByB } = await twoInstances();
    const [sport, other] = [`T${randomUUID().slice(0, 8)}`, `T${randomUUID().slice(0, 8)}`];
    const [owner, neighbour] = [await createTestUser(a), await createTestUser(a)];
    const owners = [
      { account: owner, sport, app: a },
      { account: neighbour, sport: other, app: await createTestApp({}, { ownCaches: true }) },
    ];
    const save = async (index: number, bio: string) => {
      const { account, sport, app } = owners[index]!;
      if (bio === 'First.') await signIn(app, account);
      const res = await app.api.me.profile.$put({ json: editor({ sport, bio }) });
      expect(res.status).toBe(200);
    };
    await save(0, 'First.');
    await save(1, 'First.');
    await expect.poll(heardByB, { timeout: 1000, interval: 10 }).toBeGreaterThan(1);
    await signIn(b, await createTestUser(b));
    const bio = async (sport: string) => {
      const [first] = (await list(b, { sport })).items;
      return first && 'bio' in first ? first.bio : undefined;
    };
    expect([await bio(sport), await bio(other)]).toEqual(['First.', 'First.']);
    // Behind every instance's back, on the neighbour's profile.
    await a.db
      .update(playerProfiles)
      .set({ bio: 'Unseen' })
      .where(eq(playerProfiles.userId, neighbour.id));

    await save(0, 'Second.');
    const soon = { timeout: 1000, interval: 10 };
    await expect.poll(() => bio(sport), soon).toBe('Second.');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await bio(other)).toBe('First.');
  });
});
