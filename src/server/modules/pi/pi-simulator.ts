import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { PiPayment, PiUser } from '#server/adapters/pi/pi-platform';
import { AppError } from '#server/http/app-error';
import { isLoopbackRequest } from '#server/http/client-ip';

/** Where the simulator's Platform API is served, under the app's own address. */
export const PI_SIMULATOR_PATH = '/api/dev/pi-platform';

/** How long a simulated access token is good for. */
const TOKEN_SECONDS = 3600;
/** How long a simulated payment is kept after it was created. */
const PAYMENT_SECONDS = 24 * 3600;
/** Tokens and payments kept at most: past these, the oldest are forgotten first. */
export const SIMULATOR_MAX_TOKENS = 1000;
export const SIMULATOR_MAX_PAYMENTS = 1000;
/** What a simulated payment's metadata may weigh, as JSON. */
const MAX_METADATA_CHARS = 4096;

type Token = { uid: string; username: string; expiresAt: number };

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const error = (c: Context, status: 400 | 401 | 404 | 409, message: string) =>
  c.json(
    { error: status === 401 ? 'unauthorized' : 'bad_request', error_message: message },
    status,
  );

/**
 * Forgets entries of a map kept in the order they were added: those `expired` from the oldest
 * on, then the oldest until there is room for one more under `max`.
 */
function prune<T>(map: Map<string, T>, expired: (value: T) => boolean, max: number) {
  for (const [key, value] of map) {
    if (!expired(value) && map.size < max) break;
    map.delete(key);
  }
}

/** What the simulator keeps, shared by its two sides. */
type SimulatorState = {
  apiKey: string;
  now: () => number;
  tokens: Map<string, Token>;
  payments: Map<string, PiPayment>;
  /** a Pi user's uid, the same for a username every time */
  uidOf: (username: string) => string;
};

const userOfToken = (sim: SimulatorState, accessToken: unknown): Token | null => {
  if (typeof accessToken !== 'string') return null;
  const token = sim.tokens.get(accessToken);
  return token && token.expiresAt > sim.now() ? token : null;
};

const bearer = (c: Context) => /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
const keyOk = (sim: SimulatorState, c: Context) => {
  const given = /^Key (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  return given !== undefined && safeEqual(given, sim.apiKey);
};

/** The user's payment sent to the chain but not completed by the app, if any. */
const incompleteOf = (sim: SimulatorState, uid: string) =>
  [...sim.payments.values()].find(
    (payment) =>
      payment.user_uid === uid &&
      payment.transaction !== null &&
      !payment.status.developer_completed &&
      !payment.status.cancelled,
  ) ?? null;

const body = async (c: Context) =>
  ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

/**
 * A stand-in for the Pi Platform API (the part a user-to-app payment uses) and for the wallet
 * side the Pi Browser plays, kept in this process. The server talks to it through the same
 * adapter and HTTP calls as to api.minepi.com, answered in-process by `platformApi`; the
 * browser's stand-in `window.Pi` calls its /sim routes for what the wallet would do (sign in,
 * create, sign or cancel a payment). Over HTTP (`routes`) it answers callers on this machine
 * only, like the dev mailbox, and it keeps a bounded number of tokens and payments for a
 * bounded time. Never mounted in production.
 */
export function createPiSimulator({
  secret,
  now,
}: {
  secret: string;
  /** the time tokens and payments expire by (the app's clock) */
  now: () => number;
}) {
  const sim: SimulatorState = {
    apiKey: `sim_${createHmac('sha256', secret).update('pi-simulator-key').digest('hex').slice(0, 32)}`,
    now,
    tokens: new Map(),
    payments: new Map(),
    uidOf: (username) =>
      createHmac('sha256', secret).update(`pi-uid\n${username}`).digest('hex').slice(0, 24),
  };
  const platformApi = simulatedPlatformApi(sim);
  const routes = new Hono()
    .use(async (c, next) => {
      if (!isLoopbackRequest(c))
        throw new AppError('NOT_FOUND', `No API endpoint at ${c.req.path}.`);
      await next();
    })
    .route('/', platformApi)
    .route('/', simulatedWallet(sim));

  return {
    /** Both sides over HTTP, for callers on this machine (the simulated Pi Browser). */
    routes,
    /** The Platform API for the server's adapter, called in-process. */
    platformApi,
    apiKey: sim.apiKey,
    /** For tests: a token that has already expired. */
    expiredToken(username: string) {
      const accessToken = randomBytes(24).toString('base64url');
      sim.tokens.set(accessToken, {
        uid: sim.uidOf(username),
        username,
        expiresAt: now() - 1000,
      });
      return accessToken;
    },
  };
}

export type PiSimulator = ReturnType<typeof createPiSimulator>;

/** The Platform API, as the app's server calls it. */
function simulatedPlatformApi(sim: SimulatorState) {
  const { payments } = sim;
  return new Hono()
    .get('/v2/me', (c) => {
      const token = userOfToken(sim, bearer(c));
      if (!token) return error(c, 401, 'The access token is not valid or has expired.');
      const user: PiUser = {
        uid: token.uid,
        username: token.username,
        credentials: {
          scopes: ['username', 'payments'],
          valid_until: {
            timestamp: Math.floor(token.expiresAt / 1000),
            iso8601: new Date(token.expiresAt).toISOString(),
          },
        },
      };
      return c.json(user);
    })
    .get('/v2/payments/:id', (c) => {
      if (!keyOk(sim, c)) return error(c, 401, 'Invalid server API key.');
      const payment = payments.get(c.req.param('id'));
      return payment ? c.json(payment) : error(c, 404, 'Payment not found.');
    })
    .post('/v2/payments/:id/approve', (c) => {
      if (!keyOk(sim, c)) return error(c, 401, 'Invalid server API key.');
      const payment = payments.get(c.req.param('id'));
      if (!payment) return error(c, 404, 'Payment not found.');
      if (payment.status.cancelled) return error(c, 400, 'The payment was cancelled.');
      payment.status.developer_approved = true;
      return c.json(payment);
    })
    .post('/v2/payments/:id/complete', async (c) => {
      if (!keyOk(sim, c)) return error(c, 401, 'Invalid server API key.');
      const payment = payments.get(c.req.param('id'));
      if (!payment) return error(c, 404, 'Payment not found.');
      const { txid } = await body(c);
      if (!payment.transaction || payment.transaction.txid !== txid) {
        return error(c, 400, 'The txid does not match the payment’s transaction.');
      }
      payment.status.developer_completed = true;
      return c.json(payment);
    })
    .post('/v2/payments/:id/cancel', (c) => {
      if (!keyOk(sim, c)) return error(c, 401, 'Invalid server API key.');
      const payment = payments.get(c.req.param('id'));
      if (!payment) return error(c, 404, 'Payment not found.');
      if (payment.status.developer_completed) return error(c, 400, 'The payment is completed.');
      payment.status.cancelled = true;
      return c.json(payment);
    });
}

/** The wallet's side, as the simulated Pi Browser calls it. */
function simulatedWallet(sim: SimulatorState) {
  const { now, tokens, payments } = sim;
  return new Hono()
    .post('/sim/authenticate', async (c) => {
      const { username } = await body(c);
      if (typeof username !== 'string' || !/^[A-Za-z0-9_]{2,32}$/.test(username)) {
        return error(c, 400, 'A username of 2 to 32 letters, digits or _ is needed.');
      }
      const accessToken = randomBytes(24).toString('base64url');
      const token = { uid: sim.uidOf(username), username, expiresAt: now() + TOKEN_SECONDS * 1000 };
      prune(tokens, (kept) => kept.expiresAt <= now(), SIMULATOR_MAX_TOKENS);
      tokens.set(accessToken, token);
      return c.json({
        accessToken,
        user: { uid: token.uid, username },
        incompletePayment: incompleteOf(sim, token.uid),
      });
    })
    .post('/sim/payments', async (c) => {
      const input = await body(c);
      const token = userOfToken(sim, input.accessToken);
      if (!token) return error(c, 401, 'Sign in with Pi first.');
      const amount = Number(input.amount);
      if (!Number.isFinite(amount) || amount <= 0) return error(c, 400, 'Invalid amount.');
      const open = incompleteOf(sim, token.uid);
      if (open) return c.json({ error: 'incomplete_payment', payment: open }, 409);
      const metadata =
        input.metadata && typeof input.metadata === 'object'
          ? (input.metadata as Record<string, unknown>)
          : {};
      if (JSON.stringify(metadata).length > MAX_METADATA_CHARS) {
        return error(c, 400, 'The metadata is too large.');
      }
      prune(
        payments,
        (kept) => Date.parse(kept.created_at) <= now() - PAYMENT_SECONDS * 1000,
        SIMULATOR_MAX_PAYMENTS,
      );
      const payment: PiPayment = {
        identifier: randomBytes(12).toString('hex'),
        user_uid: token.uid,
        amount,
        memo: typeof input.memo === 'string' ? input.memo.slice(0, 200) : '',
        metadata,
        from_address: `G${token.uid.toUpperCase()}`,
        to_address: 'GSIMULATEDAPPWALLET',
        direction: 'user_to_app',
        created_at: new Date(now()).toISOString(),
        network: 'Pi Testnet',
        status: {
          developer_approved: false,
          transaction_verified: false,
          developer_completed: false,
          cancelled: false,
          user_cancelled: false,
        },
        transaction: null,
      };
      payments.set(payment.identifier, payment);
      return c.json(payment, 201);
    })
    .post('/sim/payments/:id/sign', async (c) => {
      const token = userOfToken(sim, (await body(c)).accessToken);
      const payment = payments.get(c.req.param('id'));
      if (!token || !payment || payment.user_uid !== token.uid) {
        return error(c, 404, 'Payment not found.');
      }
      // Not approved yet: the wallet waits and asks again, as the Pi Browser waits for the
      // app's approval. An answer that is not an error keeps a slow approval out of the console.
      if (!payment.status.developer_approved) return c.json(payment, 202);
      payment.transaction ??= {
        txid: randomBytes(32).toString('hex'),
        verified: true,
        _link: `${PI_SIMULATOR_PATH}/tx`,
      };
      payment.status.transaction_verified = true;
      return c.json(payment);
    })
    .post('/sim/payments/:id/user-cancel', async (c) => {
      const token = userOfToken(sim, (await body(c)).accessToken);
      const payment = payments.get(c.req.param('id'));
      if (!token || !payment || payment.user_uid !== token.uid) {
        return error(c, 404, 'Payment not found.');
      }
      if (payment.transaction) return error(c, 409, 'The payment is already signed.');
      payment.status.cancelled = true;
      payment.status.user_cancelled = true;
      return c.json(payment);
    });
}
