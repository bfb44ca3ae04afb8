import { digestFrequencies, type SavedSearchFilters } from '../recruiting';
import {
  HEIGHT_INCHES_MAX,
  HEIGHT_INCHES_MIN,
  WEIGHT_LBS_MAX,
  WEIGHT_LBS_MIN,
} from '../measurements';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN } from '../athlete-fields';
import { SAVED_SEARCH_NAME_MAX } from '../saved-search-filters';
import { lineText } from './text';
import { z } from './zod';

// A verified coach's saved athlete searches and their digests (docs/product.md#coach-search).
// The stored filters are the athlete list's own filters without paging: the digest reads them
// through the list's conditions, and "Open" puts them back in the /athletes address.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const savedSearchMessages = {
  noSearch: 'There is no such saved search. It may have been deleted.',
  nameRequired: 'Give the search a name, for example Texas guards 2027.',
  nameTooLong: `Use at most ${SAVED_SEARCH_NAME_MAX} characters for the name.`,
  frequency: 'Choose daily or weekly.',
  noFilters: 'Choose at least one filter before saving a search.',
  nothingToChange: 'Nothing to change.',
  height: `Give a height in inches, from ${HEIGHT_INCHES_MIN} to ${HEIGHT_INCHES_MAX}.`,
  weight: `Give a weight in pounds, from ${WEIGHT_LBS_MIN} to ${WEIGHT_LBS_MAX}.`,
  days: 'Choose between 1 and 365 days.',
  gradYear: `Choose a class from ${GRADUATION_YEAR_MIN} to ${GRADUATION_YEAR_MAX}.`,
} as const;

export const savedSearchIdParamSchema = z
  .object({ searchId: z.string().regex(UUID, savedSearchMessages.noSearch) })
  .strict();

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).optional();
const shortText = (max: number) => lineText().trim().min(1).max(max).optional();

/** The filters as JSON: the athlete list's filters (numbers and booleans, not URL text). */
export const savedSearchFiltersSchema = z
  .object({
    q: shortText(80),
    sport: shortText(40),
    position: shortText(40),
    gradYear: whole(GRADUATION_YEAR_MIN, GRADUATION_YEAR_MAX, savedSearchMessages.gradYear),
    state: shortText(40),
    heightMin: whole(HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX, savedSearchMessages.height),
    heightMax: whole(HEIGHT_INCHES_MIN, HEIGHT_INCHES_MAX, savedSearchMessages.height),
    weightMin: whole(WEIGHT_LBS_MIN, WEIGHT_LBS_MAX, savedSearchMessages.weight),
    weightMax: whole(WEIGHT_LBS_MIN, WEIGHT_LBS_MAX, savedSearchMessages.weight),
    hasHighlight: z.boolean().optional(),
    updatedWithinDays: whole(1, 365, savedSearchMessages.days),
  })
  .strict() satisfies z.ZodType<SavedSearchFilters>;

const searchName = lineText({ error: savedSearchMessages.nameRequired })
  .trim()
  .min(1, savedSearchMessages.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, savedSearchMessages.nameTooLong);
const frequency = z.enum(digestFrequencies, { error: savedSearchMessages.frequency });

/** POST /api/recruiting/searches */
export const savedSearchCreateInputSchema = z
  .object({ name: searchName, filters: savedSearchFiltersSchema, frequency })
  .strict();
export type SavedSearchCreateInput = z.infer<typeof savedSearchCreateInputSchema>;

/** PATCH /api/recruiting/searches/{searchId}: a new name or how often the digest comes. */
export const savedSearchUpdateInputSchema = z
  .object({ name: searchName.optional(), frequency: frequency.optional() })
  .strict()
  .refine((input) => input.name !== undefined || input.frequency !== undefined, {
    message: savedSearchMessages.nothingToChange,
  });
export type SavedSearchUpdateInput = z.infer<typeof savedSearchUpdateInputSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: savedSearchFiltersSchema,
  frequency: z.enum(digestFrequencies),
  lastDigestAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const savedSearchDeletedSchema = z.object({ deleted: z.literal(true) });

export * from '../saved-search-filters';
