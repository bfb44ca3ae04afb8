// The Athletes on show section's fixed values, without zod, so pages can read them; the schemas
// are in ./schemas/admin-showcase.ts.

/** What an administrator may write about the Athlete of the Month, in characters. */
export const PICK_BLURB_MAX = 280;

/** How many athletes each list (special mentions, featured) holds at most. */
export const MAX_PICKS_PER_LIST = 12;

/** The shortest search for an athlete to choose, in characters. */
export const ATHLETE_SEARCH_MIN = 2;

/** The lists an administrator adds athletes to, beside the one Athlete of the Month. */
export const pickListKinds = ['special_mention', 'featured'] as const;
export type PickListKind = (typeof pickListKinds)[number];

export const pickListLabels: Record<PickListKind, string> = {
  special_mention: 'Special mentions',
  featured: 'Featured athletes',
};

/** "2026-11": the form a month takes in the API and in `<input type="month">`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month as "2026-11", in UTC. */
export const currentMonth = (now = new Date()): string => now.toISOString().slice(0, 7);
