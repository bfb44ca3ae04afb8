// Coaches: who is a verified coach (the one rule every reader asks), asking to be verified and
// its mails (the administrators' queue is admin-verifications), and coaches' public pages.
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
export { coachPageRoutes, ownCoachRoutes } from './routes';
export { expireVerifications, sendVerificationMail, type VerificationDeps } from './verification';
export { coachJobs } from './jobs';
