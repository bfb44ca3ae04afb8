import {
  Award,
  Footprints,
  Goal,
  HockeyStick,
  Medal,
  Target,
  Trophy,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';
import type { TrainingSportId } from '#shared/sports';
import type { TrainingLevel } from '#shared/training/levels';
import type { MessageId } from '#client/lib/i18n/i18n';

/** A stage of the Development Journey: its ages (from, to), its title and what is worked on. */
export type JourneyStage = { ages: readonly [number, number]; title: MessageId; text: MessageId };

type SportContent = {
  icon: LucideIcon;
  /** Matches the sport's colour in the video thumbnails. */
  accent: string;
  blurb: MessageId;
  /**
   * The Development Journey: five age stages (docs/product.md#training-library); none for wrestling
   * and hockey.
   */
  journey?: [JourneyStage, JourneyStage, JourneyStage, JourneyStage, JourneyStage];
};

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

export const sportContent: Record<TrainingSportId, SportContent> = {
  basketball: {
    icon: Trophy,
    accent: 'bg-orange-700',
    blurb: 'training.sport.basketball.blurb',
    journey: [
      {
        ages: [6, 10],
        title: 'training.journey.stage.fundamentals',
        text: 'training.journey.basketball.stage1',
      },
      {
        ages: [10, 12],
        title: 'training.journey.stage.skillBuilding',
        text: 'training.journey.basketball.stage2',
      },
      {
        ages: [12, 14],
        title: 'training.journey.stage.positionSkills',
        text: 'training.journey.basketball.stage3',
      },
      {
        ages: [14, 16],
        title: 'training.journey.stage.advancedPlay',
        text: 'training.journey.basketball.stage4',
      },
      {
        ages: [16, 18],
        title: 'training.journey.stage.collegePrep',
        text: 'training.journey.basketball.stage5',
      },
    ],
  },
  soccer: {
    icon: Goal,
    accent: 'bg-green-700',
    blurb: 'training.sport.soccer.blurb',
    journey: [
      {
        ages: [6, 10],
        title: 'training.journey.stage.fundamentals',
        text: 'training.journey.soccer.stage1',
      },
      {
        ages: [10, 12],
        title: 'training.journey.stage.skillBuilding',
        text: 'training.journey.soccer.stage2',
      },
      {
        ages: [12, 14],
        title: 'training.journey.stage.technicalGrowth',
        text: 'training.journey.soccer.stage3',
      },
      {
        ages: [14, 16],
        title: 'training.journey.stage.advancedPlay',
        text: 'training.journey.soccer.stage4',
      },
      {
        ages: [16, 18],
        title: 'training.journey.stage.collegePrep',
        text: 'training.journey.soccer.stage5',
      },
    ],
  },
  football: {
    icon: Award,
    accent: 'bg-amber-900',
    blurb: 'training.sport.football.blurb',
    journey: [
      {
        ages: [6, 10],
        title: 'training.journey.stage.fundamentals',
        text: 'training.journey.football.stage1',
      },
      {
        ages: [10, 12],
        title: 'training.journey.stage.skillBuilding',
        text: 'training.journey.football.stage2',
      },
      {
        ages: [12, 14],
        title: 'training.journey.stage.positionSkills',
        text: 'training.journey.football.stage3',
      },
      {
        ages: [14, 16],
        title: 'training.journey.stage.advancedPlay',
        text: 'training.journey.football.stage4',
      },
      {
        ages: [16, 18],
        title: 'training.journey.stage.collegePrep',
        text: 'training.journey.football.stage5',
      },
    ],
  },
  baseball: {
    icon: Target,
    accent: 'bg-blue-900',
    blurb: 'training.sport.baseball.blurb',
    journey: [
      {
        ages: [6, 10],
        title: 'training.journey.stage.fundamentals',
        text: 'training.journey.baseball.stage1',
      },
      {
        ages: [10, 12],
        title: 'training.journey.stage.skillBuilding',
        text: 'training.journey.baseball.stage2',
      },
      {
        ages: [12, 14],
        title: 'training.journey.stage.positionSkills',
        text: 'training.journey.baseball.stage3',
      },
      {
        ages: [14, 16],
        title: 'training.journey.stage.advancedPlay',
        text: 'training.journey.baseball.stage4',
      },
      {
        ages: [16, 18],
        title: 'training.journey.stage.collegePrep',
        text: 'training.journey.baseball.stage5',
      },
    ],
  },
  volleyball: {
    icon: Volleyball,
    accent: 'bg-violet-700',
    blurb: 'training.sport.volleyball.blurb',
    journey: [
      {
        ages: [6, 10],
        title: 'training.journey.stage.fundamentals',
        text: 'training.journey.volleyball.stage1',
      },
      {
        ages: [10, 12],
        title: 'training.journey.stage.skillBuilding',
        text: 'training.journey.volleyball.stage2',
      },
      {
        ages: [12, 14],
        title: 'training.journey.stage.positionSkills',
        text: 'training.journey.volleyball.stage3',
      },
      {
        ages: [14, 16],
        title: 'training.journey.stage.advancedPlay',
        text: 'training.journey.volleyball.stage4',
      },
      {
        ages: [16, 18],
        title: 'training.journey.stage.collegePrep',
        text: 'training.journey.volleyball.stage5',
      },
    ],
  },
  track: {
    icon: Footprints,
    accent: 'bg-red-700',
    blurb: 'training.sport.track.blurb',
    journey: [
      {
        ages: [6, 10],
        title: 'training.journey.stage.fundamentals',
        text: 'training.journey.track.stage1',
      },
      {
        ages: [10, 12],
        title: 'training.journey.stage.skillBuilding',
        text: 'training.journey.track.stage2',
      },
      {
        ages: [12, 14],
        title: 'training.journey.stage.eventSpecialization',
        text: 'training.journey.track.stage3',
      },
      {
        ages: [14, 16],
        title: 'training.journey.stage.advancedTraining',
        text: 'training.journey.track.stage4',
      },
      {
        ages: [16, 18],
        title: 'training.journey.stage.collegePrep',
        text: 'training.journey.track.stage5',
      },
    ],
  },
  wrestling: {
    icon: Medal,
    accent: 'bg-slate-700',
    blurb: 'training.sport.wrestling.blurb',
  },
  hockey: {
    icon: HockeyStick,
    accent: 'bg-cyan-700',
    blurb: 'training.sport.hockey.blurb',
  },
};
