import { eq, sql } from 'drizzle-orm';
import { stateFromLocation } from '#shared/location';
import type { ProfileEditor } from '#shared/schemas/athletes';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { athleteView } from './athlete-view';
import { selectProfiles, withFeatured } from './featured-placement';
import type { AthleteCaches } from './athlete-list-cache';
import { refreshListing } from './update-listing';

export async function getOwnProfile(db: Database, userId: string) {
  const [row] = await selectProfiles(db).where(eq(p.userId, userId));
  return row ? athleteView(withFeatured(row), true) : null;
}

/** Creates or updates the signed-in user's profile; saving from the editor completes it. */
export async function saveOwnProfile(
  db: Database,
  caches: AthleteCaches,
  userId: string,
  input: ProfileEditor,
) {
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
  // One statement, so two first saves at the same moment cannot both try to create the profile.
  // xmax is 0 on a row this statement inserted, and set on one it updated.
  const [saved] = await db
    .insert(p)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: p.userId, set: values })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  const created = Boolean(saved?.created);
  if (created) await refreshListing(db, caches, userId);
  else await caches.changed();
  const [row] = await selectProfiles(db).where(eq(p.userId, userId));
  return { created, profile: athleteView(withFeatured(row!), true) };
}
