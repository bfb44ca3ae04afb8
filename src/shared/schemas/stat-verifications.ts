import { programMessages } from '../programs';
import { STAT_NAME_MAX, measurableStats, statVerificationMessages } from '../stat-verifications';
import { lineText } from './text';
import { z } from './zod';

// A roster coach's verification of an athlete's statistics and measurables
// (docs/product.md#stat-verification). The server parses every request with these.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statName = lineText()
  .trim()
  .min(1, 'Stat is required.')
  .max(STAT_NAME_MAX, `Stat is at most ${STAT_NAME_MAX} characters.`);

/** A team's roster entry: /api/me/program/teams/{id}/roster/{entryId}/… */
export const rosterEntryStatsParamSchema = z
  .object({
    id: z.string().regex(UUID, { error: programMessages.teamNotFound }),
    entryId: z.string().regex(UUID, { error: programMessages.entryNotFound }),
  })
  .strict();

/** …/verifications/{stat}: one verified value, by the stat's name (percent-encoded). */
export const statVerificationParamSchema = rosterEntryStatsParamSchema
  .extend({
    stat: lineText()
      .trim()
      .min(1, { error: statVerificationMessages.verificationNotFound })
      .max(STAT_NAME_MAX, { error: statVerificationMessages.verificationNotFound }),
  })
  .strict();

/**
 * PUT …/verifications: the line to verify, by its stat's name ("Points per game", or "Height" /
 * "Weight"). The value is read from the athlete's data on the server, never taken from here.
 */
export const verifyStatInputSchema = z.object({ stat: statName }).strict();
export type VerifyStatInput = z.infer<typeof verifyStatInputSchema>;

/** Who verified a value, as the athlete page shows it: "Verified by {verifierName}, {teamName}". */
export const statVerificationSchema = z.object({
  verifierName: z.string(),
  teamName: z.string(),
});
export type StatVerification = z.infer<typeof statVerificationSchema>;

/** A line of the coach's list: a statistic of the team's season, or a measurable. */
export const verifiableStatSchema = z.object({
  kind: z.enum(['stat', 'measurable']),
  season: z.string(),
  stat: z.string(),
  value: z.string(),
  /** the verification that holds for the value now, or null */
  verification: statVerificationSchema
    .extend({
      verifiedAt: z.string(),
      /** made by the caller's program: its staff may remove it */
      removable: z.boolean(),
    })
    .nullable(),
});
export type VerifiableStat = z.infer<typeof verifiableStatSchema>;

/** GET …/roster/{entryId}/stats: the athlete's statistics of the team's season and measurables. */
export const rosterStatsSchema = z.object({
  season: z.string(),
  athlete: z.object({ firstName: z.string(), lastName: z.string() }),
  stats: z.array(verifiableStatSchema),
  measurables: z.array(verifiableStatSchema),
});
export type RosterStats = z.infer<typeof rosterStatsSchema>;

/** A measurable verified now, as the athlete page shows it beside the value. */
export const verifiedMeasurableSchema = statVerificationSchema.extend({
  stat: z.enum(measurableStats),
  value: z.string(),
});
