import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { getAccount } from './get-account';
import { userTypes } from '#shared/account-fields';

const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(userTypes).nullable(),
  phone: z.string().nullable(),
  isAdmin: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  playerProfile: z.object({ id: z.string(), isComplete: z.boolean() }).nullable(),
});

const getMe = createRoute({
  method: 'get',
  path: '/',
  summary: 'The signed-in user',
  tags: ['accounts'],
  responses: {
    200: { description: 'The account', content: { 'application/json': { schema: accountSchema } } },
    401: { description: 'Not signed in' },
  },
});

export function meRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new OpenAPIHono().openapi(getMe, async (c) => {
    const user = await requireUser(auth, c);
    return c.json(accountSchema.parse(await getAccount(db, user)), 200);
  });
}
