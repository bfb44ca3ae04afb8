import { notSignedIn } from '#server/http/openapi-content';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { AccountChanges } from '#server/auth/session-cache';
import { createAccountPlaces, getAccount, type ProgramRoleOf } from './get-account';
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
  /** the member's place in the program they help run (owner, admin or coach staff), or null */
  programRole: z.enum(['owner', 'admin', 'coach']).nullable(),
});

const getMe = createRoute({
  method: 'get',
  path: '/',
  summary: 'The signed-in user',
  tags: ['accounts'],
  responses: {
    200: { description: 'The account', content: { 'application/json': { schema: accountSchema } } },
    ...notSignedIn,
  },
});

export function meRoutes({
  auth,
  db,
  programRoleOf,
  changes,
}: {
  auth: Auth;
  db: Database;
  /** the programs module's answer (passed in, so this module does not import it) */
  programRoleOf: ProgramRoleOf;
  /** the database's announcements of changed accounts, which clear what is kept per member */
  changes: AccountChanges;
}) {
  const placesOf = createAccountPlaces(db, changes, programRoleOf);
  return new OpenAPIHono().openapi(getMe, async (c) => {
    const user = await requireUser(auth, c);
    return c.json(accountSchema.parse(getAccount(user, await placesOf(user.id))), 200);
  });
}
