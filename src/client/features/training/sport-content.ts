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

export type JourneyStage = { ages: string; title: string; text: string };

type SportContent = {
  icon: LucideIcon;
  /** Matches the sport's colour in the video thumbnails. */
  accent: string;
  blurb: string;
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
    blurb:
      'Ball handling, shooting, defense and the reads that win games, from first dribble to college prep.',
    journey: [
      {
        ages: 'Ages 6-10',
        title: 'Fundamentals',
        text: 'Dribbling with both hands, balanced shooting form, passing to a target and playing with effort.',
      },
      {
        ages: 'Ages 10-12',
        title: 'Skill Building',
        text: 'Layup footwork, simple moves off the dribble, help defense and spacing on the floor.',
      },
      {
        ages: 'Ages 12-14',
        title: 'Position Skills',
        text: 'Guard skills and post play: pick-and-roll reads, finishing through contact, rebounding position.',
      },
      {
        ages: 'Ages 14-16',
        title: 'Advanced Play',
        text: 'Shooting off movement, transition decisions, defensive schemes and varsity-level conditioning.',
      },
      {
        ages: 'Ages 16-18',
        title: 'College Prep',
        text: 'Film study, a scoring package for the next level, and a recruiting plan coaches respond to.',
      },
    ],
  },
  soccer: {
    icon: Goal,
    accent: 'bg-green-700',
    blurb: 'First touch, passing, finishing and team shape, with goalkeeper work at every level.',
    journey: [
      {
        ages: 'Ages 6-10',
        title: 'Fundamentals',
        text: 'Lots of touches on the ball with both feet, dribbling, simple passing and small-sided games.',
      },
      {
        ages: 'Ages 10-12',
        title: 'Skill Building',
        text: 'Receiving to turn, 1v1 moves, shooting technique and first ideas of attacking and defending.',
      },
      {
        ages: 'Ages 12-14',
        title: 'Technical Growth',
        text: 'Receiving on the half turn, passing range with either foot, 1v1 defending and crossing.',
      },
      {
        ages: 'Ages 14-16',
        title: 'Advanced Play',
        text: 'Playing through the lines, pressing as a unit, switching play and match fitness.',
      },
      {
        ages: 'Ages 16-18',
        title: 'College Prep',
        text: 'Positional play, finishing under pressure, ID camps and getting your game film in front of coaches.',
      },
    ],
  },
  football: {
    icon: Award,
    accent: 'bg-amber-900',
    blurb:
      'Stance, catching, safe tackling and position work, up to reading coverages and the recruiting calendar.',
    journey: [
      {
        ages: 'Ages 6-10',
        title: 'Fundamentals',
        text: 'Stance and start, catching with the hands, running with the ball and flag-football basics.',
      },
      {
        ages: 'Ages 10-12',
        title: 'Skill Building',
        text: 'Safe, heads-up tackling, route basics, the quarterback’s throwing motion and blocking footwork.',
      },
      {
        ages: 'Ages 12-14',
        title: 'Position Skills',
        text: 'Quarterback drops, receiver routes, line play and linebacker reads for each position group.',
      },
      {
        ages: 'Ages 14-16',
        title: 'Advanced Play',
        text: 'Pre-snap coverage reads, press releases, pass-rush moves and the playbook at full speed.',
      },
      {
        ages: 'Ages 16-18',
        title: 'College Prep',
        text: 'Camps, junior days, highlight film and the recruiting timeline from first contact to signing day.',
      },
    ],
  },
  baseball: {
    icon: Target,
    accent: 'bg-blue-900',
    blurb:
      'Hitting, throwing, fielding and base running, on to pitch design and showcase preparation.',
    journey: [
      {
        ages: 'Ages 6-10',
        title: 'Fundamentals',
        text: 'Throwing and catching, a balanced batting stance, running the bases and tee work.',
      },
      {
        ages: 'Ages 10-12',
        title: 'Skill Building',
        text: 'Ground balls and fly balls, hitting live pitching, a repeatable throwing motion and arm care.',
      },
      {
        ages: 'Ages 12-14',
        title: 'Position Skills',
        text: 'Pitching mechanics, catcher receiving and blocking, middle-infield footwork and outfield routes.',
      },
      {
        ages: 'Ages 14-16',
        title: 'Advanced Play',
        text: 'Approach at the plate, a second pitch, stealing bases and reading situations in the field.',
      },
      {
        ages: 'Ages 16-18',
        title: 'College Prep',
        text: 'Bat speed and strength, pitch sequencing, showcase testing and reaching college programs.',
      },
    ],
  },
  volleyball: {
    icon: Volleyball,
    accent: 'bg-violet-700',
    blurb:
      'Passing, serving, setting and attacking, building to systems, scouting and recruiting video.',
    journey: [
      {
        ages: 'Ages 6-10',
        title: 'Fundamentals',
        text: 'Ready position, forearm passing, underhand serving and moving to the ball.',
      },
      {
        ages: 'Ages 10-12',
        title: 'Skill Building',
        text: 'Overhand serving, setting hands, the approach and arm swing, and rally play.',
      },
      {
        ages: 'Ages 12-14',
        title: 'Position Skills',
        text: 'Serve receive, blocking footwork, digging and the role of each position on the court.',
      },
      {
        ages: 'Ages 14-16',
        title: 'Advanced Play',
        text: 'Attacking shots, read blocking, setter decisions and transition offense.',
      },
      {
        ages: 'Ages 16-18',
        title: 'College Prep',
        text: 'Jump serving, back-row attack, defensive systems and recruiting video for coaches.',
      },
    ],
  },
  track: {
    icon: Footprints,
    accent: 'bg-red-700',
    blurb:
      'Sprints, starts, hurdles, jumps, throws and distance, with racing tactics and recruiting marks.',
    journey: [
      {
        ages: 'Ages 6-10',
        title: 'Fundamentals',
        text: 'Running posture, arm action, skipping and hopping drills, and trying every event for fun.',
      },
      {
        ages: 'Ages 10-12',
        title: 'Skill Building',
        text: 'Starts, relay exchanges, jumping approaches and standing throws with good technique.',
      },
      {
        ages: 'Ages 12-14',
        title: 'Event Specialization',
        text: 'Block starts, hurdle rhythm and glide or spin throws as athletes find their best events.',
      },
      {
        ages: 'Ages 14-16',
        title: 'Advanced Training',
        text: 'Top-speed mechanics, race strategy, triple jump phases and periodised training blocks.',
      },
      {
        ages: 'Ages 16-18',
        title: 'College Prep',
        text: 'Peaking for championships, verified marks and the standards college programs recruit to.',
      },
    ],
  },
  wrestling: {
    icon: Medal,
    accent: 'bg-slate-700',
    blurb:
      'Stance and motion, takedowns, escapes and control from top, through to elite match strategy.',
  },
  hockey: {
    icon: HockeyStick,
    accent: 'bg-cyan-700',
    blurb:
      'Skating, stickhandling and shooting, gap control on defense and an elite shooting release.',
  },
};
