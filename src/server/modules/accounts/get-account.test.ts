import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { athleteProfileInput } from '#server/test/messaging-fixtures';
import { createTestApp, linkIn, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signIn, type TestUser } from '#server/test/test-users';
import { within } from '#server/test/within';
import { exactly } from '#server/test/tuples';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `user` signed in on an instance of the server of its own (its own kept answers). */
async function onInstance(user: TestUser) {
  return signIn(await createTestApp({}, { ownCaches: true }), user);
}

const me = (t: TestApp) => unwrap(t.api.me.$get());

/**
 * Marks a profile incomplete by another path than the app (an administrator's tool, a job), and
 * waits until `reader`'s instance shows it.
 */
async function makeIncomplete(writer: TestApp, profileId: string, reader: TestApp) {
  await writer.db
    .update(playerProfiles)
    .set({ isComplete: false })
    .where(eq(playerProfiles.id, profileId));
  const incomplete = async () => (await me(reader)).playerProfile?.isComplete === false;
  expect(await within(1000, incomplete)).toBeLessThan(1000);
}

describe('GET /api/me, kept per member until their profile or programs change', () => {
  it("shows a saved, completed or removed athlete profile at the member's next read and on another instance within a second", async () => {
    const user = await createTestUser(await createTestApp(), { userType: 'player' });
    const a = await onInstance(user);
    const b = await onInstance(user);
    const before = await me(a);
    expect(before.playerProfile?.isComplete ?? false).toBe(false);
    await me(b);
    await me(b);

    const { profile } = await unwrap(a.api.me.profile.$put({ json: athleteProfileInput() }));
    expect((await me(a)).playerProfile).toEqual({ id: profile.id, isComplete: true });
    const seen = async () =>
      (await me(b)).playerProfile?.id === profile.id &&
      (await me(b)).playerProfile?.isComplete === true;
    expect(await within(1000, seen)).toBeLessThan(1000);

    // Changed by another path (an administrator's tool, a job): announced all the same.
    await makeIncomplete(a, profile.id, b);
    await a.db.delete(playerProfiles).where(eq(playerProfiles.id, profile.id));
    expect(await within(1000, async () => (await me(a)).playerProfile === null)).toBeLessThan(1000);
    expect(await within(1000, async () => (await me(b)).playerProfile === null)).toBeLessThan(1000);
  });

  it('answers a save of a complete profile without waiting for announcements, and one that completes it once heard', async () => {
    const user = await createTestUser(await createTestApp(), { userType: 'player' });
    const a = await onInstance(user);
    const { profile } = await unwrap(a.api.me.profile.$put({ json: athleteProfileInput() }));
    await a.heard();
    const announced: string[] = [];
    a.caches.accounts.on((id) => announced.push(id));
    // A save of a complete profile changes nothing announced (the route skips the wait).
    const again = { ...athleteProfileInput(), bio: 'Saved once more.' };
    await unwrap(a.api.me.profile.$put({ json: again }));
    await a.heard();
    expect(announced.filter((id) => id === user.id)).toEqual([]);

    // Made incomplete by another path, then completed by a save: announced, and this instance
    // shows it at the member's next read.
    await makeIncomplete(a, profile.id, a);
    await unwrap(a.api.me.profile.$put({ json: athleteProfileInput() }));
    // The save answered once this instance had heard the completion announced.
    expect(announced.filter((id) => id === user.id).length).toBeGreaterThan(0);
    expect((await me(a)).playerProfile).toEqual({ id: profile.id, isComplete: true });
  });

  it("shows a program's owner and staff as they change, on every instance", async () => {
    const org = await createTestApp();
    const owner = await createTestUser(org, { userType: 'organization', name: 'Kept Club' });
    await signIn(org, owner);
    const coachUser = await createTestUser(org, { userType: 'coach', email: uniqueEmail('coach') });
    const coach = await onInstance(coachUser);
    const coachElsewhere = await onInstance(coachUser);
    const ownerElsewhere = await onInstance(owner);
    expect((await me(ownerElsewhere)).programRole).toBeNull();
    expect((await me(coach)).programRole).toBeNull();
    expect((await me(coachElsewhere)).programRole).toBeNull();

    await org.db
      .insert(organizations)
      .values({ ownerUserId: owner.id, name: 'Kept Club', type: 'club' });
    const owns = async () => (await me(ownerElsewhere)).programRole === 'owner';
    expect(await within(1000, owns)).toBeLessThan(1000);

    await unwrap(
      org.api.me.program.staff.$post({ json: { email: coachUser.email, role: 'coach' } }),
      201,
    );
    const mail = await org.mailTo(coachUser.email.toLowerCase());
    const token = linkIn(mail.text).split('/staff-invitations/')[1]!;
    await unwrap(coach.api['staff-invitations'][':token'].accept.$post({ param: { token } }));
    expect((await me(coach)).programRole).toBe('coach');
    const staffed = async () => (await me(coachElsewhere)).programRole === 'coach';
    expect(await within(1000, staffed)).toBeLessThan(1000);

    const [row] = exactly(1, (await unwrap(org.api.me.program.staff.$get())).staff);
    const removed = await org.api.me.program.staff[':id'].$delete({ param: { id: row.id } });
    expect(removed.status).toBe(204);
    const gone = async () => (await me(coachElsewhere)).programRole === null;
    expect(await within(1000, gone)).toBeLessThan(1000);
    expect((await me(coach)).programRole).toBeNull();
  });

  it('never answers one member with what is kept for another', async () => {
    const t = await createTestApp();
    const athlete = await createTestUser(t, { userType: 'player', name: 'Kept Athlete' });
    const clubOwner = await createTestUser(t, { userType: 'organization', name: 'Kept Owner' });
    await t.db
      .insert(organizations)
      .values({ ownerUserId: clubOwner.id, name: 'Another Club', type: 'club' });
    const first = await signIn(await createTestApp(), athlete);
    const second = await signIn(await createTestApp(), clubOwner);
    const { profile } = await unwrap(first.api.me.profile.$put({ json: athleteProfileInput() }));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => me(index % 2 === 0 ? first : second)),
    );
    for (const [index, answer] of answers.entries()) {
      if (index % 2 === 0) {
        expect(answer).toMatchObject({ id: athlete.id, name: 'Kept Athlete', programRole: null });
        expect(answer.playerProfile?.id).toBe(profile.id);
      } else {
        expect(answer).toMatchObject({ id: clubOwner.id, name: 'Kept Owner', playerProfile: null });
        expect(answer.programRole).toBe('owner');
      }
    }
  });
});
