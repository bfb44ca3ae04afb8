import { eventKinds } from '../programs';
import { z } from './zod';

// The program dashboard of /programs for its admins (docs/product.md#program-dashboard): teams
// with their roster counts, pending places, upcoming events and what its sessions and its
// channels' passes sold. Amounts are in hundredths: cents (usd) and hundredths of a Pi (pi).

const count = z.number().int().min(0);

/** An amount per currency, in hundredths. */
export const currencyAmountsSchema = z.object({ usd: z.number().int(), pi: z.number().int() });

export const dashboardTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.string(),
  season: z.string(),
  active: count,
  guardianPending: count,
  invited: count,
  /** invitations and join links not used and not expired */
  openInvitations: count,
});

export const dashboardEventSchema = z.object({
  id: z.string(),
  kind: z.enum(eventKinds),
  title: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  /** seats booked or held at a session; null for other events */
  seatsBooked: count.nullable(),
  capacity: count.nullable(),
});

export const salesPeriodSchema = z.object({
  seatsSold: count,
  passesSold: count,
  revenue: currencyAmountsSchema,
  refundedCount: count,
  refunded: currencyAmountsSchema,
});

export const programDashboardSchema = z.object({
  teams: z.array(dashboardTeamSchema),
  totals: z.object({
    teams: count,
    activeAthletes: count,
    pending: count,
    staffActive: count,
    staffInvited: count,
  }),
  upcomingEvents: z.array(dashboardEventSchema),
  sales: z.object({ last30Days: salesPeriodSchema, allTime: salesPeriodSchema }),
});

export type CurrencyAmounts = z.infer<typeof currencyAmountsSchema>;
export type DashboardTeam = z.infer<typeof dashboardTeamSchema>;
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;
export type ProgramDashboard = z.infer<typeof programDashboardSchema>;
