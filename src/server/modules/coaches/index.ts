// Coaches: who is a verified coach (the one rule every reader asks), verification and its
// administrator's queue, and coaches' public pages.
// Code outside this folder imports only what this file exports.

export {
  audienceOf,
  findCoachBadge,
  findCoachBadges,
  isCoachAccount,
  keepCoachBadges,
  requireVerifiedCoach,
  type CoachBadge,
} from './coach-standing';
export { adminVerificationRoutes, coachPageRoutes, ownCoachRoutes } from './routes';
export { expireVerifications, type VerificationDeps } from './verification';
