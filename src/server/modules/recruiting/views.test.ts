import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recruitingMessages } from '#shared/recruiting';
import { pageLinkMessage } from '#shared/schemas/keyset-cursor';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import { profileViews } from '#server/db/schema/recruiting';
import { guardianConsents } from '#server/db/schema/safety';
import { addCoachProfile } from '#server/test/coach-fixtures';
import { consentedMinor } from '#server/test/minor-fixtures';
import { adultAthlete, verifiedCoach as coachAt } from '#server/test/recruiting-fixtures';
import { signedInAccount } from '#server/test/test-users';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { createViewRecorder, recordView } from './views';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const verifiedCoach = (name?: string, institution = 'State University') =>
  coachAt(name, { institution, level: 'ncaa-d2', sport: 'Basketball' });

/** An adult athlete (adultAthlete) with a highlight clip that plays (none with `clip: false`). */
async function athlete(firstName?: string, { clip = true } = {}) {
  const t = await adultAthlete({ firstName });
  if (clip) await addClip(t, t.profileId, 'ready');
  return t;
}

async function unverifiedCoach() {
  const t = await signedInAccount({ userType: 'coach', name: 'Pat Unverified' });
  await addCoachProfile(t.db, t.account.id);
  return t;
}

const addClip = (t: TestApp, profileId: string, status: 'ready' | 'processing') =>
  t.db.insert(highlightVideos).values({
    profileId,
    url: status === 'ready' ? '/uploads/clip.mp4' : null,
    contentType: 'video/mp4',
    sizeBytes: 1000,
    provider: status === 'ready' ? 'storage' : 'livepeer',
    assetId: status === 'ready' ? null : 'asset-still-processing',
    status,
  });

const openPage = (t: TestApp, id: string) => unwrap(t.api.athletes[':id'].$get({ param: { id } }));
const playHighlight = (t: TestApp, id: string) =>
  unwrap(t.api.athletes[':id']['highlight-plays'].$post({ param: { id } }));
const viewsOf = (t: TestApp, athleteId: string) =>
  t.db.select().from(profileViews).where(eq(profileViews.athleteId, athleteId));
const whoViewedMe = (t: TestApp, query: { limit?: string; cursor?: string } = {}) =>
  unwrap(t.api.me['profile-views'].$get({ query }));

describe('recording views', () => {
  it('keeps one row per viewer, athlete and day, saying what they did', async () => {
    const player = await athlete();
    const member = await signedInAccount({ userType: 'player' });
    await openPage(member, player.profileId);
    await openPage(member, player.profileId);
    let rows = await viewsOf(player, player.profileId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      viewerId: member.account.id,
      openedPage: true,
      playedHighlight: false,
      verified: false,
      institution: null,
    });

    expect(await playHighlight(member, player.profileId)).toEqual({ recorded: true });
    rows = await viewsOf(player, player.profileId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ openedPage: true, playedHighlight: true });

    // Another day is another row.
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const viewer = { id: member.account.id, userType: 'player', role: 'user', banned: false };
    expect(await recordView(player.db, viewer, player.profileId, 'highlight', tomorrow)).toBe(true);
    rows = await viewsOf(player, player.profileId);
    expect(rows).toHaveLength(2);
  });

  it('writes the same look again within the minute once, and again after it', async () => {
    const player = await athlete();
    const member = await signedInAccount({ userType: 'player' });
    const viewer = { id: member.account.id, userType: 'player', role: 'user', banned: false };
    const record = createViewRecorder(player.db);
    const lastAt = async () => onlyRow(await viewsOf(player, player.profileId)).lastAt;
    const first = new Date('2026-12-07T10:00:00Z');
    expect(await record(viewer, player.profileId, 'page', first)).toBe(true);
    expect(await lastAt()).toEqual(first);
    // Back on the page 30 s later: the day's row already says so.
    expect(await record(viewer, player.profileId, 'page', new Date(first.getTime() + 30_000))).toBe(
      true,
    );
    expect(await lastAt()).toEqual(first);
    const later = new Date(first.getTime() + 61_000);
    expect(await record(viewer, player.profileId, 'page', later)).toBe(true);
    expect(await lastAt()).toEqual(later);
  });

  it('writes looks that arrive together in one go, telling each caller about their own', async () => {
    const player = await athlete();
    const members = await Promise.all([0, 1, 2].map(() => signedInAccount({ userType: 'player' })));
    const viewerOf = (t: (typeof members)[number]) => ({
      id: t.account.id,
      userType: 'player',
      role: 'user',
      banned: false,
    });
    const owner = { id: player.account.id, userType: 'player', role: 'user', banned: false };
    const record = createViewRecorder(player.db);
    const now = new Date();
    const answers = await Promise.all([
      ...members.map((t) => record(viewerOf(t), player.profileId, 'page', now)),
      record(viewerOf(members[0]!), player.profileId, 'highlight', now),
      record(owner, player.profileId, 'page', now),
    ]);
    expect(answers).toEqual([true, true, true, true, false]);
    const rows = await viewsOf(player, player.profileId);
    expect(rows.map((row) => row.viewerId).sort()).toEqual(members.map((t) => t.account.id).sort());
    expect(rows.find((row) => row.viewerId === members[0]!.account.id)).toMatchObject({
      openedPage: true,
      playedHighlight: true,
    });
  });

  it('never records the athlete themselves, an administrator or a signed-out visitor', async () => {
    const player = await athlete();
    await openPage(player, player.profileId);
    expect(await playHighlight(player, player.profileId)).toEqual({ recorded: false });

    const admin = await signedInAccount({ role: 'admin' });
    await openPage(admin, player.profileId);
    expect(await playHighlight(admin, player.profileId)).toEqual({ recorded: false });

    const visitor = await createTestApp();
    await openPage(visitor, player.profileId);
    expect(
      (
        await visitor.api.athletes[':id']['highlight-plays'].$post({
          param: { id: player.profileId },
        })
      ).status,
    ).toBe(401);

    expect(await viewsOf(player, player.profileId)).toEqual([]);
  });

  it('marks a verified coach’s view verified, with their badge as it read then', async () => {
    const player = await athlete();
    const coach = await verifiedCoach('Dana Whitfield', 'Lakeview College');
    const unverified = await unverifiedCoach();
    await openPage(coach, player.profileId);
    await openPage(unverified, player.profileId);
    const rows = await viewsOf(player, player.profileId);
    expect(rows.find((row) => row.viewerId === coach.account.id)).toMatchObject({
      verified: true,
      institution: 'Lakeview College',
      level: 'ncaa-d2',
      sport: 'Basketball',
    });
    expect(rows.find((row) => row.viewerId === unverified.account.id)).toMatchObject({
      verified: false,
      institution: null,
      level: null,
    });
  });

  it('refuses a play of highlights the athlete does not have, recording nothing', async () => {
    const player = await athlete('Riley', { clip: false });
    const member = await signedInAccount({ userType: 'player' });
    const play = () =>
      member.api.athletes[':id']['highlight-plays'].$post({ param: { id: player.profileId } });
    const none = await play();
    expect(none.status).toBe(409);
    expect((await errorOf(none)).message).toBe(recruitingMessages.noHighlight);
    // A clip still processing does not play either.
    await addClip(player, player.profileId, 'processing');
    expect((await play()).status).toBe(409);
    expect(await viewsOf(player, player.profileId)).toEqual([]);
    // Once one plays, the play is recorded.
    await addClip(player, player.profileId, 'ready');
    expect(await unwrap(play())).toEqual({ recorded: true });
    expect(await viewsOf(player, player.profileId)).toEqual([
      expect.objectContaining({ viewerId: member.account.id, playedHighlight: true }),
    ]);
  });

  it('refuses a play of a profile the caller may not see, as if it did not exist', async () => {
    const player = await athlete();
    await unwrap(player.api.me.privacy.$put({ json: { visibility: 'private' } }));
    const member = await signedInAccount({ userType: 'player' });
    const res = await member.api.athletes[':id']['highlight-plays'].$post({
      param: { id: player.profileId },
    });
    expect(res.status).toBe(404);
    expect(await viewsOf(player, player.profileId)).toEqual([]);
  });
});

describe('who viewed me', () => {
  it('names verified coaches only, newest first in pages, and counts the other members', async () => {
    const player = await athlete();
    const first = await verifiedCoach('Dana Whitfield', 'Lakeview College');
    const second = await verifiedCoach('Lee Okafor', 'Hill State');
    await openPage(first, player.profileId);
    await playHighlight(second, player.profileId);
    await openPage(await signedInAccount({ userType: 'player' }), player.profileId);
    await openPage(await unverifiedCoach(), player.profileId);
    // The first coach's view is from well over a year ago: pages reach back as far as views go.
    await player.db
      .update(profileViews)
      .set({ day: new Date(Date.now() - 1500 * 24 * 3600_000).toISOString().slice(0, 10) })
      .where(eq(profileViews.viewerId, first.account.id));

    const page1 = await whoViewedMe(player, { limit: '1' });
    expect(page1.hasProfile).toBe(true);
    expect(page1.otherViews).toBe(2);
    expect(page1.items).toEqual([
      expect.objectContaining({
        coachName: 'Lee Okafor',
        institution: 'Hill State',
        level: 'ncaa-d2',
        sport: 'Basketball',
        openedPage: false,
        playedHighlight: true,
      }),
    ]);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await whoViewedMe(player, { limit: '1', cursor: page1.nextCursor! });
    expect(page2.items.map((item) => item.coachName)).toEqual(['Dana Whitfield']);
    expect(page2.nextCursor).toBeNull();
    // Nobody else is named anywhere in the answer.
    expect(JSON.stringify([page1, page2])).not.toContain('Pat Unverified');
  });

  it('is empty, not invented, for an athlete nobody viewed, and says when there is no profile', async () => {
    const player = await athlete();
    expect(await whoViewedMe(player)).toEqual({
      hasProfile: true,
      items: [],
      nextCursor: null,
      otherViews: 0,
    });
    const coach = await verifiedCoach();
    expect((await whoViewedMe(coach)).hasProfile).toBe(false);
  });
});

describe('page links of who viewed me', () => {
  // Each passes a loose look at its shape: a day, "_", 36 characters of a uuid's alphabet.
  const forged = [
    `2026-13-45_${randomUUID()}`,
    `2026-02-30_${randomUUID()}`,
    `0000-01-01_${randomUUID()}`,
    `2026-12-01_${'-'.repeat(36)}`,
    `2026-12-01_${'0'.repeat(36)}`,
  ];

  it('refuses a day that does not exist or an id that is not a uuid, before the database reads it', async () => {
    const player = await athlete();
    for (const cursor of forged) {
      const res = await player.api.me['profile-views'].$get({ query: { cursor } });
      expect(res.status, cursor).toBe(400);
      expect((await errorOf(res)).message).toBe(pageLinkMessage);
    }
    // A link as the list writes it goes on working.
    const cursor = `2026-12-01_${randomUUID()}`;
    expect((await whoViewedMe(player, { cursor })).items).toEqual([]);
  });

  it('refuses them on a guardian’s view of their child too', async () => {
    const minor = await consentedMinor();
    const consent = onlyRow(
      await minor.t.db
        .select({ email: guardianConsents.guardianEmail })
        .from(guardianConsents)
        .innerJoin(playerProfiles, eq(playerProfiles.userId, guardianConsents.userId))
        .where(eq(playerProfiles.id, minor.id)),
    );
    const parent = await createTestApp();
    await signIn(parent, await createTestUser(parent, { email: consent.email }));
    const childViews = (cursor: string) =>
      parent.api.guardian.children[':profileId']['profile-views'].$get({
        param: { profileId: minor.id },
        query: { cursor },
      });
    for (const cursor of forged) {
      const res = await childViews(cursor);
      expect(res.status, cursor).toBe(400);
      expect((await errorOf(res)).message).toBe(pageLinkMessage);
    }
    expect((await unwrap(childViews(`2026-12-01_${randomUUID()}`))).items).toEqual([]);
  });
});

describe('a coach’s recent views', () => {
  it('lists the athletes still visible to the coach, and never a minor hidden since', async () => {
    const coach = await verifiedCoach();
    const adult = await athlete('Jamie');
    const minor = await consentedMinor();
    await openPage(coach, adult.profileId);
    await openPage(coach, minor.id);
    let recent = await unwrap(coach.api.recruiting.views.$get());
    expect(recent.items.map((item) => item.athleteId).sort()).toEqual(
      [adult.profileId, minor.id].sort(),
    );

    await unwrap(
      minor.t.api.consent[':token'].$post({
        param: { token: minor.token },
        json: { decision: 'withdraw' },
      }),
    );
    recent = await unwrap(coach.api.recruiting.views.$get());
    expect(recent.items.map((item) => item.athleteId)).toEqual([adult.profileId]);
    expect(JSON.stringify(recent)).not.toContain('Robin');
  });

  it('lists an athlete viewed on several days once, on the latest day', async () => {
    const coach = await verifiedCoach();
    const adult = await athlete('Jamie');
    await openPage(coach, adult.profileId);
    // Yesterday's view too.
    const today = onlyRow(
      await coach.db.select().from(profileViews).where(eq(profileViews.viewerId, coach.account.id)),
    );
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    await coach.db.insert(profileViews).values({
      ...today,
      id: undefined,
      day: yesterday.toISOString().slice(0, 10),
      lastAt: yesterday,
    });
    const recent = await unwrap(coach.api.recruiting.views.$get());
    expect(recent.items).toEqual([
      expect.objectContaining({ athleteId: adult.profileId, day: today.day }),
    ]);
  });

  it('is for verified coaches only', async () => {
    expect((await (await unverifiedCoach()).api.recruiting.views.$get()).status).toBe(403);
    expect((await (await athlete()).api.recruiting.views.$get()).status).toBe(403);
    expect((await (await createTestApp()).api.recruiting.views.$get()).status).toBe(401);
  });
});

describe('deleting an account', () => {
  it('removes the views of the athlete and the views the viewer made', async () => {
    const player = await athlete();
    const coach = await verifiedCoach();
    const other = await athlete('Sam');
    await openPage(coach, player.profileId);
    await openPage(coach, other.profileId);
    await openPage(player, other.profileId);

    await player.db.delete(user).where(eq(user.id, player.account.id));
    // The athlete's own views and those of them are gone; the coach's of another stay.
    expect(await viewsOf(other, player.profileId)).toEqual([]);
    expect(
      await other.db
        .select()
        .from(profileViews)
        .where(and(eq(profileViews.athleteId, other.profileId))),
    ).toHaveLength(1);

    await coach.db.delete(user).where(eq(user.id, coach.account.id));
    expect(await viewsOf(other, other.profileId)).toEqual([]);
  });
});
