// Each sport's training page content: its icon, colour, blurb and Development Journey. Apart from
// the sports' names (sport-content.ts), so the pages that only name a sport do not carry every
// sport's words.
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
import type { MessageId } from '#client/lib/i18n/i18n';
import type { JourneyStage } from './sport-content';

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
