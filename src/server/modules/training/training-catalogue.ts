import type { TrainingLevel } from '#shared/training/levels';
import type { VideoSourceType } from '#shared/schemas/training';
import { trainingSports, type TrainingSportId } from '#shared/sports';

type Lesson = { title: string; description: string; category: string; duration: string };
type SportLessons = Partial<Record<TrainingLevel, Lesson[]>>;

/** One row of training_videos, as the product ships it. */
export type CatalogueVideo = {
  id: string;
  sport: TrainingSportId;
  level: TrainingLevel;
  title: string;
  description: string;
  thumbnail: string;
  poster: string | null;
  duration: string;
  category: string;
  source: string;
  sourceType: VideoSourceType;
  captions: string | null;
  sortOrder: number;
};

const lessons: Record<TrainingSportId, SportLessons> = {
  basketball: {
    basic: [
      {
        title: 'Ball Handling Foundations',
        description:
          'Pound dribbles, crossovers and figure eights with either hand, eyes up the whole time. The routine every guard and big should own before moving on.',
        category: 'Dribbling',
        duration: '6:42',
      },
      {
        title: 'Form Shooting from Five Spots',
        description:
          'Balance, elbow alignment and follow-through, one spot at a time, starting close to the rim and stepping back only when the ball goes in clean.',
        category: 'Shooting',
        duration: '8:15',
      },
      {
        title: 'Defensive Stance and Slides',
        description:
          'Low hips, active hands and slides that never cross the feet. Learn to keep the ball in front of you for a full possession.',
        category: 'Defense',
        duration: '5:30',
      },
      {
        title: 'Chest, Bounce and Overhead Passes',
        description:
          'Step into every pass, hit the target hand and learn which pass beats which defender. Partner drills you can run at any gym.',
        category: 'Passing',
        duration: '4:55',
      },
    ],
    intermediate: [
      {
        title: 'Attacking Closeouts',
        description:
          'Read the defender running at you and choose shot, one-dribble pull-up or drive. Decision drills at game speed.',
        category: 'Guard Skills',
        duration: '9:20',
      },
      {
        title: 'Pick-and-Roll Reads for Guards',
        description:
          'Use the screen, reject it or split it. How to read the big man’s coverage and hit the roller or the skip pass.',
        category: 'Team Play',
        duration: '11:05',
      },
      {
        title: 'Drop Steps and Up-and-Unders',
        description:
          'Seal, catch and score on the block. Footwork for the drop step, the jump hook and the up-and-under counter.',
        category: 'Post Play',
        duration: '7:48',
      },
      {
        title: 'Help-Side Rotation',
        description:
          'Where to stand one pass away and two passes away, when to tag the roller and how to recover to a shooter.',
        category: 'Defense',
        duration: '8:36',
      },
    ],
    advanced: [
      {
        title: 'Shooting off Movement',
        description:
          'Pin-downs, flare screens and relocation threes. Footwork into the catch so the shot is ready before the ball arrives.',
        category: 'Shooting',
        duration: '10:12',
      },
      {
        title: 'Breaking Down Film Like a Coach',
        description:
          'Watch your own games with a plan: spot tendencies, count decisions and build next week’s workout from what you see.',
        category: 'Basketball IQ',
        duration: '12:40',
      },
      {
        title: 'Advanced Counters off the Dribble',
        description:
          'Hesitations, snatch-backs and shot fakes that create space against length. Layered combinations built for late-clock possessions.',
        category: 'Dribbling',
        duration: '9:58',
      },
      {
        title: 'Transition Offense Decisions',
        description:
          'Fill lanes, run the trailer and make the right play in the first seven seconds, from the rebound to the rim.',
        category: 'Team Play',
        duration: '11:27',
      },
    ],
    elite: [
      {
        title: 'Pro-Level Scoring Package',
        description:
          'Mid-post isolations, step-backs and finishing through contact, drilled at full speed with game-like fatigue.',
        category: 'Guard Skills',
        duration: '14:10',
      },
      {
        title: 'Reading Defensive Schemes',
        description:
          'Recognise switches, ICE coverage, zone looks and traps within a possession, and the counters that punish each one.',
        category: 'Basketball IQ',
        duration: '13:35',
      },
      {
        title: 'Elite Post Footwork',
        description:
          'Face-ups, spin counters and passing out of double teams: the footwork college bigs are expected to have on day one.',
        category: 'Post Play',
        duration: '12:22',
      },
      {
        title: 'Getting Recruited: Film, Camps and Coaches',
        description:
          'How to put together a highlight reel coaches watch to the end, choose the right camps and write to college programs.',
        category: 'Recruitment',
        duration: '15:20',
      },
    ],
  },
  baseball: {
    basic: [
      {
        title: 'Batting Stance and Load',
        description:
          'Grip, stance width and a quiet load so your swing starts on time. Tee work you can repeat at home.',
        category: 'Batting',
        duration: '6:05',
      },
      {
        title: 'Throwing Mechanics for Every Position',
        description:
          'Four-seam grip, arm path and stepping to the target, with a throwing progression that protects young arms.',
        category: 'Fielding',
        duration: '7:10',
      },
      {
        title: 'Fielding Ground Balls',
        description:
          'Get in front, glove out front, funnel to the belly and throw. The fundamentals of a clean infield play.',
        category: 'Fielding',
        duration: '5:45',
      },
      {
        title: 'Base Running Basics',
        description:
          'Running through first, taking the turn and reading the base coach. Small habits that win close games.',
        category: 'Base Running',
        duration: '4:20',
      },
    ],
    intermediate: [
      {
        title: 'Hitting the Ball the Other Way',
        description:
          'Stay through the middle and drive the outside pitch to the opposite field. Soft-toss and front-toss drills.',
        category: 'Batting',
        duration: '8:50',
      },
      {
        title: 'Pitching Windup and Stretch',
        description:
          'Balance point, hip lead and a repeatable finish from both the windup and the stretch.',
        category: 'Pitching',
        duration: '10:15',
      },
      {
        title: 'Catcher Receiving and Blocking',
        description:
          'A quiet glove, framing the edges and blocking balls in the dirt to keep runners where they are.',
        category: 'Catching',
        duration: '9:05',
      },
      {
        title: 'Double-Play Footwork',
        description:
          'Feeds, turns and pivots around second base for shortstops and second basemen, with timing drills.',
        category: 'Fielding',
        duration: '7:35',
      },
    ],
    advanced: [
      {
        title: 'Two-Strike Approach',
        description:
          'Widen out, choke up and fight off tough pitches. Plan at-bats around counts and the pitcher’s best pitch.',
        category: 'Batting',
        duration: '9:40',
      },
      {
        title: 'Developing a Changeup',
        description:
          'Grips, arm speed and location for a changeup that pairs with your fastball, plus a bullpen plan to build it.',
        category: 'Pitching',
        duration: '11:30',
      },
      {
        title: 'Reading Pitchers to Steal',
        description:
          'Leads, first-step quickness and the pickoff tells that let you take the next base safely.',
        category: 'Base Running',
        duration: '8:25',
      },
      {
        title: 'Outfield Routes and Crow Hops',
        description:
          'Drop steps, efficient routes to the ball and crow-hop throws that hit the cut-off man on a line.',
        category: 'Fielding',
        duration: '10:05',
      },
    ],
    elite: [
      {
        title: 'Elite Bat Speed Training',
        description:
          'Overload and underload bat work, rotational power and the sequence that turns strength into exit velocity.',
        category: 'Strength & Conditioning',
        duration: '13:15',
      },
      {
        title: 'Pitch Design and Sequencing',
        description:
          'Tunnel pitches off one another and plan sequences against different hitters, the way college staffs do.',
        category: 'Pitching',
        duration: '14:45',
      },
      {
        title: 'Game Planning from Scouting Reports',
        description:
          'Turn spray charts and pitch data into positioning and at-bat plans you can use in the next series.',
        category: 'Baseball IQ',
        duration: '12:50',
      },
      {
        title: 'Showcase Preparation for Recruits',
        description:
          'What scouts time and measure at showcases, how to warm up for the 60 and how to present yourself to coaches.',
        category: 'Recruitment',
        duration: '15:05',
      },
    ],
  },
  soccer: {
    basic: [
      {
        title: 'First Touch Fundamentals',
        description:
          'Cushion the ball with the inside, outside and sole of the foot and set it up for your next move.',
        category: 'Ball Control',
        duration: '5:50',
      },
      {
        title: 'Passing with the Inside of the Foot',
        description:
          'Plant foot, locked ankle and follow-through for accurate short passes, with wall and partner drills.',
        category: 'Passing',
        duration: '6:25',
      },
      {
        title: 'Dribbling Through Cones',
        description:
          'Small touches with both feet, changes of direction and keeping the ball close while looking up.',
        category: 'Dribbling',
        duration: '4:45',
      },
      {
        title: 'Shooting Technique: Laces and Placement',
        description:
          'Strike through the middle of the ball with your laces, and learn when to place it instead of blasting it.',
        category: 'Shooting',
        duration: '7:05',
      },
    ],
    intermediate: [
      {
        title: 'Receiving on the Half Turn',
        description:
          'Open your body before the ball arrives so your first touch takes you forward, away from pressure.',
        category: 'Ball Control',
        duration: '8:10',
      },
      {
        title: '1v1 Defending',
        description:
          'Approach at an angle, stay on your toes and show the attacker where you want them to go.',
        category: 'Defending',
        duration: '9:15',
      },
      {
        title: 'Crossing and Finishing',
        description:
          'Whipped crosses, cut-backs and the runs that meet them at the near post, far post and penalty spot.',
        category: 'Shooting',
        duration: '10:30',
      },
      {
        title: 'Goalkeeper Handling and Diving',
        description:
          'W-grip, scoop and collapse dives. The handling habits that keep rebounds off the six-yard box.',
        category: 'Goalkeeping',
        duration: '8:45',
      },
    ],
    advanced: [
      {
        title: 'Playing Through the Lines',
        description:
          'Find the pocket between midfield and defense, and play the pass that breaks a press.',
        category: 'Tactics',
        duration: '11:20',
      },
      {
        title: 'Pressing as a Unit',
        description:
          'Triggers, cover shadows and recovery runs that win the ball back high up the field as a team.',
        category: 'Tactics',
        duration: '12:05',
      },
      {
        title: 'Long Passing and Switching Play',
        description:
          'Driven and lofted long balls with either foot to switch the point of attack in one touch.',
        category: 'Passing',
        duration: '9:35',
      },
      {
        title: 'Repeated Sprint Fitness',
        description:
          'Interval sessions built around match demands, so your last sprint is as sharp as your first.',
        category: 'Fitness',
        duration: '10:50',
      },
    ],
    elite: [
      {
        title: 'Elite Finishing Under Pressure',
        description:
          'One-touch finishes, volleys and composure in front of goal at match tempo, with a defender closing.',
        category: 'Shooting',
        duration: '13:40',
      },
      {
        title: 'Positional Play and Rotations',
        description:
          'How top teams overload zones, rotate positions and create the free player in build-up.',
        category: 'Tactics',
        duration: '14:25',
      },
      {
        title: 'Goalkeeper Distribution and Sweeping',
        description:
          'Playing out from the back, driven kicks to the flanks and sweeping behind a high defensive line.',
        category: 'Goalkeeping',
        duration: '12:15',
      },
      {
        title: 'College Recruiting for Soccer Players',
        description:
          'ID camps, showcase tournaments, game film and emails that get a college coach to come and watch you play.',
        category: 'Recruitment',
        duration: '14:55',
      },
    ],
  },
  volleyball: {
    basic: [
      {
        title: 'Forearm Passing Platform',
        description:
          'Build a flat platform, move your feet to the ball and angle it to target. The first skill in every rally.',
        category: 'Passing',
        duration: '5:35',
      },
      {
        title: 'Underhand and Overhand Serves',
        description:
          'Toss, contact and follow-through for a consistent serve, starting underhand and moving to overhand.',
        category: 'Serving',
        duration: '6:15',
      },
      {
        title: 'Setting Hands and Footwork',
        description:
          'Hand shape above the forehead, squaring to target and pushing through the legs for a clean set.',
        category: 'Setting',
        duration: '7:25',
      },
      {
        title: 'Approach and Arm Swing',
        description:
          'The four-step approach and a bow-and-arrow arm swing, drilled against the wall and then at the net.',
        category: 'Attacking',
        duration: '4:50',
      },
    ],
    intermediate: [
      {
        title: 'Serve Receive Formations',
        description:
          'Who passes what in a three- and four-passer system, with seams, calls and responsibilities.',
        category: 'Team Play',
        duration: '9:10',
      },
      {
        title: 'Topspin Jump Float Serve',
        description:
          'Add a jump to your float serve for more pace and a flatter path, without giving up accuracy.',
        category: 'Serving',
        duration: '8:05',
      },
      {
        title: 'Blocking Footwork',
        description:
          'Shuffle and crossover steps along the net, sealing the antenna and pressing hands over.',
        category: 'Blocking',
        duration: '7:40',
      },
      {
        title: 'Digging Hard-Driven Balls',
        description:
          'Low, balanced and still at contact: dig hard attacks up and into the middle of the court.',
        category: 'Defense',
        duration: '8:55',
      },
    ],
    advanced: [
      {
        title: 'Attacking Shots and Tips',
        description:
          'Line and cross shots, roll shots and tips off the block so your attack is never predictable.',
        category: 'Attacking',
        duration: '10:25',
      },
      {
        title: 'Setter Decision-Making',
        description:
          'Read the pass, the blockers and your hitters’ form to pick the best option in a split second.',
        category: 'Setting',
        duration: '11:45',
      },
      {
        title: 'Read Blocking',
        description:
          'Watch the setter, not the hitter: read the set and close the block with your middle in time.',
        category: 'Blocking',
        duration: '9:50',
      },
      {
        title: 'Transition Offense',
        description:
          'From dig to attack: getting off the net, calling for the ball and swinging in transition.',
        category: 'Team Play',
        duration: '10:40',
      },
    ],
    elite: [
      {
        title: 'Elite Jump Serving',
        description:
          'Topspin jump serve mechanics, toss consistency and serving zones that break a receive pattern.',
        category: 'Serving',
        duration: '13:05',
      },
      {
        title: 'Back-Row Attack',
        description:
          'Pipe and D-ball timing, take-off behind the ten-foot line and tooling a set block from the back row.',
        category: 'Attacking',
        duration: '12:35',
      },
      {
        title: 'Defensive Systems and Scouting',
        description:
          'Perimeter and rotation defense adjusted to scouting on the other team’s hitters.',
        category: 'Defense',
        duration: '14:20',
      },
      {
        title: 'Recruiting Video That Coaches Watch',
        description:
          'Skills video versus match film, what college coaches look for at each position and how to reach them.',
        category: 'Recruitment',
        duration: '11:55',
      },
    ],
  },
  track: {
    basic: [
      {
        title: 'Sprint Mechanics: Arms and Posture',
        description:
          'Tall posture, relaxed shoulders and a powerful arm swing: the base of every fast run.',
        category: 'Sprints',
        duration: '5:15',
      },
      {
        title: 'Standing and Three-Point Starts',
        description:
          'Set up and push out of a standing start, then a three-point start, with drive-phase drills.',
        category: 'Starts',
        duration: '4:40',
      },
      {
        title: 'Running Form for Distance',
        description:
          'Cadence, foot strike and breathing rhythm for efficient running over longer distances.',
        category: 'Distance',
        duration: '6:35',
      },
      {
        title: 'Long Jump Approach Basics',
        description:
          'Measure your approach, hit the board and take off with a tall chest and an active free leg.',
        category: 'Jumps',
        duration: '7:20',
      },
    ],
    intermediate: [
      {
        title: 'Block Starts',
        description:
          'Block settings, set position and the first three steps out of the blocks, with reaction drills.',
        category: 'Starts',
        duration: '8:30',
      },
      {
        title: 'Hurdle Rhythm and Trail Leg',
        description:
          'Three-step rhythm between hurdles, a fast lead leg and a trail leg that clears without floating.',
        category: 'Hurdles',
        duration: '9:45',
      },
      {
        title: '4x100 Relay Exchanges',
        description: 'Go marks, the blind hand-off and exchanging inside the zone at full speed.',
        category: 'Relays',
        duration: '7:15',
      },
      {
        title: 'Shot Put Glide Technique',
        description:
          'Power position, the glide across the ring and a full-body put that keeps the shot on the neck.',
        category: 'Throws',
        duration: '8:40',
      },
    ],
    advanced: [
      {
        title: 'Maximum Velocity Training',
        description:
          'Flying sprints, wicket runs and the front-side mechanics that let you hold top speed longer.',
        category: 'Sprints',
        duration: '10:35',
      },
      {
        title: 'Race Strategy for the 400 and 800',
        description:
          'Pacing splits, positioning on the break and when to make your move over the last 200.',
        category: 'Distance',
        duration: '11:50',
      },
      {
        title: 'Triple Jump Phases',
        description:
          'Hop, step and jump with a balanced rhythm, carrying speed through each phase into the pit.',
        category: 'Jumps',
        duration: '9:25',
      },
      {
        title: 'Discus Rotation',
        description:
          'Wind-up, turn and a long pull with the throwing arm, built from standing throws to full spins.',
        category: 'Throws',
        duration: '10:55',
      },
    ],
    elite: [
      {
        title: 'Elite Speed Development Plan',
        description:
          'Periodising speed, strength and recovery across a season so you peak at championship meets.',
        category: 'Sprints',
        duration: '14:35',
      },
      {
        title: 'High Jump Curve and Bar Clearance',
        description:
          'J-curve approach, plant and penultimate step, and an arched clearance that keeps the bar up.',
        category: 'Jumps',
        duration: '12:45',
      },
      {
        title: 'Championship Racing Tactics',
        description:
          'Rounds, heats and finals: how to qualify efficiently and race to win when it counts.',
        category: 'Distance',
        duration: '13:25',
      },
      {
        title: 'Recruiting Standards and Marks',
        description:
          'What marks college programs look for by event, verified results and reaching out to coaches.',
        category: 'Recruitment',
        duration: '11:40',
      },
    ],
  },
  football: {
    basic: [
      {
        title: 'Stance and Start for Every Position',
        description:
          'Two-point and three-point stances, weight distribution and an explosive first step off the snap.',
        category: 'Footwork',
        duration: '5:20',
      },
      {
        title: 'Catching with Your Hands',
        description:
          'Diamond and basket catches, looking the ball in and tucking it away before you run.',
        category: 'Receiving',
        duration: '6:10',
      },
      {
        title: 'Safe Tackling Fundamentals',
        description:
          'Heads-up, shoulder tackling with proper pursuit angles. Technique that keeps young players safe.',
        category: 'Tackling',
        duration: '7:45',
      },
      {
        title: 'Quarterback Grip and Throwing Motion',
        description:
          'Hand on the laces, a compact release and stepping to the target for a tight spiral.',
        category: 'Quarterback',
        duration: '4:35',
      },
    ],
    intermediate: [
      {
        title: 'Route Running Basics',
        description:
          'Sharp breaks on slants, outs and curls, selling vertical stems and finding the ball out of the break.',
        category: 'Receiving',
        duration: '8:20',
      },
      {
        title: 'Drive and Pass Blocking',
        description:
          'Hat placement, hand fits and footwork for run blocks and pass sets on the offensive line.',
        category: 'Blocking',
        duration: '9:30',
      },
      {
        title: 'Quarterback Drops and Footwork',
        description:
          'Three-, five- and seven-step drops with the timing that matches each route in the passing game.',
        category: 'Quarterback',
        duration: '10:10',
      },
      {
        title: 'Linebacker Reads and Fills',
        description:
          'Read your key, trigger downhill and fill the right gap against run and play-action.',
        category: 'Football IQ',
        duration: '8:50',
      },
    ],
    advanced: [
      {
        title: 'Reading Coverages Pre-Snap',
        description:
          'Identify Cover 1, 2, 3 and 4 from the safeties and corners, then pick the right side of the play.',
        category: 'Football IQ',
        duration: '12:25',
      },
      {
        title: 'Press Release Techniques',
        description:
          'Beat press coverage with footwork, hand swipes and a clean release into your route.',
        category: 'Receiving',
        duration: '9:15',
      },
      {
        title: 'Pass Rush Moves',
        description:
          'Get-off, the long arm, the swim and the spin, with counters that set up your next rush.',
        category: 'Tackling',
        duration: '11:35',
      },
      {
        title: 'Football Recruiting Timeline',
        description:
          'Junior days, camps, highlight film and official visits: what happens when, and how to be ready.',
        category: 'Recruitment',
        duration: '13:50',
      },
    ],
  },
  wrestling: {
    basic: [
      {
        title: 'Stance and Motion',
        description:
          'A square and staggered stance, level changes and moving without crossing your feet.',
        category: 'Stance & Motion',
        duration: '5:40',
      },
      {
        title: 'Double-Leg Takedown',
        description:
          'Penetration step, head position and finishing the double leg safely on the mat.',
        category: 'Takedowns',
        duration: '7:30',
      },
      {
        title: 'Standing Up from Bottom',
        description: 'Hand control, hip heist and getting back to your feet for the escape point.',
        category: 'Escapes',
        duration: '6:20',
      },
    ],
    intermediate: [
      {
        title: 'Single-Leg Finishes',
        description:
          'Run the pipe, the shelf and the high-crotch finish when the opponent sprawls on your single.',
        category: 'Takedowns',
        duration: '9:35',
      },
      {
        title: 'Riding and Turning from Top',
        description:
          'Chop and tight waist rides, then half nelsons and tilts to turn your opponent for back points.',
        category: 'Top Control',
        duration: '10:45',
      },
    ],
    elite: [
      {
        title: 'Elite Match Strategy and Conditioning',
        description:
          'Third-period conditioning, hand fighting tactics and managing the score against top-ranked opponents.',
        category: 'Conditioning',
        duration: '14:05',
      },
    ],
  },
  hockey: {
    basic: [
      {
        title: 'Forward Stride and Stopping',
        description:
          'Full extension on every push, knee bend and two-foot hockey stops on both sides.',
        category: 'Skating',
        duration: '5:25',
      },
      {
        title: 'Stickhandling Basics',
        description:
          'Soft hands, top-hand control and moving the puck wide and narrow while keeping your head up.',
        category: 'Stickhandling',
        duration: '6:50',
      },
      {
        title: 'Wrist Shot Technique',
        description:
          'Weight transfer, puck position on the blade and a follow-through that points at the target.',
        category: 'Shooting',
        duration: '4:15',
      },
    ],
    intermediate: [
      {
        title: 'Crossovers and Edge Work',
        description:
          'Inside and outside edges, tight turns and crossovers that build speed through the corners.',
        category: 'Skating',
        duration: '8:25',
      },
      {
        title: 'Defensive Gap Control',
        description:
          'Backward skating, matching speed and closing the gap to take away time and space.',
        category: 'Defense',
        duration: '9:00',
      },
    ],
    elite: [
      {
        title: 'Elite Shooting Release and Deception',
        description:
          'Change the angle, shoot in stride and hide the release to beat goalies at the junior and college level.',
        category: 'Shooting',
        duration: '13:20',
      },
    ],
  },
};

/** The sample clips' English captions, written by scripts/media/make-samples.mjs. */
export const CAPTIONS_FILE = 'captions.en.vtt';

/** Where a sport-level's sample clip and still live under the media base. */
export function clipFolder(sport: TrainingSportId, level: TrainingLevel): string {
  // Premium clips sit apart so the media server can refuse them without a signed link.
  return `training/${level === 'basic' ? 'basic' : 'premium'}/${sport}-${level}`;
}

function buildCatalogue(): CatalogueVideo[] {
  const videos: CatalogueVideo[] = [];
  for (const sport of trainingSports) {
    let sortOrder = 0;
    for (const level of sport.levels) {
      const folder = clipFolder(sport.id, level);
      (lessons[sport.id][level] ?? []).forEach((lesson, index) => {
        const number = index + 1;
        const id = `${sport.videoIdPrefix}-${level}-${number}`;
        // Odd numbers play the progressive MP4, even numbers the HLS version of the same clip.
        const sourceType: VideoSourceType = number % 2 === 1 ? 'file' : 'hls';
        videos.push({
          id,
          sport: sport.id,
          level,
          ...lesson,
          thumbnail: `training/thumbs/${id}.webp`,
          poster: `training/posters/${sport.id}-${level}.jpg`,
          source: sourceType === 'file' ? `${folder}/clip.mp4` : `${folder}/hls/master.m3u8`,
          sourceType,
          // Beside the source, so a premium clip's signed link reaches its captions too.
          captions:
            sourceType === 'file' ? `${folder}/${CAPTIONS_FILE}` : `${folder}/hls/${CAPTIONS_FILE}`,
          sortOrder: sortOrder++,
        });
      });
    }
  }
  return videos;
}

/** The training videos the product ships, in page order. */
export const trainingCatalogue: readonly CatalogueVideo[] = buildCatalogue();
