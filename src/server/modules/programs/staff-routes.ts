import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  acceptedStaffSchema,
  staffIdParamSchema,
  staffInvitationInputSchema,
  staffInvitationTokenParamSchema,
  staffInvitationViewSchema,
  staffListSchema,
  staffMemberSchema,
} from '#shared/schemas/programs';
import type { Auth } from '#server/auth/create-auth';
import type { Clock } from '#server/lib/clock';
import { requireUser } from '#server/auth/guards';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { rateLimit } from '#server/http/rate-limit';
import { suspendNoGuardians, type ConsentDeps } from '#server/modules/privacy';
import type { ProgramDeps } from './invitations';
import { adminOnly, answerLimit, invitationLimit, tags } from './routes';
import {
  acceptStaffInvitation,
  getStaffInvitation,
  inviteStaff,
  listStaff,
  removeStaff,
} from './staff';

// A program's staff (docs/product.md#program-staff): its owner and admins invite and remove
// them; the invited member accepts with the address invited. Who may do what is
// program-access.ts's.

const staffListRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The program’s staff: admins and coaches, active and invited',
  tags,
  responses: { 200: jsonContent(staffListSchema, 'The staff'), ...adminOnly },
});

const inviteStaffRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'Mail a single-use link to join the program’s staff as an admin or a coach',
  tags,
  request: { body: jsonBody(staffInvitationInputSchema) },
  responses: {
    201: jsonContent(staffMemberSchema, 'The invitation sent'),
    400: { description: 'Not an email address, or not a role' },
    409: { description: 'The address already helps run the program' },
    429: { description: 'Too many invitations from this connection' },
    503: { description: 'The mail could not be sent' },
    ...adminOnly,
  },
});

const removeStaffRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Remove a staff member or withdraw their invitation (they lose access at once)',
  tags,
  request: { params: staffIdParamSchema },
  responses: {
    204: { description: 'Removed' },
    404: { description: 'Not one of the program’s staff' },
    409: { description: 'The program’s owner account' },
    ...adminOnly,
  },
});

/** /api/me/program/staff: the program's owner and admins manage its staff. */
export function ownStaffRoutes(
  deps: ProgramDeps & { auth: Auth; trustProxy: boolean; clock: Clock },
) {
  const { auth, db } = deps;
  const limit = rateLimit(db, invitationLimit, { trustProxy: deps.trustProxy, clock: deps.clock });
  return new OpenAPIHono()
    .openapi(staffListRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await listStaff(db, user), 200);
    })
    .openapi({ ...inviteStaffRoute, middleware: [limit] as const }, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await inviteStaff(deps, user, c.req.valid('json')), 201);
    })
    .openapi(removeStaffRoute, async (c) => {
      const user = await requireUser(auth, c);
      await removeStaff(db, user, c.req.valid('param').id);
      return c.body(null, 204);
    });
}

const staffInvitationRoute = createRoute({
  method: 'get',
  path: '/{token}',
  summary: 'What a staff invitation is: the program, the role, and whether it can be accepted',
  tags,
  request: { params: staffInvitationTokenParamSchema },
  responses: {
    200: jsonContent(staffInvitationViewSchema, 'The invitation'),
    404: { description: 'No such invitation' },
  },
});

const acceptStaffRoute = createRoute({
  method: 'post',
  path: '/{token}/accept',
  summary: 'Join the program’s staff with the account of the address invited',
  tags,
  request: { params: staffInvitationTokenParamSchema },
  responses: {
    200: jsonContent(acceptedStaffSchema, 'The program and the role'),
    403: { description: 'Signed in under another address, or the address is not confirmed' },
    404: { description: 'No such invitation' },
    409: { description: 'Already used' },
    410: { description: 'Expired' },
    429: { description: 'Too many answers from this connection' },
    ...notSignedIn,
  },
});

/** /api/staff-invitations/{token}: the invited member's side of a staff invitation. */
export function staffInvitationRoutes(
  deps: Pick<ProgramDeps, 'db'> & {
    auth: Auth;
    trustProxy: boolean;
    consent: ConsentDeps;
    clock: Clock;
  },
) {
  const { auth, db } = deps;
  const limit = rateLimit(db, answerLimit, { trustProxy: deps.trustProxy, clock: deps.clock });
  return new OpenAPIHono()
    .openapi(staffInvitationRoute, async (c) => {
      const now = new Date(deps.clock.now());
      return c.json(await getStaffInvitation(db, c.req.valid('param').token, now), 200);
    })
    .openapi({ ...acceptStaffRoute, middleware: [limit] as const }, async (c) => {
      const user = await requireUser(auth, c);
      const now = new Date(deps.clock.now());
      const accepted = await acceptStaffInvitation(db, user, c.req.valid('param').token, now);
      // Staff are nobody's guardian: an address children named stops being this member's.
      await suspendNoGuardians(deps.consent, user.email);
      return c.json(accepted, 200);
    });
}
