import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileEditorInput } from '#shared/schemas/athletes';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { createTestApp, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { within } from '#server/test/within';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type ListQuery = NonNullable<Parameters<TestApp['api']['athletes']['$get']>[0]>['query'];

const tag = () => `T${randomUUID().slice(0, 8)}`;

const profile = (sport: string): ProfileEditorInput => ({
  firstName: 'Noa',
  lastName: 'Vale',
  sport,
  position: 'Libero',
  school: 'West High',
  location: 'Boise, ID',
  graduationYear: '2028',
  bio: 'First words.',
  height: '5\'8"',
  weight: '',
  gender: 'Female',
  birthMonth: '4',
  birthYear: '2000',
});

/** An athlete who saved their profile once (listed), signed in on an app of their own. */
async function athlete(sport: string) {
  const t = await createTestApp();
  await signIn(t, await createTestUser(t, { userType: 'player' }));
  let current = profile(sport);
  const saved = await unwrap(t.api.me.profile.$put({ json: current }));
  /** Saves the profile as last saved, with these changes. */
  const save = async (changes: Partial<ProfileEditorInput>) => {
    current = { ...current, ...changes };
    const res = await t.api.me.profile.$put({ json: current });
    expect(res.status).toBe(200);
  };
  return { t, id: saved.profile.id, save };
}

const list = async (t: TestApp, query: ListQuery) => unwrap(t.api.athletes.$get({ query }));

describe('a saved profile tells the lists what it changed', () => {
  it('names the athlete, and whether the card or what lists filter on changed', async () => {
    const { t, id, save } = await athlete(tag());
    const edited = vi.spyOn(t.caches.athletes, 'edited');
    const said = async (changes: Partial<ProfileEditorInput>) => {
      edited.mockClear();
      await save(changes);
      expect(edited).toHaveBeenCalledTimes(1);
      const [edit] = edited.mock.calls[0]!;
      expect(edit?.athleteId).toBe(id);
      return { card: edit?.card, filters: edit?.filters };
    };
    const neither = { card: false, filters: false };
    try {
      expect(await said({ bio: 'New words.' })).toEqual(neither);
      expect(await said({ bio: 'New words.' })).toEqual(neither);
      expect(await said({ gender: 'Other' })).toEqual(neither);
      expect(await said({ height: '5\'8"', weight: '' })).toEqual(neither);
      expect(await said({ firstName: 'Noemi' })).toEqual({ card: true, filters: true });
      expect(await said({ sport: tag() })).toEqual({ card: true, filters: true });
      expect(await said({ school: 'East High' })).toEqual({ card: false, filters: true });
      expect(await said({ location: 'Austin, TX' })).toEqual({ card: false, filters: true });
      expect(await said({ graduationYear: '2029' })).toEqual({ card: false, filters: true });
      expect(await said({ height: '6\'0"' })).toEqual({ card: false, filters: true });
      expect(await said({ position: 'Setter' })).toEqual({ card: false, filters: true });
    } finally {
      edited.mockRestore();
    }
  });

  it("shows a new bio to members within a second, and computes no list again that does not show it, nor any visitor's", async () => {
    const [sport, other] = [tag(), tag()];
    const { id, save } = await athlete(sport);
    // Ben, in a sport of his own, listed behind the app's back.
    const app = await createTestApp();
    const benUser = randomUUID();
    await app.db
      .insert(user)
      .values({ id: benUser, name: 'x', email: uniqueEmail('ben'), emailVerified: true });
    const ben = onlyRow(
      await app.db
        .insert(playerProfiles)
        .values({
          userId: benUser,
          firstName: 'Ben',
          lastName: 'Ortiz',
          sport: other,
          listed: true,
        })
        .returning(),
    );
    await app.caches.athletes.changed();

    const visitor = await createTestApp();
    const member = await createTestApp();
    await signIn(member, await createTestUser(member));
    /** The first athlete's bio in the member's list (a visitor's list has none). */
    const bioOf = async () => {
      const [first] = (await list(member, { sport })).items;
      return first && 'bio' in first ? first.bio : undefined;
    };
    expect(await bioOf()).toBe('First words.');
    expect((await list(member, { sport: other })).items).toMatchObject([{ lastName: 'Ortiz' }]);
    expect((await list(visitor, { sport })).items).toMatchObject([{ avatarUrl: null }]);

    // Written behind every cache's back: only a list computed again would show these.
    await app.db
      .update(playerProfiles)
      .set({ lastName: 'Unseen' })
      .where(eq(playerProfiles.id, ben.id));
    await app.db
      .update(playerProfiles)
      .set({ avatarUrl: '/uploads/unseen.webp' })
      .where(eq(playerProfiles.id, id));

    await save({ bio: 'Second words.' });
    await within(1000, async () => (await bioOf()) === 'Second words.');
    // Past the half second an out-of-date list may still be given for.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await list(member, { sport: other })).items).toMatchObject([{ lastName: 'Ortiz' }]);
    expect((await list(visitor, { sport })).items).toMatchObject([{ avatarUrl: null }]);

    // A new name is on the card: the visitors' list shows it within a second.
    await save({ firstName: 'Noemi' });
    await within(
      1000,
      async () => (await list(visitor, { sport })).items[0]?.firstName === 'Noemi',
    );
    expect((await list(visitor, { sport })).items).toMatchObject([
      { avatarUrl: '/uploads/unseen.webp' },
    ]);
  });

  it('finds a new school in a member’s search and its count within a second', async () => {
    const sport = tag();
    const { save } = await athlete(sport);
    const member = await createTestApp();
    await signIn(member, await createTestUser(member));
    const school = `School ${tag()}`;
    expect(await list(member, { sport, q: school })).toMatchObject({ items: [], total: 0 });
    await save({ school });
    await within(1000, async () => (await list(member, { sport, q: school })).total === 1);
  });
});
