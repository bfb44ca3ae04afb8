export type SuccessStoryIcon = 'graduation-cap' | 'trophy' | 'medal' | 'star' | 'target';

export type SuccessStory = {
  id: string;
  name: string;
  /** Position and class, as a recruiter would read it. */
  title: string;
  headline: string;
  body: string;
  /** A local illustration under /images/stories. */
  image: string;
  achievement: string;
  sport: string;
  icon: SuccessStoryIcon;
};

/**
 * The stories on /success-stories. They show the paths athletes take with the site; the page says
 * that names and details are illustrative, and minors appear with a last initial only.
 */
export const successStories: readonly SuccessStory[] = [
  {
    id: 'maya-volleyball',
    name: 'Maya R.',
    title: 'Outside Hitter · Class of 2025',
    headline: 'From the JV bench to a college roster',
    body: 'Maya played two seasons of junior varsity before her club coach told her to put her film online. She worked through the intermediate and advanced serving and passing series, updated her profile after every tournament, and added a highlight video with her approach jump measured. A college coach found her through athlete search, watched the film and invited her to a campus visit.',
    image: '/images/stories/volleyball.svg',
    achievement: 'College roster offer',
    sport: 'Volleyball',
    icon: 'graduation-cap',
  },
  {
    id: 'devin-basketball',
    name: 'Devin T.',
    title: 'Point Guard · Class of 2024',
    headline: 'Game film that finally got seen',
    body: 'Devin’s school team rarely travelled, so few scouts ever saw him play. He filmed his games on a phone, trimmed them into a two-minute highlight reel and completed his recruiting profile with stats, height and grades. Within a season, three junior college coaches had viewed his profile, and one of them offered him a spot on the roster.',
    image: '/images/stories/basketball.svg',
    achievement: 'Junior college roster spot',
    sport: 'Basketball',
    icon: 'trophy',
  },
  {
    id: 'sofia-soccer',
    name: 'Sofia M.',
    title: 'Center Back · Class of 2026',
    headline: 'Discovered outside the showcase circuit',
    body: 'Sofia’s family could not afford travel showcases. She used the soccer training library to sharpen her first touch and long passing, and her coach posted her club matches to her profile. A recruiter searching for defenders in her state found her, and she now trains with a regional development program during the summer.',
    image: '/images/stories/soccer.svg',
    achievement: 'Regional development program',
    sport: 'Soccer',
    icon: 'star',
  },
  {
    id: 'marcus-track',
    name: 'Marcus L.',
    title: '400 m · Class of 2025',
    headline: '1.8 seconds faster in one season',
    body: 'Marcus followed the track and field development journey from technical growth to advanced training: block starts, race pacing and strength work, with a video check-in every two weeks. He dropped 1.8 seconds in the 400 metres over one season, reached his state final and now lists verified times on his profile for coaches to compare.',
    image: '/images/stories/track.svg',
    achievement: 'State finalist',
    sport: 'Track and Field',
    icon: 'medal',
  },
  {
    id: 'ethan-baseball',
    name: 'Ethan K.',
    title: 'Catcher · Class of 2026',
    headline: 'A better swing and a summer invitation',
    body: 'Ethan used the batting and catching series to rebuild his swing after a wrist injury. His parents managed his profile and approved every upload while he was fifteen. His pop time and exit velocity clips caught the attention of a college camp coordinator, and he received an invitation to a summer prospect camp.',
    image: '/images/stories/baseball.svg',
    achievement: 'Summer prospect camp invitation',
    sport: 'Baseball',
    icon: 'target',
  },
];
