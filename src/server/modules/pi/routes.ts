import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  piApproveSchema,
  piAuthAnswerSchema,
  piAuthSchema,
  piCompleteSchema,
  piOrderRequestSchema,
  piOrderSchema,
  piUnlinkSchema,
  piWalletsSchema,
} from '#shared/schemas/pi';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { MiddlewareHandler } from 'hono';
import { jsonBody, jsonContent } from '#server/http/openapi-content';
import { rateLimit } from '#server/http/rate-limit';
import {
  approvePiPayment,
  completePiPayment,
  createPiOrder,
  resolveIncompletePiPayment,
  type PiPaymentsDeps,
} from './pi-payments';
import { listPiWallets } from './pi-wallets';

/** Sign-in attempts with Pi one address may make (each asks the Platform API once). */
export const piAuthRateLimit = { name: 'pi-auth', limit: 20, windowSeconds: 60 };

const authRoute = (middleware: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/auth',
    middleware: [middleware] as const,
    summary:
      'Sign in with Pi: the access token is checked with the Platform API’s /v2/me; links an existing account with its email and password',
    tags: ['pi'],
    request: { body: jsonBody(piAuthSchema) },
    responses: {
      200: jsonContent(
        piAuthAnswerSchema,
        'Signed in (the session cookie is set), or the two-step challenge (its cookie is set)',
      ),
      401: { description: 'A tampered or expired token, or a wrong password' },
      403: { description: 'The account to link is not confirmed, or uses two-step sign-in' },
      409: { description: 'That account is linked to another wallet' },
      429: { description: 'Too many attempts from this address, or for this account' },
    },
  });

const walletsRoute = createRoute({
  method: 'get',
  path: '/wallet',
  summary: 'The Pi wallet linked to the caller’s account',
  tags: ['pi'],
  responses: { 200: jsonContent(piWalletsSchema, 'The linked wallet, if any') },
});

const unlinkRoute = (middleware: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/wallet/unlink',
    middleware: [middleware] as const,
    summary: 'Unlink the caller’s Pi wallet; their password is required',
    tags: ['pi'],
    request: { body: jsonBody(piUnlinkSchema) },
    responses: {
      200: jsonContent(z.object({ unlinked: z.literal(true) }), 'Unlinked'),
      401: { description: 'Not signed in, or a wrong password' },
      404: { description: 'No wallet is linked' },
      409: { description: 'The wallet is the account’s only way in' },
      429: { description: 'Too many failed passwords for this account' },
    },
  });

const orderRoute = createRoute({
  method: 'post',
  path: '/orders',
  summary: 'An order for a plan paid in Pi: the amount and metadata the payment must carry',
  tags: ['pi'],
  request: { body: jsonBody(piOrderRequestSchema) },
  responses: {
    200: jsonContent(piOrderSchema, 'The order'),
    409: { description: 'No Pi account linked: sign in with Pi first' },
  },
});

const outcome = z.object({ approved: z.boolean(), test: z.boolean() });
const approveRoute = createRoute({
  method: 'post',
  path: '/payments/approve',
  summary: 'onReadyForServerApproval: approve the caller’s payment if it matches their order',
  tags: ['pi'],
  request: { body: jsonBody(piApproveSchema) },
  responses: {
    200: jsonContent(outcome, 'Approved'),
    400: { description: 'The payment does not match the order' },
    403: { description: 'Not the caller’s payment' },
    409: { description: 'The order has expired or is being paid, or its seat’s hold has ended' },
  },
});

const completeRoute = createRoute({
  method: 'post',
  path: '/payments/complete',
  summary: 'complete-pi-payment { paymentId, txid }: complete, record and grant once',
  tags: ['pi'],
  request: { body: jsonBody(piCompleteSchema) },
  responses: {
    200: jsonContent(
      z.object({ granted: z.boolean(), test: z.boolean(), plan: z.string().nullable() }),
      'Completed',
    ),
    400: { description: 'The txid is not the payment’s transaction' },
    409: {
      description:
        'Completed and recorded, but the seat’s hold had ended and the session is full: it will be refunded',
    },
    503: { description: 'The Platform API did not complete it: nothing is granted' },
  },
});

const incompleteRoute = createRoute({
  method: 'post',
  path: '/payments/incomplete',
  summary: 'onIncompletePaymentFound: complete a signed payment, cancel an unsigned one',
  tags: ['pi'],
  request: { body: jsonBody(piApproveSchema) },
  responses: {
    200: jsonContent(z.object({ outcome: z.enum(['completed', 'cancelled']) }), 'Resolved'),
  },
});

/** /api/pi… */
export function piRoutes({
  auth,
  trustProxy,
  ...deps
}: PiPaymentsDeps & { auth: Auth; trustProxy: boolean }) {
  return new OpenAPIHono()
    .openapi(
      authRoute(rateLimit(deps.db, piAuthRateLimit, { trustProxy, clock: deps.clock })),
      async (c) => {
        // better-auth signs in and sets the session cookie; its answer is passed on as it is.
        const response = await auth.api.piSignIn({
          body: c.req.valid('json'),
          headers: c.req.raw.headers,
          asResponse: true,
        });
        return response as unknown as ReturnType<
          typeof c.json<z.infer<typeof piAuthAnswerSchema>, 200>
        >;
      },
    )
    .openapi(walletsRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ wallets: await listPiWallets(deps.db, user.id) }, 200);
    })
    .openapi(
      unlinkRoute(rateLimit(deps.db, piAuthRateLimit, { trustProxy, clock: deps.clock })),
      async (c) => {
        await requireUser(auth, c);
        // better-auth checks the password (throttled like a sign-in) and unlinks.
        const response = await auth.api.piUnlink({
          body: c.req.valid('json'),
          headers: c.req.raw.headers,
          asResponse: true,
        });
        return response as unknown as ReturnType<typeof c.json<{ unlinked: true }, 200>>;
      },
    )
    .openapi(orderRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await createPiOrder(deps, user, c.req.valid('json')), 200);
    })
    .openapi(approveRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await approvePiPayment(deps, user, c.req.valid('json').paymentId), 200);
    })
    .openapi(completeRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { paymentId, txid } = c.req.valid('json');
      return c.json(await completePiPayment(deps, user, paymentId, txid), 200);
    })
    .openapi(incompleteRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(
        await resolveIncompletePiPayment(deps, user, c.req.valid('json').paymentId),
        200,
      );
    });
}
