import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  type Billing,
  billingSchema,
  checkoutRequestSchema,
  checkoutStatusSchema,
  purchaseRequestSchema,
  redirectAnswerSchema,
  sandboxCheckoutSchema,
  sandboxPaymentSchema,
  switchPlanSchema,
  urlAnswerSchema,
} from '#shared/schemas/payments';
import type { Auth } from '#server/auth/create-auth';
import { requireUser, type AdminEnv } from '#server/auth/guards';
import { AppError } from '#server/http/app-error';
import { getClientIp } from '#server/http/client-ip';
import { adminActor, recordAudit } from '#server/modules/admin';
import {
  checkoutStatus,
  getBilling,
  portalUrl,
  receivePaymentEvent,
  startCheckout,
  startPurchaseCheckout,
  WebhookSignatureError,
} from './checkout';
import type { Payments } from './payment-deps';
import type { Member } from './customers';
import { cancelSandboxCheckout, getSandboxCheckout, paySandboxCheckout } from './sandbox';
import {
  changeSandboxCard,
  changeSandboxSubscription,
  simulateSandboxEvent,
  simulatedEvents,
} from './sandbox-portal';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';

const sessionParam = z.object({
  id: z.string().regex(/^cs_[A-Za-z0-9_]{8,200}$/, 'No such checkout.'),
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'create-checkout: { price, plan, period } → { url }; the price charged is the server’s',
  tags: ['payments'],
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: {
    200: jsonContent(urlAnswerSchema, 'Where to send the buyer'),
    400: { description: 'Unknown plan or period' },
    ...notSignedIn,
  },
});

const purchaseRoute = createRoute({
  method: 'post',
  path: '/purchase',
  summary:
    'A pay-per-view pass ({ kind: pass, channel }) or a seat at a session ({ kind: booking, session }) → { url }',
  tags: ['payments'],
  request: { body: jsonBody(purchaseRequestSchema) },
  responses: {
    200: jsonContent(urlAnswerSchema, 'Where to send the buyer'),
    400: { description: 'No pass for that channel, or a malformed request' },
    ...notSignedIn,
    404: { description: 'No such channel or session' },
    409: { description: 'A pass already held, a seat already booked, a full or started session' },
  },
});

const statusRoute = createRoute({
  method: 'get',
  path: '/status',
  summary: 'What became of one of the caller’s checkouts',
  tags: ['payments'],
  request: { query: z.object({ session_id: sessionParam.shape.id }) },
  responses: {
    200: jsonContent(checkoutStatusSchema, 'The checkout'),
    404: { description: 'None' },
  },
});

const sandboxPageRoute = createRoute({
  method: 'get',
  path: '/sandbox/{id}',
  summary: 'The test-mode checkout page’s order (the caller’s own checkout)',
  tags: ['payments'],
  request: { params: sessionParam },
  responses: { 200: jsonContent(sandboxCheckoutSchema, 'The order'), 404: { description: 'None' } },
});

const sandboxPayRoute = createRoute({
  method: 'post',
  path: '/sandbox/{id}/pay',
  summary: 'Pay a test-mode checkout with a test card',
  tags: ['payments'],
  request: { params: sessionParam, body: jsonBody(sandboxPaymentSchema) },
  responses: {
    200: jsonContent(redirectAnswerSchema, 'Paid: where to go next'),
    402: { description: 'The card was declined' },
    409: {
      description: 'The checkout is paid, left or past its time, or its seat’s hold has ended',
    },
  },
});

const sandboxCancelRoute = createRoute({
  method: 'post',
  path: '/sandbox/{id}/cancel',
  summary: 'Leave a test-mode checkout without paying',
  tags: ['payments'],
  request: { params: sessionParam },
  responses: {
    200: jsonContent(redirectAnswerSchema, 'Where to go next'),
    409: { description: 'The checkout has been paid' },
  },
});

/** /api/checkout… */
export function checkoutRoutes({ auth, ...deps }: Payments & { auth: Auth }) {
  return new OpenAPIHono()
    .openapi(checkoutRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ url: await startCheckout(deps, user, c.req.valid('json').plan) }, 200);
    })
    .openapi(purchaseRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ url: await startPurchaseCheckout(deps, user, c.req.valid('json')) }, 200);
    })
    .openapi(statusRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await checkoutStatus(deps, user, c.req.valid('query').session_id), 200);
    })
    .openapi(sandboxPageRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await getSandboxCheckout(deps, user, c.req.valid('param').id), 200);
    })
    .openapi(sandboxPayRoute, async (c) => {
      const user = await requireUser(auth, c);
      const redirectUrl = await paySandboxCheckout(
        deps,
        user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ redirectUrl }, 200);
    })
    .openapi(sandboxCancelRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(
        { redirectUrl: await cancelSandboxCheckout(deps, user, c.req.valid('param').id) },
        200,
      );
    });
}

const billingRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The caller’s plan and receipts',
  tags: ['payments'],
  responses: { 200: jsonContent(billingSchema, 'Billing'), ...notSignedIn },
});
const portalRoute = createRoute({
  method: 'post',
  path: '/portal',
  summary: 'The billing portal (change card, switch plan, cancel)',
  tags: ['payments'],
  responses: {
    200: jsonContent(urlAnswerSchema, 'The portal'),
    409: { description: 'No billing account yet' },
  },
});
const sandboxActionRoute = (action: 'cancel' | 'resume') =>
  createRoute({
    method: 'post',
    path: `/sandbox/${action}`,
    summary:
      action === 'cancel'
        ? 'Test-mode portal: cancel at the end of the period'
        : 'Test-mode portal: keep the plan after all',
    tags: ['payments'],
    responses: { 200: jsonContent(billingSchema, 'Billing') },
  });
const sandboxSwitchRoute = createRoute({
  method: 'post',
  path: '/sandbox/switch',
  summary: 'Test-mode portal: switch to the other plan',
  tags: ['payments'],
  request: { body: jsonBody(switchPlanSchema) },
  responses: { 200: jsonContent(billingSchema, 'Billing') },
});

const sandboxCardRoute = createRoute({
  method: 'post',
  path: '/sandbox/card',
  summary: 'Test-mode portal: change the card (a failed renewal is charged again with it)',
  tags: ['payments'],
  request: { body: jsonBody(sandboxPaymentSchema) },
  responses: {
    200: jsonContent(billingSchema, 'Billing'),
    402: { description: 'The card was declined' },
  },
});

/** /api/me/billing… */
export function billingRoutes({ auth, ...deps }: Payments & { auth: Auth }) {
  return new OpenAPIHono()
    .openapi(billingRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await getBilling(deps, user), 200);
    })
    .openapi(portalRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ url: await portalUrl(deps, user) }, 200);
    })
    .openapi(sandboxActionRoute('cancel'), async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await changeSandboxSubscription(deps, user, { kind: 'cancel' }), 200);
    })
    .openapi(sandboxActionRoute('resume'), async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await changeSandboxSubscription(deps, user, { kind: 'resume' }), 200);
    })
    .openapi(sandboxCardRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await changeSandboxCard(deps, user, c.req.valid('json')), 200);
    })
    .openapi(sandboxSwitchRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { plan } = c.req.valid('json');
      return c.json(await changeSandboxSubscription(deps, user, { kind: 'switch', plan }), 200);
    });
}

const simulateRoute = createRoute({
  method: 'post',
  path: '/',
  summary:
    'Test mode: make a member’s month happen now (renewal, failed-renewal, trial-end, period-end)',
  tags: ['payments'],
  request: {
    body: jsonBody(
      z.strictObject({
        event: z.enum(simulatedEvents, { error: 'Unknown event.' }),
        email: z.email({ error: 'Enter the member’s email.' }).max(254),
      }),
    ),
  },
  responses: { 200: jsonContent(billingSchema, 'The member’s billing afterwards') },
});

/** A plan's state in the audit log. */
const planState = ({ subscription }: Billing) =>
  subscription && {
    plan: subscription.plan,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
  };

/** /api/admin/payments/simulate: administrators, sandbox only; each simulation is audited. */
export function simulateRoutes({
  findUserByEmail,
  trustProxy,
  ...deps
}: Payments & {
  findUserByEmail: (email: string) => Promise<Member | null>;
  trustProxy: boolean;
}) {
  return new OpenAPIHono<AdminEnv>().openapi(simulateRoute, async (c) => {
    const { event, email } = c.req.valid('json');
    const member = await findUserByEmail(email.toLowerCase());
    if (!member) throw new AppError('NOT_FOUND', 'No member with that email.');
    const before = await getBilling(deps, member);
    const after = await simulateSandboxEvent(deps, member, event);
    await recordAudit(deps.db, adminActor(c, trustProxy), {
      action: 'payment.simulate',
      targetType: 'member',
      targetId: member.id,
      targetLabel: member.email,
      before: planState(before),
      after: { event, ...planState(after) },
    });
    return c.json(after, 200);
  });
}

const webhookRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'Stripe webhooks (and the sandbox’s), signed with Stripe-Signature on the raw body',
  tags: ['webhooks'],
  responses: {
    200: {
      description:
        'Handled, already handled, or set aside: a signed event whose content cannot be used is logged, not applied',
    },
    400: {
      description: 'Unsigned, wrongly signed, older than 5 minutes or dated more than 5 ahead',
    },
    500: { description: 'Stored but not applied yet: it is tried again, here and by the sender' },
  },
});

/**
 * POST /api/webhooks/stripe: answers 2xx only once the event is stored and its effect (or its
 * setting aside) committed.
 */
export function stripeWebhookRoutes(deps: Payments & { trustProxy: boolean }) {
  return new OpenAPIHono().openapi(webhookRoute, async (c) => {
    const rawBody = await c.req.text();
    try {
      const result = await receivePaymentEvent(deps, rawBody, c.req.header('stripe-signature'));
      return c.json({ received: true, result }, 200);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        console.warn(
          `Stripe webhook refused (bad signature) from ${getClientIp(c, deps.trustProxy)}`,
        );
        throw new AppError('BAD_REQUEST', error.message);
      }
      throw error;
    }
  });
}
