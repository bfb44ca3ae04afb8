import { athletePickKinds } from '../admin';
import {
  ATHLETE_SEARCH_MIN,
  MAX_PICKS_PER_LIST,
  MONTH_PATTERN,
  PICK_BLURB_MAX,
  pickListKinds,
} from '../admin-showcase';
import { profileVisibilities } from '../privacy';
import { holdInputSchema } from './reports';
import { lineText, multilineText } from './text';
import { z } from './zod';

export * from '../admin-showcase';

// Athletes on show (/api/admin/athletes): the Athlete of the Month, special mentions and
// featured athletes that the home page and /explore read, and the moderation hold that keeps a
// profile out of every list.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const profileIdSchema = z
  .string({ error: 'Choose an athlete from the search results.' })
  .regex(UUID, 'Choose an athlete from the search results.');

/** An athlete as the administrator chooses among them: who, and whether the lists show them. */
export const showcaseAthleteSchema = z.object({
  profileId: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  sport: z.string(),
  avatarUrl: z.string().nullable(),
  /** an incomplete profile shows as Athlete of the Month but in no other section */
  isComplete: z.boolean(),
  /** the listing rule's answer (confirmed email, consent, not private, not held) */
  listed: z.boolean(),
  visibility: z.enum(profileVisibilities),
  /** a moderator keeps the profile out of every list; its owner sees the reason */
  held: z.boolean(),
  holdReason: z.string().nullable(),
});
export type ShowcaseAthlete = z.infer<typeof showcaseAthleteSchema>;

/** One pick: the Athlete of the Month (with its month and blurb), a special mention or a featured athlete. */
export const athletePickSchema = z.object({
  id: z.string(),
  kind: z.enum(athletePickKinds),
  position: z.number(),
  month: z.string().nullable(),
  blurb: z.string().nullable(),
  createdAt: z.string(),
  athlete: showcaseAthleteSchema,
});
export type AthletePick = z.infer<typeof athletePickSchema>;

/** GET /api/admin/athletes/picks, and the answer of every change to them. */
export const athletePicksSchema = z.object({
  athleteOfTheMonth: athletePickSchema.nullable(),
  specialMentions: z.array(athletePickSchema),
  featured: z.array(athletePickSchema),
});
export type AthletePicks = z.infer<typeof athletePicksSchema>;

/** PUT /api/admin/athletes/athlete-of-the-month */
export const athleteOfTheMonthInputSchema = z
  .object({
    profileId: profileIdSchema,
    month: z
      .string({ error: 'Choose the month, for example 2026-11.' })
      .regex(MONTH_PATTERN, 'Choose the month, for example 2026-11.'),
    blurb: multilineText()
      .trim()
      .max(PICK_BLURB_MAX, `Keep the blurb to ${PICK_BLURB_MAX} characters or fewer.`)
      .default(''),
  })
  .strict();
export type AthleteOfTheMonthInput = z.input<typeof athleteOfTheMonthInputSchema>;

const pickListKindSchema = z.enum(pickListKinds, {
  error: 'Choose special mentions or featured athletes.',
});

/** POST /api/admin/athletes/picks */
export const athletePickInputSchema = z
  .object({ kind: pickListKindSchema, profileId: profileIdSchema })
  .strict();
export type AthletePickInput = z.input<typeof athletePickInputSchema>;

/** PUT /api/admin/athletes/picks/order: a list's picks, in their new order. */
export const athletePickOrderSchema = z
  .object({
    kind: pickListKindSchema,
    ids: z
      .array(z.string().regex(UUID, 'The list changed meanwhile: reload the page.'))
      .min(1)
      .max(MAX_PICKS_PER_LIST),
  })
  .strict();
export type AthletePickOrder = z.input<typeof athletePickOrderSchema>;

export const pickIdParamSchema = z.object({
  id: z.string().regex(UUID, 'There is no such pick: reload the page.'),
});

export const showcaseProfileParamSchema = z.object({
  profileId: z.string().regex(UUID, 'There is no athlete with this id.'),
});

/** GET /api/admin/athletes/search: any athlete by part of their name, hidden ones too. */
export const athleteSearchQuerySchema = z
  .object({
    q: lineText({ error: `Type at least ${ATHLETE_SEARCH_MIN} letters of a name.` })
      .trim()
      .min(ATHLETE_SEARCH_MIN, `Type at least ${ATHLETE_SEARCH_MIN} letters of a name.`)
      .max(100, 'Type at most 100 characters.'),
  })
  .strict();

export const athleteSearchSchema = z.object({ items: z.array(showcaseAthleteSchema) });

/** POST /api/admin/athletes/{profileId}/hide: the reason is what the profile's owner is told. */
export const hideAthleteInputSchema = holdInputSchema;
export type HideAthleteInput = z.input<typeof hideAthleteInputSchema>;
