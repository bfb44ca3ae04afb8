import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statVerificationMessages, verifiedByText } from '#shared/stat-verifications';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { rosterEntries, statVerifications } from '#server/db/schema/programs';
import { athleteProfileInput, messagingAthlete } from '#server/test/messaging-fixtures';
import { createTestApp, errorOf, linkIn, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';

// Stats verified only by a roster coach of that season (docs/product.md#stat-verification).

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An organization account with its program, signed in on an app of its own. */
async function club(name = 'Lakeside Verifying Club') {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'organization', name });
  await t.db.insert(organizations).values({ ownerUserId: account.id, name, type: 'club' });
  await signIn(t, account);
  const program = await unwrap(t.api.me.program.$get());
  return Object.assign(t, { account, program });
}

const newTeam = (t: TestApp, name = 'Lakeside 17U', season = '2026–27') =>
  unwrap(
    t.api.me.program.teams.$post({ json: { name, sport: 'Basketball', level: '17U', season } }),
    201,
  );

/** A coach's account, signed in on an app of its own, on the program's staff as `role`. */
async function staffOf(org: TestApp, role: 'admin' | 'coach', name = 'Coach Jane Doe') {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'coach', name, email: uniqueEmail(role) });
  await signIn(t, account);
  await unwrap(org.api.me.program.staff.$post({ json: { email: account.email, role } }), 201);
  const mail = await org.mailTo(account.email.toLowerCase());
  const token = linkIn(mail.text).split('/staff-invitations/')[1]!;
  await unwrap(t.api['staff-invitations'][':token'].accept.$post({ param: { token } }));
  return Object.assign(t, { account });
}

/** An adult athlete with a height, a weight and statistics of two seasons. */
async function athleteWithStats() {
  const athlete = await messagingAthlete();
  await unwrap(
    athlete.api.me.profile.$put({
      json: { ...athleteProfileInput(), height: `6'1"`, weight: '185 lbs' },
    }),
  );
  await unwrap(
    athlete.api.me.stats.$put({
      json: {
        stats: [
          { season: '2026-27', stat: 'Points per game', value: '18.4' },
          { season: '2026 — 27', stat: '3P/FG%', value: '41%' },
          { season: '2025-26', stat: 'Points per game', value: '12.1' },
        ],
      },
    }),
  );
  return athlete;
}

/** Puts the athlete on the team with the status given; returns the entry's id. */
async function onRoster(
  t: TestApp,
  teamId: string,
  profileId: string,
  status: 'active' | 'invited' | 'guardian_pending' | 'left' = 'active',
) {
  const entry = onlyRow(
    await t.db
      .insert(rosterEntries)
      .values({ teamId, profileId, status })
      .returning({ id: rosterEntries.id }),
  );
  return entry.id;
}

const statsOf = (t: TestApp, id: string, entryId: string) =>
  t.api.me.program.teams[':id'].roster[':entryId'].stats.$get({ param: { id, entryId } });
const verify = (t: TestApp, id: string, entryId: string, stat: string) =>
  t.api.me.program.teams[':id'].roster[':entryId'].verifications.$put({
    param: { id, entryId },
    json: { stat },
  });
const unverify = (t: TestApp, id: string, entryId: string, stat: string) =>
  t.api.me.program.teams[':id'].roster[':entryId'].verifications[':stat'].$delete({
    param: { id, entryId, stat: encodeURIComponent(stat) },
  });
/** The athlete's page's statistics, as another member reads them. */
const pageStats = (t: TestApp, id: string) =>
  unwrap(t.api.athletes[':id'].stats.$get({ param: { id } }));

async function setting() {
  const org = await club();
  const team = await newTeam(org);
  const athlete = await athleteWithStats();
  const entryId = await onRoster(org, team.id, athlete.profileId);
  const viewer = await messagingAthlete();
  return { org, team, athlete, entryId, viewer };
}

describe('stat verification by a roster coach', () => {
  it('lists the team’s season (any dash) and the measurables; the owner verifies a stat and the athlete page says who', async () => {
    const { org, team, athlete, entryId, viewer } = await setting();
    const listed = await unwrap(statsOf(org, team.id, entryId));
    expect(listed).toMatchObject({
      season: '2026–27',
      athlete: { firstName: 'Jordan', lastName: 'Reyes' },
    });
    expect(listed.stats.map((row) => [row.stat, row.value, row.verification])).toEqual([
      ['Points per game', '18.4', null],
      ['3P/FG%', '41%', null],
    ]);
    expect(listed.measurables.map((row) => [row.stat, row.value])).toEqual([
      ['Height', `6'1"`],
      ['Weight', '185 lbs'],
    ]);

    const verified = await unwrap(verify(org, team.id, entryId, 'Points per game'));
    expect(verified).toMatchObject({
      stat: 'Points per game',
      value: '18.4',
      verification: { verifierName: 'Lakeside Verifying Club', teamName: 'Lakeside 17U' },
    });
    await unwrap(verify(org, team.id, entryId, 'Height'));

    const page = await pageStats(viewer, athlete.profileId);
    const byStat = (season: string, stat: string) =>
      page.stats.find((row) => row.season === season && row.stat === stat);
    expect(byStat('2026-27', 'Points per game')?.verification).toEqual({
      verifierName: 'Lakeside Verifying Club',
      teamName: 'Lakeside 17U',
    });
    expect(verifiedByText(byStat('2026-27', 'Points per game')!.verification!)).toBe(
      'Verified by Lakeside Verifying Club, Lakeside 17U',
    );
    // Another season's line of the same stat is not verified by it.
    expect(byStat('2025-26', 'Points per game')?.verification).toBeNull();
    expect(page.measurables).toEqual([
      {
        stat: 'Height',
        value: `6'1"`,
        verifierName: 'Lakeside Verifying Club',
        teamName: 'Lakeside 17U',
      },
    ]);
    // The athlete's own list (the profile editor) says the same.
    const own = await unwrap(athlete.api.me.stats.$get());
    expect(own.stats[0]?.verification).toEqual({
      verifierName: 'Lakeside Verifying Club',
      teamName: 'Lakeside 17U',
    });
  });

  it('lets admin and coach staff verify, under their own name; verifying again replaces the row', async () => {
    const { org, team, athlete, entryId, viewer } = await setting();
    const admin = await staffOf(org, 'admin', 'Alex Admin');
    const coach = await staffOf(org, 'coach', 'Coach Jane Doe');
    expect(await unwrap(verify(admin, team.id, entryId, '3P/FG%'))).toMatchObject({
      verification: { verifierName: 'Alex Admin' },
    });
    expect(await unwrap(verify(coach, team.id, entryId, '3P/FG%'))).toMatchObject({
      value: '41%',
      verification: { verifierName: 'Coach Jane Doe', teamName: 'Lakeside 17U' },
    });
    const rows = await org.db
      .select()
      .from(statVerifications)
      .where(eq(statVerifications.profileId, athlete.profileId));
    expect(rows).toEqual([
      expect.objectContaining({
        season: '2026-27',
        stat: '3P/FG%',
        value: '41%',
        verifiedBy: coach.account.id,
        verifierName: 'Coach Jane Doe',
      }),
    ]);
    const page = await pageStats(viewer, athlete.profileId);
    expect(page.stats.find((row) => row.stat === '3P/FG%')?.verification).toEqual({
      verifierName: 'Coach Jane Doe',
      teamName: 'Lakeside 17U',
    });
    // A coach removes it (a stat's name with a slash, percent-encoded in the path).
    expect((await unwrap(statsOf(coach, team.id, entryId))).stats[1]?.verification).toMatchObject({
      removable: true,
    });
    expect((await unverify(coach, team.id, entryId, '3P/FG%')).status).toBe(204);
    const again = await unverify(coach, team.id, entryId, '3P/FG%');
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(statVerificationMessages.verificationNotFound);
    expect(
      (await pageStats(viewer, athlete.profileId)).stats.every((row) => row.verification === null),
    ).toBe(true);
  });

  it('refuses a stat of another season, and one the athlete has not given', async () => {
    const { org, team, entryId } = await setting();
    const other = await verify(org, team.id, entryId, 'Rebounds per game');
    expect(other.status).toBe(404);
    expect((await errorOf(other)).message).toBe(statVerificationMessages.statNotFound);
    // "Points per game" of 2025-26 is there, but the team plays 2026–27: only that line counts.
    const lastSeason = await newTeam(org, 'Lakeside 16U', '2025–26');
    const lastEntry = await onRoster(
      org,
      lastSeason.id,
      (await org.db.select().from(rosterEntries).where(eq(rosterEntries.id, entryId)))[0]!
        .profileId,
    );
    const old = await unwrap(verify(org, lastSeason.id, lastEntry, 'Points per game'));
    expect(old).toMatchObject({ season: '2025-26', value: '12.1' });
    const threes = await verify(org, lastSeason.id, lastEntry, '3P/FG%');
    expect(threes.status).toBe(404);
    // The client cannot name the value: the body is refused.
    const withValue = { stat: 'Points per game', value: '40' };
    const forged = await org.api.me.program.teams[':id'].roster[':entryId'].verifications.$put({
      param: { id: team.id, entryId },
      json: withValue,
    });
    expect(forged.status).toBe(400);
  });

  it('answers another program’s staff 404, and members who run no program 403', async () => {
    const { team, entryId, viewer } = await setting();
    const other = await club('Another Club');
    const stranger = await staffOf(other, 'coach', 'Coach Elsewhere');
    for (const caller of [other, stranger]) {
      expect((await statsOf(caller, team.id, entryId)).status).toBe(404);
      expect((await verify(caller, team.id, entryId, 'Points per game')).status).toBe(404);
      expect((await unverify(caller, team.id, entryId, 'Points per game')).status).toBe(404);
    }
    expect((await verify(viewer, team.id, entryId, 'Points per game')).status).toBe(403);
    const signedOut = await createTestApp();
    expect((await statsOf(signedOut, team.id, entryId)).status).toBe(401);
  });

  it('refuses an athlete who is invited or waiting (403) or has left (404)', async () => {
    const org = await club();
    const team = await newTeam(org);
    for (const status of ['invited', 'guardian_pending'] as const) {
      const athlete = await athleteWithStats();
      const entryId = await onRoster(org, team.id, athlete.profileId, status);
      const refused = await verify(org, team.id, entryId, 'Points per game');
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(statVerificationMessages.notActive);
      expect((await statsOf(org, team.id, entryId)).status).toBe(403);
    }
    const gone = await athleteWithStats();
    const leftEntry = await onRoster(org, team.id, gone.profileId, 'left');
    expect((await verify(org, team.id, leftEntry, 'Points per game')).status).toBe(404);
  });

  it('refuses an athlete whose profile is not shown to the caller', async () => {
    const { org, team, athlete, entryId } = await setting();
    await unwrap(athlete.api.me.privacy.$put({ json: { visibility: 'private' } }));
    const refused = await statsOf(org, team.id, entryId);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(statVerificationMessages.notShown);
  });

  it('shows a value unverified once the athlete changes it, and verified again if put back', async () => {
    const { org, team, athlete, entryId, viewer } = await setting();
    await unwrap(verify(org, team.id, entryId, 'Points per game'));
    await unwrap(verify(org, team.id, entryId, 'Weight'));
    await unwrap(
      athlete.api.me.stats.$put({
        json: { stats: [{ season: '2026–27', stat: 'Points per game', value: '25.0' }] },
      }),
    );
    await unwrap(
      athlete.api.me.profile.$put({
        json: { ...athleteProfileInput(), height: `6'1"`, weight: '190 lbs' },
      }),
    );
    const page = await pageStats(viewer, athlete.profileId);
    expect(page.stats).toEqual([expect.objectContaining({ value: '25.0', verification: null })]);
    expect(page.measurables).toEqual([]);
    expect((await unwrap(statsOf(org, team.id, entryId))).stats[0]?.verification).toBeNull();

    const back = await unwrap(
      athlete.api.me.stats.$put({
        json: { stats: [{ season: '2026-27', stat: 'Points per game', value: '18.4' }] },
      }),
    );
    expect(back.stats[0]?.verification).toMatchObject({ teamName: 'Lakeside 17U' });
  });

  it('keeps another program’s verification from this program’s staff', async () => {
    const { org, team, athlete, entryId } = await setting();
    const other = await club('School Club');
    const schoolTeam = await newTeam(other, 'Northside Varsity', '2026-27');
    const schoolEntry = await onRoster(other, schoolTeam.id, athlete.profileId);
    await unwrap(verify(other, schoolTeam.id, schoolEntry, 'Points per game'));
    const listed = await unwrap(statsOf(org, team.id, entryId));
    expect(listed.stats[0]?.verification).toMatchObject({
      teamName: 'Northside Varsity',
      removable: false,
    });
    const refused = await unverify(org, team.id, entryId, 'Points per game');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(statVerificationMessages.otherProgram);
  });
});

describe('stat verifications and the athlete’s data', () => {
  it('are in the athlete’s export, go with the athlete’s account, and outlive the coach’s', async () => {
    const { org, team, athlete, entryId } = await setting();
    const coach = await staffOf(org, 'coach', 'Coach Jane Doe');
    await unwrap(verify(coach, team.id, entryId, 'Points per game'));

    const exported = await unwrap(athlete.api.me.export.$get());
    expect(exported.statVerifications).toEqual([
      expect.objectContaining({
        season: '2026-27',
        stat: 'Points per game',
        value: '18.4',
        verifierName: 'Coach Jane Doe',
        team: 'Lakeside 17U',
      }),
    ]);
    expect(JSON.stringify(exported.statVerifications)).not.toContain(coach.account.id);

    // The coach's account goes: the verification stays, under the name it was made with.
    expect(
      (await coach.post('/api/auth/delete-user', { password: coach.account.password })).status,
    ).toBe(200);
    const [kept] = await org.db
      .select()
      .from(statVerifications)
      .where(eq(statVerifications.profileId, athlete.profileId));
    expect(kept).toMatchObject({ verifiedBy: null, verifierName: 'Coach Jane Doe' });

    // The athlete's account goes: so do the verifications of their statistics.
    const [profile] = await org.db
      .select({ userId: playerProfiles.userId })
      .from(playerProfiles)
      .where(eq(playerProfiles.id, athlete.profileId));
    expect(
      (await athlete.post('/api/auth/delete-user', { password: athlete.account.password })).status,
    ).toBe(200);
    expect(profile?.userId).toBe(athlete.account.id);
    expect(
      await org.db
        .select()
        .from(statVerifications)
        .where(eq(statVerifications.profileId, athlete.profileId)),
    ).toEqual([]);
  });
});
