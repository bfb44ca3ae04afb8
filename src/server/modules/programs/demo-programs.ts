import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { localInput, zonedInstant } from '#shared/event-times';
import type { Database } from '#server/db/client';
import { channels, eventTeams, events } from '#server/db/schema';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { rosterEntries, teams } from '#server/db/schema/programs';
import type { DemoSeeder } from '#server/db/seed';
import { demoAccounts, demoMinor } from '#server/modules/accounts';

/** The demo program's page address: /org/lakeside-hoops-club. */
export const demoProgramSlug = 'lakeside-hoops-club';

/**
 * Lakeside Hoops Club, run by the demo organization account: two teams of the 2026–27 season
 * (16U and 17U), the demo athlete on the 17U roster with a few demo athletes, and the demo
 * athlete under 18 waiting on the 16U roster for her parent's approval on /guardian.
 */
export const demoProgramsSeeder: DemoSeeder = {
  name: 'demo programs',
  async run({ db, auth, clock }) {
    const owner = await createVerifiedUser(auth, {
      ...demoAccounts.organization,
      name: 'Lakeside Hoops Club',
      userType: 'organization',
    });
    const [existing] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, demoProgramSlug));
    if (existing) return;
    const [program] = await db
      .insert(organizations)
      .values({
        ownerUserId: owner.id,
        name: 'Lakeside Hoops Club',
        type: 'club',
        slug: demoProgramSlug,
        sports: ['Basketball'],
        city: 'Madison',
        state: 'WI',
        about:
          'A club for players who want more reps: spring and summer travel teams, fall skills sessions and a coach for every dozen players.',
      })
      .returning({ id: organizations.id });
    const [u16, u17] = await db
      .insert(teams)
      .values([
        {
          organizationId: program!.id,
          name: 'Lakeside 16U',
          sport: 'Basketball',
          level: '16U',
          season: '2026–27',
        },
        {
          organizationId: program!.id,
          name: 'Lakeside 17U',
          sport: 'Basketball',
          level: '17U',
          season: '2026–27',
        },
      ])
      .returning({ id: teams.id });

    const profileOf = async (email: string) => {
      const [row] = await db
        .select({ id: playerProfiles.id })
        .from(playerProfiles)
        .innerJoin(user, eq(user.id, playerProfiles.userId))
        .where(eq(user.email, email));
      return row?.id ?? null;
    };
    const basketball = await db
      .select({ id: playerProfiles.id })
      .from(playerProfiles)
      .innerJoin(user, eq(user.id, playerProfiles.userId))
      .where(
        and(eq(playerProfiles.sport, 'Basketball'), like(user.email, '%@demo.showcase.example')),
      )
      .orderBy(asc(playerProfiles.createdAt))
      .limit(4);
    const athlete = await profileOf(demoAccounts.athlete.email);
    const minor = await profileOf(demoMinor.email);
    const positions = ['Shooting Guard', 'Small Forward', 'Power Forward', 'Center'];
    const entries: (typeof rosterEntries.$inferInsert)[] = [];
    if (athlete) {
      entries.push({
        teamId: u17!.id,
        profileId: athlete,
        status: 'active',
        jerseyNumber: 3,
        position: 'Point Guard',
        invitedBy: owner.id,
      });
    }
    basketball.forEach((row, index) => {
      entries.push({
        teamId: index < 2 ? u17!.id : u16!.id,
        profileId: row.id,
        status: 'active',
        jerseyNumber: 10 + index * 2,
        position: positions[index] ?? null,
        invitedBy: owner.id,
      });
    });
    if (minor) {
      entries.push({
        teamId: u16!.id,
        profileId: minor,
        status: 'guardian_pending',
        position: 'Shooting Guard',
        invitedBy: owner.id,
      });
    }
    if (entries.length > 0) await db.insert(rosterEntries).values(entries);
    await seedDemoSchedule(
      db,
      { programId: program!.id, ownerId: owner.id, teams: [u16!.id, u17!.id] },
      new Date(clock.now()),
    );
  },
};

/** The wall clock in Madison `days` from now at `hh:mm`, as an instant. */
function madison(days: number, time: string, now: Date): Date {
  const date = localInput(new Date(now.getTime() + days * 86_400_000), DEMO_ZONE).slice(0, 10);
  return zonedInstant(`${date}T${time}`, DEMO_ZONE)!;
}
const DEMO_ZONE = 'America/Chicago';

/**
 * The club's season on the schedule: it runs the trainer-led sessions channel (its weekly paid
 * sessions become the program's events) and the tournament channel, and has a practice, a
 * scrimmage, a showcase with both teams and a two-day tournament coming up.
 */
async function seedDemoSchedule(
  db: Database,
  {
    programId,
    ownerId,
    teams: [u16, u17],
  }: { programId: string; ownerId: string; teams: string[] },
  now: Date,
) {
  const owned = await db
    .update(channels)
    .set({ ownerId })
    .where(inArray(channels.slug, ['trainer-led-sessions', 'hoops-tournament']))
    .returning({ id: channels.id, slug: channels.slug });
  const sessions = owned.find((channel) => channel.slug === 'trainer-led-sessions');
  const tournament = owned.find((channel) => channel.slug === 'hoops-tournament');
  const venue = { place: 'Lakeside Fieldhouse, 400 Shore Dr', city: 'Madison', state: 'WI' };
  if (sessions) {
    await db
      .update(events)
      .set({ organizationId: programId, sport: 'Basketball', createdBy: ownerId, ...venue })
      .where(eq(events.channelId, sessions.id));
  }
  const common = {
    organizationId: programId,
    sport: 'Basketball',
    timeZone: DEMO_ZONE,
    createdBy: ownerId,
  };
  const rows = await db
    .insert(events)
    .values([
      {
        ...common,
        ...venue,
        kind: 'practice',
        title: '17U practice',
        startsAt: madison(2, '17:30', now),
        endsAt: madison(2, '19:00', now),
      },
      {
        ...common,
        ...venue,
        kind: 'game',
        title: 'Lakeside 17U vs Lakeside 16U',
        description: 'An inside scrimmage before the showcase: full court, two 20-minute halves.',
        startsAt: madison(5, '18:00', now),
        endsAt: madison(5, '19:30', now),
      },
      {
        ...common,
        ...venue,
        kind: 'showcase',
        title: 'Lakeside Winter Showcase',
        description:
          'Both Lakeside teams play three showcase games in front of college coaches. Verified college coaches can open the roster book with every athlete’s number, position and class.',
        startsAt: madison(12, '09:00', now),
        endsAt: madison(12, '16:00', now),
        channelId: tournament?.id ?? null,
      },
      {
        ...common,
        kind: 'tournament',
        title: 'Lakeside Holiday Classic',
        description:
          'Sixteen 17U teams from across the Midwest, pool play Saturday and brackets Sunday.',
        place: 'Fiserv Community Courts',
        city: 'Milwaukee',
        state: 'WI',
        startsAt: madison(26, '08:00', now),
        endsAt: madison(27, '18:00', now),
        channelId: tournament?.id ?? null,
      },
    ])
    .returning({ id: events.id, kind: events.kind });
  const [, game, showcase, classic] = rows;
  await db.insert(eventTeams).values([
    { eventId: rows[0]!.id, teamId: u17! },
    { eventId: game!.id, teamId: u17! },
    { eventId: game!.id, teamId: u16! },
    { eventId: showcase!.id, teamId: u16! },
    { eventId: showcase!.id, teamId: u17! },
    { eventId: classic!.id, teamId: u17! },
  ]);
}
