import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { admin, twoFactor } from 'better-auth/plugins';
import type { ZodError } from 'zod';
import {
  accountMessages,
  athleteSignupSchema,
  displayNameOf,
  signupSchema,
} from '../../shared/schemas/accounts';
import type { Mailer } from '../adapters/mail/mailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as authTables from '../db/schema/auth';
import { fieldErrorsFromZod } from '../http/error-handler';
import { athletesChanged } from '../modules/athletes/athlete-list-cache';
import { isCommonPassword } from './common-passwords';
import { createSignupDetails } from './create-signup-details';
import { confirmationEmail, passwordResetEmail } from './emails';

function validationError(error: ZodError): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: error.issues[0]?.message ?? 'The form is not valid.',
    fieldErrors: fieldErrorsFromZod(error),
  });
}

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

export function trustedOriginsFor(config: Config): string[] {
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
}: {
  config: Config;
  db: Database;
  mailer: Mailer;
}) {
  return betterAuth({
    appName: config.siteName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOriginsFor(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    session: {
      // The session rides in a signed cookie for a minute, sparing a database read per request;
      // a sign-out elsewhere or a ban takes effect within that minute.
      cookieCache: { enabled: true, maxAge: 60 },
    },
    user: {
      additionalFields: {
        userType: { type: 'string', required: false, input: true },
        phone: { type: 'string', required: false, input: true },
      },
      deleteUser: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(
          passwordResetEmail({ siteName: config.siteName, to: user.email, name: user.name, url }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(
          confirmationEmail({ siteName: config.siteName, to: user.email, name: user.name, url }),
        );
      },
    },
    // Counters live in the database so every server instance shares them; on in every mode.
    rateLimit: {
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
      },
    },
    advanced: {
      // better-auth skips the Origin check under NODE_ENV=test; keep it on so tests see what
      // production does.
      disableOriginCheck: false,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    plugins: [admin({ adminRoles: ['admin'] }), twoFactor({ issuer: config.siteName })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const parsed = parseSignupBody(ctx.body);
          if (!parsed.success) throw validationError(parsed.error);
          if (isCommonPassword(parsed.data.password)) throw commonPasswordError('password');
          const signup = parsed.data;
          return {
            context: {
              body: {
                ...ctx.body,
                email: signup.email,
                name: displayNameOf(signup),
                userType: signup.form === 'athlete' ? 'player' : signup.userType,
                phone: signup.form === 'athlete' ? undefined : signup.phoneNumber,
              },
            },
          };
        }
        if (
          (ctx.path === '/reset-password' || ctx.path === '/change-password') &&
          typeof ctx.body?.newPassword === 'string' &&
          isCommonPassword(ctx.body.newPassword)
        ) {
          throw commonPasswordError('newPassword');
        }
      }),
    },
    databaseHooks: {
      user: {
        // A deleted account takes its athlete profile with it (the rows cascade).
        delete: { after: async () => athletesChanged() },
        create: {
          after: async (user, ctx) => {
            if (ctx?.path !== '/sign-up/email') return;
            const parsed = parseSignupBody(ctx.body);
            if (!parsed.success) return;
            try {
              await createSignupDetails(db, user.id, parsed.data);
            } catch (error) {
              console.error('[auth] sign-up details could not be stored', error);
              await db.delete(authTables.user).where(eq(authTables.user.id, user.id));
              throw new APIError('INTERNAL_SERVER_ERROR', {
                code: 'PROFILE_CREATION_FAILED',
                message: accountMessages.profileCreationFailed,
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
