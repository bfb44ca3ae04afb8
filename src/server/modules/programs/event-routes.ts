import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  cancelledEventSchema,
  eventIdParamSchema,
  eventInputSchema,
  eventPageSchema,
  eventUpdateSchema,
  managedEventSchema,
  programScheduleSchema,
  tournamentListSchema,
  tournamentsQuerySchema,
} from '#shared/schemas/events';
import type { Auth } from '#server/auth/create-auth';
import { getSessionUser, requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { getClientIp } from '#server/http/client-ip';
import { sendPreparedJson } from '#server/http/compress';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { cancelEvent, type EventCancelDeps } from './event-cancellation';
import { getEventPage, visitorEventPage, listTournaments } from './events';
import { createEvent, getProgramSchedule, updateEvent } from './program-schedule';
import type { TournamentCaches } from './tournament-cache';

// A program's events (docs/product.md#events): the public event page, /tournaments, and the
// schedule its staff keep. Who may change what is program-access.ts's.

const tags = ['events'];
const staffOnly = {
  ...notSignedIn,
  403: { description: 'Not the owner, an admin or a coach of a program' },
} as const;
const noEvent = { 404: { description: 'Not one of the program’s events' } } as const;

const eventPageRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'An event’s public page: its program, teams, stream and a session’s seats',
  tags,
  request: { params: eventIdParamSchema },
  responses: {
    200: jsonContent(eventPageSchema, 'The event'),
    404: { description: 'No such event' },
  },
});

/** /api/events/{id}: anyone may read an event's page. */
export function eventPageRoutes({
  db,
  auth,
  caches,
  clock,
}: {
  db: Database;
  auth: Auth;
  caches: TournamentCaches;
  clock: Clock;
}) {
  return new OpenAPIHono().openapi(eventPageRoute, async (c) => {
    const user = await getSessionUser(auth, c);
    const { id } = c.req.valid('param');
    const now = new Date(clock.now());
    if (!user) return sendPreparedJson(c, await visitorEventPage(db, id, caches, now));
    return c.json(await getEventPage(db, id, user, now), 200);
  });
}

const tournamentsRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Upcoming tournaments and showcases of every program, filtered, 20 a page',
  tags,
  request: { query: tournamentsQuerySchema },
  responses: {
    200: jsonContent(tournamentListSchema, 'The events'),
    400: { description: 'A filter is not valid' },
  },
});

/** /api/tournaments: anyone may list them. */
export function tournamentRoutes({
  db,
  caches,
  clock,
}: {
  db: Database;
  caches: TournamentCaches;
  clock: Clock;
}) {
  return new OpenAPIHono().openapi(tournamentsRoute, async (c) => {
    return c.json(
      await listTournaments(db, c.req.valid('query'), new Date(clock.now()), caches),
      200,
    );
  });
}

const scheduleRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The program’s schedule from a month back, and the channels its events may use',
  tags,
  responses: { 200: jsonContent(programScheduleSchema, 'The schedule'), ...staffOnly },
});

const createEventRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'Add an event to the program’s schedule',
  tags,
  request: { body: jsonBody(eventInputSchema) },
  responses: {
    201: jsonContent(managedEventSchema, 'The event'),
    400: {
      description:
        'A field is not valid: also another program’s channel or team, or times that do not fit',
    },
    ...staffOnly,
  },
});

const updateEventRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  summary: 'Change an event (not a cancelled or past one)',
  tags,
  request: { params: eventIdParamSchema, body: jsonBody(eventUpdateSchema) },
  responses: {
    200: jsonContent(managedEventSchema, 'The event'),
    400: {
      description:
        'A field is not valid: also another program’s channel or team, or times that do not fit',
    },
    409: { description: 'Cancelled, past, or seats booked that the change would drop' },
    ...staffOnly,
    ...noEvent,
  },
});

const cancelEventRoute = createRoute({
  method: 'post',
  path: '/{id}/cancel',
  summary: 'Cancel an event: a paid session’s seats are refunded and their buyers mailed',
  tags,
  request: { params: eventIdParamSchema },
  responses: {
    200: jsonContent(cancelledEventSchema, 'What the cancellation did'),
    409: { description: 'Already cancelled, or over' },
    ...staffOnly,
    ...noEvent,
  },
});

/** /api/me/program/events: the schedule a program's coaches and admins keep. */
export function ownEventRoutes(
  deps: EventCancelDeps & {
    db: Database;
    auth: Auth;
    trustProxy: boolean;
    clock: Clock;
    /** cleared when an event is added, changed or cancelled */
    tournaments: Pick<TournamentCaches, 'changed'>;
  },
) {
  const { db, auth, tournaments, clock } = deps;
  return new OpenAPIHono()
    .openapi(scheduleRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await getProgramSchedule(db, user, new Date(clock.now())), 200);
    })
    .openapi(createEventRoute, async (c) => {
      const user = await requireUser(auth, c);
      const event = await createEvent(db, user, c.req.valid('json'), new Date(clock.now()));
      await tournaments.changed();
      return c.json(event, 201);
    })
    .openapi(updateEventRoute, async (c) => {
      const user = await requireUser(auth, c);
      const now = new Date(clock.now());
      const event = await updateEvent(db, user, c.req.valid('param').id, c.req.valid('json'), now);
      await tournaments.changed();
      return c.json(event, 200);
    })
    .openapi(cancelEventRoute, async (c) => {
      const user = await requireUser(auth, c);
      const ip = getClientIp(c, deps.trustProxy);
      const result = await cancelEvent(
        deps,
        user,
        c.req.valid('param').id,
        ip === 'unknown' ? null : ip,
        new Date(clock.now()),
      );
      await tournaments.changed();
      return c.json(result, 200);
    });
}
