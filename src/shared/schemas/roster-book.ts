import { eventMessages, rosterBookKinds } from '../programs';
import { z } from './zod';

// A showcase's or tournament's roster book (docs/product.md#roster-book): every athlete of the
// event's teams the reader may see, for verified college coaches and the program's staff.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/events/{id}/roster-book and /roster-book.csv. */
export const eventIdParamSchema = z
  .object({ id: z.string().regex(UUID, { error: eventMessages.eventNotFound }) })
  .strict();

export const rosterBookEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(rosterBookKinds),
  /** ISO 8601, in UTC; shown in `timeZone` */
  startsAt: z.string(),
  /** the IANA zone of the place, e.g. America/Chicago */
  timeZone: z.string(),
  place: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** the program running it: its page is /org/{slug} */
  program: z.object({ name: z.string(), slug: z.string().nullable() }),
});

export const rosterBookTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  level: z.string(),
});

/** One athlete of the book: their page is /athlete/{profileId}. */
export const rosterBookAthleteSchema = z.object({
  profileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  jerseyNumber: z.number().nullable(),
  /** the position the team gave, or else the one on the athlete's profile */
  position: z.string().nullable(),
  sport: z.string(),
  /** graduation year */
  classYear: z.number().nullable(),
  /** the athlete's featured highlight clip, when one plays */
  highlight: z.object({ title: z.string() }).nullable(),
});

export const rosterBookSchema = z.object({
  event: rosterBookEventSchema,
  teams: z.array(rosterBookTeamSchema),
  athletes: z.array(rosterBookAthleteSchema),
  /** athletes on those rosters the reader may not see: "1 more athlete" / "{n} more athletes" */
  hiddenCount: z.number(),
  /** whether the reader is a verified coach, who may add athletes to their boards */
  canAddToBoards: z.boolean(),
});
export type RosterBook = z.infer<typeof rosterBookSchema>;
export type RosterBookAthlete = z.infer<typeof rosterBookAthleteSchema>;
