import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { subscriptionStatusSchema } from '#shared/schemas/subscription-status';
import type { Auth } from '#server/auth/create-auth';
import { getSessionUser } from '#server/auth/guards';
import type { SubscriptionStatuses } from './get-subscription-status';

const getStatus = createRoute({
  method: 'get',
  path: '/',
  summary: 'The caller’s subscription status (signed out: not subscribed, access on)',
  tags: ['subscriptions'],
  responses: {
    200: {
      description: 'Subscription status',
      content: { 'application/json': { schema: subscriptionStatusSchema } },
    },
  },
});

/** GET /api/me/subscription */
export function subscriptionRoutes({
  auth,
  statuses,
}: {
  auth: Auth;
  statuses: SubscriptionStatuses;
}) {
  return new OpenAPIHono().openapi(getStatus, async (c) => {
    const user = await getSessionUser(auth, c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await statuses.of(user?.id ?? null), 200);
  });
}
