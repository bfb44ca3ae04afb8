import type { ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { AppError } from '#server/http/app-error';
import { refreshListing } from '#server/modules/privacy';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { placeHold, removeHold } from '#server/modules/reports';
import type { ShowcaseDeps } from './athlete-picks';
import { athleteLabel, getShowcaseAthlete } from './showcase-athletes';

/**
 * A moderator's hold on a profile, placed directly rather than from a report: the profile leaves
 * every list, search, featured section and page (picked or not), and its owner reads the reason
 * on their profile page.
 */
export async function hideAthlete(
  deps: ShowcaseDeps,
  actor: AdminActor,
  profileId: string,
  reason: string,
): Promise<ShowcaseAthlete> {
  const athlete = await getShowcaseAthlete(deps.db, profileId);
  if (athlete.held) {
    throw new AppError(
      'CONFLICT',
      `${athleteLabel(athlete)} is hidden already (“${athlete.holdReason}”). Unhide the profile first to give another reason.`,
    );
  }
  await deps.db.transaction(async (tx) => {
    const placed = await placeHold(tx, {
      targetType: 'athlete',
      targetId: athlete.profileId,
      reason,
      createdBy: actor.id,
    });
    if (!placed) return;
    await recordAudit(tx, actor, {
      action: 'athlete.hide',
      targetType: 'athlete',
      targetId: athlete.profileId,
      targetLabel: athleteLabel(athlete),
      before: { held: false, listed: athlete.listed },
      after: { held: true, reason },
    });
  });
  // Works the listing out again and clears the lists and the pages kept for visitors.
  await refreshListing(deps.db, deps.caches, athlete.userId);
  return getShowcaseAthlete(deps.db, profileId);
}

/**
 * Releases the hold on a profile (placed here or from a report): it is listed again wherever the
 * listing rule allows. A profile that is not held stays as it is.
 */
export async function unhideAthlete(
  deps: ShowcaseDeps,
  actor: AdminActor,
  profileId: string,
): Promise<ShowcaseAthlete> {
  const athlete = await getShowcaseAthlete(deps.db, profileId);
  const released = await deps.db.transaction(async (tx) => {
    const reason = await removeHold(tx, 'athlete', athlete.profileId);
    if (reason === null) return false;
    await recordAudit(tx, actor, {
      action: 'athlete.unhide',
      targetType: 'athlete',
      targetId: athlete.profileId,
      targetLabel: athleteLabel(athlete),
      before: { held: true, reason },
      after: { held: false },
    });
    return true;
  });
  if (released) await refreshListing(deps.db, deps.caches, athlete.userId);
  return getShowcaseAthlete(deps.db, profileId);
}
