// The limits of the athlete fields, without their schemas (schemas/athletes.ts): a page that
// only shows them does not load the validation library.

export const BIO_MAX = 160;

/** Graduation years the site accepts: a real class, not 0000 or 9999. */
export const GRADUATION_YEAR_MIN = 1950;
export const GRADUATION_YEAR_MAX = 2100;

export const ATHLETE_PAGE_SIZE = 24;
