import { and, eq, ne } from 'drizzle-orm';
import {
  privacyMessages,
  type ConsentDecision,
  type ConsentRequest,
} from '#shared/schemas/privacy';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import { guardianConsents } from '#server/db/schema/safety';
import { AppError } from '#server/http/app-error';
import { hashSecretToken } from '#server/lib/secret-token';
import { pageUrl } from '#server/adapters/mail/mail-words';
import { consentDecidedMail } from './consent-mails';
import { mayBeGuardian } from './guardian-eligibility';
import { athleteOf, consentUrl, type ConsentDeps, type ConsentRecord } from './guardian-consent';
import { refreshListing } from './update-listing';

// A guardian's answer to a consent request (docs/product.md#guardian-consent): what the consent
// page shows them, and their decision, from the mailed link or from /guardian signed in.

type Athlete = NonNullable<Awaited<ReturnType<typeof athleteOf>>>;

/** The request a guardian's link opens, and whose it is; 404 for a link that is not (or no longer) one. */
async function requestByToken(db: Database, token: string) {
  const [record] = /^[A-Za-z0-9_-]{20,100}$/.test(token)
    ? await db
        .select()
        .from(guardianConsents)
        .where(eq(guardianConsents.tokenHash, hashSecretToken(token)))
    : [];
  const athlete = record && (await athleteOf(db, record.userId));
  if (!record || !athlete) throw new AppError('NOT_FOUND', privacyMessages.consentLinkInvalid);
  await requireCurrentGuardian(db, record);
  return { record, athlete };
}

/**
 * A guardian acts (by link or signed in) only while their address may be one: a suspended record,
 * or one whose address an account that may not be a guardian now holds, is refused.
 */
async function requireCurrentGuardian(db: Database, record: ConsentRecord) {
  if (record.status === 'suspended' || !(await mayBeGuardian(db, record.guardianEmail))) {
    throw new AppError('FORBIDDEN', privacyMessages.consentAddressNotAGuardian);
  }
}

const isExpired = (record: { status: string; expiresAt: Date }, now: Date) =>
  record.status === 'pending' && record.expiresAt <= now;

function requestView(
  deps: ConsentDeps,
  record: ConsentRecord,
  athlete: Athlete,
  now: Date,
): ConsentRequest {
  return {
    athleteFirstName: athlete.firstName,
    athleteName: `${athlete.firstName} ${athlete.lastName}`,
    status: record.status,
    expired: isExpired(record, now),
    expiresAt: record.expiresAt.toISOString(),
    decidedAt: record.decidedAt?.toISOString() ?? null,
    allowedVisibility: record.allowedVisibility,
    siteName: deps.siteName,
  };
}

/** What the consent page shows the guardian: whose request, its state, until when. */
export async function getConsentRequest(deps: ConsentDeps, token: string): Promise<ConsentRequest> {
  const { record, athlete } = await requestByToken(deps.db, token);
  return requestView(deps, record, athlete, new Date(deps.clock.now()));
}

/**
 * The guardian's decision from the consent page. A pending request can be granted or declined
 * until it expires; a decision can be changed later through the same link: consent withdrawn
 * (the profile is hidden again at once), or given after all. Each decision keeps its time and
 * the address it came from, updates the listing and is confirmed by mail.
 */
export async function decideConsent(
  deps: ConsentDeps,
  token: string,
  decision: ConsentDecision,
  ip: string,
): Promise<ConsentRequest> {
  const { record, athlete } = await requestByToken(deps.db, token);
  const now = new Date(deps.clock.now());
  if (isExpired(record, now)) throw new AppError('GONE', privacyMessages.consentLinkExpired);
  const url = consentUrl(deps, token, decision.language ?? record.language);
  return decide(deps, record, athlete, { decision, ip, url, now });
}

/**
 * The same decision from the guardian's own page (/guardian), signed in with the address the
 * athlete named: that account proves the address as the mailed link does, so an expired link
 * does not stop it.
 */
export async function decideConsentAsGuardian(
  deps: ConsentDeps,
  athleteUserId: string,
  decision: ConsentDecision,
  ip: string,
): Promise<ConsentRequest> {
  const [record] = await deps.db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, athleteUserId));
  const athlete = record && (await athleteOf(deps.db, record.userId));
  if (!record || !athlete) throw new AppError('NOT_FOUND', privacyMessages.consentLinkInvalid);
  await requireCurrentGuardian(deps.db, record);
  const url = pageUrl(deps.publicUrl, decision.language ?? record.language, '/guardian');
  return decide(deps, record, athlete, { decision, ip, url, now: new Date(deps.clock.now()) });
}

async function decide(
  deps: ConsentDeps,
  record: ConsentRecord,
  athlete: Athlete,
  { decision, ip, url, now }: { decision: ConsentDecision; ip: string; url: string; now: Date },
): Promise<ConsentRequest> {
  const allowed: Record<ConsentDecision['decision'], string[]> = {
    grant: ['pending', 'declined', 'withdrawn', 'granted'],
    decline: ['pending'],
    withdraw: ['granted'],
  };
  if (!allowed[decision.decision].includes(record.status)) {
    throw new AppError('CONFLICT', 'This decision was already made. Reload the page to see it.');
  }
  const status = ({ grant: 'granted', decline: 'declined', withdraw: 'withdrawn' } as const)[
    decision.decision
  ];
  const decided = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(guardianConsents)
      .set({
        status,
        decidedAt: now,
        decidedIp: ip,
        // The language the guardian decided in is the one they are written to in from now on.
        ...(decision.language ? { language: decision.language } : {}),
        ...(decision.decision === 'grant' ? { allowedVisibility: decision.visibility } : {}),
      })
      .where(eq(guardianConsents.id, record.id))
      .returning();
    if (decision.decision === 'grant') {
      // The guardian chose the audience; a profile its athlete made private stays private.
      await tx
        .update(playerProfiles)
        .set({ visibility: decision.visibility })
        .where(
          and(eq(playerProfiles.userId, record.userId), ne(playerProfiles.visibility, 'private')),
        );
    }
    return updated!;
  });
  await refreshListing(deps.db, deps.caches, record.userId);
  try {
    await deps.mailer.send(
      consentDecidedMail({
        siteName: deps.siteName,
        to: record.guardianEmail,
        athleteName: `${athlete.firstName} ${athlete.lastName}`,
        url,
        signupUrl: pageUrl(
          deps.publicUrl,
          decided.language,
          `/signup/guardian?email=${encodeURIComponent(record.guardianEmail)}`,
        ),
        decision: status,
        visibility: decision.decision === 'grant' ? decision.visibility : undefined,
        locale: decided.language,
      }),
    );
  } catch (error) {
    // The decision stands; the confirmation is a courtesy.
    console.error('[consent] confirmation mail failed', error);
  }
  return requestView(deps, decided, athlete, now);
}
