import { z } from './zod';
import { textPageLink } from './keyset-cursor';
import { coachLevels } from '../recruiting';

// Profile views (docs/product.md#profile-views): what "Who viewed me" lists to an athlete and
// what a verified coach's dashboard lists of their own recent views.

/** GET /api/me/profile-views: keyset pages of verified coaches' views, newest first. */
export const profileViewsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(20),
    /** the last shown view's day and id: "2026-12-01_<uuid>" */
    cursor: textPageLink({ day: 'day', id: 'uuid' }).optional(),
  })
  .strict();
export type ProfileViewsQuery = z.output<typeof profileViewsQuerySchema>;

/** One verified coach's look at the athlete on one day, with the badge they had then. */
export const coachViewSchema = z.object({
  id: z.string(),
  coachName: z.string(),
  institution: z.string(),
  level: z.enum(coachLevels),
  sport: z.string(),
  /** the day of the view (YYYY-MM-DD) */
  day: z.string(),
  openedPage: z.boolean(),
  playedHighlight: z.boolean(),
});
export type CoachView = z.infer<typeof coachViewSchema>;

export const profileViewsSchema = z.object({
  /** false when the caller has no athlete profile: there is nothing anyone could have viewed */
  hasProfile: z.boolean(),
  items: z.array(coachViewSchema),
  nextCursor: z.string().nullable(),
  /** views in the last OTHER_VIEWS_DAYS days by members who are not verified coaches: counted, never named */
  otherViews: z.number().int(),
});
export type ProfileViews = z.infer<typeof profileViewsSchema>;

/** GET /api/recruiting/views: an athlete a verified coach looked at recently, still visible. */
export const recentViewSchema = z.object({
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  sport: z.string(),
  position: z.string(),
  graduationYear: z.number().nullable(),
  avatarUrl: z.string().nullable(),
  day: z.string(),
  openedPage: z.boolean(),
  playedHighlight: z.boolean(),
});
export type RecentView = z.infer<typeof recentViewSchema>;
export const recentViewsSchema = z.object({ items: z.array(recentViewSchema) });
export type RecentViews = z.infer<typeof recentViewsSchema>;

/** POST /api/athletes/{id}/highlight-plays */
export const highlightPlaySchema = z.object({ recorded: z.boolean() });
