import { birthDateOf } from '#shared/privacy';
import type { Mailer } from './adapters/mail/mailer';
import { createStorage } from './adapters/storage/create-storage';
import type { Storage } from './adapters/storage/storage';
import { createAuth, type AccountHooks } from './auth/create-auth';
import type { Caches } from './caches';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import {
  createAccountDeletion,
  refuseWhileCardPlanRenews,
  videoAssetsFor,
} from '#server/modules/account-data';
import { onAccountCreated } from '#server/modules/accounts';
import type { Pi } from '#server/modules/pi';
import { isMinor, mayBeGuardian, onEmailConfirmed } from '#server/modules/privacy';

type SiteAuthDeps = {
  config: Config;
  db: Database;
  mailer: Mailer;
  /**
   * The app's caches, which sign-ups, confirmations and deletions clear. A script that serves
   * nothing passes its own (`createCaches()`): its changes then reach running servers as those
   * caches expire.
   */
  caches: Caches;
  /** Pi Network, for signing in with a Pi account; without it that sign-in is unavailable. */
  pi?: Pi;
  /** Where a deleted account's photos and videos are deleted from (by default per config). */
  storage?: Storage;
  /** The time the account hooks go by (consent links, removed messages); the system's by default. */
  clock?: Clock;
};

/**
 * What the modules do when an account is made, confirmed or deleted: a minor's guardian address
 * checked (privacy), the sign-up's details stored (accounts), the profile listed and the guardian
 * mailed once the address is confirmed (privacy), a deletion refused while a card plan renews and
 * carried out with the member's files (account-data).
 */
export function accountHooks({
  config,
  db,
  mailer,
  caches,
  storage,
  clock = systemClock,
}: SiteAuthDeps): AccountHooks {
  const deletion = createAccountDeletion({
    db,
    storage: storage ?? createStorage(config),
    videoAssets: videoAssetsFor(config),
    caches: caches.athletes,
    clock,
  });
  const consentDeps = {
    db,
    mailer,
    caches: caches.athletes,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    clock,
  };
  return {
    async refusesGuardian(signup) {
      const { birthYear: year, birthMonth: month, guardianEmail } = signup;
      if (year === undefined || month === undefined || !guardianEmail) return false;
      if (!isMinor(birthDateOf({ year, month }), new Date(clock.now()))) return false;
      return !(await mayBeGuardian(db, guardianEmail));
    },
    created: (userId, signup) =>
      onAccountCreated({ db, caches: caches.athletes }, userId, signup, new Date(clock.now())),
    confirmed: (userId) => onEmailConfirmed(consentDeps, userId),
    mayDelete: (userId) => refuseWhileCardPlanRenews(db, userId),
    beforeDelete: (user) => deletion.beforeDelete(user),
    afterDelete: (user) => deletion.afterDelete(user),
  };
}

/** The site's accounts: better-auth (auth/create-auth.ts) with the modules' hooks. */
export function createSiteAuth(deps: SiteAuthDeps) {
  return createAuth({
    config: deps.config,
    db: deps.db,
    mailer: deps.mailer,
    caches: deps.caches,
    piPlatform: deps.pi?.platform ?? null,
    accounts: accountHooks(deps),
    clock: deps.clock ?? systemClock,
  });
}
