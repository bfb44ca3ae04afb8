import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programMessages } from '#shared/programs';
import { organizations } from '#server/db/schema/accounts';
import { programStaff } from '#server/db/schema/programs';
import { messagingAthlete } from '#server/test/messaging-fixtures';
import { consentedMinor } from '#server/test/minor-fixtures';
import { createTestApp, errorOf, linkIn, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { exactly } from '#server/test/tuples';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An organization account with its program, signed in on an app of its own. */
async function club(name = 'Staffed Test Club') {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'organization', name });
  await t.db.insert(organizations).values({ ownerUserId: account.id, name, type: 'club' });
  await signIn(t, account);
  const program = await unwrap(t.api.me.program.$get());
  return Object.assign(t, { account, program });
}

/** A coach's account (or another type), signed in on an app of its own. */
async function member(userType: 'coach' | 'player' = 'coach', email = uniqueEmail(userType)) {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType, name: 'Sam Rivera', email });
  await signIn(t, account);
  return Object.assign(t, { account });
}

/** Invites `email` to the staff and returns the token from the mailed link. */
async function inviteStaff(t: TestApp, email: string, role: 'admin' | 'coach') {
  const sent = await unwrap(t.api.me.program.staff.$post({ json: { email, role } }), 201);
  const mail = await t.mailTo(email.toLowerCase());
  return { sent, token: linkIn(mail.text).split('/staff-invitations/')[1]! };
}

const accept = (t: TestApp, token: string) =>
  t.api['staff-invitations'][':token'].accept.$post({ param: { token } });

const newTeam = (t: TestApp, name = '16U Boys') =>
  t.api.me.program.teams.$post({
    json: { name, sport: 'Basketball', level: '16U', season: '2026–27' },
  });

async function staffedBy(role: 'admin' | 'coach') {
  const org = await club();
  const helper = await member('coach');
  const { token } = await inviteStaff(org, helper.account.email, role);
  await unwrap(accept(helper, token));
  return { org, helper };
}

describe('staff invitations', () => {
  it('mail a single-use link the invited address accepts with its own account (any case)', async () => {
    const org = await club();
    const coach = await member('coach');
    const { sent, token } = await inviteStaff(org, coach.account.email.toUpperCase(), 'coach');
    expect(sent).toMatchObject({ role: 'coach', status: 'invited', name: null });
    expect(sent.email).toBe(coach.account.email.toLowerCase());

    const view = await unwrap(coach.api['staff-invitations'][':token'].$get({ param: { token } }));
    expect(view).toMatchObject({
      role: 'coach',
      state: 'open',
      program: { slug: org.program.slug, name: 'Staffed Test Club' },
    });

    // Before accepting, the coach runs no program.
    expect((await coach.api.me.program.$get()).status).toBe(403);
    expect((await unwrap(coach.api.me.$get())).programRole).toBeNull();

    // Another account: 403, and the invitation stays open.
    const other = await member('coach');
    const wrong = await accept(other, token);
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).message).toBe(programMessages.staffInvitationOtherAddress);

    const accepted = await unwrap(accept(coach, token));
    expect(accepted).toEqual({
      role: 'coach',
      program: { slug: org.program.slug, name: 'Staffed Test Club' },
    });
    const again = await accept(coach, token);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(programMessages.staffInvitationUsed);
    expect(
      await unwrap(coach.api['staff-invitations'][':token'].$get({ param: { token } })),
    ).toMatchObject({ state: 'used' });

    const list = await unwrap(org.api.me.program.staff.$get());
    expect(list.staff).toEqual([
      expect.objectContaining({ role: 'coach', status: 'active', name: 'Sam Rivera' }),
    ]);
    const own = await unwrap(coach.api.me.program.$get());
    expect(own).toMatchObject({ slug: org.program.slug, myRole: 'coach' });
    // The header's "My Program" link follows GET /api/me.
    expect((await unwrap(coach.api.me.$get())).programRole).toBe('coach');
    expect((await unwrap(org.api.me.$get())).programRole).toBe('owner');
  });

  it('refuse an athlete under 18, who would see every roster of the program', async () => {
    const org = await club();
    const minor = await consentedMinor();
    const { token } = await inviteStaff(org, minor.email, 'coach');
    const refused = await accept(minor.t, token);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(programMessages.staffMustBeAdult);
    const [row] = await org.db
      .select()
      .from(programStaff)
      .where(eq(programStaff.email, minor.email));
    expect(row).toMatchObject({ status: 'invited', userId: null });
  });

  it('answer an expired invitation 410 and an unknown one 404', async () => {
    const org = await club();
    const coach = await member('coach');
    const { sent, token } = await inviteStaff(org, coach.account.email, 'coach');
    await org.db
      .update(programStaff)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(programStaff.id, sent.id));
    const late = await accept(coach, token);
    expect(late.status).toBe(410);
    expect((await errorOf(late)).message).toBe(programMessages.staffInvitationExpired);
    const unknown = await accept(coach, 'x'.repeat(43));
    expect(unknown.status).toBe(404);
    // Inviting again sends a new link; the old one no longer works.
    const renewed = await inviteStaff(org, coach.account.email, 'admin');
    expect((await accept(coach, token)).status).toBe(404);
    expect(await unwrap(accept(coach, renewed.token))).toMatchObject({ role: 'admin' });
  });

  it('refuse the owner’s own address and an address already on the staff', async () => {
    const org = await club();
    const owner = await org.api.me.program.staff.$post({
      json: { email: org.account.email, role: 'admin' },
    });
    expect(owner.status).toBe(409);
    const { org: staffed, helper } = await staffedBy('coach');
    const twice = await staffed.api.me.program.staff.$post({
      json: { email: helper.account.email, role: 'admin' },
    });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(programMessages.alreadyStaff);
  });
});

describe('what staff may do', () => {
  it('lets a coach run the rosters but not the page, the teams or the staff', async () => {
    const { org, helper: coach } = await staffedBy('coach');
    const team = await unwrap(newTeam(org), 201);

    // Rosters: invite by address and by join link, number, remove.
    const athlete = await messagingAthlete();
    await unwrap(
      coach.api.me.program.teams[':id'].invitations.$post({
        param: { id: team.id },
        json: { email: athlete.account.email },
      }),
      201,
    );
    const link = await unwrap(
      coach.api.me.program.teams[':id']['join-link'].$post({ param: { id: team.id } }),
      201,
    );
    const joinToken = link.url!.split('/invitations/')[1]!;
    await unwrap(athlete.api.invitations[':token'].accept.$post({ param: { token: joinToken } }));
    const own = await unwrap(coach.api.me.program.$get());
    const entry = own.teams[0]!.roster[0]!;
    expect(
      await unwrap(
        coach.api.me.program.teams[':id'].roster[':entryId'].$patch({
          param: { id: team.id, entryId: entry.entryId },
          json: { jerseyNumber: 7, position: 'Wing' },
        }),
      ),
    ).toMatchObject({ jerseyNumber: 7 });
    const removed = await coach.api.me.program.teams[':id'].roster[':entryId'].$delete({
      param: { id: team.id, entryId: entry.entryId },
    });
    expect(removed.status).toBe(204);

    // Not the page, the teams or the staff.
    const refused = [
      await coach.api.me.program.$patch({ json: { about: 'Taken over' } }),
      await newTeam(coach),
      await coach.api.me.program.teams[':id'].$patch({
        param: { id: team.id },
        json: { name: 'Renamed' },
      }),
      await coach.api.me.program.teams[':id'].$delete({ param: { id: team.id } }),
      await coach.api.me.program.staff.$get(),
      await coach.api.me.program.staff.$post({
        json: { email: uniqueEmail('friend'), role: 'coach' },
      }),
    ];
    expect(refused.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await errorOf(refused[0]!)).message).toBe(programMessages.adminsOnly);
    const [self] = exactly(1, (await unwrap(org.api.me.program.staff.$get())).staff);
    const removeSelf = await coach.api.me.program.staff[':id'].$delete({
      param: { id: self.id },
    });
    expect(removeSelf.status).toBe(403);
  });

  it('lets an admin do all the owner does, but not remove the owner', async () => {
    const { org, helper: admin } = await staffedBy('admin');
    expect(await unwrap(admin.api.me.program.$patch({ json: { city: 'Madison' } }))).toMatchObject({
      city: 'Madison',
      myRole: 'admin',
    });
    const team = await unwrap(newTeam(admin, 'Admin’s team'), 201);
    expect((await unwrap(org.api.me.program.$get())).teams.map((one) => one.id)).toContain(team.id);
    const coach = await member('coach');
    const { token } = await inviteStaff(admin, coach.account.email, 'coach');
    await unwrap(accept(coach, token));
    const list = await unwrap(admin.api.me.program.staff.$get());
    expect(list.staff.map((one) => one.role).sort()).toEqual(['admin', 'coach']);
    const invitingOwner = await admin.api.me.program.staff.$post({
      json: { email: org.account.email, role: 'coach' },
    });
    expect(invitingOwner.status).toBe(409);
    // The owner is no staff row: there is nothing to remove by id.
    const ownerGone = await admin.api.me.program.staff[':id'].$delete({
      param: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(ownerGone.status).toBe(404);
  });

  it('takes every right away at once when a member is removed; another program cannot', async () => {
    const { org, helper: coach } = await staffedBy('coach');
    const team = await unwrap(newTeam(org), 201);
    const [row] = exactly(1, (await unwrap(org.api.me.program.staff.$get())).staff);

    const other = await club('Other Club');
    const elsewhere = await other.api.me.program.staff[':id'].$delete({ param: { id: row.id } });
    expect(elsewhere.status).toBe(404);

    const removed = await org.api.me.program.staff[':id'].$delete({ param: { id: row.id } });
    expect(removed.status).toBe(204);
    expect((await coach.api.me.program.$get()).status).toBe(403);
    const link = await coach.api.me.program.teams[':id']['join-link'].$post({
      param: { id: team.id },
    });
    expect(link.status).toBe(403);
    expect((await unwrap(org.api.me.program.staff.$get())).staff).toEqual([]);
  });

  it('lets a member who owns a program of their own join another’s staff; /programs runs their own', async () => {
    const coachClub = await club('Coach’s Own Club');
    const org = await club('Bigger Club');
    const { token } = await inviteStaff(org, coachClub.account.email, 'coach');
    await unwrap(accept(coachClub, token));
    const own = await unwrap(coachClub.api.me.program.$get());
    expect(own).toMatchObject({ name: 'Coach’s Own Club', myRole: 'owner' });
  });
});

describe('a staff member’s account', () => {
  it('leaves the staff when deleted, and takes its open invitations with it', async () => {
    const { org, helper } = await staffedBy('coach');
    const invited = await member('coach');
    await inviteStaff(org, invited.account.email, 'admin');
    expect((await unwrap(org.api.me.program.staff.$get())).staff).toHaveLength(2);
    for (const gone of [helper, invited]) {
      const res = await gone.post('/api/auth/delete-user', { password: gone.account.password });
      expect(res.status).toBe(200);
    }
    expect((await unwrap(org.api.me.program.staff.$get())).staff).toEqual([]);
  });

  it('lists their staff places in the export', async () => {
    const { helper } = await staffedBy('coach');
    const exported = await unwrap(helper.api.me.export.$get());
    expect(exported.programStaff).toEqual([
      expect.objectContaining({ role: 'coach', status: 'active', program: 'Staffed Test Club' }),
    ]);
  });
});
