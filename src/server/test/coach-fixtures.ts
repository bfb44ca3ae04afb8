import type { CoachLevel } from '#shared/recruiting';
import type { Database } from '../db/client';
import { coachProfiles } from '../db/schema/accounts';
import { coachVerifications } from '../db/schema/recruiting';

/** A coach account's sign-up details, as the coach sign-up form stores them. */
export async function addCoachProfile(
  db: Database,
  userId: string,
  input: { sport?: string; institution?: string; title?: string } = {},
) {
  await db
    .insert(coachProfiles)
    .values({
      userId,
      firstName: 'Casey',
      lastName: 'Morgan',
      coachType: 'college',
      sport: input.sport ?? 'Basketball',
      institution: input.institution ?? 'State University',
      title: input.title ?? 'Assistant Coach',
    })
    .onConflictDoNothing();
}

/**
 * Makes a coach account verified as an administrator's approval leaves it: sign-up details and
 * an approved verification that lasts a year.
 */
export async function verifyCoach(
  db: Database,
  userId: string,
  input: { institution?: string; level?: CoachLevel; sport?: string; expiresAt?: Date } = {},
) {
  const institution = input.institution ?? 'State University';
  await addCoachProfile(db, userId, { institution, sport: input.sport });
  const now = new Date();
  await db.insert(coachVerifications).values({
    userId,
    institution,
    level: input.level ?? 'ncaa-d1',
    domainEmail: `coach@state.edu`,
    status: 'approved',
    emailConfirmedAt: now,
    reviewedAt: now,
    expiresAt: input.expiresAt ?? new Date(now.getTime() + 365 * 24 * 3600_000),
  });
}
