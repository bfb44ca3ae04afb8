import { betterAuth, type AuthContext, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { getSessionCookie } from 'better-auth/cookies';
import { admin, twoFactor } from 'better-auth/plugins';
import { z, type ZodError } from 'zod';
import {
  accountMessages,
  accountUpdateSchema,
  athleteSignupSchema,
  displayNameOf,
  loginSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  signupSchema,
  userTypes,
} from '#shared/schemas/accounts';
import { lineText } from '#shared/schemas/text';
import { locales } from '#shared/locales';
import type { Mailer } from '../adapters/mail/mailer';
import type { PiPlatform } from '../adapters/pi/pi-platform';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import * as authTables from '../db/schema/auth';
import { fieldErrorsFromZod } from '../http/error-handler';
import { privacyMessages } from '#shared/privacy';
import { isCommonPassword } from './common-passwords';
import { passwordHasher } from './password-hashing';
import { piSignIn } from './pi-sign-in';
import { replaceUnconfirmedAttempt } from './signup-attempts';
import { refuseSessionWithoutSecondFactor, refuseWhileLocked } from './password-sign-in';
import { recordFailedSignIn } from './sign-in-throttle';
import { accountMails } from './address-mails';
import type { AccountCache, AccountChanges, CachedSession } from './session-cache';

function validationError(error: ZodError): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: error.issues[0]?.message ?? 'The form is not valid.',
    fieldErrors: fieldErrorsFromZod(error),
  });
}

/** A minor's sign-up that names an address that may not be a guardian's is refused here. */
function guardianNotAGuardian(): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: privacyMessages.guardianNotAGuardian,
    fieldErrors: { guardianEmail: [privacyMessages.guardianNotAGuardian] },
  });
}

/** A sign-up as the forms send it, checked by their schema. */
export type SignupBody = Extract<ReturnType<typeof parseSignupBody>, { success: true }>['data'];

/**
 * What the site's modules do when an account is made, confirmed or deleted. The accounts layer
 * knows no module: the composition root hands these in (site-auth.ts).
 */
export type AccountHooks = {
  /** Whether a sign-up names a guardian's address that may not be one (privacy's rule, for a minor). */
  refusesGuardian: (signup: SignupBody) => Promise<boolean>;
  /** Stores what the form collected beyond the account; false when it could not. */
  created: (userId: string, signup: SignupBody) => Promise<boolean>;
  /** The account's address was confirmed. */
  confirmed: (userId: string) => Promise<void>;
  /** Throws to refuse a deletion before anything is removed. */
  mayDelete: (userId: string) => Promise<void>;
  beforeDelete: (user: { id: string; email: string; emailVerified: boolean }) => Promise<void>;
  afterDelete: (user: { id: string; email: string; emailVerified: boolean }) => Promise<void>;
};

function commonPasswordError(field: string): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: accountMessages.commonPassword,
    fieldErrors: { [field]: [accountMessages.commonPassword] },
  });
}

/** The sign-up form the request came from, validated with the same schema the form uses. */
export function parseSignupBody(body: unknown) {
  const form = (body as { form?: unknown } | null)?.form;
  return form === 'athlete' ? athleteSignupSchema.safeParse(body) : signupSchema.safeParse(body);
}

/**
 * The origins whose pages may send state-changing requests: PUBLIC_URL alone in production;
 * outside it also this machine's addresses and the Vite dev server.
 */
export function trustedOriginsFor(config: Config): string[] {
  if (config.isProduction) return [config.publicUrl];
  return [
    ...new Set([
      config.publicUrl,
      `http://localhost:${config.port}`,
      `http://127.0.0.1:${config.port}`,
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]),
  ];
}

export function createAuth({
  config,
  db,
  mailer,
  caches,
  piPlatform,
  accounts,
  clock,
}: {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** the time sign-in locks, challenges and mailed links go by */
  clock: Clock;
  /**
   * The kept sessions and the announcements of changed accounts (caches.ts makes them). A script
   * that serves nothing passes its own (`createCaches()`): its changes then reach running servers
   * as those caches expire.
   */
  caches: { sessions: AccountCache<CachedSession>; accounts: AccountChanges };
  /** Pi Network's Platform API, for signing in with a Pi account; without it that sign-in is off. */
  piPlatform?: PiPlatform | null;
  accounts: AccountHooks;
}) {
  // better-auth's context, for the mails' hooks: typed here, so the hooks do not make the auth's
  // own type depend on itself.
  async function authContext(): Promise<Pick<AuthContext, 'internalAdapter'>> {
    return auth.$context;
  }
  const mails = accountMails({ config, mailer, authContext, clock });
  const auth = betterAuth({
    appName: config.siteName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOriginsFor(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    session: {
      // Every request reads the session from the database, so a sign-out, a password change that
      // signs out other devices, a ban or a deleted account takes effect at once. A cookie cache
      // would keep a revoked session working until it expired.
      cookieCache: { enabled: false },
      additionalFields: {
        // Set only by the two-step sign-in below (databaseHooks.session): admins need it.
        twoFactorVerified: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    user: {
      additionalFields: {
        userType: {
          type: 'string',
          required: false,
          input: true,
          validator: { input: z.enum(userTypes) },
        },
        phone: {
          type: 'string',
          required: false,
          input: true,
          validator: { input: lineText().trim().max(30).nullable() },
        },
        // The language of the site and the mails (src/shared/locales.ts): the sign-up page's,
        // then the member's choice on /profile.
        language: {
          type: 'string',
          required: false,
          input: true,
          validator: { input: z.enum(locales).nullable() },
        },
      },
      deleteUser: {
        enabled: true,
        // Before anything is removed: a card plan that still renews must be canceled first.
        beforeDelete: (user) => accounts.mayDelete(user.id),
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      password: passwordHasher(config.passwordHashing),
      resetPasswordTokenExpiresIn: 60 * 60,
      ...mails.password,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      ...mails.verification,
    },
    // Counters live in the database so every server instance shares them; on in every mode.
    rateLimit: AUTH_RATE_LIMITS,
    advanced: {
      // better-auth skips the Origin check under NODE_ENV=test; keep it on so tests see what
      // production does.
      disableOriginCheck: false,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    plugins: [
      admin({ adminRoles: ['admin'] }),
      twoFactor({ issuer: config.siteName }),
      piSignIn({ db, platform: piPlatform ?? null, clock }),
    ],
    hooks: {
      before: checkRequest(db, accounts, clock),
      after: afterRequest(db, caches, clock),
    },
    databaseHooks: accountRecords(db, accounts),
  });

  type SessionRead = Awaited<ReturnType<typeof auth.api.getSession>>;
  /**
   * The session a request's cookie opens, or null: read from the database once, then kept until
   * the account changes (session-cache.ts), so a member's requests do not each read it.
   */
  const readSession = async (headers: Headers): Promise<SessionRead> => {
    const cookie = getSessionCookie(headers);
    if (!cookie) return null;
    return (await caches.sessions.get(cookie, () =>
      auth.api.getSession({ headers }),
    )) as SessionRead;
  };
  return Object.assign(auth, { readSession });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's per-address limits: most routes 100 a minute, the ways in far fewer. */
const AUTH_RATE_LIMITS = {
  enabled: true,
  storage: 'database',
  window: 60,
  max: 100,
  customRules: {
    // Reading the session is how every page knows who is there; limiting it would sign out
    // whole schools behind one address.
    '/get-session': false,
    '/sign-in/email': { window: 60, max: 10 },
    '/sign-up/email': { window: 60, max: 10 },
    '/request-password-reset': { window: 300, max: 5 },
    '/send-verification-email': { window: 300, max: 5 },
    '/two-factor/verify-totp': { window: 60, max: 10 },
    '/pi/sign-in': { window: 60, max: 10 },
  },
} satisfies BetterAuthOptions['rateLimit'];

/**
 * Before better-auth handles a request: a sign-up is checked with the form's schema, the
 * common-password rule and the guardian rule, and replaces an unconfirmed attempt; a sign-in is
 * refused while its account is locked; an account update and a new password are checked too.
 */
function checkRequest(db: Database, accounts: AccountHooks, clock: Clock) {
  return createAuthMiddleware(async (ctx) => {
    const now = clock.now();
    if (ctx.path === '/sign-up/email') {
      const parsed = parseSignupBody(ctx.body);
      if (!parsed.success) throw validationError(parsed.error);
      if (isCommonPassword(parsed.data.password)) throw commonPasswordError('password');
      const signup = parsed.data;
      if (await accounts.refusesGuardian(signup)) throw guardianNotAGuardian();
      // An unconfirmed attempt with this address is replaced (signup-attempts.ts).
      await replaceUnconfirmedAttempt(ctx, db, signup.email, now);
      return {
        context: {
          body: {
            ...ctx.body,
            email: signup.email,
            name: displayNameOf(signup),
            userType: signup.form === 'athlete' ? 'player' : signup.userType,
            phone: signup.form === 'athlete' ? undefined : signup.phoneNumber,
            language: signup.language,
          },
        },
      };
    }
    if (ctx.path === '/sign-in/email') {
      const parsed = loginSchema.safeParse(ctx.body);
      if (!parsed.success) throw validationError(parsed.error);
      await refuseWhileLocked(db, parsed.data.email, now);
    }
    if (ctx.path === '/update-user') {
      const parsed = accountUpdateSchema.safeParse(ctx.body);
      if (!parsed.success) throw validationError(parsed.error);
    }
    if (
      (ctx.path === '/reset-password' || ctx.path === '/change-password') &&
      typeof ctx.body?.newPassword === 'string' &&
      isCommonPassword(ctx.body.newPassword)
    ) {
      throw commonPasswordError('newPassword');
    }
  });
}

/** After better-auth answered: kept sessions forgotten, a failed sign-in counted. */
function afterRequest(
  db: Database,
  caches: { sessions: AccountCache<CachedSession>; accounts: AccountChanges },
  clock: Clock,
) {
  return createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    // What this request changed of an account's sessions is forgotten here before the answer
    // goes (every instance also hears the database's announcement within a second).
    if (ctx.path !== '/get-session') {
      const cookie = ctx.headers ? getSessionCookie(ctx.headers) : null;
      if (cookie) caches.sessions.forgetKey(cookie);
      const target = (ctx.body as { userId?: unknown } | undefined)?.userId;
      if (typeof target === 'string') caches.accounts.tell(target);
    }
    if (
      ctx.path === '/sign-in/email' &&
      typeof ctx.body?.email === 'string' &&
      isAPIError(returned) &&
      returned.statusCode === 401
    ) {
      await recordFailedSignIn(db, ctx.body.email, clock.now());
    }
  });
}

/**
 * What happens as better-auth writes an account's rows: a session of an account with two-step
 * sign-in on opens only where the code was checked; a deleted account takes its data with it; a
 * confirmed address lists the profile; a sign-up's details are stored, or the account goes.
 */
function accountRecords(db: Database, accounts: AccountHooks) {
  return {
    session: {
      create: {
        // A session opened by checking a two-step code (or a backup code) says so: the admin
        // routes ask for it from administrators who have two-step sign-in on.
        // An account with two-step sign-in on gets a session only where the code is asked
        // (password-sign-in.ts), whichever path tries to open one.
        before: async (session, ctx) => {
          await refuseSessionWithoutSecondFactor(db, session.userId, ctx);
          return {
            data: {
              ...session,
              twoFactorVerified: Boolean(ctx?.path?.startsWith('/two-factor/verify-')),
            },
          };
        },
      },
    },
    user: {
      // A deleted account takes its athlete profile with it (the rows cascade), and the rows
      // kept by its email and its stored files with them, whoever deletes it (the member, an
      // administrator): see modules/account-data/delete-account-data.ts.
      delete: {
        before: async (user) => {
          await accounts.beforeDelete(user);
        },
        after: async (user) => {
          await accounts.afterDelete(user);
        },
      },
      // Confirming the email lists the athlete profile and mails the guardian (privacy module).
      update: {
        after: async (user) => {
          if (user.emailVerified) await accounts.confirmed(user.id);
        },
      },
      create: {
        // Pictures live on athlete profiles, uploaded and re-encoded here; a picture address
        // given at sign-up would be an unchecked outside link.
        before: async (user) => ({ data: { ...user, image: null } }),
        after: async (user, ctx) => {
          if (ctx?.path !== '/sign-up/email') return;
          const parsed = parseSignupBody(ctx.body);
          if (!parsed.success) return;
          // The details the form collected (accounts module); without them the account is gone.
          const stored = await accounts.created(user.id, parsed.data);
          if (!stored) {
            throw new APIError('INTERNAL_SERVER_ERROR', {
              code: 'PROFILE_CREATION_FAILED',
              message: accountMessages.profileCreationFailed,
            });
          }
        },
      },
    },
  } satisfies BetterAuthOptions['databaseHooks'];
}
