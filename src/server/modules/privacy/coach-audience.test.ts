import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerProfiles } from '#server/db/schema/athletes';
import { verifyCoach, addCoachProfile } from '#server/test/coach-fixtures';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';

/**
 * "Verified coaches only" (docs/product.md#who-sees-a-profile): such a profile is found by
 * verified coaches, its owner and administrators, and by nobody else, not even a coach who is
 * not verified yet.
 */
describe('a profile shown to verified coaches only', () => {
  async function coachesOnlyAthlete() {
    const t = await createTestApp();
    const owner = await createTestUser(t, { userType: 'player' });
    const sport = `Coaches ${randomUUID().slice(0, 8)}`;
    const profile = onlyRow(
      await t.db
        .insert(playerProfiles)
        .values({
          userId: owner.id,
          firstName: 'Avery',
          lastName: 'Quinn',
          sport,
          isComplete: true,
          visibility: 'coaches',
          listed: true,
        })
        .returning({ id: playerProfiles.id }),
    );
    return { t, owner, sport, id: profile.id };
  }

  async function viewerApp(kind: 'member' | 'coach' | 'verified') {
    const t = await createTestApp();
    const account = await createTestUser(t, {
      userType: kind === 'member' ? 'player' : 'coach',
    });
    if (kind === 'coach') await addCoachProfile(t.db, account.id);
    if (kind === 'verified') await verifyCoach(t.db, account.id);
    await signIn(t, account);
    return t;
  }

  it('opens for verified coaches and the owner, and is not found for anyone else', async () => {
    const { t: visitor, id, owner } = await coachesOnlyAthlete();
    expect((await visitor.get(`/api/athletes/${id}`)).status).toBe(404);
    expect((await (await viewerApp('member')).get(`/api/athletes/${id}`)).status).toBe(404);
    expect((await (await viewerApp('coach')).get(`/api/athletes/${id}`)).status).toBe(404);
    const verified = await viewerApp('verified');
    const res = await verified.get(`/api/athletes/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: 'Avery', sport: expect.any(String) });
    await signIn(visitor, owner);
    expect((await visitor.get(`/api/athletes/${id}`)).status).toBe(200);
  });

  it('is listed for verified coaches only', async () => {
    const { sport, id, t } = await coachesOnlyAthlete();
    const ids = async (app: Awaited<ReturnType<typeof viewerApp>>) =>
      (await unwrap(app.api.athletes.$get({ query: { sport } }))).items.map((item) => item.id);
    expect(await ids(await viewerApp('member'))).toEqual([]);
    expect(await ids(await viewerApp('coach'))).toEqual([]);
    expect(await ids(await viewerApp('verified'))).toEqual([id]);
    // Opened to members, members find it too (the lists are cached per audience).
    await t.db
      .update(playerProfiles)
      .set({ visibility: 'members' })
      .where(eq(playerProfiles.id, id));
    await t.caches.athletes.changed();
    expect(await ids(await viewerApp('member'))).toEqual([id]);
  });
});
