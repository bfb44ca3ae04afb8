import { APIError, createAuthEndpoint, getSessionFromCtx } from 'better-auth/api';
import type { BetterAuthPlugin } from 'better-auth';
import { setSessionCookie } from 'better-auth/cookies';
import { eq } from 'drizzle-orm';
import { piAuthSchema, piMessages } from '#shared/schemas/pi';
import { PiPlatformError, type PiPlatform } from '../adapters/pi/pi-platform';
import type { Database } from '../db/client';
import { piAccounts } from '../db/schema/pi';

/** The address a wallet-only account gets: from its Pi username (SPEC §4), never mailed. */
export const walletEmail = (username: string) => `${username.toLowerCase()}@pi-wallet.invalid`;

/**
 * Sign-in with Pi (SPEC §1, INTEGRATIONS §1): the access token is checked with the Platform
 * API's /v2/me, never the client's user object. A known uid signs in its account; a new one is
 * linked to an existing account when that account's email and password come with it, or gets
 * an account of its own. Each uid belongs to one account and each account has one uid.
 */
export function piSignIn({ db, platform }: { db: Database; platform: PiPlatform | null }) {
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
          // A member already signed in links the wallet to the account they are in.
          const current = await getSessionFromCtx(ctx).catch(() => null);
          if (current && linked && linked.userId !== current.user.id) {
            throw new APIError('CONFLICT', { code: 'CONFLICT', message: piMessages.walletTaken });
          }
          if (!userId && current) {
            const [other] = await db
              .select()
              .from(piAccounts)
              .where(eq(piAccounts.userId, current.user.id));
            if (other) {
              throw new APIError('CONFLICT', { code: 'CONFLICT', message: piMessages.otherWallet });
            }
            userId = current.user.id;
          }
          if (!userId && ctx.body.email && ctx.body.password) {
            // Linking to an existing account proves it is theirs: its password, once.
            const found = await adapter.findUserByEmail(ctx.body.email.toLowerCase(), {
              includeAccounts: true,
            });
            const hash = found?.accounts.find((a) => a.providerId === 'credential')?.password;
            const ok =
              hash && (await ctx.context.password.verify({ hash, password: ctx.body.password }));
            if (!found || !ok) {
              throw new APIError('UNAUTHORIZED', {
                code: 'UNAUTHORIZED',
                message: piMessages.wrongPassword,
              });
            }
            const [other] = await db
              .select()
              .from(piAccounts)
              .where(eq(piAccounts.userId, found.user.id));
            if (other) {
              throw new APIError('CONFLICT', { code: 'CONFLICT', message: piMessages.otherWallet });
            }
            userId = found.user.id;
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
          if (!linked) {
            await db.insert(piAccounts).values({ uid: me.uid, userId, username });
          }
          const user = await adapter.findUserById(userId);
          if (!user) throw new APIError('UNAUTHORIZED', { message: piMessages.authFailed });
          if ((user as { banned?: boolean | null }).banned) {
            throw new APIError('FORBIDDEN', { code: 'FORBIDDEN', message: piMessages.banned });
          }
          const session = await adapter.createSession(userId);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({
            user: { id: user.id, name: user.name, email: user.email },
            username,
            created,
            linked: !linked && !created,
          });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
