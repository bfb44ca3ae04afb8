import {
  APIError,
  createAuthEndpoint,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
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

type PiUser = { uid: string; username: string };

/** Who the access token belongs to, asked of the Platform API: a refused token is a failed sign-in. */
async function piUserOf(platform: PiPlatform | null, accessToken: string): Promise<PiUser> {
  if (!platform) {
    throw new APIError('SERVICE_UNAVAILABLE', {
      code: 'UNAVAILABLE',
      message: piMessages.notAvailable,
    });
  }
  const me = await platform.me(accessToken).catch((error: unknown) => {
    if (error instanceof PiPlatformError && error.status === 401) {
      throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: piMessages.authFailed });
    }
    console.error(error instanceof Error ? error.message : error);
    throw new APIError('SERVICE_UNAVAILABLE', {
      code: 'UNAVAILABLE',
      message: piMessages.authFailed,
    });
  });
  return { uid: me.uid, username: me.username ?? `pi_${me.uid.slice(0, 10)}` };
}

/** Refuses an account that already has a wallet: each account has one uid. */
async function refuseSecondWallet(db: Database, userId: string) {
  const [other] = await db.select().from(piAccounts).where(eq(piAccounts.userId, userId));
  if (other) {
    throw new APIError('CONFLICT', { code: 'CONFLICT', message: piMessages.otherWallet });
  }
}

/**
 * The existing account a new wallet links to, proved the way email sign-in proves it: throttled,
 * confirmed accounts only; with two-step sign-in on, only once signed in.
 */
async function accountByPassword(
  ctx: GenericEndpointContext,
  db: Database,
  credentials: { email: string; password: string },
  now: number,
) {
  const found = await checkPasswordSignIn(
    ctx,
    db,
    { ...credentials, wrongPassword: piMessages.wrongPassword },
    now,
  );
  if ((found as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) {
    throw new APIError('FORBIDDEN', {
      code: 'TWO_FACTOR_REQUIRED',
      message: signInMessages.linkAfterTwoStep,
    });
  }
  await refuseSecondWallet(db, found.id);
  return found.id;
}

/** A wallet-only account for a new uid, at its username's address (or one with the uid in it). */
async function walletOnlyAccount(ctx: GenericEndpointContext, pi: PiUser) {
  const adapter = ctx.context.internalAdapter;
  let email = walletEmail(pi.username);
  if (await adapter.findUserByEmail(email)) {
    email = walletEmail(`${pi.username}.${pi.uid.slice(0, 8)}`);
  }
  const user = await adapter.createUser(
    { email, name: pi.username, emailVerified: false, role: 'user', userType: null },
    ctx,
  );
  return user.id;
}

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
          const pi = await piUserOf(platform, ctx.body.accessToken);
          const { username } = pi;
          const [linked] = await db.select().from(piAccounts).where(eq(piAccounts.uid, pi.uid));
          // A member already signed in links the wallet to the account they are in, whose
          // session stays as it is.
          const current = await getSessionFromCtx(ctx).catch(() => null);
          if (current) {
            if (linked && linked.userId !== current.user.id) {
              throw new APIError('CONFLICT', { code: 'CONFLICT', message: piMessages.walletTaken });
            }
            if (!linked) {
              await refuseSecondWallet(db, current.user.id);
              await db
                .insert(piAccounts)
                .values({ uid: pi.uid, userId: current.user.id, username });
            }
            return ctx.json({
              twoFactorRedirect: false as const,
              user: { id: current.user.id, name: current.user.name, email: current.user.email },
              username,
              created: false,
              linked: !linked,
            });
          }
          const { email, password } = ctx.body;
          let userId = linked?.userId ?? null;
          if (!userId && email && password) {
            userId = await accountByPassword(ctx, db, { email, password }, clock.now());
          }
          const created = !userId;
          userId ??= await walletOnlyAccount(ctx, pi);
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user) throw new APIError('UNAUTHORIZED', { message: piMessages.authFailed });
          if ((user as { banned?: boolean | null }).banned) {
            throw new APIError('FORBIDDEN', { code: 'FORBIDDEN', message: piMessages.banned });
          }
          if (!linked) await db.insert(piAccounts).values({ uid: pi.uid, userId, username });
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
