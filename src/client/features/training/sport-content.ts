// The sports' and levels' names as message ids; each sport's page content is in sport-pages.ts.
import type { TrainingSportId } from '#shared/sports';
import type { TrainingLevel } from '#shared/training/levels';
import type { MessageId } from '#client/lib/i18n/i18n';

/** A stage of the Development Journey: its ages (from, to), its title and what is worked on. */
export type JourneyStage = { ages: readonly [number, number]; title: MessageId; text: MessageId };

/** Each sport's full name (#shared/sports' name) as a heading or a label shows it. */
export const sportNames = {
  basketball: 'training.sportName.basketball',
  football: 'training.sportName.football',
  soccer: 'training.sportName.soccer',
  baseball: 'training.sportName.baseball',
  volleyball: 'training.sportName.volleyball',
  track: 'training.sportName.track',
  wrestling: 'training.sportName.wrestling',
  hockey: 'training.sportName.hockey',
} as const satisfies Record<TrainingSportId, MessageId>;

/**
 * Each sport's name inside a sentence ("Basketball Training", "Entrenamiento de básquetbol"):
 * the same as the heading's in English, in lower case in Spanish.
 */
export const sportNamesInText = {
  basketball: 'training.sportInText.basketball',
  football: 'training.sportInText.football',
  soccer: 'training.sportInText.soccer',
  baseball: 'training.sportInText.baseball',
  volleyball: 'training.sportInText.volleyball',
  track: 'training.sportInText.track',
  wrestling: 'training.sportInText.wrestling',
  hockey: 'training.sportInText.hockey',
} as const satisfies Record<TrainingSportId, MessageId>;

/** The training levels' names. */
export const levelNames = {
  basic: 'training.level.basic',
  intermediate: 'training.level.intermediate',
  advanced: 'training.level.advanced',
  elite: 'training.level.elite',
} as const satisfies Record<TrainingLevel, MessageId>;
