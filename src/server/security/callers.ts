import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listDevMail } from '../adapters/mail/dev-mailbox-mailer';
import { createSiteAuth } from '../site-auth';
import { createVerifiedUser } from '../auth/create-verified-user';
import { organizations } from '../db/schema/accounts';
import { paymentCustomers, subscriptions } from '../db/schema/subscriptions';
import { addCoachProfile, verifyCoach } from '../test/coach-fixtures';
import { connectionFrom, createTestApp, linkIn, uniqueEmail } from '../test/test-app';

export const callerNames = [
  'signedOut',
  'athlete',
  'member',
  'coach',
  'verifiedCoach',
  'minorAthlete',
  'guardian',
  'organization',
  'staffCoach',
  'admin',
] as const;
export type CallerName = (typeof callerNames)[number];

/** Who sends a request: the address its connection comes from and, signed in, its cookies. */
export type Caller = { address: string; cookie?: string };

export type SignedInCaller = Caller & {
  cookie: string;
  userId: string;
  /** the account's confirmed address */
  email: string;
  /**
   * The caller's athlete profile (every signed-in caller but the guardian has one, see
   * openSecurityApp); '' for the guardian.
   */
  profileId: string;
};

export type ApiRequest = {
  method: string;
  /** Path and query string, sent as they are. */
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData | Blob;
};

let addressCount = 0;

/**
 * A fresh client address for each new connection, so the per-IP rate limits of one request do
 * not decide another's answer. 198.18.0.0/15 is reserved for tests: neither loopback nor private.
 */
export function nextPublicAddress(): string {
  addressCount += 1;
  const n = addressCount;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

const password = 'Security-Check-2026';

/** A valid profile for the editor, in the sport given (one per run, so lists can be narrowed). */
export function validProfile(sport: string) {
  return {
    firstName: 'Riley',
    lastName: 'Carter',
    sport,
    position: 'Guard',
    school: 'Northside High',
    location: 'Austin, TX',
    graduationYear: '2028',
    bio: 'Quick first step.',
    height: null,
    weight: null,
    gender: 'Female' as const,
    // Asked once, while the profile has none (ignored after).
    birthMonth: '4',
    birthYear: '2000',
  };
}

/** A date of birth, as the editor asks it, of an athlete who turned 15 last month: a minor. */
export function minorBirthFields(today = new Date()) {
  const born = new Date(Date.UTC(today.getUTCFullYear() - 15, today.getUTCMonth() - 1, 1));
  return { birthMonth: String(born.getUTCMonth() + 1), birthYear: String(born.getUTCFullYear()) };
}

/**
 * The app on the shared test database, called over simulated connections from public
 * addresses, with the nine callers of the authorization rules: signed out, an athlete (a player
 * with a profile), a subscribed member, a coach not verified, a verified coach, an athlete of 15
 * whose guardian consented (listed, members only), that guardian signed in (a parent or guardian
 * account, not subscribed, without an athlete profile, under the address the consent was asked of), an organization account running
 * a program, and an administrator.
 */
export async function openSecurityApp() {
  const t = await createTestApp({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'security-')) });
  const auth = createSiteAuth({
    config: t.config,
    db: t.db,
    mailer: { kind: 'dev-mailbox', send: async () => {} },
    caches: t.caches,
  });
  const sport = `Security ${randomUUID().slice(0, 8)}`;
  const { send, sendJson, createUser, signedInCaller, minorAndGuardian } = callerMaker(
    t,
    auth,
    sport,
  );

  const callers = {
    signedOut: { address: nextPublicAddress() } as Caller,
    athlete: await signedInCaller({ userType: 'player' }),
    member: await signedInCaller({ userType: 'player' }, { subscribed: true }),
    coach: await signedInCaller({ userType: 'coach' }),
    verifiedCoach: await signedInCaller({ userType: 'coach' }),
    ...(await minorAndGuardian()),
    organization: await signedInCaller({ userType: 'organization' }),
    // A coach on the organization's program staff (the matrix's fixtures add the place anew).
    staffCoach: await signedInCaller({ userType: 'coach' }),
    admin: await signedInCaller({ role: 'admin' }),
  } satisfies Record<CallerName, Caller>;
  await addCoachProfile(t.db, callers.coach.userId);
  await verifyCoach(t.db, callers.verifiedCoach.userId);
  // The organization caller runs a program, as its sign-up and first visit to /programs leave it.
  const programSlug = `security-club-${randomUUID().slice(0, 8)}`;
  const [program] = await t.db
    .insert(organizations)
    .values({
      ownerUserId: callers.organization.userId,
      name: 'Security Club',
      type: 'club',
      slug: programSlug,
    })
    .returning({ id: organizations.id });

  return {
    ...t,
    send,
    sendJson,
    createUser,
    callers,
    sport,
    program: { id: program!.id, slug: programSlug },
  };
}

export type SecurityApp = Awaited<ReturnType<typeof openSecurityApp>>;

/**
 * How the security app sends requests and makes its accounts: each caller signed in over a
 * connection of its own, with the profile the editor saves for them.
 */
function callerMaker(
  t: Awaited<ReturnType<typeof createTestApp>>,
  auth: ReturnType<typeof createSiteAuth>,
  sport: string,
) {
  function send(caller: Caller, request: ApiRequest): Promise<Response> {
    return Promise.resolve(
      t.app.request(
        request.path,
        {
          method: request.method,
          headers: {
            origin: t.config.publicUrl,
            ...(caller.cookie ? { cookie: caller.cookie } : {}),
            ...request.headers,
          },
          body: request.body,
        },
        connectionFrom(caller.address),
      ),
    );
  }

  const sendJson = (caller: Caller, method: string, url: string, body: unknown) =>
    send(caller, {
      method,
      path: url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** A verified account nobody has signed in to, e.g. the target of an admin action. */
  async function createUser(
    input: {
      role?: 'admin' | 'user';
      userType?: 'player' | 'coach' | 'organization' | 'guardian';
    } = {},
  ) {
    const email = uniqueEmail('security');
    const { id } = await createVerifiedUser(auth, {
      email,
      password,
      name: 'Sam Target',
      ...input,
    });
    return { id, email };
  }

  async function signIn(email: string): Promise<string> {
    const from = { address: nextPublicAddress() };
    const res = await sendJson(from, 'POST', '/api/auth/sign-in/email', { email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  async function signedInCaller(
    input: Parameters<typeof createUser>[0],
    /** `profile: null`: no athlete profile (a parent or guardian account has none) */
    options: { subscribed?: boolean; profile?: Record<string, unknown> | null } = {},
  ): Promise<SignedInCaller> {
    const { subscribed = false, profile: profileInput = validProfile(sport) } = options;
    const { id, email } = await createUser(input);
    if (subscribed) {
      // As a paid sandbox checkout leaves it: a customer and its subscription.
      await t.db
        .insert(paymentCustomers)
        .values({ userId: id, provider: 'sandbox', customerId: `cus_sbx_${id}` });
      await t.db.insert(subscriptions).values({
        userId: id,
        tier: 'premium',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
        provider: 'sandbox',
        providerCustomerId: `cus_sbx_${id}`,
        providerSubscriptionId: `sub_sbx_${id}`,
        stateAt: new Date(),
      });
    }
    const caller = { address: nextPublicAddress(), cookie: await signIn(email) };
    if (profileInput === null) return { ...caller, userId: id, email, profileId: '' };
    // Every signed-in caller but the guardian saves a profile, so a photo upload works the same
    // for each of them whatever order the rows run in.
    const res = await sendJson(caller, 'PUT', '/api/me/profile', profileInput);
    if (res.status !== 200) {
      throw new Error(`saving the profile of ${email} answered ${res.status}`);
    }
    const { profile } = (await res.json()) as { profile: { id: string } };
    return { ...caller, userId: id, email, profileId: profile.id };
  }

  /**
   * An athlete of 15 and their guardian, as the product makes them: the athlete's first save from
   * the editor gives their date of birth (asked once, while the profile has none) and the
   * guardian's address; their address being confirmed, the consent request is mailed at once, and
   * the guardian grants it (members only) from the mailed link, signed out, which lists the
   * profile. The guardian holds a parent or guardian account under that address, not subscribed
   * and with no athlete profile: an athlete is nobody's guardian (privacy's rule).
   */
  async function minorAndGuardian() {
    const guardian = await signedInCaller({ userType: 'guardian' }, { profile: null });
    const minorAthlete = await signedInCaller(
      { userType: 'player' },
      {
        profile: { ...validProfile(sport), ...minorBirthFields(), guardianEmail: guardian.email },
      },
    );
    const request = (await listDevMail(t.db, 200)).find((mail) => mail.to === guardian.email);
    if (!request) throw new Error(`no consent request was mailed to ${guardian.email}`);
    const token = linkIn(request.text).split('/consent/')[1] ?? '';
    const consent = { decision: 'grant', visibility: 'members' };
    const from = { address: nextPublicAddress() };
    const decided = await sendJson(from, 'POST', `/api/consent/${token}`, consent);
    if (decided.status !== 200) {
      throw new Error(`the guardian's consent answered ${decided.status}`);
    }
    return { minorAthlete, guardian };
  }

  return { send, sendJson, createUser, signedInCaller, minorAndGuardian };
}
