import { eventMessages, eventKinds, listedEventKinds } from '../programs';
import { eventTimeZoneIds, LOCAL_TIME } from '../event-times';
import { usStates } from '../us-states';
import { textPageLink } from './keyset-cursor';
import { lineText, multilineText } from './text';
import { z } from './zod';

// A program's events (docs/product.md#events): the schedule staff keep, the event page, and
// /tournaments. The server parses every body and query with these; the forms check with them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const eventIdParamSchema = z
  .object({ id: z.string().regex(UUID, { error: eventMessages.eventNotFound }) })
  .strict();

const optionalLine = (label: string, max: number) =>
  lineText()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const localTime = (label: string) =>
  z.string().regex(LOCAL_TIME, `${label}: choose a date and a time.`);

const eventFields = {
  kind: z.enum(eventKinds, { error: 'Choose what kind of event this is.' }),
  title: lineText()
    .trim()
    .min(3, 'Title must be at least 3 characters.')
    .max(120, 'Title must be at most 120 characters.'),
  description: multilineText()
    .trim()
    .max(2000, 'Description must be at most 2000 characters.')
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  startsAt: localTime('Starts'),
  endsAt: localTime('Ends'),
  timeZone: z.enum(eventTimeZoneIds, { error: 'Choose a time zone.' }),
  place: optionalLine('Place', 160),
  city: optionalLine('City', 80),
  state: z.enum(usStates, { error: 'Choose a state.' }).nullable(),
  /** sessions: seats; others may leave it empty */
  capacity: z
    .number({ error: 'Seats must be a whole number from 1 to 500.' })
    .int('Seats must be a whole number from 1 to 500.')
    .min(1, 'Seats must be a whole number from 1 to 500.')
    .max(500, 'Seats must be a whole number from 1 to 500.')
    .nullable(),
  /** sessions: the seat's price in cents */
  priceCents: z
    .number({ error: 'Price must be from $0 to $1,000.' })
    .int('Price must be from $0 to $1,000.')
    .min(0, 'Price must be from $0 to $1,000.')
    .max(100_000, 'Price must be from $0 to $1,000.'),
  channelSlug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, eventMessages.channelNotFound)
    .nullable(),
  teamIds: z
    .array(z.string().regex(UUID, eventMessages.teamsNotFound))
    .max(64, 'Choose at most 64 teams.'),
};

/** POST /api/me/program/events. Times are the wall clock where the event happens. */
export const eventInputSchema = z
  .object({
    ...eventFields,
    description: eventFields.description.default(null),
    place: eventFields.place.default(null),
    city: eventFields.city.default(null),
    state: eventFields.state.default(null),
    capacity: eventFields.capacity.default(null),
    priceCents: eventFields.priceCents.default(0),
    channelSlug: eventFields.channelSlug.default(null),
    teamIds: eventFields.teamIds.default([]),
  })
  .strict();
export type EventInput = z.infer<typeof eventInputSchema>;
export type EventInputForm = z.input<typeof eventInputSchema>;

/** PATCH /api/me/program/events/{id}: only the fields sent change (not a cancelled event). */
export const eventUpdateSchema = z
  .object(eventFields)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to change.' });
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

const teamOfEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.string(),
  season: z.string(),
  programName: z.string(),
  programSlug: z.string(),
});

const eventChannelSchema = z.object({ slug: z.string(), title: z.string() });

/** One event as lists show it. */
export const eventSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(eventKinds),
  title: z.string(),
  sport: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  place: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  cancelled: z.boolean(),
  programName: z.string().nullable(),
  programSlug: z.string().nullable(),
  teamCount: z.number(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** GET /api/events/{id}: the event page. */
export const eventPageSchema = eventSummarySchema.extend({
  description: z.string().nullable(),
  teams: z.array(teamOfEventSchema),
  channel: eventChannelSchema.nullable(),
  /** a paid session's seats */
  seats: z
    .object({
      capacity: z.number(),
      left: z.number(),
      priceCents: z.number(),
      booking: z.enum(['booked', 'held']).nullable(),
    })
    .nullable(),
  /** whether the viewer helps run the event's program (edit links) */
  canManage: z.boolean(),
  /** a showcase's or tournament's roster book (verified college coaches and staff) */
  hasRosterBook: z.boolean(),
});
export type EventPage = z.infer<typeof eventPageSchema>;

/** GET /api/tournaments: upcoming tournaments and showcases, filtered. */
export const tournamentsQuerySchema = z
  .object({
    sport: lineText().trim().max(40).optional(),
    state: z.enum(usStates).optional(),
    /** "2026-12" */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
    kind: z.enum(listedEventKinds).optional(),
    /** the next page: the last shown event's start (milliseconds) and id */
    after: textPageLink({ startsAt: 'epochMs', id: 'uuid' }).optional(),
  })
  .strict();
export type TournamentsQuery = z.infer<typeof tournamentsQuerySchema>;

export const tournamentListSchema = z.object({
  items: z.array(eventSummarySchema),
  /** pass as `after` for the next page; null on the last */
  next: z.string().nullable(),
  /** the sports and states there are upcoming events in, for the filters */
  sports: z.array(z.string()),
  states: z.array(z.string()),
});
export type TournamentList = z.infer<typeof tournamentListSchema>;

/** One event on the program's own schedule (/programs). */
export const managedEventSchema = eventSummarySchema.extend({
  description: z.string().nullable(),
  capacity: z.number().nullable(),
  priceCents: z.number(),
  channelSlug: z.string().nullable(),
  teamIds: z.array(z.string()),
  seatsBooked: z.number(),
  /** the wall clock where it happens, for the edit form */
  startsLocal: z.string(),
  endsLocal: z.string(),
});
export type ManagedEvent = z.infer<typeof managedEventSchema>;

export const programScheduleSchema = z.object({
  events: z.array(managedEventSchema),
  /** the channels the program's events may stream on or sell seats through */
  channels: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type ProgramSchedule = z.infer<typeof programScheduleSchema>;

/** POST /api/me/program/events/{id}/cancel: what the cancellation did. */
export const cancelledEventSchema = z.object({
  event: managedEventSchema,
  refunded: z.number(),
  /** Pi seats: sent back from the app's wallet by an administrator */
  refundsDue: z.number(),
  released: z.number(),
  failed: z.number(),
});
export type CancelledEvent = z.infer<typeof cancelledEventSchema>;
