import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { memberIdParamSchema } from '#shared/schemas/admin-members';
import { subscriptionStatusSchema } from '#shared/schemas/subscription-status';
import { memberAccessInputSchema } from '#shared/schemas/training';
import type { Auth } from '#server/auth/create-auth';
import { getSessionUser, requireAdmin } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { adminActor } from '#server/modules/admin/audit-log';
import { getSubscriptionStatus } from './get-subscription-status';
import { setMemberAccess } from './set-member-access';

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
export function subscriptionRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new OpenAPIHono().openapi(getStatus, async (c) => {
    const user = await getSessionUser(auth, c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getSubscriptionStatus(db, user?.id ?? null), 200);
  });
}

const memberAccessSchema = z.object({ user_id: z.string(), has_access: z.boolean() });

const putAccess = createRoute({
  method: 'put',
  path: '/{userId}/access',
  summary: 'Turn a member’s training video access on or off',
  tags: ['admin', 'subscriptions'],
  request: {
    params: memberIdParamSchema,
    body: { content: { 'application/json': { schema: memberAccessInputSchema } }, required: true },
  },
  responses: {
    200: {
      description: 'The member’s access now',
      content: { 'application/json': { schema: memberAccessSchema } },
    },
    401: { description: 'Not signed in' },
    403: { description: 'Not an administrator' },
    404: { description: 'No such member' },
  },
});

/** PUT /api/admin/members/{userId}/access (audited as member.access) */
export function memberAccessRoutes({
  auth,
  db,
  trustProxy,
}: {
  auth: Auth;
  db: Database;
  trustProxy: boolean;
}) {
  return new OpenAPIHono().openapi(putAccess, async (c) => {
    const admin = await requireAdmin(auth, c);
    const { userId } = c.req.valid('param');
    const { has_access } = c.req.valid('json');
    const actor = adminActor(admin, c, trustProxy);
    return c.json(await setMemberAccess(db, actor, { userId, hasAccess: has_access }), 200);
  });
}
