import { eq } from 'drizzle-orm';
import type { Storage } from '#server/adapters/storage/storage';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { AppError } from '#server/http/app-error';
import type { AthleteCaches } from './athlete-list-cache';
import type { AthleteWork } from './athlete-work';
import { processAvatar } from './process-avatar';

/** Where a profile's uploaded photo is stored (demo athletes' pictures are SVGs beside it). */
export const avatarKeyOf = (profileId: string) => `player-avatars/${profileId}.webp`;

/** Replaces the signed-in athlete's photo; a bad file changes nothing. */
export async function uploadAvatar(
  {
    db,
    caches,
    storage,
    work,
    clock,
  }: { db: Database; caches: AthleteCaches; storage: Storage; work: AthleteWork; clock: Clock },
  userId: string,
  bytes: Uint8Array,
) {
  const [profile] = await db.select({ id: p.id }).from(p).where(eq(p.userId, userId));
  if (!profile) {
    throw new AppError('CONFLICT', 'Save your athlete profile first, then add a photo.');
  }
  const webp = await processAvatar(bytes, work.photoDecoding);
  const key = avatarKeyOf(profile.id);
  await storage.put(key, webp, 'image/webp');
  // The version makes browsers and CDNs fetch the new picture at the same address.
  const avatarUrl = `${storage.publicUrl(key)}?v=${clock.now()}`;
  await db.update(p).set({ avatarUrl }).where(eq(p.id, profile.id));
  // The photo is on the card, and lists neither filter nor search on it.
  await caches.edited({ athleteId: profile.id, card: true, filters: false });
  return { avatarUrl };
}
