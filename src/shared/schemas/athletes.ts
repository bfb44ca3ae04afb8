import { z } from './zod';
import { genderMessage, genders } from '../genders';
import { encodedPageLink } from './keyset-cursor';
import { lineText, multilineText } from './text';
import { birthFields } from './privacy';
import { HIGHLIGHT_REEL_MAX, HIGHLIGHT_TITLE_MAX, highlightMessages } from '../highlight-videos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
import {
  ATHLETE_PAGE_SIZE,
  BIO_MAX,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
} from '../athlete-fields';
import {
  HEIGHT_INCHES_MAX,
  HEIGHT_INCHES_MIN,
  WEIGHT_LBS_MAX,
  WEIGHT_LBS_MIN,
} from '../measurements';

const heightRangeMessage = `Give a height in inches, from ${HEIGHT_INCHES_MIN} to ${HEIGHT_INCHES_MAX}.`;
const weightRangeMessage = `Give a weight in pounds, from ${WEIGHT_LBS_MIN} to ${WEIGHT_LBS_MAX}.`;

// The athlete fields' limits live apart from zod, for pages that only show them.
export * from '../athlete-fields';

/** What anyone may see of an athlete. */
export const athleteTeaserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  sport: z.string(),
  avatarUrl: z.string().nullable(),
  /**
   * Featured placement: the athlete holds the Recruiting Profile plan. Lists put featured
   * athletes first, and cards and pages show a Featured badge.
   */
  featured: z.boolean(),
});

/**
 * An athlete's highlight video: a stored file, or a streaming provider's asset played as HLS
 * once the provider has processed it (`url` is null until then).
 */
export const highlightVideoSchema = z.object({
  url: z.string().nullable(),
  contentType: z.string(),
  srcType: z.enum(['file', 'hls']),
  status: z.enum(['ready', 'processing', 'failed']),
  durationSeconds: z.number().nullable(),
  /** the athlete's WebVTT captions for it, null when none were added */
  captionsUrl: z.string().nullable(),
});
export type HighlightVideo = z.infer<typeof highlightVideoSchema>;

/** One clip of an athlete's highlight reel: its video, title, place in the order, featured. */
export const highlightClipSchema = highlightVideoSchema.extend({
  id: z.string(),
  title: z.string(),
  featured: z.boolean(),
});
export type HighlightClip = z.infer<typeof highlightClipSchema>;

const clipTitle = lineText({ error: highlightMessages.titleRequired })
  .trim()
  .min(1, highlightMessages.titleRequired)
  .max(HIGHLIGHT_TITLE_MAX, highlightMessages.titleTooLong);
const clipId = z.string().regex(UUID, highlightMessages.noClip);

/** POST /api/me/highlights?title=…: the clip's title goes in the query, the video is the body. */
export const newClipQuerySchema = z.object({ title: clipTitle }).strict();
export const clipIdParamSchema = z.object({ id: clipId }).strict();
/** PATCH /api/me/highlights/{id}: a new title, or featured (there is always one featured clip). */
export const updateClipSchema = z
  .object({ title: clipTitle.optional(), featured: z.literal(true).optional() })
  .strict()
  .refine((value) => value.title !== undefined || value.featured !== undefined, {
    error: highlightMessages.nothingToChange,
  });
/** PUT /api/me/highlights/order: every clip of the reel, in the new order. */
export const clipOrderSchema = z
  .object({ ids: z.array(clipId).min(1).max(HIGHLIGHT_REEL_MAX) })
  .strict()
  .refine((value) => new Set(value.ids).size === value.ids.length, {
    error: highlightMessages.orderMismatch,
  });
export const ownReelSchema = z.object({ clips: z.array(highlightClipSchema) });

/** What signed-in members see. */
export const athleteDetailsSchema = athleteTeaserSchema.extend({
  position: z.string(),
  school: z.string(),
  location: z.string(),
  state: z.string().nullable(),
  graduationYear: z.number().nullable(),
  height: z.string().nullable(),
  weight: z.string().nullable(),
  gender: z.string(),
  bio: z.string().nullable(),
  isComplete: z.boolean(),
  /**
   * The highlight video once it can be played, null when there is none. One athlete's page and
   * the featured sections carry it; the paged search list leaves it out.
   */
  highlightVideo: highlightVideoSchema.nullable().optional(),
  /** The clips that play, featured first, on one athlete's page (members only). */
  highlightReel: z.array(highlightClipSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** An athlete as the caller may see them: details for members, the teaser for visitors. */
export const athleteSchema = z.union([athleteDetailsSchema, athleteTeaserSchema]);

/**
 * The Athlete of the Month: the athlete as the caller may see them, with the month they were
 * chosen for ("2026-11") and what the administrator wrote about them (null when nothing).
 */
const monthPickFields = { month: z.string(), blurb: z.string().nullable() };
export const athleteOfTheMonthSchema = z.union([
  athleteDetailsSchema.extend(monthPickFields),
  athleteTeaserSchema.extend(monthPickFields),
]);

export const athleteListSchema = z.object({
  items: z.array(athleteSchema),
  total: z.number(),
  nextCursor: z.string().nullable(),
});

export type AthleteTeaser = z.infer<typeof athleteTeaserSchema>;
export type AthleteDetails = z.infer<typeof athleteDetailsSchema>;
export type Athlete = z.infer<typeof athleteSchema>;
export type AthleteList = z.infer<typeof athleteListSchema>;
export type AthleteOfTheMonth = z.infer<typeof athleteOfTheMonthSchema>;

const graduationYearMessage = 'Graduation year must be a 4-digit number.';

/** A graduation year as typed or sent in a URL: four digits, in the accepted range. */
export const graduationYearText = z
  .string({ error: graduationYearMessage })
  .trim()
  .regex(/^\d{4}$/, { message: graduationYearMessage, abort: true })
  .refine(
    (value) => Number(value) >= GRADUATION_YEAR_MIN && Number(value) <= GRADUATION_YEAR_MAX,
    `Graduation year must be between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}.`,
  );

const atLeastTwo = (label: string) =>
  lineText({ error: `${label} must be at least 2 characters.` })
    .trim()
    .min(2, `${label} must be at least 2 characters.`)
    .max(120, `${label} must be at most 120 characters.`);

const optionalMeasure = lineText()
  .trim()
  .max(20, 'Keep it short, for example 6\'1" or 175 lbs.')
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The profile editor on /player-profile (docs/product.md#profile-editor), shared by the form and
 * the API.
 */
export const profileEditorSchema = z.object({
  firstName: atLeastTwo('First name'),
  lastName: atLeastTwo('Last name'),
  sport: atLeastTwo('Sport'),
  position: atLeastTwo('Position'),
  school: atLeastTwo('School'),
  location: atLeastTwo('Location'),
  graduationYear: graduationYearText,
  bio: multilineText()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters.`)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
  height: optionalMeasure,
  weight: optionalMeasure,
  gender: z.enum(genders, { error: genderMessage }),
  /**
   * Asked only while the profile has no date of birth (an account that never met the sign-up
   * form's age question, such as one made by signing in with Pi); ignored once it has one.
   */
  birthMonth: birthFields.birthMonth.optional(),
  birthYear: birthFields.birthYear.optional(),
  guardianEmail: birthFields.guardianEmail,
});
export type ProfileEditorInput = z.input<typeof profileEditorSchema>;
export type ProfileEditor = z.output<typeof profileEditorSchema>;

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number().int(message).min(min, message).max(max, message).optional();

/**
 * The filters verified coaches have beyond everyone's (docs/product.md#coach-search): position,
 * height and weight ranges (inches, pounds), a highlight video, updated within so many days.
 * Others asking for them are refused.
 */
export const coachFilterFields = {
  position: lineText().trim().max(40).optional(),
  heightMin: wholeNumber(HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX, heightRangeMessage),
  heightMax: wholeNumber(HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX, heightRangeMessage),
  weightMin: wholeNumber(WEIGHT_LBS_MIN, WEIGHT_LBS_MAX, weightRangeMessage),
  weightMax: wholeNumber(WEIGHT_LBS_MIN, WEIGHT_LBS_MAX, weightRangeMessage),
  hasHighlight: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true' || undefined),
  updatedWithinDays: wholeNumber(1, 365, 'Choose between 1 and 365 days.'),
};
export const coachFilterNames = Object.keys(
  coachFilterFields,
) as (keyof typeof coachFilterFields)[];

/** Query of the athlete list: filters from the URL, newest first, keyset pages. */
export const athleteListQuerySchema = z.object({
  q: lineText().trim().max(80).optional(),
  sport: lineText().trim().max(40).optional(),
  gradYear: graduationYearText.transform(Number).optional(),
  state: lineText().trim().max(40).optional(),
  /** only complete profiles (the Player Profiles gallery) */
  complete: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  ...coachFilterFields,
  limit: z.coerce.number().int().min(1).max(50).default(ATHLETE_PAGE_SIZE),
  cursor: encodedPageLink(
    200,
    'That page link is no longer valid. Start the search again.',
  ).optional(),
});
export type AthleteListQuery = z.output<typeof athleteListQuerySchema>;
