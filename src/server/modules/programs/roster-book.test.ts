import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages, programMessages } from '#shared/programs';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import { programStaff, rosterEntries, teams } from '#server/db/schema/programs';
import { eventTeams, events } from '#server/db/schema/purchases';
import { messagingAthlete, messagingCoach } from '#server/test/messaging-fixtures';
import { consentedMinor } from '#server/test/minor-fixtures';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signedInAdmin, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An organization account with its program, signed in on an app of its own. */
async function club(name = 'Roster Book Club') {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'organization', name });
  await t.db.insert(organizations).values({ ownerUserId: account.id, name, type: 'club' });
  await signIn(t, account);
  const program = await unwrap(t.api.me.program.$get());
  const row = onlyRow(
    await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.ownerUserId, account.id)),
  );
  return Object.assign(t, { account, program, programId: row.id });
}
type Club = Awaited<ReturnType<typeof club>>;

async function newTeam(org: Club, name: string) {
  const team = onlyRow(
    await org.db
      .insert(teams)
      .values({
        organizationId: org.programId,
        name,
        sport: 'Basketball',
        level: '17U',
        season: '2026–27',
      })
      .returning({ id: teams.id }),
  );
  return team.id;
}

/** An event of the program with the teams given (a showcase unless told). */
async function newEvent(
  org: Club,
  teamIds: string[],
  input: { kind?: 'showcase' | 'tournament' | 'game'; cancelled?: boolean; title?: string } = {},
) {
  const startsAt = new Date('2026-12-05T15:00:00Z');
  const event = onlyRow(
    await org.db
      .insert(events)
      .values({
        organizationId: org.programId,
        kind: input.kind ?? 'showcase',
        title: input.title ?? 'Winter Showcase 2026',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 8 * 3600_000),
        timeZone: 'America/Chicago',
        place: 'Lakeside Fieldhouse',
        city: 'Madison',
        state: 'WI',
        cancelledAt: input.cancelled ? new Date() : null,
      })
      .returning({ id: events.id }),
  );
  if (teamIds.length) {
    await org.db
      .insert(eventTeams)
      .values(teamIds.map((teamId) => ({ eventId: event.id, teamId })));
  }
  return event.id;
}

async function onRoster(
  t: TestApp,
  teamId: string,
  profileId: string,
  status: 'active' | 'invited' | 'guardian_pending' | 'left' = 'active',
  jerseyNumber: number | null = null,
  position: string | null = null,
) {
  await t.db.insert(rosterEntries).values({ teamId, profileId, status, jerseyNumber, position });
}

const book = (t: TestApp, id: string) => t.api.events[':id']['roster-book'].$get({ param: { id } });
const csv = (t: TestApp, id: string) => t.get(`/api/events/${id}/roster-book.csv`);

/**
 * A showcase of two teams: an adult athlete with a number, a position and a featured clip on the
 * first; a minor whose guardian's consent is gone (not listed) on the second; and an invited,
 * a waiting and a departed athlete who are not on any roster yet.
 */
async function showcase() {
  const org = await club();
  const blue = await newTeam(org, 'Lakeside Blue');
  const gold = await newTeam(org, 'Lakeside Gold');
  const athlete = await messagingAthlete();
  const minor = await consentedMinor();
  await org.db.update(playerProfiles).set({ listed: false }).where(eq(playerProfiles.id, minor.id));
  const invited = await messagingAthlete();
  const waiting = await messagingAthlete();
  const departed = await messagingAthlete();
  await onRoster(org, blue, athlete.profileId, 'active', 23, 'Point guard');
  await onRoster(org, gold, minor.id);
  await onRoster(org, blue, invited.profileId, 'invited');
  await onRoster(org, gold, waiting.profileId, 'guardian_pending');
  await onRoster(org, gold, departed.profileId, 'left');
  await org.db.insert(highlightVideos).values({
    profileId: athlete.profileId,
    title: 'Junior season',
    featured: true,
    url: 'https://media.example.com/junior.mp4',
    contentType: 'video/mp4',
    sizeBytes: 1000,
    provider: 'storage',
    status: 'ready',
  });
  const eventId = await newEvent(org, [blue, gold]);
  return { org, blue, gold, athlete, minor, invited, waiting, departed, eventId };
}

describe('the roster book', () => {
  it('shows a verified coach the active athletes they may see, in JSON and CSV, and counts the others', async () => {
    const { org, blue, athlete, minor, invited, waiting, departed, eventId } = await showcase();
    const coach = await messagingCoach();
    const answer = await unwrap(book(coach, eventId));
    expect(answer.event).toMatchObject({
      id: eventId,
      title: 'Winter Showcase 2026',
      kind: 'showcase',
      startsAt: '2026-12-05T15:00:00.000Z',
      timeZone: 'America/Chicago',
      place: 'Lakeside Fieldhouse',
      city: 'Madison',
      state: 'WI',
      program: { name: 'Roster Book Club', slug: org.program.slug },
    });
    expect(answer.teams.map((team) => team.name)).toEqual(['Lakeside Blue', 'Lakeside Gold']);
    expect(answer.athletes).toEqual([
      {
        profileId: athlete.profileId,
        firstName: 'Jordan',
        lastName: 'Reyes',
        teamId: blue,
        teamName: 'Lakeside Blue',
        jerseyNumber: 23,
        position: 'Point guard',
        sport: 'Basketball',
        classYear: new Date().getUTCFullYear() + 1,
        highlight: { title: 'Junior season' },
      },
    ]);
    // The minor without consent is counted; invited, waiting and departed athletes are not on it.
    expect(answer.hiddenCount).toBe(1);
    expect(answer.canAddToBoards).toBe(true);
    const raw = await (await coach.get(`/api/events/${eventId}/roster-book`)).text();
    for (const id of [minor.id, invited.profileId, waiting.profileId, departed.profileId]) {
      expect(raw).not.toContain(id);
    }
    expect(raw).not.toContain('Robin');

    const file = await csv(coach, eventId);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="winter-showcase-2026-roster-book-2026-12-05.csv"',
    );
    const text = await file.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Team","Jersey","First name","Last name","Position","Class","Sport","Highlight","Profile"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"Lakeside Blue","23","Jordan","Reyes","Point guard"`);
    expect(lines[1]).toContain(`/athlete/${athlete.profileId}"`);
    expect(text).not.toContain('Robin');
    expect(text).not.toContain(minor.id);

    // Once the guardian's consent is back, the coach sees the minor too.
    await org.db
      .update(playerProfiles)
      .set({ listed: true })
      .where(eq(playerProfiles.id, minor.id));
    const after = await unwrap(book(coach, eventId));
    expect(after.athletes.map((row) => row.profileId)).toContain(minor.id);
    expect(after.hiddenCount).toBe(0);
  });

  it('escapes every CSV cell and shows formulas as text', async () => {
    const org = await club();
    const team = await newTeam(org, 'North "Blue", 17U');
    const athlete = await messagingAthlete();
    await org.db
      .update(playerProfiles)
      .set({ firstName: '=HYPERLINK("http://evil.example")', lastName: 'Line\nBreak' })
      .where(eq(playerProfiles.id, athlete.profileId));
    await onRoster(org, team, athlete.profileId, 'active', null, '+Wing, forward');
    const eventId = await newEvent(org, [team], { kind: 'tournament', title: '@Spring Cup' });
    const coach = await messagingCoach();
    const file = await csv(coach, eventId);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="spring-cup-roster-book-2026-12-05.csv"',
    );
    const [, row] = (await file.text()).split('\r\n');
    const base = org.config.publicUrl.replace(/\/+$/, '');
    expect(row).toBe(
      [
        '"North ""Blue"", 17U"',
        '""',
        `"'=HYPERLINK(""http://evil.example"")"`,
        '"Line\nBreak"',
        `"'+Wing, forward"`,
        `"${new Date().getUTCFullYear() + 1}"`,
        '"Basketball"',
        '""',
        `"${base}/athlete/${athlete.profileId}"`,
      ].join(','),
    );
  });

  it('lets the program’s staff and site administrators read it; privacy still decides whom they see', async () => {
    const { org, athlete, eventId } = await showcase();
    // Shown to verified coaches only: the program's staff (members) do not see this athlete.
    await org.db
      .update(playerProfiles)
      .set({ visibility: 'coaches' })
      .where(eq(playerProfiles.id, athlete.profileId));
    const own = await unwrap(book(org, eventId));
    expect(own.athletes).toEqual([]);
    expect(own.hiddenCount).toBe(2);
    expect(own.canAddToBoards).toBe(false);
    expect((await csv(org, eventId)).status).toBe(200);
    // A coach on the program's staff (not a verified one) reads it as the owner does.
    const staffCoach = await messagingCoach('ncaa-d1', false);
    await org.db.insert(programStaff).values({
      organizationId: org.programId,
      userId: staffCoach.account.id,
      email: staffCoach.account.email.toLowerCase(),
      role: 'coach',
      status: 'active',
      tokenHash: `used-${staffCoach.account.id}`,
      expiresAt: new Date(Date.now() + 3600_000),
      acceptedAt: new Date(),
    });
    expect(await unwrap(book(staffCoach, eventId))).toMatchObject({
      athletes: [],
      hiddenCount: 2,
      canAddToBoards: false,
    });
    const admin = await signedInAdmin();
    const seen = await unwrap(book(admin, eventId));
    expect(seen.hiddenCount).toBe(2);
    const coach = await messagingCoach();
    expect((await unwrap(book(coach, eventId))).athletes.map((row) => row.profileId)).toEqual([
      athlete.profileId,
    ]);
  });

  it('refuses everyone else: 403 with the reason, 401 signed out', async () => {
    const { eventId } = await showcase();
    const other = await club('Another Club');
    const unverified = await messagingCoach('ncaa-d1', false);
    const athlete = await messagingAthlete();
    for (const t of [unverified, athlete, other]) {
      const refused = await book(t, eventId);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(programMessages.rosterBookReaders);
      expect((await csv(t, eventId)).status).toBe(403);
    }
    const visitor = await createTestApp();
    expect((await book(visitor, eventId)).status).toBe(401);
    expect((await csv(visitor, eventId)).status).toBe(401);
  });

  it('answers 404 for a cancelled event, an event that is not a showcase or tournament, and no event', async () => {
    const org = await club();
    const team = await newTeam(org, 'Lakeside Blue');
    const cancelled = await newEvent(org, [team], { cancelled: true });
    const game = await newEvent(org, [team], { kind: 'game' });
    const coach = await messagingCoach();
    for (const id of [cancelled, game, '6f1c2a00-0000-4000-8000-000000000000']) {
      const missing = await book(coach, id);
      expect(missing.status).toBe(404);
      expect((await errorOf(missing)).message).toBe(eventMessages.eventNotFound);
      expect((await csv(coach, id)).status).toBe(404);
    }
    expect((await book(coach, 'not-an-id')).status).toBe(400);
  });

  it('lists an event whose teams have nobody on them yet', async () => {
    const org = await club();
    const team = await newTeam(org, 'Lakeside Blue');
    const eventId = await newEvent(org, [team]);
    const coach = await messagingCoach();
    const empty = await unwrap(book(coach, eventId));
    expect(empty).toMatchObject({ athletes: [], hiddenCount: 0 });
    expect(empty.teams).toHaveLength(1);
    const lines = (await (await csv(coach, eventId)).text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1);
  });
});
