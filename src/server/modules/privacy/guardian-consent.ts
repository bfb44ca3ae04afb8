import { and, eq, isNotNull, ne, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ageGroupOn, CONSENT_DAYS, privacyMessages } from '#shared/schemas/privacy';
import type { Mailer } from '#server/adapters/mail/mailer';
import { confirmedAddressOf } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import type { Clock } from '#server/lib/clock';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { guardianConsents } from '#server/db/schema/safety';
import { AppError } from '#server/http/app-error';
import { createSecretToken } from '#server/lib/secret-token';
import type { AthleteCaches } from '#server/modules/athletes';
import { mailLocaleOf, pageUrl } from '#server/adapters/mail/mail-words';
import type { Locale } from '#shared/locales';
import { refreshListing } from './update-listing';
import { consentRequestMail, guardianSuspendedMail } from './consent-mails';
import { heldByNoGuardian, kindMayBeGuardian, mayBeGuardian } from './guardian-eligibility';
import { accountLanguageOf } from '#server/adapters/mail/recipient-language';

export type ConsentDeps = {
  db: Database;
  mailer: Mailer;
  caches: AthleteCaches;
  siteName: string;
  publicUrl: string;
  /** when links are sent, expire and decisions are made */
  clock: Clock;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shortest time between two mails to a guardian, so a resend button cannot flood them. */
export const RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** True while the athlete is 13 to 17 by their stored birth date (see birthDateOf). */
export function isMinor(birthDate: string | null, today: Date): boolean {
  return birthDate !== null && ageGroupOn(birthDate, today) !== 'adult';
}

/**
 * Refuses an address that may not be a minor's guardian (guardian-eligibility.ts) with the
 * message the form shows under the guardian's address.
 */
export async function requireGuardianAddress(db: Database, address: string): Promise<void> {
  if (!(await mayBeGuardian(db, address))) {
    throw new AppError('VALIDATION_FAILED', privacyMessages.guardianNotAGuardian, {
      guardianEmail: [privacyMessages.guardianNotAGuardian],
    });
  }
}

/**
 * Opens a consent record at sign-up for an athlete under 18. Nothing is mailed yet: the guardian
 * is written to once the athlete confirms their own address (see sendConsentRequest). The address
 * was checked by the form's caller (requireGuardianAddress); it is checked again here, so no path
 * names a coach.
 */
export async function openConsentRecord(
  db: Database,
  userId: string,
  guardianEmail: string,
  now: Date,
): Promise<void> {
  await requireGuardianAddress(db, guardianEmail);
  // The guardian is written to in the language the athlete signed up in, until they choose.
  const [athlete] = await db
    .select({ language: user.language })
    .from(user)
    .where(eq(user.id, userId));
  await db.insert(guardianConsents).values({
    userId,
    guardianEmail: guardianEmail.toLowerCase(),
    language: athlete?.language ?? 'en',
    // A hash of a token nobody holds: no link works until the first mail is sent.
    tokenHash: createSecretToken().hash,
    expiresAt: new Date(now.getTime() + CONSENT_DAYS * DAY_MS),
  });
}

/** The athlete a consent record is about, by their account. */
export async function athleteOf(db: Database, userId: string) {
  const [profile] = await db
    .select({ firstName: playerProfiles.firstName, lastName: playerProfiles.lastName })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, userId));
  return profile ?? null;
}

/** The consent page a guardian's mails link to, in their language. */
export const consentUrl = (deps: ConsentDeps, token: string, locale: Locale) =>
  pageUrl(deps.publicUrl, locale, `/consent/${token}`);

/**
 * Mails the guardian a fresh consent link, valid for 14 days (the old link stops working).
 * Sent when the athlete confirms their email, and again when they ask from /profile: only while
 * the request is undecided, and at most once every 10 minutes. Returns false when there is
 * nothing to send (no record, or already decided).
 */
export async function sendConsentRequest(
  deps: ConsentDeps,
  userId: string,
  options: { onlyIfUnsent?: boolean } = {},
): Promise<boolean> {
  const [record] = await deps.db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, userId));
  if (!record || record.status !== 'pending') return false;
  if (options.onlyIfUnsent && record.sentAt) return false;
  const now = new Date(deps.clock.now());
  if (record.sentAt && now.getTime() - record.sentAt.getTime() < RESEND_INTERVAL_MS) {
    throw new AppError(
      'RATE_LIMITED',
      'We sent an email a few minutes ago. Please wait 10 minutes before sending another.',
    );
  }
  const athlete = await athleteOf(deps.db, userId);
  if (!athlete) return false;
  const { token, hash } = createSecretToken();
  await deps.db
    .update(guardianConsents)
    .set({
      tokenHash: hash,
      sentAt: now,
      expiresAt: new Date(now.getTime() + CONSENT_DAYS * DAY_MS),
    })
    .where(eq(guardianConsents.id, record.id));
  await deps.mailer.send(
    consentRequestMail({
      siteName: deps.siteName,
      to: record.guardianEmail,
      athleteName: `${athlete.firstName} ${athlete.lastName}`,
      url: consentUrl(deps, token, record.language),
      locale: record.language,
    }),
  );
  return true;
}

export type ConsentRecord = typeof guardianConsents.$inferSelect;

/**
 * The address a signed-in member is a parent or guardian by: their account's, once confirmed.
 * Holding it proves what the mailed consent link proves, so such a member is the guardian of
 * every athlete who named it (their conversations, /guardian). An administrator, a coach, an
 * organization or an athlete account is nobody's guardian (guardian-eligibility.ts; staff places
 * and athlete profiles are read with the children, childrenOfGuardian).
 */
export const guardianAddressOf = (user: {
  email: string;
  emailVerified: boolean;
  role?: string | null | undefined;
  userType?: string | null | undefined;
}) => (kindMayBeGuardian(user) ? confirmedAddressOf(user) : null);

/**
 * An account that looks after a child (its confirmed address named by an athlete, not suspended)
 * makes no athlete profile: an athlete is nobody's guardian, and the child would lose theirs.
 */
export async function refuseWhileGuardian(
  db: Database,
  account: { email: string; emailVerified: boolean },
): Promise<void> {
  const address = confirmedAddressOf(account);
  if (!address) return;
  const [child] = await db
    .select({ id: guardianConsents.id })
    .from(guardianConsents)
    .where(
      and(eq(guardianConsents.guardianEmail, address), ne(guardianConsents.status, 'suspended')),
    )
    .limit(1);
  if (child) throw new AppError('CONFLICT', privacyMessages.guardianNoAthleteProfile);
}

/**
 * The athletes who named this address as their parent's or guardian's, once we have written to
 * it (an unconfirmed sign-up names nobody), with the consent's state: the children a guardian
 * signed in with that address looks after on /guardian.
 */
export async function childrenOfGuardian(db: Database, guardianEmail: string, now: Date) {
  const rows = await db
    .select({
      athleteUserId: guardianConsents.userId,
      status: guardianConsents.status,
      decidedAt: guardianConsents.decidedAt,
      expiresAt: guardianConsents.expiresAt,
      allowedVisibility: guardianConsents.allowedVisibility,
      profileId: playerProfiles.id,
      firstName: playerProfiles.firstName,
      lastName: playerProfiles.lastName,
      birthDate: playerProfiles.birthDate,
      visibility: playerProfiles.visibility,
      listed: playerProfiles.listed,
    })
    .from(guardianConsents)
    .innerJoin(playerProfiles, eq(playerProfiles.userId, guardianConsents.userId))
    .where(
      and(
        eq(guardianConsents.guardianEmail, guardianEmail.trim().toLowerCase()),
        isNotNull(guardianConsents.sentAt),
        ne(guardianConsents.status, 'suspended'),
        not(heldByNoGuardian(guardianConsents.guardianEmail)),
      ),
    )
    .orderBy(playerProfiles.firstName, playerProfiles.id);
  return rows.map(({ birthDate, ...row }) => ({ ...row, minor: isMinor(birthDate, now) }));
}

/**
 * The athlete's parent or guardian as a conversation counts them (messaging): the address named
 * and whether it consented, unless the guardianship is suspended, a party to the conversation
 * holds the address (`parties`: their account ids), or an account that may not be a guardian
 * does. Null when there is none.
 */
/** The same rule in SQL: this address is the athlete's guardian now (see currentGuardianOf). */
export const isCurrentGuardian = (athleteUserId: SQLWrapper, address: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (
    select 1 from ${guardianConsents}
    where ${guardianConsents.userId} = ${athleteUserId}
      and ${guardianConsents.guardianEmail} = ${address}
      and ${guardianConsents.status} <> 'suspended'
      and not ${heldByNoGuardian(guardianConsents.guardianEmail)})`;

const currentGuardianStatement = preparedPerDatabase((db) =>
  db
    .select({
      email: guardianConsents.guardianEmail,
      status: guardianConsents.status,
      language: guardianConsents.language,
    })
    .from(guardianConsents)
    .where(
      and(
        eq(guardianConsents.userId, sql.placeholder('athlete')),
        ne(guardianConsents.status, 'suspended'),
        not(heldByNoGuardian(guardianConsents.guardianEmail)),
      ),
    )
    .prepare('privacy_current_guardian'),
);

export async function currentGuardianOf(
  db: Database,
  athleteUserId: string,
  parties: { email: string }[] = [],
): Promise<{
  email: string;
  consented: boolean;
  status: ConsentRecord['status'];
  /** the language their consent record keeps (guardianLanguageOf) */
  language: Locale;
} | null> {
  const [row] = await currentGuardianStatement(db).execute({ athlete: athleteUserId });
  if (!row) return null;
  const email = row.email.toLowerCase();
  if (parties.some((party) => party.email.trim().toLowerCase() === email)) return null;
  return { email, consented: row.status === 'granted', status: row.status, language: row.language };
}

/**
 * The athlete names another parent or guardian, which they may only do once the one they named
 * was suspended (an athlete does not swap out a guardian who said no). The new address is checked
 * as at sign-up, the request starts again (pending, members only) and is mailed at once.
 */
export async function replaceSuspendedGuardian(
  deps: ConsentDeps,
  athlete: { id: string; email: string; emailVerified: boolean },
  guardianEmail: string,
): Promise<void> {
  const [record] = await deps.db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, athlete.id));
  if (!record || record.status !== 'suspended') {
    throw new AppError('CONFLICT', privacyMessages.guardianChangeNotNeeded);
  }
  if (guardianEmail === athlete.email.trim().toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', privacyMessages.guardianEmailSameAsOwn, {
      guardianEmail: [privacyMessages.guardianEmailSameAsOwn],
    });
  }
  await requireGuardianAddress(deps.db, guardianEmail);
  await deps.db
    .update(guardianConsents)
    .set({
      guardianEmail,
      status: 'pending',
      allowedVisibility: 'members',
      tokenHash: createSecretToken().hash,
      sentAt: null,
      decidedAt: null,
      decidedIp: null,
      expiresAt: new Date(deps.clock.now() + CONSENT_DAYS * DAY_MS),
    })
    .where(and(eq(guardianConsents.id, record.id), eq(guardianConsents.status, 'suspended')));
  // What the suspended guardian allowed no longer holds: members only until the new one decides.
  await deps.db
    .update(playerProfiles)
    .set({ visibility: 'members' })
    .where(and(eq(playerProfiles.userId, athlete.id), eq(playerProfiles.visibility, 'public')));
  await refreshListing(deps.db, deps.caches, athlete.id);
  if (athlete.emailVerified) await sendConsentRequest(deps, athlete.id);
}

/**
 * Suspends every guardianship held by an address that may not be a guardian (of one address, or
 * of all): the athlete's profile leaves the lists, the guardian's links, page and copies stop, and
 * the athlete is mailed to name another. Called where an account becomes one of those kinds (its
 * address confirmed, an athlete profile made, a staff place accepted, made an administrator) and
 * at every start and twice a day for anything else. Returns how many it suspended.
 */
export async function suspendNoGuardians(deps: ConsentDeps, address?: string): Promise<number> {
  const suspended = await deps.db
    .update(guardianConsents)
    .set({ status: 'suspended', decidedAt: new Date(deps.clock.now()), decidedIp: null })
    .where(
      and(
        ne(guardianConsents.status, 'suspended'),
        address ? eq(guardianConsents.guardianEmail, address.trim().toLowerCase()) : undefined,
        heldByNoGuardian(guardianConsents.guardianEmail),
      ),
    )
    .returning({ userId: guardianConsents.userId });
  for (const { userId } of suspended) {
    await refreshListing(deps.db, deps.caches, userId);
    const [athlete] = await deps.db
      .select({
        email: user.email,
        firstName: playerProfiles.firstName,
        language: user.language,
      })
      .from(user)
      .innerJoin(playerProfiles, eq(playerProfiles.userId, user.id))
      .where(eq(user.id, userId));
    if (!athlete) continue;
    const locale = mailLocaleOf(athlete.language);
    await deps.mailer
      .send(
        guardianSuspendedMail({
          siteName: deps.siteName,
          to: athlete.email,
          firstName: athlete.firstName,
          url: pageUrl(deps.publicUrl, locale, '/profile'),
          locale,
        }),
      )
      .catch((error: unknown) => {
        // The profile page says the same.
        console.error('[consent] the athlete could not be told to name another guardian', error);
      });
  }
  return suspended.length;
}

/**
 * The language a minor's guardian is written to in: their account's choice when they have one
 * under the address, else the one their consent record keeps (the athlete's sign-up's, then the
 * one they decided in). `known`: the record as the caller has already read it
 * (currentGuardianOf), so it is not read again.
 */
export async function guardianLanguageOf(
  db: Database,
  athleteUserId: string,
  guardianEmail: string,
  known?: { email: string; language: Locale } | null,
): Promise<Locale> {
  const address = guardianEmail.toLowerCase();
  const own = await accountLanguageOf(db, address);
  if (own) return own;
  if (known && known.email === address) return known.language;
  const [record] = await db
    .select({ language: guardianConsents.language })
    .from(guardianConsents)
    .where(
      and(eq(guardianConsents.userId, athleteUserId), eq(guardianConsents.guardianEmail, address)),
    );
  return record?.language ?? 'en';
}
