import { eq } from 'drizzle-orm';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { playerProfiles } from '#server/db/schema/athletes';
import type { DemoSeeder } from '#server/db/seed';

/** Demo sign-ins for `npm start` (never in production); the README and the log show them. */
export const demoAccounts = {
  admin: { email: 'admin@showcase.example', password: 'Demo-Admin-2026' },
  athlete: { email: 'athlete@showcase.example', password: 'Demo-Athlete-2026' },
  /** a verified college coach with a recruiting board (coaches/demo-coaches.ts) */
  coach: { email: 'coach@showcase.example', password: 'Demo-Coach-2026' },
  /** the organization that runs Lakeside Hoops Club (programs/demo-programs.ts) */
  organization: { email: 'club@showcase.example', password: 'Demo-Club-2026' },
} as const;

/** The demo minor athlete and the parent copied on her conversations (README: demo sign-ins; made by
 * messaging/demo-messaging.ts). */
export const demoMinor = {
  email: 'minor@showcase.example',
  password: 'Demo-Minor-2026',
  guardianEmail: 'parent@showcase.example',
};

/** Avery's parent, with a parent or guardian account under the address she gave (/guardian). */
export const demoParent = {
  email: demoMinor.guardianEmail,
  password: 'Demo-Parent-2026',
};

export const demoAccountsSeeder: DemoSeeder = {
  name: 'demo accounts',
  async run({ db, auth }) {
    await createVerifiedUser(auth, {
      ...demoAccounts.admin,
      name: 'Site Administrator',
      role: 'admin',
    });
    const athlete = await createVerifiedUser(auth, {
      ...demoAccounts.athlete,
      name: 'Jordan Reyes',
      userType: 'player',
    });
    const [existing] = await db
      .select({ id: playerProfiles.id })
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, athlete.id));
    if (existing) return;
    await db.insert(playerProfiles).values({
      userId: athlete.id,
      firstName: 'Jordan',
      lastName: 'Reyes',
      sport: 'Basketball',
      position: 'Point Guard',
      school: 'Lincoln High School',
      location: 'Austin, TX',
      state: 'TX',
      graduationYear: 2027,
      gender: 'Male',
      height: `6'1"`,
      weight: '175 lbs',
      bio: 'Floor general who loves to push the pace. Three-year varsity starter, team captain.',
      isComplete: true,
      listed: true,
    });
  },
};
