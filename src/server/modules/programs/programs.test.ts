import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programMessages } from '#shared/programs';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { teamInvitations } from '#server/db/schema/programs';
import { guardianConsents } from '#server/db/schema/safety';
import { consentedMinor } from '#server/test/minor-fixtures';
import { messagingAthlete, messagingCoach } from '#server/test/messaging-fixtures';
import { createTestApp, errorOf, linkIn, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An organization account with its program, signed in on an app of its own. */
async function club(name = 'Lakeside Test Club') {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'organization', name });
  await t.db.insert(organizations).values({ ownerUserId: account.id, name, type: 'club' });
  await signIn(t, account);
  const program = await unwrap(t.api.me.program.$get());
  return Object.assign(t, { account, program });
}

type Club = Awaited<ReturnType<typeof club>>;

const newTeam = (t: Club, name = '16U Boys') =>
  unwrap(
    t.api.me.program.teams.$post({
      json: { name, sport: 'Basketball', level: '16U', season: '2026–27' },
    }),
    201,
  );

/** Mails an invitation to `email` and returns the token from the link in the mail. */
async function invite(t: Club, teamId: string, email: string) {
  await unwrap(
    t.api.me.program.teams[':id'].invitations.$post({ param: { id: teamId }, json: { email } }),
    201,
  );
  const mail = await t.mailTo(email);
  return linkIn(mail.text).split('/invitations/')[1]!;
}

const accept = (t: TestApp, token: string) =>
  t.api.invitations[':token'].accept.$post({ param: { token } });
const teamPage = (t: TestApp, id: string) => unwrap(t.api.teams[':id'].$get({ param: { id } }));

async function emailOf(t: TestApp, profileId: string) {
  const row = onlyRow(
    await t.db
      .select({ email: user.email })
      .from(user)
      .innerJoin(playerProfiles, eq(playerProfiles.userId, user.id))
      .where(eq(playerProfiles.id, profileId)),
  );
  return row.email;
}

describe('a program and its teams', () => {
  it('gives the organization a page address from its name and lets its admin edit it', async () => {
    const org = await club('Lakeside Test Club');
    expect(org.program.slug).toMatch(/^lakeside-test-club(-\d+)?$/);
    const edited = await unwrap(
      org.api.me.program.$patch({
        json: { city: 'Madison', state: 'WI', sports: ['Basketball'], about: 'Hoops for all.' },
      }),
    );
    expect(edited).toMatchObject({
      city: 'Madison',
      sports: ['Basketball'],
      slug: org.program.slug,
    });
    const team = await newTeam(org);
    const visitor = await createTestApp();
    const page = await unwrap(
      visitor.api.programs[':slug'].$get({ param: { slug: org.program.slug } }),
    );
    expect(page).toMatchObject({ name: 'Lakeside Test Club', about: 'Hoops for all.' });
    expect(page.teams).toEqual([expect.objectContaining({ id: team.id, level: '16U' })]);

    const renamed = await unwrap(
      org.api.me.program.teams[':id'].$patch({ param: { id: team.id }, json: { level: '17U' } }),
    );
    expect(renamed.level).toBe('17U');
    const gone = await org.api.me.program.teams[':id'].$delete({ param: { id: team.id } });
    expect(gone.status).toBe(204);
    expect((await visitor.api.teams[':id'].$get({ param: { id: team.id } })).status).toBe(404);
  });

  it('refuses the program routes to accounts that run no program, and another program’s team to its admin', async () => {
    const org = await club();
    const team = await newTeam(org);
    const athlete = await messagingAthlete();
    const refused = await athlete.api.me.program.$get();
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(programMessages.notOrganization);
    const other = await club('Another Club');
    const patch = await other.api.me.program.teams[':id'].$patch({
      param: { id: team.id },
      json: { name: 'Taken over' },
    });
    expect(patch.status).toBe(404);
    const invited = await other.api.me.program.teams[':id'].invitations.$post({
      param: { id: team.id },
      json: { email: 'someone@example.com' },
    });
    expect(invited.status).toBe(404);
  });
});

describe('invitations', () => {
  it('lets the athlete it was mailed to accept once; the admin sets a jersey and removes them', async () => {
    const org = await club();
    const team = await newTeam(org);
    const athlete = await messagingAthlete();
    const token = await invite(org, team.id, athlete.account.email);

    const view = await unwrap(athlete.api.invitations[':token'].$get({ param: { token } }));
    expect(view).toMatchObject({ kind: 'email', state: 'open', team: { id: team.id } });

    const joined = await unwrap(accept(athlete, token));
    expect(joined).toMatchObject({ status: 'active', programSlug: org.program.slug });

    // Reused: 409.
    const again = await accept(athlete, token);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(programMessages.invitationUsed);

    const own = await unwrap(org.api.me.program.$get());
    const entry = own.teams[0]!.roster[0]!;
    expect(entry).toMatchObject({ status: 'active', firstName: 'Jordan' });
    const numbered = await unwrap(
      org.api.me.program.teams[':id'].roster[':entryId'].$patch({
        param: { id: team.id, entryId: entry.entryId },
        json: { jerseyNumber: 23, position: 'Point guard' },
      }),
    );
    expect(numbered).toMatchObject({ jerseyNumber: 23, position: 'Point guard' });
    const visitor = await createTestApp();
    expect((await teamPage(visitor, team.id)).roster).toEqual([
      expect.objectContaining({ profileId: athlete.profileId, jerseyNumber: 23 }),
    ]);

    const removed = await org.api.me.program.teams[':id'].roster[':entryId'].$delete({
      param: { id: team.id, entryId: entry.entryId },
    });
    expect(removed.status).toBe(204);
    expect((await teamPage(visitor, team.id)).roster).toEqual([]);
  });

  it('answers an expired invitation 410 and one sent to another address 403', async () => {
    const org = await club();
    const team = await newTeam(org);
    const invited = await messagingAthlete();
    const someoneElse = await messagingAthlete();
    const token = await invite(org, team.id, invited.account.email);

    const wrong = await accept(someoneElse, token);
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).message).toBe('This invitation was sent to another address.');

    await org.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(eq(teamInvitations.teamId, team.id), eq(teamInvitations.email, invited.account.email)),
      );
    const late = await accept(invited, token);
    expect(late.status).toBe(410);
    expect((await errorOf(late)).message).toBe(programMessages.invitationExpired);
    const declined = await invited.api.invitations[':token'].decline.$post({ param: { token } });
    expect(declined.status).toBe(410);
  });

  it('opens an invited place for an athlete who has an account, which declining ends', async () => {
    const org = await club();
    const team = await newTeam(org);
    const athlete = await messagingAthlete();
    const token = await invite(org, team.id, athlete.account.email);
    expect((await teamPage(athlete, team.id)).myEntry).toMatchObject({ status: 'invited' });
    const answer = await unwrap(
      athlete.api.invitations[':token'].decline.$post({ param: { token } }),
    );
    expect(answer).toMatchObject({ status: 'left', entryId: null });
    expect((await teamPage(athlete, team.id)).myEntry).toBeNull();
    expect((await accept(athlete, token)).status).toBe(409);
  });

  it('lets any athlete join by a join link until it expires; the athlete may leave', async () => {
    const org = await club();
    const team = await newTeam(org);
    const link = await unwrap(
      org.api.me.program.teams[':id']['join-link'].$post({ param: { id: team.id } }),
      201,
    );
    const token = link.url!.split('/invitations/')[1]!;
    const first = await messagingAthlete();
    const second = await messagingAthlete();
    const one = await unwrap(accept(first, token));
    await unwrap(accept(second, token));
    const onTeam = await accept(first, token);
    expect(onTeam.status).toBe(409);
    expect((await errorOf(onTeam)).message).toBe(programMessages.alreadyOnTeam);

    // Only the athlete leaves their own place.
    const notTheirs = await second.api.me.teams[':entryId'].$delete({
      param: { entryId: one.entryId! },
    });
    expect(notTheirs.status).toBe(404);
    const left = await first.api.me.teams[':entryId'].$delete({ param: { entryId: one.entryId! } });
    expect(left.status).toBe(204);
    expect((await teamPage(first, team.id)).roster.map((row) => row.profileId)).toEqual([
      second.profileId,
    ]);

    // An organization without an athlete profile cannot join.
    const noProfile = await accept(org, token);
    expect(noProfile.status).toBe(403);
    expect((await errorOf(noProfile)).message).toBe(programMessages.athletesOnly);
  });
});

describe('answers to invitations', () => {
  it('are limited per connection, so a guardian’s inbox cannot be flooded', async () => {
    const org = await club();
    const team = await newTeam(org);
    const link = await unwrap(
      org.api.me.program.teams[':id']['join-link'].$post({ param: { id: team.id } }),
      201,
    );
    const token = link.url!.split('/invitations/')[1]!;
    const athlete = await messagingAthlete();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await athlete.api.invitations[':token'].decline.$post({ param: { token } })).status,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});

describe('minors', () => {
  it('waits for the guardian, who approves on /guardian; visibility still decides who sees them', async () => {
    const org = await club();
    const team = await newTeam(org);
    const minor = await consentedMinor();
    const minorEmail = await emailOf(minor.t, minor.id);
    const token = await invite(org, team.id, minorEmail);
    const joined = await unwrap(accept(minor.t, token));
    expect(joined.status).toBe('guardian_pending');

    const consent = onlyRow(
      await minor.t.db
        .select({ email: guardianConsents.guardianEmail })
        .from(guardianConsents)
        .innerJoin(playerProfiles, eq(playerProfiles.userId, guardianConsents.userId))
        .where(eq(playerProfiles.id, minor.id)),
    );
    const mail = await org.lastMailTo(consent.email);
    expect(mail?.subject).toMatch(/asks to join 16U Boys/);

    // Not on the roster until the guardian approves.
    const member = await messagingAthlete();
    expect((await teamPage(member, team.id)).roster).toEqual([]);
    expect((await teamPage(member, team.id)).hiddenCount).toBe(0);

    // Someone else cannot approve it.
    const stranger = await member.api.guardian.children[':profileId'].teams[':entryId'].$post({
      param: { profileId: minor.id, entryId: joined.entryId! },
      json: { decision: 'approve' },
    });
    expect(stranger.status).toBe(404);

    const parent = await createTestApp();
    await signIn(parent, await createTestUser(parent, { email: consent.email, name: 'Pat Minor' }));
    const { children } = await unwrap(parent.api.guardian.$get());
    expect(children[0]!.teamRequests).toEqual([
      expect.objectContaining({ entryId: joined.entryId, programName: 'Lakeside Test Club' }),
    ]);
    const approved = await unwrap(
      parent.api.guardian.children[':profileId'].teams[':entryId'].$post({
        param: { profileId: minor.id, entryId: joined.entryId! },
        json: { decision: 'approve' },
      }),
    );
    expect(approved.status).toBe('active');
    const twice = await parent.api.guardian.children[':profileId'].teams[':entryId'].$post({
      param: { profileId: minor.id, entryId: joined.entryId! },
      json: { decision: 'decline' },
    });
    expect(twice.status).toBe(409);

    // The guardian allowed members only: members see her, visitors get a count and no name.
    const seen = await teamPage(member, team.id);
    expect(seen.roster.map((row) => row.profileId)).toEqual([minor.id]);
    const visitor = await createTestApp();
    const hidden = await teamPage(visitor, team.id);
    expect(hidden.roster).toEqual([]);
    expect(hidden.hiddenCount).toBe(1);
    const raw = await (await visitor.get(`/api/teams/${team.id}`)).text();
    expect(raw).not.toContain('Robin');
    expect(raw).not.toContain(minor.id);

    // Shown to verified coaches only: a member no longer sees her, a verified coach does, and
    // the athlete always sees herself.
    await minor.t.db
      .update(playerProfiles)
      .set({ visibility: 'coaches' })
      .where(eq(playerProfiles.id, minor.id));
    expect((await teamPage(member, team.id)).roster).toEqual([]);
    expect((await teamPage(member, team.id)).hiddenCount).toBe(1);
    const coach = await messagingCoach();
    expect((await teamPage(coach, team.id)).roster.map((row) => row.profileId)).toEqual([minor.id]);
    expect((await teamPage(minor.t, team.id)).roster.map((row) => row.profileId)).toEqual([
      minor.id,
    ]);
    // The program's own admin manages the place without her name.
    const own = await unwrap(org.api.me.program.$get());
    expect(own.teams[0]!.roster[0]).toMatchObject({ firstName: null, lastName: null });
  });

  it('a guardian’s decline takes the child off the team', async () => {
    const org = await club();
    const team = await newTeam(org);
    const minor = await consentedMinor();
    const token = await invite(org, team.id, await emailOf(minor.t, minor.id));
    const joined = await unwrap(accept(minor.t, token));
    const consent = onlyRow(
      await minor.t.db
        .select({ email: guardianConsents.guardianEmail })
        .from(guardianConsents)
        .innerJoin(playerProfiles, eq(playerProfiles.userId, guardianConsents.userId))
        .where(eq(playerProfiles.id, minor.id)),
    );
    const parent = await createTestApp();
    await signIn(parent, await createTestUser(parent, { email: consent.email, name: 'Pat Minor' }));
    const declined = await unwrap(
      parent.api.guardian.children[':profileId'].teams[':entryId'].$post({
        param: { profileId: minor.id, entryId: joined.entryId! },
        json: { decision: 'decline' },
      }),
    );
    expect(declined.status).toBe('left');
    expect((await teamPage(minor.t, team.id)).myEntry).toBeNull();
  });
});
