import {
  APIError,
  createAuthEndpoint,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api';
import type { BetterAuthPlugin } from 'better-auth';
import { and, eq } from 'drizzle-orm';
import { piAuthSchema, piMessages, piUnlinkSchema } from '#shared/schemas/pi';
import { PiPlatformError, type PiPlatform } from '../adapters/pi/pi-platform';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { account } from '../db/schema/auth';
import { piAccounts } from '../db/schema/pi';
import { checkPasswordSignIn, openSignInSession, signInMessages } from './password-sign-in';

/**
 * The address a wallet-only account gets: from its Pi username (docs/product.md#pi-sign-in), never
 * mailed.
 */
export const walletEmail = (username: string) => `${username.toLowerCase()}@pi-wallet.invalid`;

/**
 * Sign-in with Pi (docs/product.md#pi-sign-in, docs/integrations.md#pi-platform-api): the access
 * token is checked with the Platform API's /v2/me, never the client's user object. A member signed
 * in links the wallet to their account. Otherwise a known uid signs in its account; a new one is
 * linked to an existing account when that account's email and password come with it (checked as
 * email sign-in checks them: password-sign-in.ts), or gets an account of its own. Each uid belongs
 * to one account and each account has one uid. An account with two-step sign-in on gets the
 * two-step challenge, not a session, whichever way the wallet reached it.
 */
export function piSignIn({
  db,
  platform,
  clock,
}: {
  db: Database;
  platform: PiPlatform | null;
  clock: Clock;
}) {
  return {
    id: 'pi-sign-in',
    endpoints: {
      piSignIn: createAuthEndpoint(
        '/pi/sign-in',
        { method: 'POST', body: piAuthSchema },
        async (ctx) => {
          if (!platform) {
            throw new APIError('SERVICE_UNAVAILABLE', {
              code: 'UNAVAILABLE',
              message: piMessages.notAvailable,
            });
          }
          const me = await platform.me(ctx.body.accessToken).catch((error: unknown) => {
            if (error instanceof PiPlatformError && error.status === 401) {
              throw new APIError('UNAUTHORIZED', {
                code: 'UNAUTHORIZED',
                message: piMessages.authFailed,
              });
            }
            console.error(error instanceof Error ? error.message : error);
            throw new APIError('SERVICE_UNAVAILABLE', {
              code: 'UNAVAILABLE',
              message: piMessages.authFailed,
            });
          });
          const username = me.username ?? `pi_${me.uid.slice(0, 10)}`;
          const adapter = ctx.context.internalAdapter;

          const [linked] = await db.select().from(piAccounts).where(eq(piAccounts.uid, me.uid));
          let userId = linked?.userId ?? null;
          let created = false;
          // A member already signed in links the wallet to the account they are in, whose
          // session stays as it is.
          const current = await getSessionFromCtx(ctx).catch(() => null);
          if (current) {
            if (linked && linked.userId !== current.user.id) {
              throw new APIError('CONFLICT', { code: 'CONFLICT', message: piMessages.walletTaken });
            }
            if (!linked) {
              const [other] = await db
                .select()
                .from(piAccounts)
                .where(eq(piAccounts.userId, current.user.id));
              if (other) {
                throw new APIError('CONFLICT', {
                  code: 'CONFLICT',
                  message: piMessages.otherWallet,
                });
              }
              await db
                .insert(piAccounts)
                .values({ uid: me.uid, userId: current.user.id, username });
            }
            return ctx.json({
              twoFactorRedirect: false as const,
              user: { id: current.user.id, name: current.user.name, email: current.user.email },
              username,
              created: false,
              linked: !linked,
            });
          }
          if (!userId && ctx.body.email && ctx.body.password) {
            // Linking to an existing account proves it is theirs the way email sign-in does:
            // throttled, confirmed accounts only; with two-step sign-in on, only once signed in.
            const found = await checkPasswordSignIn(
              ctx,
              db,
              {
                email: ctx.body.email,
                password: ctx.body.password,
                wrongPassword: piMessages.wrongPassword,
              },
              clock.now(),
            );
            if ((found as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) {
              throw new APIError('FORBIDDEN', {
                code: 'TWO_FACTOR_REQUIRED',
                message: signInMessages.linkAfterTwoStep,
              });
            }
            const [other] = await db
              .select()
              .from(piAccounts)
              .where(eq(piAccounts.userId, found.id));
            if (other) {
              throw new APIError('CONFLICT', { code: 'CONFLICT', message: piMessages.otherWallet });
            }
            userId = found.id;
          }
          if (!userId) {
            let email = walletEmail(username);
            if (await adapter.findUserByEmail(email))
              email = walletEmail(`${username}.${me.uid.slice(0, 8)}`);
            const user = await adapter.createUser(
              { email, name: username, emailVerified: false, role: 'user', userType: null },
              ctx,
            );
            userId = user.id;
            created = true;
          }
          const user = await adapter.findUserById(userId);
          if (!user) throw new APIError('UNAUTHORIZED', { message: piMessages.authFailed });
          if ((user as { banned?: boolean | null }).banned) {
            throw new APIError('FORBIDDEN', { code: 'FORBIDDEN', message: piMessages.banned });
          }
          if (!linked) {
            await db.insert(piAccounts).values({ uid: me.uid, userId, username });
          }
          // A wallet is one way in: an account with two-step sign-in on still asks for the code.
          const outcome = await openSignInSession(ctx, user, clock.now());
          if (outcome.twoFactorRedirect) return ctx.json({ twoFactorRedirect: true as const });
          return ctx.json({
            twoFactorRedirect: false as const,
            user: { id: user.id, name: user.name, email: user.email },
            username,
            created,
            linked: !linked && !created,
          });
        },
      ),
      /**
       * Unlinks the caller's wallet: their password proves it is them (checked and throttled as
       * a sign-in is). An account without a password keeps its wallet, its only way in.
       */
      piUnlink: createAuthEndpoint(
        '/pi/unlink',
        { method: 'POST', body: piUnlinkSchema, use: [sessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          const [wallet] = await db.select().from(piAccounts).where(eq(piAccounts.userId, user.id));
          if (!wallet) {
            throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: piMessages.noWallet });
          }
          const [credential] = await db
            .select({ id: account.id })
            .from(account)
            .where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')));
          if (!credential) {
            throw new APIError('CONFLICT', { code: 'CONFLICT', message: piMessages.onlyWayIn });
          }
          await checkPasswordSignIn(
            ctx,
            db,
            {
              email: user.email,
              password: ctx.body.password,
              wrongPassword: piMessages.wrongCurrentPassword,
            },
            clock.now(),
          );
          await db.delete(piAccounts).where(eq(piAccounts.userId, user.id));
          return ctx.json({ unlinked: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
