import { eq } from 'drizzle-orm';
import {
  isWiderThan,
  privacyMessages,
  type PrivacyStatus,
  type ProfileVisibility,
  widestVisibility,
} from '#shared/schemas/privacy';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { guardianConsents } from '#server/db/schema/safety';
import { AppError } from '#server/http/app-error';
import type { AthleteCaches } from '#server/modules/athletes';
import { refreshListing } from './update-listing';
import { findHold } from '#server/modules/reports';
import { isMinor } from './guardian-consent';

/** "jo••••@example.com": enough for the athlete to recognise the address, not to read it out. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'•'.repeat(Math.max(1, Math.min(6, name.length - 2)))}@${domain}`;
}

async function loadOwnProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: p.id,
      listed: p.listed,
      visibility: p.visibility,
      birthDate: p.birthDate,
      emailVerified: user.emailVerified,
    })
    .from(p)
    .innerJoin(user, eq(user.id, p.userId))
    .where(eq(p.userId, userId));
  if (!row) return null;
  const [consent] = await db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, userId));
  const hold = await findHold(db, 'athlete', row.id);
  return { ...row, consent: consent ?? null, hold };
}

/**
 * Who can see the signed-in athlete's profile, and every reason it is kept out of the lists:
 * what /profile and the owner's banner on their page say. Null without an athlete profile.
 */
export async function getPrivacyStatus(
  db: Database,
  userId: string,
  now: Date,
): Promise<PrivacyStatus | null> {
  const own = await loadOwnProfile(db, userId);
  if (!own) return null;
  const minor = isMinor(own.birthDate, now);
  const hiddenBecause: PrivacyStatus['hiddenBecause'] = [];
  if (!own.emailVerified) hiddenBecause.push('email-unconfirmed');
  if (minor && own.consent?.status !== 'granted') hiddenBecause.push('consent-needed');
  if (own.visibility === 'private') hiddenBecause.push('private');
  if (own.hold) hiddenBecause.push('moderation');
  const { consent } = own;
  return {
    profileId: own.id,
    visibility: own.visibility,
    widestAllowed: widestVisibility(own.birthDate, own.consent, now),
    listed: own.listed,
    hiddenBecause,
    moderationReason: own.hold?.reason ?? null,
    consent:
      minor && consent
        ? {
            status: consent.status,
            guardianEmail: maskEmail(consent.guardianEmail),
            sentAt: (consent.sentAt ?? consent.createdAt).toISOString(),
            expiresAt: consent.expiresAt.toISOString(),
            expired: consent.status === 'pending' && consent.expiresAt <= now,
            allowedVisibility: consent.allowedVisibility,
          }
        : null,
  };
}

/**
 * Sets who may see the profile. Anyone may make it stricter; an athlete under 18 may not make it
 * wider than their guardian allowed (members only until the guardian chose everyone).
 */
export async function setVisibility(
  deps: { db: Database; caches: AthleteCaches },
  userId: string,
  visibility: ProfileVisibility,
  now: Date,
): Promise<PrivacyStatus> {
  const own = await loadOwnProfile(deps.db, userId);
  if (!own) throw new AppError('NOT_FOUND', 'Create your athlete profile first.');
  if (isWiderThan(visibility, widestVisibility(own.birthDate, own.consent, now))) {
    throw new AppError('FORBIDDEN', privacyMessages.visibilityWiderThanGuardian);
  }
  await deps.db.update(p).set({ visibility }).where(eq(p.userId, userId));
  await refreshListing(deps.db, deps.caches, userId);
  return (await getPrivacyStatus(deps.db, userId, now))!;
}
