import { eq } from 'drizzle-orm';
import { stateFromLocation } from '../../../shared/location';
import type { ProfileEditor } from '../../../shared/schemas/athletes';
import type { Database } from '../../db/client';
import { playerProfiles as p } from '../../db/schema/athletes';
import { athleteView } from './athlete-view';
import { athletesChanged } from './athlete-list-cache';

export async function getOwnProfile(db: Database, userId: string) {
  const [row] = await db.select().from(p).where(eq(p.userId, userId));
  return row ? athleteView(row, true) : null;
}

/** Creates or updates the signed-in user's profile; saving from the editor completes it. */
export async function saveOwnProfile(db: Database, userId: string, input: ProfileEditor) {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    sport: input.sport,
    position: input.position,
    school: input.school,
    location: input.location,
    state: stateFromLocation(input.location),
    graduationYear: Number(input.graduationYear),
    bio: input.bio,
    height: input.height,
    weight: input.weight,
    gender: input.gender,
    isComplete: true,
  };
  const [existing] = await db.select({ id: p.id }).from(p).where(eq(p.userId, userId));
  if (existing) {
    const [row] = await db.update(p).set(values).where(eq(p.id, existing.id)).returning();
    athletesChanged();
    return { created: false, profile: athleteView(row!, true) };
  }
  const [row] = await db
    .insert(p)
    .values({ userId, ...values })
    .returning();
  athletesChanged();
  return { created: true, profile: athleteView(row!, true) };
}
