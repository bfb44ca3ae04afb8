import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  createdInvitationSchema,
  invitationTokenParamSchema,
  invitationViewSchema,
  managedEntrySchema,
  ownEntryParamSchema,
  ownEntrySchema,
  ownProgramSchema,
  programPageSchema,
  programSlugParamSchema,
  programUpdateSchema,
  rosterEntryParamSchema,
  rosterEntryUpdateSchema,
  teamIdParamSchema,
  teamInputSchema,
  teamInvitationInputSchema,
  teamPageSchema,
  teamSummarySchema,
  teamUpdateSchema,
} from '#shared/schemas/programs';
import type { Auth } from '#server/auth/create-auth';
import type { Clock } from '#server/lib/clock';
import { getSessionUser, requireUser } from '#server/auth/guards';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { rateLimit } from '#server/http/rate-limit';
import {
  acceptInvitation,
  createJoinLink,
  declineInvitation,
  getInvitation,
  inviteByEmail,
  leaveTeam,
  removeEntry,
  updateEntry,
  type ProgramDeps,
} from './invitations';
import {
  createTeam,
  deleteTeam,
  getOwnProgram,
  getProgramPage,
  getTeamPage,
  updateOwnProgram,
  updateTeam,
} from './program-pages';

export const tags = ['programs'];
/** Routes for the program's admins and coaches. */
const staffOnly = {
  ...notSignedIn,
  403: { description: 'Not the owner, an admin or a coach of a program' },
} as const;
/** Routes for the program's owner and admin staff only. */
export const adminOnly = {
  ...notSignedIn,
  403: { description: 'Not the owner or an admin of a program (coaches included)' },
} as const;
const noTeam = { 404: { description: 'Not one of the program’s teams' } } as const;

/** Invitations mailed (and join links made) per connection in an hour. */
export const invitationLimit = { name: 'team-invitations', limit: 30, windowSeconds: 3600 };
/**
 * Answers to invitations per connection in ten minutes: a minor's acceptance mails their
 * guardian, so joining and leaving in a loop cannot flood the guardian's inbox.
 */
export const answerLimit = { name: 'team-invitation-answers', limit: 20, windowSeconds: 600 };

const programPageRoute = createRoute({
  method: 'get',
  path: '/{slug}',
  summary: 'A program’s public page and its teams',
  tags,
  request: { params: programSlugParamSchema },
  responses: {
    200: jsonContent(programPageSchema, 'The program'),
    404: { description: 'No program with this address' },
  },
});

/** /api/programs/{slug}: anyone may read a program's page. */
export function programPageRoutes({ db, clock }: Pick<ProgramDeps, 'db' | 'clock'>) {
  return new OpenAPIHono().openapi(programPageRoute, async (c) => {
    const now = new Date(clock.now());
    return c.json(await getProgramPage(db, c.req.valid('param').slug, now), 200);
  });
}

const teamPageRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary:
    'A team and its roster as the caller may see it: athletes hidden from the caller are only counted',
  tags,
  request: { params: teamIdParamSchema },
  responses: {
    200: jsonContent(teamPageSchema, 'The team'),
    404: { description: 'No such team' },
  },
});

/** /api/teams/{id}: anyone may read a team's page; its roster follows each athlete's privacy. */
export function teamPageRoutes({
  db,
  auth,
  clock,
}: Pick<ProgramDeps, 'db'> & { auth: Auth; clock: Clock }) {
  return new OpenAPIHono().openapi(teamPageRoute, async (c) => {
    const user = await getSessionUser(auth, c);
    const page = await getTeamPage(db, c.req.valid('param').id, user, new Date(clock.now()));
    return c.json(page, 200);
  });
}

const ownProgramRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The organization’s program: page fields, teams, rosters and open invitations',
  tags,
  responses: { 200: jsonContent(ownProgramSchema, 'The program'), ...staffOnly },
});

const updateProgramRoute = createRoute({
  method: 'patch',
  path: '/',
  summary: 'Edit the program page',
  tags,
  request: { body: jsonBody(programUpdateSchema) },
  responses: {
    200: jsonContent(ownProgramSchema, 'The program'),
    400: { description: 'A field is not valid' },
    ...adminOnly,
  },
});

const createTeamRoute = createRoute({
  method: 'post',
  path: '/teams',
  summary: 'Create a team',
  tags,
  request: { body: jsonBody(teamInputSchema) },
  responses: {
    201: jsonContent(teamSummarySchema, 'The team'),
    400: { description: 'A field is not valid' },
    ...adminOnly,
  },
});

const updateTeamRoute = createRoute({
  method: 'patch',
  path: '/teams/{id}',
  summary: 'Edit a team',
  tags,
  request: { params: teamIdParamSchema, body: jsonBody(teamUpdateSchema) },
  responses: {
    200: jsonContent(teamSummarySchema, 'The team'),
    400: { description: 'A field is not valid' },
    ...adminOnly,
    ...noTeam,
  },
});

const deleteTeamRoute = createRoute({
  method: 'delete',
  path: '/teams/{id}',
  summary: 'Delete a team with its roster and invitations',
  tags,
  request: { params: teamIdParamSchema },
  responses: { 204: { description: 'Deleted' }, ...adminOnly, ...noTeam },
});

const inviteRoute = createRoute({
  method: 'post',
  path: '/teams/{id}/invitations',
  summary: 'Mail an athlete a single-use link to join the team',
  tags,
  request: { params: teamIdParamSchema, body: jsonBody(teamInvitationInputSchema) },
  responses: {
    201: jsonContent(createdInvitationSchema, 'The invitation sent'),
    400: { description: 'Not an email address' },
    409: { description: 'The athlete is already on the team' },
    429: { description: 'Too many invitations from this connection' },
    503: { description: 'The mail could not be sent' },
    ...staffOnly,
    ...noTeam,
  },
});

const joinLinkRoute = createRoute({
  method: 'post',
  path: '/teams/{id}/join-link',
  summary: 'Make a join link any athlete may use until it expires',
  tags,
  request: { params: teamIdParamSchema },
  responses: {
    201: jsonContent(createdInvitationSchema, 'The link'),
    429: { description: 'Too many invitations from this connection' },
    ...staffOnly,
    ...noTeam,
  },
});

const removeEntryRoute = createRoute({
  method: 'delete',
  path: '/teams/{id}/roster/{entryId}',
  summary: 'Take an athlete off the team',
  tags,
  request: { params: rosterEntryParamSchema },
  responses: { 204: { description: 'Removed' }, ...staffOnly, ...noTeam },
});

const updateEntryRoute = createRoute({
  method: 'patch',
  path: '/teams/{id}/roster/{entryId}',
  summary: 'Set an athlete’s jersey number and position on the team',
  tags,
  request: { params: rosterEntryParamSchema, body: jsonBody(rosterEntryUpdateSchema) },
  responses: {
    200: jsonContent(managedEntrySchema.omit({ firstName: true, lastName: true }), 'The entry'),
    400: { description: 'A field is not valid' },
    ...staffOnly,
    ...noTeam,
  },
});

/** /api/me/program: the program's owner and admins run it; its coaches run the rosters. */
export function ownProgramRoutes(
  deps: ProgramDeps & { auth: Auth; trustProxy: boolean; clock: Clock },
) {
  const { auth, db, clock } = deps;
  const limit = rateLimit(db, invitationLimit, { trustProxy: deps.trustProxy, clock });
  return new OpenAPIHono()
    .openapi(ownProgramRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await getOwnProgram(db, user, new Date(clock.now())), 200);
    })
    .openapi(updateProgramRoute, async (c) => {
      const user = await requireUser(auth, c);
      const now = new Date(clock.now());
      return c.json(await updateOwnProgram(db, user, c.req.valid('json'), now), 200);
    })
    .openapi(createTeamRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await createTeam(db, user, c.req.valid('json')), 201);
    })
    .openapi(updateTeamRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await updateTeam(db, user, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(deleteTeamRoute, async (c) => {
      const user = await requireUser(auth, c);
      await deleteTeam(db, user, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi({ ...inviteRoute, middleware: [limit] as const }, async (c) => {
      const user = await requireUser(auth, c);
      const { id } = c.req.valid('param');
      return c.json(await inviteByEmail(deps, user, id, c.req.valid('json').email), 201);
    })
    .openapi({ ...joinLinkRoute, middleware: [limit] as const }, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await createJoinLink(deps, user, c.req.valid('param').id), 201);
    })
    .openapi(removeEntryRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { id, entryId } = c.req.valid('param');
      await removeEntry(db, user, id, entryId);
      return c.body(null, 204);
    })
    .openapi(updateEntryRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { id, entryId } = c.req.valid('param');
      return c.json(await updateEntry(db, user, id, entryId, c.req.valid('json')), 200);
    });
}

const answerResponses = {
  200: jsonContent(ownEntrySchema, 'The athlete’s place on the team now'),
  403: { description: 'Sent to another address, or the caller has no athlete profile' },
  404: { description: 'No such invitation' },
  409: { description: 'Already used, or the athlete is already on the team' },
  410: { description: 'Expired' },
  429: { description: 'Too many answers from this connection' },
  ...notSignedIn,
} as const;

const invitationRoute = createRoute({
  method: 'get',
  path: '/{token}',
  summary: 'What an invitation is: the team, the program, and whether it can still be answered',
  tags,
  request: { params: invitationTokenParamSchema },
  responses: {
    200: jsonContent(invitationViewSchema, 'The invitation'),
    404: { description: 'No such invitation' },
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/{token}/accept',
  summary: 'Join the team (an athlete under 18 waits for their guardian’s approval)',
  tags,
  request: { params: invitationTokenParamSchema },
  responses: answerResponses,
});

const declineRoute = createRoute({
  method: 'post',
  path: '/{token}/decline',
  summary: 'Turn the invitation down',
  tags,
  request: { params: invitationTokenParamSchema },
  responses: answerResponses,
});

/** /api/invitations/{token}: the athlete's side of an invitation or a join link. */
export function invitationRoutes(
  deps: ProgramDeps & { auth: Auth; trustProxy: boolean; clock: Clock },
) {
  const { auth, db } = deps;
  const limit = rateLimit(db, answerLimit, { trustProxy: deps.trustProxy, clock: deps.clock });
  return new OpenAPIHono()
    .openapi(invitationRoute, async (c) => {
      const now = new Date(deps.clock.now());
      return c.json(await getInvitation(db, c.req.valid('param').token, now), 200);
    })
    .openapi({ ...acceptRoute, middleware: [limit] as const }, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await acceptInvitation(deps, user, c.req.valid('param').token), 200);
    })
    .openapi({ ...declineRoute, middleware: [limit] as const }, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await declineInvitation(deps, user, c.req.valid('param').token), 200);
    });
}

const leaveRoute = createRoute({
  method: 'delete',
  path: '/{entryId}',
  summary: 'Leave a team (or turn down a place still waiting)',
  tags,
  request: { params: ownEntryParamSchema },
  responses: {
    204: { description: 'Left' },
    404: { description: 'Not one of the caller’s teams' },
    ...notSignedIn,
  },
});

/** /api/me/teams: an athlete's own places on teams. */
export function ownTeamRoutes({ db, auth }: Pick<ProgramDeps, 'db'> & { auth: Auth }) {
  return new OpenAPIHono().openapi(leaveRoute, async (c) => {
    const user = await requireUser(auth, c);
    await leaveTeam(db, user, c.req.valid('param').entryId);
    return c.body(null, 204);
  });
}
