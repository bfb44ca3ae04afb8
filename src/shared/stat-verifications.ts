// A roster coach's verification of an athlete's statistics and measurables
// (docs/product.md#stat-verification). Kept apart from zod so pages that only show these texts do
// not load it.

/** The profile's measurables a coach verifies beside the season's statistics. */
export const measurableStats = ['Height', 'Weight'] as const;
export type MeasurableStat = (typeof measurableStats)[number];

/** The most characters of a stat's name (as the athlete's statistics allow). */
export const STAT_NAME_MAX = 40;

/** "Verified by Coach Jane Doe, Lakeside 17U": what a verified value carries wherever it shows. */
export const verifiedByText = (verification: { verifierName: string; teamName: string }) =>
  `Verified by ${verification.verifierName}, ${verification.teamName}`;

/** The words users see (docs/product.md#stat-verification). */
export const statVerificationMessages = {
  notActive: 'Only athletes on the roster can have their statistics verified.',
  notShown: 'This athlete’s profile is not shown to you, so neither are their statistics.',
  statNotFound: 'We could not find that statistic for the team’s season.',
  noValue: 'The athlete has not given this value.',
  verificationNotFound: 'This value is not verified.',
  otherProgram: 'Another program verified this value; only its staff can remove it.',
  emptySeason: (season: string) => `No statistics for the ${season} season yet.`,
  verified: (stat: string) => `${stat} verified.`,
  removed: (stat: string) => `Verification of ${stat} removed.`,
} as const;
