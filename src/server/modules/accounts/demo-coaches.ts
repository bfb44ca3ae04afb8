import { createVerifiedUser } from '#server/auth/create-verified-user';
import { coachProfiles } from '#server/db/schema/accounts';
import { coachVerifications } from '#server/db/schema/recruiting';
import type { DemoSeeder } from '#server/db/seed';
import { VERIFICATION_DAYS } from '#shared/recruiting';
import { demoAccounts } from './demo-accounts';

const DAY_MS = 24 * 3600_000;

/**
 * A verified college coach to sign in as (demoAccounts.coach), and a high school coach whose
 * request waits in the administrators' Verification queue, so both sides show something on a
 * fresh start. The coach's board, views and evaluation come with the recruiting demo data.
 */
export const demoCoachesSeeder: DemoSeeder = {
  name: 'demo coaches',
  async run({ db, auth, clock }) {
    const now = clock.now();
    const coach = await createVerifiedUser(auth, {
      ...demoAccounts.coach,
      name: 'Morgan Ellis',
      userType: 'coach',
    });
    await db.insert(coachProfiles).values({
      userId: coach.id,
      firstName: 'Morgan',
      lastName: 'Ellis',
      coachType: 'college',
      sport: 'Basketball',
      institution: 'Lakeside State University',
      title: 'Assistant Coach, Recruiting Coordinator',
    });
    await db.insert(coachVerifications).values({
      userId: coach.id,
      institution: 'Lakeside State University',
      level: 'ncaa-d1',
      domainEmail: 'mellis@lakeside-state.edu',
      status: 'approved',
      emailConfirmedAt: new Date(now - 20 * DAY_MS),
      reviewedAt: new Date(now - 19 * DAY_MS),
      expiresAt: new Date(now + (VERIFICATION_DAYS - 19) * DAY_MS),
      createdAt: new Date(now - 20 * DAY_MS),
    });

    const waiting = await createVerifiedUser(auth, {
      email: 'hs-coach@showcase.example',
      password: demoAccounts.coach.password,
      name: 'Pat Rivera',
      userType: 'coach',
    });
    await db.insert(coachProfiles).values({
      userId: waiting.id,
      firstName: 'Pat',
      lastName: 'Rivera',
      coachType: 'highSchool',
      sport: 'Soccer',
      school: 'Westview High School',
      title: 'Head Coach, Girls Soccer',
    });
    await db.insert(coachVerifications).values({
      userId: waiting.id,
      institution: 'Westview High School',
      level: 'high-school',
      staffPageUrl: 'https://westview.example/athletics/staff',
      status: 'requested',
      createdAt: new Date(now - 2 * 3600_000),
    });

    // A second verified college coach, whose request to the demo minor athlete waits for an
    // answer (messaging/demo-messaging.ts).
    const second = await createVerifiedUser(auth, {
      email: demoSecondCoachEmail,
      password: demoAccounts.coach.password,
      name: 'Dana Brooks',
      userType: 'coach',
    });
    await db.insert(coachProfiles).values({
      userId: second.id,
      firstName: 'Dana',
      lastName: 'Brooks',
      coachType: 'college',
      sport: 'Basketball',
      institution: 'Northern Plains College',
      title: "Head Coach, Women's Basketball",
    });
    await db.insert(coachVerifications).values({
      userId: second.id,
      institution: 'Northern Plains College',
      level: 'ncaa-d2',
      domainEmail: 'dbrooks@northernplains.edu',
      status: 'approved',
      emailConfirmedAt: new Date(now - 40 * DAY_MS),
      reviewedAt: new Date(now - 39 * DAY_MS),
      expiresAt: new Date(now + (VERIFICATION_DAYS - 39) * DAY_MS),
      createdAt: new Date(now - 40 * DAY_MS),
    });
  },
};

/** The second verified demo coach's sign-in (the demo coach's password). */
export const demoSecondCoachEmail = 'coach2@showcase.example';
