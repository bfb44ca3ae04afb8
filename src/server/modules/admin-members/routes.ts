import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  banInputSchema,
  deletedMemberSchema,
  deleteMemberInputSchema,
  memberDetailSchema,
  memberIdParamSchema,
  memberListQuerySchema,
  memberListSchema,
  memberSummarySchema,
  roleInputSchema,
} from '#shared/schemas/admin-members';
import { memberAccessInputSchema } from '#shared/schemas/training';
import type { Auth } from '#server/auth/create-auth';
import type { AdminEnv } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { adminActor, adminOnlyResponses } from '#server/modules/admin';
import { suspendNoGuardians, type ConsentDeps } from '#server/modules/privacy';
import { banMember, unbanMember } from './ban-member';
import { getMember } from './get-member';
import { listMembers } from './list-members';
import { removeMember } from './remove-member';
import { resetTwoFactor } from './reset-two-factor';
import { setMemberAccess } from './set-member-access';
import { setMemberRole } from './set-member-role';
import { signOutEverywhere } from './sign-out-everywhere';

const noMember = { 404: { description: 'No member with this id' } } as const;
const refusals = {
  ...noMember,
  409: { description: 'Not possible in the member’s state; the message says why and what to do' },
} as const;
const updated = jsonContent(memberSummarySchema, 'The member as the list shows them now');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    'Members found by any part of their name or email, filtered by role, type, plan, access, ban and consent, in keyset pages',
  tags: ['admin'],
  request: { query: memberListQuerySchema },
  responses: { 200: jsonContent(memberListSchema, 'One page of members'), ...adminOnlyResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{userId}',
  summary:
    'One member: profile, plans, payments, purchases, access, ban, two-step sign-in, consent and open sessions',
  tags: ['admin'],
  request: { params: memberIdParamSchema },
  responses: {
    200: jsonContent(memberDetailSchema, 'The member'),
    ...noMember,
    ...adminOnlyResponses,
  },
});

const banRoute = createRoute({
  method: 'post',
  path: '/{userId}/ban',
  summary:
    'Bans a member with a reason and an optional end date; their sessions end (audited as member.ban)',
  tags: ['admin'],
  request: { params: memberIdParamSchema, body: jsonBody(banInputSchema) },
  responses: { 200: updated, ...refusals, ...adminOnlyResponses },
});

const unbanRoute = createRoute({
  method: 'post',
  path: '/{userId}/unban',
  summary: 'Lifts a member’s ban (audited as member.unban)',
  tags: ['admin'],
  request: { params: memberIdParamSchema },
  responses: { 200: updated, ...refusals, ...adminOnlyResponses },
});

const roleRoute = createRoute({
  method: 'post',
  path: '/{userId}/role',
  summary:
    'Makes a member an administrator or removes the role; never one’s own, never the last active administrator (audited as member.role)',
  tags: ['admin'],
  request: { params: memberIdParamSchema, body: jsonBody(roleInputSchema) },
  responses: { 200: updated, ...refusals, ...adminOnlyResponses },
});

const resetTwoFactorRoute = createRoute({
  method: 'post',
  path: '/{userId}/reset-two-factor',
  summary:
    'Turns a member’s two-step sign-in off and deletes its secret; their sessions end (audited as member.reset_two_factor)',
  tags: ['admin'],
  request: { params: memberIdParamSchema },
  responses: { 200: updated, ...refusals, ...adminOnlyResponses },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/{userId}/sign-out-everywhere',
  summary: 'Ends every session of a member (audited as member.sign_out_everywhere)',
  tags: ['admin'],
  request: { params: memberIdParamSchema },
  responses: { 200: updated, ...refusals, ...adminOnlyResponses },
});

const deleteRoute = createRoute({
  method: 'post',
  path: '/{userId}/delete',
  summary:
    'Deletes a member’s account, athlete profile, photo and videos once their email is typed to confirm (audited as member.delete)',
  tags: ['admin'],
  request: { params: memberIdParamSchema, body: jsonBody(deleteMemberInputSchema) },
  responses: {
    200: jsonContent(deletedMemberSchema, 'The account is deleted'),
    ...refusals,
    ...adminOnlyResponses,
  },
});

const memberAccessSchema = z.object({ user_id: z.string(), has_access: z.boolean() });

const accessRoute = createRoute({
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
    ...notSignedIn,
    403: { description: 'Not an administrator' },
    404: { description: 'No such member' },
  },
});

/**
 * /api/admin/members: the member list and page, and the actions on a member, each audited:
 * ban and unban, role, two-step reset, sign-out everywhere, deletion, and turning training
 * video access on and off (PUT /{userId}/access, audited as member.access).
 */
export function adminMemberRoutes({
  auth,
  db,
  trustProxy,
  consent,
  clock,
}: {
  auth: Auth;
  db: Database;
  trustProxy: boolean;
  clock: Clock;
  /** an administrator is nobody's guardian: a promotion suspends what the address was */
  consent: ConsentDeps;
}) {
  return new OpenAPIHono<AdminEnv>()
    .openapi(accessRoute, async (c) => {
      const { userId } = c.req.valid('param');
      const { has_access } = c.req.valid('json');
      const actor = adminActor(c, trustProxy);
      const input = { userId, hasAccess: has_access };
      return c.json(await setMemberAccess(db, actor, input, new Date(clock.now())), 200);
    })
    .openapi(listRoute, async (c) => c.json(await listMembers(db, c.req.valid('query')), 200))
    .openapi(getRoute, async (c) =>
      c.json(
        await getMember(db, c.req.valid('param').userId, c.get('admin').id, new Date(clock.now())),
        200,
      ),
    )
    .openapi(banRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const deps = { auth, db, headers: c.req.raw.headers };
      return c.json(
        await banMember(deps, actor, c.req.valid('param').userId, c.req.valid('json'), clock.now()),
        200,
      );
    })
    .openapi(unbanRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const deps = { auth, db, headers: c.req.raw.headers };
      return c.json(await unbanMember(deps, actor, c.req.valid('param').userId), 200);
    })
    .openapi(roleRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const { role } = c.req.valid('json');
      const member = await setMemberRole(db, actor, c.req.valid('param').userId, role);
      if (role === 'admin') await suspendNoGuardians(consent, member.email);
      return c.json(member, 200);
    })
    .openapi(resetTwoFactorRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(await resetTwoFactor(db, actor, c.req.valid('param').userId), 200);
    })
    .openapi(signOutRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(await signOutEverywhere(db, actor, c.req.valid('param').userId), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(
        await removeMember({ auth, db }, actor, c.req.valid('param').userId, c.req.valid('json')),
        200,
      );
    });
}
