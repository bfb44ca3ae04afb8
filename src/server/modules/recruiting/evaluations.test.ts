import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recruitingMessages } from '#shared/recruiting';
import { user } from '#server/db/schema/auth';
import { athleteStats, evaluations } from '#server/db/schema/recruiting';
import { addCoachProfile } from '#server/test/coach-fixtures';
import { adultAthlete, verifiedCoach as coachAt } from '#server/test/recruiting-fixtures';
import { signedInAccount } from '#server/test/test-users';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const verifiedCoach = (name?: string) =>
  coachAt(name, { institution: 'Lakeview College', level: 'ncaa-d2' });

const evaluation = (athleteId: string) => ({
  athleteId,
  assessment: 'Quick first step.\nReads the floor well; needs a stronger left hand.',
  projectedLevels: ['ncaa-d2' as const, 'naia' as const],
  measurements: [{ name: 'Vertical jump', value: '31 in', takenOn: '2026-10-01' }],
});

const write = (t: TestApp, athleteId: string) =>
  unwrap(t.api.recruiting.evaluations.$post({ json: evaluation(athleteId) }), 201);
const onPage = (t: TestApp, id: string) =>
  unwrap(t.api.athletes[':id'].evaluations.$get({ param: { id } }));

describe('writing evaluations', () => {
  it('is for verified coaches only, and tells others why', async () => {
    const player = await adultAthlete();
    const signedOut = await createTestApp();
    expect(
      (await signedOut.api.recruiting.evaluations.$post({ json: evaluation(player.profileId) }))
        .status,
    ).toBe(401);

    const other = await adultAthlete({ firstName: 'Sam' });
    const asAthlete = await other.api.recruiting.evaluations.$post({
      json: evaluation(player.profileId),
    });
    expect(asAthlete.status).toBe(403);
    expect((await errorOf(asAthlete)).message).toBe(recruitingMessages.notACoach);

    const coach = await signedInAccount({ userType: 'coach' });
    await addCoachProfile(coach.db, coach.account.id);
    const unverified = await coach.api.recruiting.evaluations.$post({
      json: evaluation(player.profileId),
    });
    expect(unverified.status).toBe(403);
    expect((await errorOf(unverified)).message).toBe(recruitingMessages.notVerified);
    expect(
      await player.db.select().from(evaluations).where(eq(evaluations.athleteId, player.profileId)),
    ).toEqual([]);
  });

  it('checks what is written and about whom', async () => {
    const coach = await verifiedCoach();
    const player = await adultAthlete();
    const future = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10);
    const tooLate = await coach.api.recruiting.evaluations.$post({
      json: {
        ...evaluation(player.profileId),
        measurements: [{ name: 'Vertical jump', value: '31 in', takenOn: future }],
      },
    });
    expect(tooLate.status).toBe(400);
    const tooMany = await coach.api.recruiting.evaluations.$post({
      json: {
        ...evaluation(player.profileId),
        projectedLevels: ['ncaa-d1', 'ncaa-d2', 'ncaa-d3', 'naia'],
      },
    });
    expect(tooMany.status).toBe(400);
    const long = await coach.api.recruiting.evaluations.$post({
      json: { ...evaluation(player.profileId), assessment: 'x'.repeat(4001) },
    });
    expect(long.status).toBe(400);

    // A private profile is one the coach cannot see: as if it did not exist.
    await unwrap(player.api.me.privacy.$put({ json: { visibility: 'private' } }));
    const hidden = await coach.api.recruiting.evaluations.$post({
      json: evaluation(player.profileId),
    });
    expect(hidden.status).toBe(404);
  });

  it('lets the author change and delete their own, and nobody else', async () => {
    const coach = await verifiedCoach();
    const rival = await verifiedCoach('Lee Okafor');
    const player = await adultAthlete();
    const written = await write(coach, player.profileId);
    expect(written.athlete).toMatchObject({ firstName: 'Jordan', lastName: 'Reyes' });

    const change = { assessment: 'Changed my mind.', projectedLevels: [], measurements: [] };
    const param = { id: written.id };
    expect(
      (await rival.api.recruiting.evaluations[':id'].$patch({ param, json: change })).status,
    ).toBe(404);
    expect((await rival.api.recruiting.evaluations[':id'].$delete({ param })).status).toBe(404);
    const changed = await unwrap(
      coach.api.recruiting.evaluations[':id'].$patch({ param, json: change }),
    );
    expect(changed).toMatchObject({ assessment: 'Changed my mind.', projectedLevels: [] });
    expect((await unwrap(rival.api.recruiting.evaluations.$get())).items).toEqual([]);
    expect((await unwrap(coach.api.recruiting.evaluations.$get())).items.map((e) => e.id)).toEqual([
      written.id,
    ]);

    // The athlete cannot edit it: their one change is whether it shows.
    const edit = await player.call('PATCH', `/api/me/evaluations/${written.id}`, {
      assessment: 'Best player ever.',
    });
    expect(edit.status).toBe(400);

    await unwrap(coach.api.recruiting.evaluations[':id'].$delete({ param }));
    expect((await unwrap(player.api.me.evaluations.$get())).items).toEqual([]);
  });

  it('keeps an evaluation of an athlete hidden since in the author’s list, without their name', async () => {
    const coach = await verifiedCoach();
    const player = await adultAthlete();
    await write(coach, player.profileId);
    await unwrap(player.api.me.privacy.$put({ json: { visibility: 'private' } }));
    const [item] = (await unwrap(coach.api.recruiting.evaluations.$get())).items;
    expect(item).toMatchObject({ athleteId: player.profileId, athlete: null });
  });
});

describe('reading evaluations', () => {
  it('gives the athlete every one of theirs, and the page only the shown ones', async () => {
    const coach = await verifiedCoach('Dana Whitfield');
    const second = await verifiedCoach('Lee Okafor');
    const player = await adultAthlete();
    const member = await signedInAccount({ userType: 'player' });
    const first = await write(coach, player.profileId);
    await write(second, player.profileId);

    const mine = await unwrap(player.api.me.evaluations.$get());
    expect(mine.items).toHaveLength(2);
    expect(mine.items.every((item) => item.shown === false)).toBe(true);
    expect(mine.items.find((item) => item.id === first.id)).toMatchObject({
      coachName: 'Dana Whitfield',
      badge: { institution: 'Lakeview College', level: 'ncaa-d2' },
    });

    // Nobody sees a hidden one on the page: not members, not its author, not other coaches.
    expect((await onPage(member, player.profileId)).items).toEqual([]);
    expect((await onPage(coach, player.profileId)).items).toEqual([]);
    expect((await onPage(second, player.profileId)).items).toEqual([]);

    const shown = await unwrap(
      player.api.me.evaluations[':id'].$patch({ param: { id: first.id }, json: { shown: true } }),
    );
    expect(shown.shown).toBe(true);
    const page = await onPage(member, player.profileId);
    expect(page.items.map((item) => item.id)).toEqual([first.id]);
    expect(page.items[0]).toMatchObject({
      coachName: 'Dana Whitfield',
      badge: { institution: 'Lakeview College', level: 'ncaa-d2' },
    });

    // Another member cannot change what the athlete chose.
    const meddling = await member.api.me.evaluations[':id'].$patch({
      param: { id: first.id },
      json: { shown: false },
    });
    expect(meddling.status).toBe(404);

    // Signed out, evaluations are details: sign in to read them.
    const visitor = await createTestApp();
    expect(
      (await visitor.api.athletes[':id'].evaluations.$get({ param: { id: player.profileId } }))
        .status,
    ).toBe(401);
  });

  it('disappears with the athlete page when the profile is hidden', async () => {
    const coach = await verifiedCoach();
    const player = await adultAthlete();
    const member = await signedInAccount({ userType: 'player' });
    const written = await write(coach, player.profileId);
    await unwrap(
      player.api.me.evaluations[':id'].$patch({ param: { id: written.id }, json: { shown: true } }),
    );
    await unwrap(player.api.me.privacy.$put({ json: { visibility: 'private' } }));
    const res = await member.api.athletes[':id'].evaluations.$get({
      param: { id: player.profileId },
    });
    expect(res.status).toBe(404);
    // The athlete still reads their own.
    expect((await onPage(player, player.profileId)).items).toHaveLength(1);
  });
});

describe('statistics', () => {
  const rows = [
    { season: '2025-26', stat: 'Points per game', value: '14.2' },
    { season: '2025-26', stat: 'Assists per game', value: '5.1' },
    { season: '2024-25', stat: 'Points per game', value: '9.8' },
  ];

  it('round-trip in the athlete’s order, and show on their page', async () => {
    const player = await adultAthlete();
    const member = await signedInAccount({ userType: 'player' });
    expect(await unwrap(player.api.me.stats.$get())).toEqual({ stats: [] });
    const saved = await unwrap(player.api.me.stats.$put({ json: { stats: rows } }));
    // Nobody has verified them (docs/product.md#stat-verification).
    const unverified = (list: typeof rows) => list.map((row) => ({ ...row, verification: null }));
    expect(saved.stats.map(({ id: _, ...row }) => row)).toEqual(unverified(rows));

    const reordered = [rows[2]!, rows[0]!];
    await unwrap(player.api.me.stats.$put({ json: { stats: reordered } }));
    const read = await unwrap(player.api.me.stats.$get());
    expect(read.stats.map(({ id: _, ...row }) => row)).toEqual(unverified(reordered));
    const page = await unwrap(
      member.api.athletes[':id'].stats.$get({ param: { id: player.profileId } }),
    );
    expect(page.stats.map(({ id: _, ...row }) => row)).toEqual(unverified(reordered));
    expect(page.measurables).toEqual([]);
  });

  it('refuses more than 30 rows and empty fields', async () => {
    const player = await adultAthlete();
    const many = Array.from({ length: 31 }, (_, i) => ({
      season: '2025',
      stat: `S${i}`,
      value: '1',
    }));
    expect((await player.api.me.stats.$put({ json: { stats: many } })).status).toBe(400);
    const blank = await player.api.me.stats.$put({
      json: { stats: [{ season: '2025', stat: ' ', value: '1' }] },
    });
    expect(blank.status).toBe(400);
  });

  it('needs an athlete profile to save', async () => {
    const coach = await verifiedCoach();
    const res = await coach.api.me.stats.$put({ json: { stats: rows } });
    expect(res.status).toBe(403);
  });
});

describe('export and deletion', () => {
  it('exports what the athlete and the coach hold, and deletes it with either account', async () => {
    const coach = await verifiedCoach('Dana Whitfield');
    const player = await adultAthlete();
    const member = await signedInAccount({ userType: 'player', name: 'Quiet Member' });
    await write(coach, player.profileId);
    await unwrap(
      player.api.me.stats.$put({ json: { stats: [{ season: '2025', stat: 'PPG', value: '12' }] } }),
    );
    await unwrap(coach.api.athletes[':id'].$get({ param: { id: player.profileId } }));
    await unwrap(member.api.athletes[':id'].$get({ param: { id: player.profileId } }));

    const data = await unwrap(player.api.me.export.$get());
    expect(data.profileViews.byVerifiedCoaches).toEqual([
      expect.objectContaining({ coachName: 'Dana Whitfield', institution: 'Lakeview College' }),
    ]);
    expect(data.profileViews.otherMembersViews).toBe(1);
    expect(JSON.stringify(data)).not.toContain('Quiet Member');
    expect(data.evaluationsOfMe).toHaveLength(1);
    expect(data.athleteStats).toEqual([{ season: '2025', stat: 'PPG', value: '12' }]);

    const coachData = await unwrap(coach.api.me.export.$get());
    expect(coachData.evaluationsWritten).toEqual([
      expect.objectContaining({ athleteId: player.profileId }),
    ]);
    expect(coachData.profileViewsMade).toEqual([
      expect.objectContaining({ athleteId: player.profileId, verified: true }),
    ]);

    await coach.db.delete(user).where(eq(user.id, coach.account.id));
    expect(
      await player.db.select().from(evaluations).where(eq(evaluations.athleteId, player.profileId)),
    ).toEqual([]);
    await player.db.delete(user).where(eq(user.id, player.account.id));
    expect(
      await player.db
        .select()
        .from(athleteStats)
        .where(eq(athleteStats.athleteId, player.profileId)),
    ).toEqual([]);
  });
});
