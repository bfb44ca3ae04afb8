import { z } from 'zod';

export type { Athlete, AthleteDetails, AthleteList, AthleteTeaser } from '../athlete';

export const profileGenders = ['Male', 'Female', 'Other'] as const;
export const BIO_MAX = 160;

const atLeastTwo = (label: string) =>
  z
    .string({ error: `${label} must be at least 2 characters.` })
    .trim()
    .min(2, `${label} must be at least 2 characters.`)
    .max(120, `${label} must be at most 120 characters.`);

const optionalMeasure = z
  .string()
  .trim()
  .max(20, 'Keep it short, for example 6\'1" or 175 lbs.')
  .nullish()
  .transform((value) => (value ? value : null));

/** The profile editor on /player-profile (SPEC §5), shared by the form and the API. */
export const profileEditorSchema = z.object({
  firstName: atLeastTwo('First name'),
  lastName: atLeastTwo('Last name'),
  sport: atLeastTwo('Sport'),
  position: atLeastTwo('Position'),
  school: atLeastTwo('School'),
  location: atLeastTwo('Location'),
  graduationYear: z
    .string({ error: 'Graduation year must be a 4-digit number.' })
    .trim()
    .regex(/^\d{4}$/, 'Graduation year must be a 4-digit number.'),
  bio: z
    .string()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters.`)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
  height: optionalMeasure,
  weight: optionalMeasure,
  gender: z.enum(profileGenders, { error: 'Please choose Male, Female or Other.' }),
});
export type ProfileEditorInput = z.input<typeof profileEditorSchema>;
export type ProfileEditor = z.output<typeof profileEditorSchema>;

export const ATHLETE_PAGE_SIZE = 24;

/** Query of the athlete list: filters from the URL, newest first, keyset pages. */
export const athleteListQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  sport: z.string().trim().max(40).optional(),
  gradYear: z
    .string()
    .regex(/^\d{4}$/, 'Graduation year must be a 4-digit number.')
    .transform(Number)
    .optional(),
  state: z.string().trim().max(40).optional(),
  /** only complete profiles (the Player Profiles gallery) */
  complete: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  limit: z.coerce.number().int().min(1).max(50).default(ATHLETE_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type AthleteListQuery = z.output<typeof athleteListQuerySchema>;
