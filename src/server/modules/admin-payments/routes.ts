import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { adminPaymentMessages } from '#shared/admin-payments';
import {
  adminPaymentSchema,
  orderListQuerySchema,
  orderListSchema,
  paymentIdParamSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSetupSchema,
  refundInputSchema,
} from '#shared/schemas/admin-payments';
import type { AdminEnv } from '#server/auth/guards';
import { AppError } from '#server/http/app-error';
import { jsonBody, jsonContent } from '#server/http/openapi-content';
import { adminActor, adminOnlyResponses } from '#server/modules/admin';
import { refundPayment, type Payments } from '#server/modules/payments';
import type { Pi } from '#server/modules/pi';
import { listOrders } from './list-orders';
import { getAdminPayment, listPayments } from './list-payments';

const listPaymentsRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    'The ledger: card and Pi payments, newest first, by method, provider, status, member and date, in pages',
  tags: ['admin'],
  request: { query: paymentListQuerySchema },
  responses: {
    200: jsonContent(paymentListSchema, 'One page of payments'),
    ...adminOnlyResponses,
  },
});

const listOrdersRoute = createRoute({
  method: 'get',
  path: '/orders',
  summary:
    'One-time orders (pay-per-view passes, seats at sessions), newest first, by kind, status, member and date, in pages',
  tags: ['admin'],
  request: { query: orderListQuerySchema },
  responses: {
    200: jsonContent(orderListSchema, 'One page of orders'),
    ...adminOnlyResponses,
  },
});

const setupRoute = createRoute({
  method: 'get',
  path: '/setup',
  summary:
    'Who takes card and Pi payments here, and whether the test mode (and its simulations) is on',
  tags: ['admin'],
  responses: {
    200: jsonContent(paymentSetupSchema, 'The payment setup'),
    ...adminOnlyResponses,
  },
});

const refundRoute = createRoute({
  method: 'post',
  path: '/{id}/refund',
  summary:
    'Refunds a payment, whole or in part: a card payment through its provider, a Pi payment recorded as sent back by hand (a note is required)',
  tags: ['admin'],
  request: { params: paymentIdParamSchema, body: jsonBody(refundInputSchema) },
  responses: {
    200: jsonContent(adminPaymentSchema, 'The payment with its refund'),
    ...adminOnlyResponses,
    404: { description: 'No payment with this id' },
    409: {
      description:
        'Refunded already, not paid, more than was paid, taken by a provider no longer in use, or refused by the provider',
    },
    503: { description: 'The payment provider could not be reached; nothing was refunded' },
  },
});

/** /api/admin/payments: the ledger, the orders and refunds. */
export function adminPaymentRoutes({
  trustProxy,
  piMode,
  ...deps
}: Payments & { trustProxy: boolean; piMode: Pi['mode'] }) {
  return new OpenAPIHono<AdminEnv>()
    .openapi(listPaymentsRoute, async (c) =>
      c.json(await listPayments(deps.db, deps.provider.kind, c.req.valid('query')), 200),
    )
    .openapi(listOrdersRoute, async (c) =>
      c.json(await listOrders(deps.db, c.req.valid('query')), 200),
    )
    .openapi(setupRoute, async (c) =>
      c.json({ cardProvider: deps.provider.kind, sandbox: deps.sandbox, pi: piMode }, 200),
    )
    .openapi(refundRoute, async (c) => {
      const paymentId = c.req.valid('param').id;
      await refundPayment(deps, {
        paymentId,
        input: c.req.valid('json'),
        actor: adminActor(c, trustProxy),
      });
      const refunded = await getAdminPayment(deps.db, deps.provider.kind, paymentId);
      if (!refunded) throw new AppError('NOT_FOUND', adminPaymentMessages.noPayment);
      return c.json(refunded, 200);
    });
}
