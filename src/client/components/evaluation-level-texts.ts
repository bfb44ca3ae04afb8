import type { CoachLevel } from '#shared/recruiting';
import type { MessageId } from '#client/lib/i18n/i18n';

/** A coach's level as their badge and an evaluation's projections name it. */
export const evaluationLevelTexts = {
  'ncaa-d1': 'evaluations.level.ncaaD1',
  'ncaa-d2': 'evaluations.level.ncaaD2',
  'ncaa-d3': 'evaluations.level.ncaaD3',
  naia: 'evaluations.level.naia',
  juco: 'evaluations.level.juco',
  'high-school': 'evaluations.level.highSchool',
  'junior-high': 'evaluations.level.juniorHigh',
  'club-youth': 'evaluations.level.clubYouth',
} as const satisfies Record<CoachLevel, MessageId>;
