import { and, asc, eq, like } from 'drizzle-orm';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { rosterEntries, teams } from '#server/db/schema/programs';
import type { DemoSeeder } from '#server/db/seed';
import { demoAccounts } from '#server/modules/accounts';
import { demoMinor } from '#server/modules/messaging';

/** The demo program's page address: /org/lakeside-hoops-club. */
export const demoProgramSlug = 'lakeside-hoops-club';

/**
 * Lakeside Hoops Club, run by the demo organization account: two teams of the 2026–27 season
 * (16U and 17U), the demo athlete on the 17U roster with a few demo athletes, and the demo
 * athlete under 18 waiting on the 16U roster for her parent's approval on /guardian.
 */
export const demoProgramsSeeder: DemoSeeder = {
  name: 'demo programs',
  async run({ db, auth }) {
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
  },
};
