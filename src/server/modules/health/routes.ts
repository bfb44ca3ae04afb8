import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { DatabaseHandle } from '#server/db/client';
import { pingDatabase } from '#server/db/client';
import { AppError } from '#server/http/app-error';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

const getHealth = createRoute({
  method: 'get',
  path: '/',
  summary: 'Answers 200 when the server and its database answer',
  tags: ['health'],
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'The database does not answer' },
  },
});

export function healthRoutes(database: DatabaseHandle) {
  return new OpenAPIHono().openapi(getHealth, async (c) => {
    try {
      await pingDatabase(database.db);
    } catch (error) {
      console.error('[health] database ping failed', error);
      throw new AppError('UNAVAILABLE', 'The database is not answering.');
    }
    return c.json({ status: 'ok' as const, database: database.kind }, 200);
  });
}
