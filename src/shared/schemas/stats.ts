import { z } from './zod';
import { lineText } from './text';
import { MAX_ATHLETE_STATS } from '../recruiting';
import { statVerificationSchema, verifiedMeasurableSchema } from './stat-verifications';

// An athlete's self-reported statistics (docs/product.md#evaluations): season, stat, value.

const field = (label: string, max: number) =>
  lineText()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);

export const statInputSchema = z
  .object({
    season: field('Season', 20),
    stat: field('Stat', 40),
    value: field('Value', 20),
  })
  .strict();
export type StatInput = z.infer<typeof statInputSchema>;

/** PUT /api/me/stats: the whole list, in the order shown. */
export const statsInputSchema = z
  .object({
    stats: z
      .array(statInputSchema)
      .max(MAX_ATHLETE_STATS, `You can list at most ${MAX_ATHLETE_STATS} statistics.`),
  })
  .strict();
export type StatsInput = z.infer<typeof statsInputSchema>;

export const statSchema = z.object({
  id: z.string(),
  season: z.string(),
  stat: z.string(),
  value: z.string(),
  /** a roster coach's verification that holds for this value now (docs/product.md#stat-verification) */
  verification: statVerificationSchema.nullable(),
});
export type Stat = z.infer<typeof statSchema>;
export const statsSchema = z.object({ stats: z.array(statSchema) });
export type Stats = z.infer<typeof statsSchema>;

/** GET /api/athletes/{id}/stats: the statistics, and the measurables verified now (height, weight). */
export const athleteStatsSchema = statsSchema.extend({
  measurables: z.array(verifiedMeasurableSchema),
});
export type AthleteStats = z.infer<typeof athleteStatsSchema>;
