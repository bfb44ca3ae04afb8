import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ClientResponse } from 'hono/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AthleteOfTheMonthInput, AthletePickInput } from '#shared/schemas/admin-showcase';
import { athletePicks } from '#server/db/schema/admin';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { subscriptions } from '#server/db/schema/subscriptions';
import { createTestApp, errorOf, uniqueEmail, unwrap } from '#server/test/test-app';
import { onlyRow } from '#server/test/rows';
import { exactly } from '#server/test/tuples';
import { createTestUser, signedInAdmin, signIn } from '#server/test/test-users';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Shown = { id: string; featured: boolean };

/** A word of its own in every name made here, so a search finds this file's athletes only. */
const tag = `Zq${randomUUID().slice(0, 6)}`;
let counter = 0;

/** Complete, listed athletes (with their confirmed accounts), newest first, in a sport of their own. */
async function insertAthletes<N extends number>(
  t: TestApp,
  count: N,
  row: Partial<typeof playerProfiles.$inferInsert> = {},
) {
  const sport = `Showcase ${randomUUID().slice(0, 8)}`;
  const made: (typeof playerProfiles.$inferSelect)[] = [];
  for (let index = 0; index < count; index += 1) {
    counter += 1;
    const userId = randomUUID();
    const lastName = `${tag}${String.fromCharCode(97 + (counter % 26))}${counter}`;
    await t.db.insert(user).values({
      id: userId,
      name: `Avery ${lastName}`,
      email: uniqueEmail('showcase'),
      emailVerified: true,
    });
    const profile = onlyRow(
      await t.db
        .insert(playerProfiles)
        .values({
          userId,
          firstName: 'Avery',
          lastName,
          sport,
          position: 'Guard',
          school: 'Lakeside High',
          location: 'Austin, TX',
          isComplete: true,
          listed: true,
          ...row,
        })
        .returning(),
    );
    made.push(profile);
  }
  await t.caches.athletes.changed();
  return exactly(count, made);
}

const ids = (list: Shown[]) => list.map((athlete) => athlete.id);
const section = async (caller: TestApp, name: 'featured' | 'most-improved') => {
  const res = await caller.api.athletes[name].$get();
  expect(res.status).toBe(200);
  return unwrap(res);
};

/** The picks, as a change answers them. */
async function picksAfter<R extends ClientResponse<unknown, number, string>>(answer: Promise<R>) {
  const res = await answer;
  expect(res.status).toBe(200);
  return unwrap(res);
}

async function auditOf(t: TestApp, profileId: string) {
  const res = await t.api.admin.audit.$get({
    query: { targetType: 'athlete', targetId: profileId, limit: '50' },
  });
  expect(res.status).toBe(200);
  return (await unwrap(res)).items;
}

/** The dashboard's showcase routes: `showcase(t).picks.$post(…)`. */
const showcase = (t: TestApp) => t.api.admin.athletes;
const setMonth = (t: TestApp, json: AthleteOfTheMonthInput) =>
  showcase(t)['athlete-of-the-month'].$put({ json });
const pick = (t: TestApp, json: AthletePickInput) => showcase(t).picks.$post({ json });
const athleteOfTheMonth = async (caller: TestApp) =>
  (await caller.api.athletes['athlete-of-the-month'].$get()).json();

let t: Awaited<ReturnType<typeof signedInAdmin>>;
let visitor: TestApp;
let monthBefore: typeof athletePicks.$inferSelect | undefined;

beforeAll(async () => {
  t = await signedInAdmin();
  visitor = await createTestApp();
  [monthBefore] = await t.db
    .select()
    .from(athletePicks)
    .where(eq(athletePicks.kind, 'athlete_of_the_month'));
});

// The picks are the site's own: each test leaves the lists as it found them.
afterEach(async () => {
  await t.db
    .delete(athletePicks)
    .where(inArray(athletePicks.kind, ['special_mention', 'featured']));
});
afterAll(async () => {
  await t.db.delete(athletePicks).where(eq(athletePicks.kind, 'athlete_of_the_month'));
  if (monthBefore) await t.db.insert(athletePicks).values(monthBefore);
});

describe('the Athlete of the Month', () => {
  it('shows the new choice with its month and blurb at once, and clears the athlete caches', async () => {
    const [first, second] = await insertAthletes(t, 2);
    // A list answer kept from before the change must not outlive it.
    await t.caches.athletes.totals.get('probe', async () => ({ total: 1, tags: [] }));

    const chosen = await picksAfter(
      setMonth(t, {
        profileId: first.id,
        month: '2026-11',
        blurb: '  Never missed a morning session.  ',
      }),
    );
    expect(chosen.athleteOfTheMonth).toMatchObject({
      kind: 'athlete_of_the_month',
      month: '2026-11',
      blurb: 'Never missed a morning session.',
      athlete: { profileId: first.id, listed: true, held: false },
    });
    expect(
      (await t.caches.athletes.totals.get('probe', async () => ({ total: 2, tags: [] }))).total,
    ).toBe(2);

    const shown = await athleteOfTheMonth(visitor);
    expect(shown).toEqual({
      id: first.id,
      firstName: 'Avery',
      lastName: first.lastName,
      sport: first.sport,
      avatarUrl: null,
      featured: false,
      month: '2026-11',
      blurb: 'Never missed a morning session.',
    });

    await setMonth(t, { profileId: second.id, month: '2026-12' });
    const next = await athleteOfTheMonth(visitor);
    expect(next).toMatchObject({ id: second.id, month: '2026-12', blurb: null });
    // Most improved starts with the Athlete of the Month.
    expect(ids(await section(visitor, 'most-improved'))[0]).toBe(second.id);

    const cleared = await picksAfter(showcase(t)['athlete-of-the-month'].$delete());
    expect(cleared.athleteOfTheMonth).toBeNull();
    expect(await athleteOfTheMonth(visitor)).toBeNull();

    const audit = await auditOf(t, second.id);
    expect(audit.map((row) => row.action)).toEqual(['athlete.unpick_month', 'athlete.pick_month']);
    expect(audit[1]).toMatchObject({
      actorEmail: t.account.email,
      targetLabel: `Avery ${second.lastName}`,
      before: { profileId: first.id, month: '2026-11' },
      after: { profileId: second.id, month: '2026-12', blurb: null },
    });
  });

  it('refuses a month or a blurb that is not valid, and an athlete who does not exist', async () => {
    const [athlete] = await insertAthletes(t, 1);
    const put = (json: AthleteOfTheMonthInput) => setMonth(t, json);
    const badMonth = await put({ profileId: athlete.id, month: '2026-13' });
    expect(badMonth.status).toBe(400);
    expect((await errorOf(badMonth)).fieldErrors).toMatchObject({
      month: ['Choose the month, for example 2026-11.'],
    });
    const long = await put({ profileId: athlete.id, month: '2026-11', blurb: 'x'.repeat(281) });
    expect(long.status).toBe(400);
    expect((await put({ profileId: randomUUID(), month: '2026-11' })).status).toBe(404);
  });
});

describe('picks obey the listing rule', () => {
  it('keeps a hidden or unlisted athlete out of every section, picked or not', async () => {
    const [held, shown] = await insertAthletes(t, 2);
    const [unlisted] = await insertAthletes(t, 1, { listed: false, visibility: 'private' });
    await setMonth(t, { profileId: held.id, month: '2026-11' });
    for (const profile of [held, unlisted, shown]) {
      expect((await pick(t, { kind: 'featured', profileId: profile.id })).status).toBe(200);
      expect((await pick(t, { kind: 'special_mention', profileId: profile.id })).status).toBe(200);
    }
    expect(
      (
        await showcase(t)[':profileId'].hide.$post({
          param: { profileId: held.id },
          json: { reason: 'Photo under review' },
        })
      ).status,
    ).toBe(200);

    for (const caller of [visitor, t]) {
      expect(await athleteOfTheMonth(caller)).toBeNull();
      for (const name of ['featured', 'most-improved'] as const) {
        const list = ids(await section(caller, name));
        expect(list).not.toContain(held.id);
        expect(list).not.toContain(unlisted.id);
        expect(list[0]).toBe(shown.id);
      }
    }
    // The dashboard still shows every pick, each marked.
    const picks = await picksAfter(showcase(t).picks.$get());
    expect(picks.athleteOfTheMonth?.athlete).toMatchObject({
      profileId: held.id,
      held: true,
      holdReason: 'Photo under review',
      listed: false,
    });
    expect(picks.featured.map((pick) => [pick.athlete.profileId, pick.athlete.listed])).toEqual([
      [held.id, false],
      [unlisted.id, false],
      [shown.id, true],
    ]);
    expect(
      picks.featured.find((pick) => pick.athlete.profileId === unlisted.id)?.athlete,
    ).toMatchObject({ visibility: 'private', held: false });
  });
});

describe('special mentions and featured athletes', () => {
  it('puts special mentions after the Athlete of the Month, in their order, once each', async () => {
    const [month, first, second] = await insertAthletes(t, 3);
    await setMonth(t, { profileId: month.id, month: '2026-11' });
    await pick(t, { kind: 'special_mention', profileId: first.id });
    const added = await picksAfter(pick(t, { kind: 'special_mention', profileId: second.id }));
    expect(added.specialMentions.map((pick) => pick.athlete.profileId)).toEqual([
      first.id,
      second.id,
    ]);
    // The Athlete of the Month as a special mention too: shown once.
    await pick(t, { kind: 'special_mention', profileId: month.id });

    const improved = ids(await section(visitor, 'most-improved'));
    expect(improved.slice(0, 3)).toEqual([month.id, first.id, second.id]);
    expect(new Set(improved).size).toBe(improved.length);

    const [mention1, mention2, mention3] = exactly(
      3,
      (await picksAfter(showcase(t).picks.$get())).specialMentions,
    );
    const reordered = await picksAfter(
      showcase(t).picks.order.$put({
        json: {
          kind: 'special_mention',
          ids: [mention3.id, mention2.id, mention1.id],
        },
      }),
    );
    expect(reordered.specialMentions.map((pick) => pick.athlete.profileId)).toEqual([
      month.id,
      second.id,
      first.id,
    ]);
    expect(ids(await section(visitor, 'most-improved')).slice(0, 3)).toEqual([
      month.id,
      second.id,
      first.id,
    ]);

    // An order that leaves a pick out is refused: the list changed meanwhile.
    const stale = await showcase(t).picks.order.$put({
      json: { kind: 'special_mention', ids: [mention1.id] },
    });
    expect(stale.status).toBe(409);
    // Picking someone twice is refused with their name.
    const twice = await pick(t, { kind: 'special_mention', profileId: first.id });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(
      `Avery ${first.lastName} is already among the special mentions.`,
    );

    const unpick = () => showcase(t).picks[':id'].$delete({ param: { id: mention2.id } });
    const removed = await picksAfter(unpick());
    expect(removed.specialMentions).toHaveLength(2);
    expect((await unpick()).status).toBe(404);

    const audit = await auditOf(t, second.id);
    expect(audit.map((row) => row.action)).toEqual(['athlete.unpick', 'athlete.pick']);
    const [reorder] = (
      await unwrap(t.api.admin.audit.$get({ query: { action: 'athlete.reorder', limit: '1' } }))
    ).items;
    expect(reorder).toMatchObject({
      targetLabel: 'Special mentions',
      after: { kind: 'special_mention', profileIds: [month.id, second.id, first.id] },
    });
  });

  it('shows featured picks first in the hero carousel, then Recruiting Profile holders, no repeats', async () => {
    const [picked, alsoHolder] = await insertAthletes(t, 2);
    // Newer than anyone else: the first holder after the picks.
    const [holder] = await insertAthletes(t, 1, { createdAt: new Date('2090-01-01T00:00:00Z') });
    for (const profile of [holder, alsoHolder]) {
      await t.db.insert(subscriptions).values({
        userId: profile.userId,
        tier: 'recruiting',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600_000),
        provider: 'sandbox',
      });
    }
    await t.caches.athletes.changed();
    await pick(t, { kind: 'featured', profileId: picked.id });
    await pick(t, { kind: 'featured', profileId: alsoHolder.id });

    for (const caller of [visitor, t]) {
      const hero = await section(caller, 'featured');
      expect(ids(hero).slice(0, 3)).toEqual([picked.id, alsoHolder.id, holder.id]);
      expect(hero.find((athlete) => athlete.id === alsoHolder.id)?.featured).toBe(true);
      expect(new Set(ids(hero)).size).toBe(hero.length);
      expect(hero.length).toBeGreaterThanOrEqual(5);
      // After the picks, the plan holders come before everyone else.
      const rest = hero.slice(2).map((athlete) => athlete.featured);
      expect(rest).toEqual([...rest].sort((a, b) => Number(b) - Number(a)));
    }
    await t.db
      .delete(subscriptions)
      .where(inArray(subscriptions.userId, [holder.userId, alsoHolder.userId]));
    // Newer than anyone: left listed, it would lead every newest-first list of later tests.
    await t.db.delete(playerProfiles).where(eq(playerProfiles.id, holder.id));
    await t.caches.athletes.changed();
  });
});

describe('searching and hiding athletes', () => {
  it('finds any athlete by part of their name, unlisted ones too, with their state', async () => {
    const [listed] = await insertAthletes(t, 1);
    const [unlisted] = await insertAthletes(t, 1, { listed: false, visibility: 'members' });
    const search = (q: string) => showcase(t).search.$get({ query: { q } });
    const res = await search(tag.toLowerCase());
    expect(res.status).toBe(200);
    const { items } = await unwrap(res);
    const found = (id: string) => items.find((item) => item.profileId === id);
    expect(found(listed.id)).toMatchObject({ listed: true, held: false, visibility: 'public' });
    expect(found(unlisted.id)).toMatchObject({ listed: false, visibility: 'members' });
    // Any part of a name, in any case.
    const part = unlisted.lastName.slice(-6).toUpperCase();
    const byPart = await unwrap(search(part));
    expect(byPart.items.map((item) => item.profileId)).toContain(unlisted.id);
    expect((await search('a')).status).toBe(400);
  });

  it('hides a profile from the lists with a reason its owner reads, and unhide restores it', async () => {
    const owner = await createTestApp();
    const account = await createTestUser(owner);
    await signIn(owner, account);
    const sport = `Hidden ${randomUUID().slice(0, 8)}`;
    const saved = await owner.api.me.profile.$put({
      json: {
        firstName: 'Jordan',
        lastName: `Reyes${tag}`,
        sport,
        position: 'Setter',
        school: 'North High',
        location: 'Fargo, ND',
        graduationYear: '2028',
        gender: 'Female',
        birthMonth: '4',
        birthYear: '2000',
      },
    });
    expect(saved.status).toBe(200);
    const { profile } = await unwrap(saved);
    const listedCount = async () =>
      (await unwrap(visitor.api.athletes.$get({ query: { sport } }))).total;
    const athlete = showcase(t)[':profileId'];
    const param = { profileId: profile.id };
    expect(await listedCount()).toBe(1);

    const reason = 'Your photo is being checked after a report.';
    const hidden = await athlete.hide.$post({ param, json: { reason } });
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toMatchObject({ held: true, holdReason: reason, listed: false });
    expect(await listedCount()).toBe(0);
    expect((await visitor.api.athletes[':id'].$get({ param: { id: profile.id } })).status).toBe(
      404,
    );
    const privacy = await unwrap(owner.api.me.privacy.$get());
    expect(privacy.privacy).toMatchObject({
      hiddenBecause: ['moderation'],
      moderationReason: reason,
    });
    // Hiding again would lose the new reason: refused, with what to do.
    expect((await athlete.hide.$post({ param, json: { reason: 'Another one' } })).status).toBe(409);

    const shown = await athlete.unhide.$post({ param });
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ held: false, holdReason: null, listed: true });
    expect(await listedCount()).toBe(1);
    const after = await unwrap(owner.api.me.privacy.$get());
    expect(after.privacy!.moderationReason).toBeNull();
    // Unhiding what is not hidden changes nothing and records nothing.
    expect((await athlete.unhide.$post({ param })).status).toBe(200);

    const audit = await auditOf(t, profile.id);
    expect(audit.map((row) => row.action)).toEqual(['athlete.unhide', 'athlete.hide']);
    expect(audit[1]).toMatchObject({ before: { held: false }, after: { held: true, reason } });
    expect(audit[0]).toMatchObject({ before: { held: true, reason }, after: { held: false } });
  });

  it('answers only administrators', async () => {
    const member = await createTestApp();
    await signIn(member, await createTestUser(member));
    expect((await showcase(member).picks.$get()).status).toBe(403);
    expect((await showcase(visitor).picks.$get()).status).toBe(401);
  });
});
