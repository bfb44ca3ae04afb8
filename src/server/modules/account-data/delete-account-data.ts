import { setTimeout as sleep } from 'node:timers/promises';
import { APIError } from 'better-auth/api';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { heldSubscriptionStates } from '#shared/payments';
import type { Storage } from '#server/adapters/storage/storage';
import { createLivepeerAssets } from '#server/adapters/streaming/livepeer';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { programStaff, teamInvitations } from '#server/db/schema/programs';
import { playerProfiles } from '#server/db/schema/athletes';
import { session, verification } from '#server/db/schema/auth';
import { contactMessages } from '#server/db/schema/contact-messages';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { requestLimits } from '#server/db/schema/request-limits';
import { reports } from '#server/db/schema/safety';
import { subscriptions } from '#server/db/schema/subscriptions';
import { avatarKeyOf, type AthleteCaches } from '#server/modules/athletes';
import { forgetMessagesOf } from '#server/modules/messaging';
import { forgetDeletedAccount } from '#server/modules/privacy';

/** What an account keeps outside the database: files in the storage adapter, provider assets. */
export type AccountFiles = { storageKeys: string[]; assetIds: string[] };

/** The account being deleted, as better-auth's user hooks receive it. */
type DeletedUser = { id: string; email: string; emailVerified: boolean };

/** Waits between tries of a file deletion that failed (a bucket or provider hiccup). */
const RETRY_DELAYS_MS = [200, 1000];

/** The highlight provider's assets as the streams module makes them: Livepeer when configured. */
export function videoAssetsFor(config: Config): VideoAssets | undefined {
  const livepeer = config.streaming.livepeer;
  return livepeer
    ? createLivepeerAssets({ apiKey: livepeer.apiKey, baseUrl: livepeer.baseUrl })
    : undefined;
}

/** The stored files of a user's athlete profile: its photo, its clips and their captions. */
export async function findAccountFiles(db: Database, userId: string): Promise<AccountFiles> {
  const profiles = await db
    .select({ id: playerProfiles.id, avatarUrl: playerProfiles.avatarUrl })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, userId));
  if (profiles.length === 0) return { storageKeys: [], assetIds: [] };
  const highlights = await db
    .select({
      provider: highlightVideos.provider,
      storageKey: highlightVideos.storageKey,
      assetId: highlightVideos.assetId,
      captionsStorageKey: highlightVideos.captionsStorageKey,
    })
    .from(highlightVideos)
    .where(
      inArray(
        highlightVideos.profileId,
        profiles.map((profile) => profile.id),
      ),
    );
  const avatarKeys = profiles.flatMap((profile) => {
    // The photo an upload makes, and whatever picture the profile points at in the same folder
    // under its own id (demo athletes have SVGs).
    const pointedAt = profile.avatarUrl?.match(
      new RegExp(`player-avatars/${profile.id}\\.[a-z0-9]+(?=$|[?#])`),
    )?.[0];
    return [avatarKeyOf(profile.id), ...(pointedAt ? [pointedAt] : [])];
  });
  return {
    storageKeys: [
      ...new Set([
        ...avatarKeys,
        ...highlights.flatMap((row) =>
          row.provider === 'storage' && row.storageKey ? [row.storageKey] : [],
        ),
        ...highlights.flatMap((row) => (row.captionsStorageKey ? [row.captionsStorageKey] : [])),
      ]),
    ],
    assetIds: highlights.flatMap((row) =>
      row.provider === 'livepeer' && row.assetId ? [row.assetId] : [],
    ),
  };
}

/**
 * Deletes, in one transaction, the rows about an account that no foreign key ties to it: those
 * kept by its email (newsletter sign-up, contact messages, team and staff invitations, the receipt address of reports it
 * filed, sign-in failure counters) and better-auth's pending links and the sessions it opened
 * as someone else. Reports it filed stay for the moderators, without its address.
 */
export async function deleteRowsKeyedByEmail(db: Database, { id, email }: DeletedUser) {
  const address = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, address));
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${address}`);
    // Invitations to join a team mailed to the address (stored in lower case).
    await tx.delete(teamInvitations).where(eq(teamInvitations.email, address));
    // Places on programs' staff, accepted (also gone with the account) or still invited.
    await tx
      .delete(programStaff)
      .where(or(eq(programStaff.email, address), eq(programStaff.userId, id)));
    await tx
      .update(reports)
      .set({ reporterEmail: null })
      .where(or(eq(reports.reporterUserId, id), sql`lower(${reports.reporterEmail}) = ${address}`));
    // Counters kept by address end in it ("sign-in-failures:<email>").
    await tx
      .delete(requestLimits)
      .where(sql`right(${requestLimits.key}, ${address.length + 1}) = ${`:${address}`}`);
    // Password reset and two-factor links hold the user id as their value.
    await tx
      .delete(verification)
      .where(
        or(
          sql`position(${id} in ${verification.value}) > 0`,
          sql`lower(${verification.identifier}) = ${address}`,
        ),
      );
    // An administrator's impersonation sessions end with the administrator.
    await tx.delete(session).where(eq(session.impersonatedBy, id));
  });
}

/** Tries a deletion, then again after each delay; the last error when every try failed. */
async function withRetries(task: () => Promise<void>): Promise<{ error: unknown } | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await task();
      return null;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return { error };
      await sleep(delay);
    }
  }
}

/**
 * Deletes the files of an account whose rows are gone (deleting a missing file is no error, so a
 * second run is safe). Never throws: what could not be deleted is logged with its keys, for an
 * operator to remove, and returned.
 */
export async function deleteAccountFiles(
  deps: { storage: Storage; videoAssets?: VideoAssets | undefined },
  userId: string,
  files: AccountFiles,
): Promise<AccountFiles> {
  const left: AccountFiles = { storageKeys: [], assetIds: [] };
  const failures: unknown[] = [];
  await Promise.all([
    ...files.storageKeys.map(async (key) => {
      const failed = await withRetries(() => deps.storage.delete(key));
      if (failed) {
        left.storageKeys.push(key);
        failures.push(failed.error);
      }
    }),
    ...files.assetIds.map(async (assetId) => {
      const { videoAssets } = deps;
      const failed = videoAssets
        ? await withRetries(() => videoAssets.deleteAsset(assetId))
        : { error: new Error(`asset ${assetId}: no video provider is configured`) };
      if (failed) {
        left.assetIds.push(assetId);
        failures.push(failed.error);
      }
    }),
  ]);
  if (failures.length > 0) {
    console.error(
      `[account-data] deleted account ${userId}: its rows are gone but these files are left, ` +
        `remove them by hand: ${JSON.stringify(left)}`,
      failures,
    );
  }
  return left;
}

/**
 * A card plan still renewing with Stripe would go on charging after the account is gone: the
 * member cancels it first (Manage billing), or an administrator cancels it. The built-in test
 * checkout charges nothing, so it does not hold a deletion back. Checked before better-auth starts
 * (its deletion removes the sessions and the password first, so a refusal in the user delete hook
 * would come too late).
 */
export async function refuseWhileCardPlanRenews(db: Database, userId: string): Promise<void> {
  const [renewing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, 'stripe'),
        inArray(subscriptions.status, [...heldSubscriptionStates]),
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    );
  if (renewing) {
    throw new APIError('BAD_REQUEST', {
      code: 'PLAN_STILL_RENEWING',
      message:
        'Your card plan still renews every month. Cancel it under Billing (Manage billing) first, then delete your account.',
    });
  }
}

/**
 * Deleting an account, whoever starts it (the member on /profile, an administrator): better-auth
 * deletes the user row and the rows that reference it cascade (or lose the reference: reports,
 * channels, moderation records). Around that, as its user delete hooks:
 * - `beforeDelete` notes the account's stored files, deletes the rows kept by its email and
 *   removes the text of the messages it sent (the other side keeps the conversation);
 * - `afterDelete`, once the rows are gone, clears the athlete lists (the profile went with the
 *   account) and deletes the files (see deleteAccountFiles).
 */
export function createAccountDeletion(deps: {
  db: Database;
  storage: Storage;
  videoAssets?: VideoAssets | undefined;
  /** the athlete lists, which a deleted account's profile leaves */
  caches: AthleteCaches;
  /** when the member's messages are marked removed */
  clock: Clock;
}) {
  // From one hook to the other of the same deletion, in this process.
  const pendingFiles = new Map<string, AccountFiles>();
  return {
    async beforeDelete(user: DeletedUser) {
      pendingFiles.set(user.id, await findAccountFiles(deps.db, user.id));
      await deleteRowsKeyedByEmail(deps.db, user);
      await forgetMessagesOf(deps.db, user, new Date(deps.clock.now()));
    },
    async afterDelete(user: DeletedUser) {
      const files = pendingFiles.get(user.id);
      pendingFiles.delete(user.id);
      if (files) await deleteAccountFiles(deps, user.id, files);
      await forgetDeletedAccount(deps.caches);
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
