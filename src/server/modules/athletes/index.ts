// Athletes: the list, search, pages, featured sections, own profiles, photos and highlight
// videos, and the caches of the lists.
// Code outside this folder imports only what this file exports.

export { ATHLETE_VIEW, athleteRoutes } from './routes';
export { ownProfileRoutes } from './own-profile-routes';
export {
  ATHLETES_GROUP,
  ATHLETE_EDITS_GROUP,
  createAthleteCaches,
  markEdited,
  subscriptionChanged,
  type AthleteCaches,
} from './athlete-list-cache';
export { athletePageMeta } from './athlete-page-meta';
/** The Recruiting Profile plan's holder: featured, and may write to college coaches first. */
export { ownerIsFeatured } from './featured-placement';
export { athletesMatching } from './list-athletes';
export { createAthleteWork, type AthleteWork } from './athlete-work';
export { createSignupProfile } from './create-signup-profile';
export { demoAthletesSeeder, lastNames } from './demo-athletes';
export { AVATAR_BODY_LIMIT } from './process-avatar';
export { avatarKeyOf } from './upload-avatar';
export { HIGHLIGHT_BODY_LIMIT } from './upload-highlight-video';
export { hasPlayableHighlight } from './highlight-videos';
