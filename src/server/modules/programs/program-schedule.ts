import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { localInput, zonedInstant } from '#shared/event-times';
import { eventMessages as say } from '#shared/programs';
import type {
  EventInput,
  EventUpdate,
  ManagedEvent,
  ProgramSchedule,
} from '#shared/schemas/events';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { eventTeams, events, purchases, teams } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { lockSession } from '#server/modules/payments';
import { holdsSeat, seatSale, seatsHeld } from '#server/modules/streams';
import { selectRows, summary } from './events';
import {
  programChannelsOf,
  requireProgramChannel,
  requireProgramEvent,
  requireProgramRole,
  requireProgramTeams,
  type Program,
} from './program-access';

// A program's schedule as its staff keep it (docs/product.md#events): the events from a month
// back with their teams, channels and seats booked, and adding and changing one. Cancelling is
// event-cancellation.ts; who may change what is program-access.ts's.

async function managedEvents(db: Database, program: Program, now: Date, ids?: string[]) {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await selectRows(db)
    .where(
      ids
        ? and(eq(events.organizationId, program.id), inArray(events.id, ids))
        : and(eq(events.organizationId, program.id), gt(events.endsAt, since)),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(ids ? ids.length : 200);
  const eventIds = rows.map((row) => row.event.id);
  const [links, taken, channelRows] = await Promise.all([
    eventIds.length
      ? db.select().from(eventTeams).where(inArray(eventTeams.eventId, eventIds))
      : Promise.resolve([]),
    seatsHeld(db, eventIds, now),
    programChannelsOf(db, program),
  ]);
  const slugOf = new Map(channelRows.map((channel) => [channel.id, channel.slug]));
  const list: ManagedEvent[] = rows.map((row) => ({
    ...summary(row),
    description: row.event.description,
    capacity: row.event.capacity,
    priceCents: row.event.priceCents,
    channelSlug: row.event.channelId ? (slugOf.get(row.event.channelId) ?? null) : null,
    teamIds: links.filter((link) => link.eventId === row.event.id).map((link) => link.teamId),
    seatsBooked: taken.get(row.event.id) ?? 0,
    startsLocal: localInput(row.event.startsAt, row.event.timeZone),
    endsLocal: localInput(row.event.endsAt, row.event.timeZone),
  }));
  return { list, channels: channelRows };
}

/** GET /api/me/program/events: the program's schedule from a month back, and its channels. */
export async function getProgramSchedule(
  db: Database,
  user: SessionUser,
  now: Date,
): Promise<ProgramSchedule> {
  const { program } = await requireProgramRole(db, user, 'coach');
  const { list, channels: channelRows } = await managedEvents(db, program, now);
  return {
    events: list,
    channels: channelRows.map((channel) => ({ slug: channel.slug, title: channel.title })),
  };
}

export async function managedEvent(db: Database, program: Program, eventId: string, now: Date) {
  const { list } = await managedEvents(db, program, now, [eventId]);
  if (!list[0]) throw new AppError('NOT_FOUND', say.eventNotFound);
  return list[0];
}

/** The instants an event's wall-clock times give where it happens: it ends after it starts. */
function resolveEventTimes(input: Pick<EventInput, 'startsAt' | 'endsAt' | 'timeZone'>, now: Date) {
  const startsAt = zonedInstant(input.startsAt, input.timeZone);
  const endsAt = zonedInstant(input.endsAt, input.timeZone);
  if (!startsAt) {
    throw new AppError('VALIDATION_FAILED', 'Starts: choose a date and a time.', {
      startsAt: ['Starts: choose a date and a time.'],
    });
  }
  if (!endsAt || endsAt <= startsAt) {
    throw new AppError('VALIDATION_FAILED', say.endsBeforeStart, { endsAt: [say.endsBeforeStart] });
  }
  if (endsAt <= now) {
    throw new AppError('VALIDATION_FAILED', say.eventPast, { endsAt: [say.eventPast] });
  }
  return { startsAt, endsAt };
}

/** The columns an event's fields give, checked against the program's channels and teams. */
async function eventValues(db: Database, program: Program, input: EventInput, now: Date) {
  const { startsAt, endsAt } = resolveEventTimes(input, now);
  const session = input.kind === 'session';
  const [channel, teamIds] = await Promise.all([
    input.channelSlug ? requireProgramChannel(db, program, input.channelSlug) : null,
    requireProgramTeams(db, program, input.teamIds),
  ]);
  // A session is scheduled only as its seats can be sold: never an offer no one can buy.
  const problem = session ? seatSale(input, channel).problem : null;
  if (problem) {
    throw new AppError('VALIDATION_FAILED', problem.message, {
      [problem.field]: [problem.message],
    });
  }
  const firstTeam = teamIds.length
    ? (await db.select({ sport: teams.sport }).from(teams).where(eq(teams.id, teamIds[0]!)))[0]
    : undefined;
  return {
    values: {
      kind: input.kind,
      title: input.title,
      description: input.description,
      startsAt,
      endsAt,
      timeZone: input.timeZone,
      place: input.place,
      city: input.city,
      state: input.state,
      // Only a session has seats and a price; other events are free to attend.
      capacity: session ? input.capacity : null,
      priceCents: session ? input.priceCents : 0,
      channelId: channel?.id ?? null,
      sport: firstTeam?.sport ?? program.sports[0] ?? null,
    },
    teamIds,
  };
}

/** POST /api/me/program/events: a coach or admin adds an event to the program's schedule. */
export async function createEvent(
  db: Database,
  user: SessionUser,
  input: EventInput,
  now: Date,
): Promise<ManagedEvent> {
  const { program } = await requireProgramRole(db, user, 'coach');
  const { values, teamIds } = await eventValues(db, program, input, now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({ ...values, organizationId: program.id, createdBy: user.id })
      .returning({ id: events.id });
    if (teamIds.length) {
      await tx.insert(eventTeams).values(teamIds.map((teamId) => ({ eventId: row!.id, teamId })));
    }
    return row!.id;
  });
  return managedEvent(db, program, id, now);
}

/**
 * PATCH /api/me/program/events/{id}: the fields sent change. A cancelled or past event stays as
 * it is; a session with seats booked stays a session with at least as many seats.
 */
export async function updateEvent(
  db: Database,
  user: SessionUser,
  eventId: string,
  input: EventUpdate,
  now: Date,
): Promise<ManagedEvent> {
  const { program, event } = await requireProgramEvent(db, user, eventId);
  if (event.cancelledAt) throw new AppError('CONFLICT', say.eventCancelled);
  if (event.endsAt <= now) throw new AppError('CONFLICT', say.eventPast);
  const current = await managedEvent(db, program, event.id, now);
  const merged: EventInput = {
    kind: current.kind,
    title: current.title,
    description: current.description,
    startsAt: current.startsLocal,
    endsAt: current.endsLocal,
    timeZone: current.timeZone as EventInput['timeZone'],
    place: current.place,
    city: current.city,
    state: current.state as EventInput['state'],
    capacity: current.capacity,
    priceCents: current.priceCents,
    channelSlug: current.channelSlug,
    teamIds: current.teamIds,
    ...input,
  };
  // Times are kept in the zone they were entered in: a new zone alone moves the wall clock with it.
  const { values, teamIds } = await eventValues(db, program, merged, now);
  await db.transaction(async (tx) => {
    await lockSession(tx, event.id);
    const [{ booked } = { booked: 0 }] = await tx
      .select({ booked: sql<number>`count(*)::int` })
      .from(purchases)
      .where(and(eq(purchases.sessionId, event.id), holdsSeat(now)));
    if (booked > 0 && values.kind !== 'session') {
      throw new AppError('CONFLICT', say.kindLocked);
    }
    if (booked > 0 && values.capacity !== null && values.capacity < booked) {
      throw new AppError('VALIDATION_FAILED', say.capacityBelowBooked, {
        capacity: [say.capacityBelowBooked],
      });
    }
    await tx.update(events).set(values).where(eq(events.id, event.id));
    // A booked seat opens the session's broadcast while it runs: it moves with the session.
    await tx
      .update(purchases)
      .set({ accessFrom: values.startsAt, accessUntil: values.endsAt })
      .where(and(eq(purchases.sessionId, event.id), eq(purchases.status, 'paid')));
    if (input.teamIds) {
      await tx.delete(eventTeams).where(eq(eventTeams.eventId, event.id));
      if (teamIds.length) {
        await tx
          .insert(eventTeams)
          .values(teamIds.map((teamId) => ({ eventId: event.id, teamId })));
      }
    }
  });
  return managedEvent(db, program, event.id, now);
}
