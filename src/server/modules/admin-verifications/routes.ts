import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  verificationIdParamSchema,
  verificationQueueQuerySchema,
  verificationQueueSchema,
  verificationRejectSchema,
} from '#shared/schemas/coaches';
import type { AdminEnv } from '#server/auth/guards';
import type { Clock } from '#server/lib/clock';
import { jsonBody, jsonContent } from '#server/http/openapi-content';
import { adminActor, adminOnlyResponses } from '#server/modules/admin';
import type { VerificationDeps } from '#server/modules/coaches';
import { decideVerification, listVerificationQueue } from './verification-queue';

const queueRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The Verification queue: coaches waiting for a decision, or the recent decisions',
  tags: ['coaches'],
  request: { query: verificationQueueQuerySchema },
  responses: { 200: jsonContent(verificationQueueSchema, 'The queue'), ...adminOnlyResponses },
});

const approveRoute = createRoute({
  method: 'post',
  path: '/{id}/approve',
  summary: 'Approves a coach for a year; the coach is mailed',
  tags: ['coaches'],
  request: { params: verificationIdParamSchema },
  responses: {
    200: jsonContent(verificationQueueSchema, 'The queue after the decision'),
    404: { description: 'No such request' },
    409: { description: 'Already decided' },
    ...adminOnlyResponses,
  },
});

const rejectRoute = createRoute({
  method: 'post',
  path: '/{id}/reject',
  summary: 'Turns a coach’s request down with a reason the coach reads',
  tags: ['coaches'],
  request: { params: verificationIdParamSchema, body: jsonBody(verificationRejectSchema) },
  responses: {
    200: jsonContent(verificationQueueSchema, 'The queue after the decision'),
    404: { description: 'No such request' },
    409: { description: 'Already decided' },
    ...adminOnlyResponses,
  },
});

/** /api/admin/verifications: the queue and the decisions, each audited. */
export function adminVerificationRoutes(
  deps: VerificationDeps & { trustProxy: boolean; clock: Clock },
) {
  const { db, trustProxy, clock } = deps;
  const queue = async () => ({ items: await listVerificationQueue(db, 'waiting') });
  return new OpenAPIHono<AdminEnv>()
    .openapi(queueRoute, async (c) =>
      c.json({ items: await listVerificationQueue(db, c.req.valid('query').show) }, 200),
    )
    .openapi(approveRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const now = new Date(clock.now());
      await decideVerification(deps, c.req.valid('param').id, actor, { approve: true }, now);
      return c.json(await queue(), 200);
    })
    .openapi(rejectRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const { reason } = c.req.valid('json');
      const decision = { approve: false as const, reason };
      await decideVerification(
        deps,
        c.req.valid('param').id,
        actor,
        decision,
        new Date(clock.now()),
      );
      return c.json(await queue(), 200);
    });
}
