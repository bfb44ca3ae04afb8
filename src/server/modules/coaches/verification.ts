import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { CoachType } from '#shared/account-fields';
import {
  coachLevelLabels,
  isCollegeLevel,
  isPersonalMailDomain,
  levelsOfCoachType,
  recruitingMessages,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_CODE_TRIES,
  VERIFICATION_REMINDER_DAYS,
  verifiedBadgeText,
} from '#shared/recruiting';
import type { CoachStanding, VerificationRequestInput } from '#shared/schemas/coaches';
import type { Mailer } from '#server/adapters/mail/mailer';
import { mailLocaleOf } from '#server/adapters/mail/mail-words';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { coachProfiles } from '#server/db/schema/accounts';
import { user } from '#server/db/schema/auth';
import { coachVerifications as v } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';
import { maskEmail } from '#server/modules/privacy';
import { findCoachBadge, isCoachAccount } from './coach-standing';
import { verificationMail, type VerificationMailKind } from './verification-mails';

export type VerificationDeps = {
  db: Database;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
};

type Row = typeof v.$inferSelect;

const DAY_MS = 24 * 3600_000;
/** After a rejection, a coach may ask again only this many days later. */
export const RETRY_AFTER_REJECTION_DAYS = 7;

/** A code's hash, salted with its request so the same six digits never hash alike twice. */
const hashCode = (requestId: string, code: string) =>
  createHash('sha256').update(`${requestId}:${code}`).digest('hex');

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The coach's newest request: their standing. */
async function newestRequest(db: Database, userId: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(v)
    .where(eq(v.userId, userId))
    .orderBy(desc(v.createdAt))
    .limit(1);
  return row ?? null;
}

function requestView(row: Row) {
  return {
    id: row.id,
    status: row.status,
    institution: row.institution,
    level: row.level,
    domainEmail: row.domainEmail && maskEmail(row.domainEmail),
    staffPageUrl: row.staffPageUrl,
    reason: row.reason,
    codeExpiresAt: row.codeExpiresAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    retryFrom:
      row.status === 'rejected' && row.reviewedAt
        ? new Date(row.reviewedAt.getTime() + RETRY_AFTER_REJECTION_DAYS * DAY_MS).toISOString()
        : null,
  };
}

/** GET /api/me/coach: whether the user is a coach, their badge, sign-up details and request. */
export async function coachStanding(
  db: Database,
  account: SessionUser,
  now: Date,
): Promise<CoachStanding> {
  if (!isCoachAccount(account)) {
    return { coach: false, verified: false, badge: null, profile: null, request: null };
  }
  const [profile] = await db
    .select()
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, account.id));
  const [badge, request] = await Promise.all([
    findCoachBadge(db, account.id, now),
    newestRequest(db, account.id),
  ]);
  return {
    coach: true,
    verified: badge !== null,
    badge: badge && {
      institution: badge.institution,
      level: badge.level,
      sport: badge.sport,
      text: verifiedBadgeText(badge),
      expiresAt: badge.expiresAt.toISOString(),
    },
    profile: profile
      ? {
          firstName: profile.firstName,
          lastName: profile.lastName,
          coachType: profile.coachType as CoachType,
          sport: profile.sport,
          title: profile.title,
          institution: profile.institution ?? profile.school ?? profile.program,
        }
      : null,
    request: request && requestView(request),
  };
}

/**
 * Mails a coach about their verification: a code, a decision, a reminder, the end; in the
 * language of their account (`language`, English when none).
 */
export async function sendVerificationMail(
  deps: VerificationDeps,
  to: string,
  kind: VerificationMailKind,
  values: Parameters<typeof verificationMail>[2],
  language?: string | null,
) {
  await deps.mailer.send(
    verificationMail(deps, { to, kind, locale: mailLocaleOf(language) }, values),
  );
}

/**
 * A coach asks to be verified (docs/product.md#coach-verification): the institution and level
 * they claim, and an address at its domain (a code goes there) or, for school and youth coaches,
 * a staff page an administrator checks. College claims need the address: a personal mail domain
 * proves nothing about a college.
 */
export async function requestVerification(
  deps: VerificationDeps,
  account: SessionUser,
  input: VerificationRequestInput,
  now: Date,
) {
  const { db } = deps;
  if (!isCoachAccount(account)) throw new AppError('FORBIDDEN', recruitingMessages.notACoach);
  const [profile] = await db
    .select()
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, account.id));
  if (!profile) throw new AppError('FORBIDDEN', recruitingMessages.notACoach);
  const allowed = levelsOfCoachType[profile.coachType as CoachType] ?? [];
  if (!allowed.includes(input.level)) {
    throw new AppError('VALIDATION_FAILED', 'Choose a level that matches your coaching.', {
      level: [
        `As a ${profile.coachType === 'college' ? 'college' : 'school or youth'} coach, choose ${allowed.map((level) => coachLevelLabels[level]).join(', ')}.`,
      ],
    });
  }
  if (input.domainEmail && isPersonalMailDomain(input.domainEmail)) {
    throw new AppError('VALIDATION_FAILED', recruitingMessages.personalDomain, {
      domainEmail: [recruitingMessages.personalDomain],
    });
  }
  if (isCollegeLevel(input.level) && !input.domainEmail) {
    throw new AppError('VALIDATION_FAILED', recruitingMessages.personalDomain, {
      domainEmail: ['College coaches confirm an address at their college.'],
    });
  }
  if (!input.domainEmail && !input.staffPageUrl) {
    throw new AppError('VALIDATION_FAILED', recruitingMessages.needsEmailOrStaffPage, {
      domainEmail: [recruitingMessages.needsEmailOrStaffPage],
    });
  }

  const current = await newestRequest(db, account.id);
  if (current?.status === 'approved' && current.expiresAt && current.expiresAt > now) {
    // A coach may renew in the last month of their year; before that they are verified.
    const renewFrom = current.expiresAt.getTime() - VERIFICATION_REMINDER_DAYS * DAY_MS;
    if (now.getTime() < renewFrom)
      throw new AppError('CONFLICT', recruitingMessages.alreadyVerified);
  }
  if (
    current?.status === 'email-confirmed' ||
    (current?.status === 'requested' && !current.domainEmail)
  ) {
    throw new AppError('CONFLICT', recruitingMessages.alreadyWaiting);
  }
  if (current?.status === 'rejected' && current.reviewedAt) {
    const retryFrom = current.reviewedAt.getTime() + RETRY_AFTER_REJECTION_DAYS * DAY_MS;
    if (now.getTime() < retryFrom) {
      throw new AppError(
        'CONFLICT',
        `Your last request was turned down: ${current.reason ?? 'no reason given'}. You can ask again from ${new Date(retryFrom).toISOString().slice(0, 10)}.`,
      );
    }
  }

  const code = input.domainEmail ? newCode() : null;
  const row = await db.transaction(async (tx) => {
    if (input.title !== undefined) {
      await tx
        .update(coachProfiles)
        .set({ title: input.title })
        .where(eq(coachProfiles.userId, account.id));
    }
    // An unanswered earlier request gives way to this one.
    await tx
      .update(v)
      .set({ status: 'expired', codeHash: null })
      .where(and(eq(v.userId, account.id), eq(v.status, 'requested')));
    const [created] = await tx
      .insert(v)
      .values({
        userId: account.id,
        institution: input.institution,
        level: input.level,
        domainEmail: input.domainEmail ?? null,
        staffPageUrl: input.staffPageUrl ?? null,
        status: 'requested',
        codeExpiresAt: code ? new Date(now.getTime() + VERIFICATION_CODE_MINUTES * 60_000) : null,
      })
      .returning();
    if (code) {
      await tx
        .update(v)
        .set({ codeHash: hashCode(created!.id, code) })
        .where(eq(v.id, created!.id));
    }
    return created!;
  });
  if (code && input.domainEmail) {
    await sendVerificationMail(
      deps,
      input.domainEmail,
      'code',
      { code, institution: input.institution },
      account.language,
    );
  }
  return requestView(row);
}

/** Sends a new code to the open request's address (the old one stops working). */
export async function resendCode(deps: VerificationDeps, account: SessionUser, now: Date) {
  const current = await newestRequest(deps.db, account.id);
  if (!current || current.status !== 'requested' || !current.domainEmail) {
    throw new AppError('CONFLICT', 'There is no code to send again. Ask to be verified first.');
  }
  const code = newCode();
  const [row] = await deps.db
    .update(v)
    .set({
      codeHash: hashCode(current.id, code),
      codeTries: 0,
      codeExpiresAt: new Date(now.getTime() + VERIFICATION_CODE_MINUTES * 60_000),
    })
    .where(eq(v.id, current.id))
    .returning();
  await sendVerificationMail(
    deps,
    current.domainEmail,
    'code',
    { code, institution: current.institution },
    account.language,
  );
  return requestView(row!);
}

/**
 * The code from the mail: right, in time and within five tries, the request goes to the
 * administrators' queue. Each try counts before it is checked, so a sixth is refused even when
 * right.
 */
export async function confirmCode(
  deps: VerificationDeps,
  account: SessionUser,
  code: string,
  now: Date,
) {
  const { db } = deps;
  const current = await newestRequest(db, account.id);
  if (!current || current.status !== 'requested' || !current.codeHash) {
    throw new AppError('CONFLICT', 'There is no code waiting. Ask to be verified first.');
  }
  const [counted] = await db
    .update(v)
    .set({ codeTries: sql`${v.codeTries} + 1` })
    .where(eq(v.id, current.id))
    .returning({ tries: v.codeTries });
  if ((counted?.tries ?? Infinity) > VERIFICATION_CODE_TRIES) {
    throw new AppError('RATE_LIMITED', recruitingMessages.tooManyTries);
  }
  if (!current.codeExpiresAt || current.codeExpiresAt.getTime() <= now.getTime()) {
    throw new AppError('GONE', recruitingMessages.codeExpired);
  }
  if (hashCode(current.id, code) !== current.codeHash) {
    throw new AppError('VALIDATION_FAILED', recruitingMessages.wrongCode, {
      code: [recruitingMessages.wrongCode],
    });
  }
  const [row] = await db
    .update(v)
    .set({ status: 'email-confirmed', emailConfirmedAt: now, codeHash: null })
    .where(and(eq(v.id, current.id), eq(v.status, 'requested')))
    .returning();
  if (!row) throw new AppError('CONFLICT', 'This request has changed. Reload the page.');
  return requestView(row);
}

/**
 * The yearly end of a verification: a reminder a month before, and on the day the badge goes
 * (findCoachBadge already stops counting it at expiresAt; this marks the row and tells the
 * coach). Run by a recurring job; returns how many mails it sent.
 */
export async function expireVerifications(deps: VerificationDeps, now: Date) {
  const { db } = deps;
  let sent = 0;
  const ending = await db
    .update(v)
    .set({ remindedAt: now })
    .where(
      and(
        eq(v.status, 'approved'),
        isNull(v.remindedAt),
        lte(v.expiresAt, new Date(now.getTime() + VERIFICATION_REMINDER_DAYS * DAY_MS)),
        sql`${v.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning();
  const ended = await db
    .update(v)
    .set({ status: 'expired' })
    .where(and(eq(v.status, 'approved'), lte(v.expiresAt, now)))
    .returning();
  for (const [rows, kind] of [
    [ending, 'reminder'],
    [ended, 'expired'],
  ] as const) {
    for (const row of rows) {
      const [account] = await db
        .select({ email: user.email, language: user.language })
        .from(user)
        .where(eq(user.id, row.userId));
      if (!account) continue;
      await sendVerificationMail(
        deps,
        account.email,
        kind,
        { institution: row.institution, expiresAt: row.expiresAt },
        account.language,
      );
      sent += 1;
    }
  }
  return sent;
}
