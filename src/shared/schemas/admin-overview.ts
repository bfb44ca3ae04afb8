import { z } from './zod';

// GET /api/admin/overview: the dashboard's home, and the administrators' access check.

/** How many days the trends cover, today included. */
export const OVERVIEW_TREND_DAYS = 30;

const series = z.array(z.number().int());

export const adminOverviewSchema = z.object({
  members: z.number(),
  players: z.number(),
  coaches: z.number(),
  organizations: z.number(),
  admins: z.number(),
  unverified: z.number(),
  /** plans in force now (trials and renewals being retried included), by plan */
  activeSubscriptions: z.object({ premium: z.number(), recruiting: z.number() }),
  /** contact and support-chat messages nobody has answered or closed yet */
  openMessages: z.number(),
  /** safety reports waiting for a moderator */
  openReports: z.number(),
  /** broadcasts on air now */
  liveBroadcasts: z.number(),
  /** one value per day (UTC), oldest first, for the days in `days` */
  trends: z.object({
    /** YYYY-MM-DD */
    days: z.array(z.string()),
    signups: z.object({
      player: series,
      coach: series,
      organization: series,
      /** accounts without a user type (administrators, for one) */
      other: series,
    }),
    /** plans in force at the end of each day (or now, for today) */
    activeSubscriptions: series,
    /** what was paid on each day less what of it was refunded: cents for cards, hundredths of a Pi */
    revenue: z.object({ cardCents: series, piHundredths: series }),
    /** broadcasts that went on air each day */
    broadcasts: series,
    /** contact and support-chat messages received each day */
    messages: series,
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
