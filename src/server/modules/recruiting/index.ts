// Recruiting, the coach's tools and what athletes see of them: boards, saved searches and their
// digests, profile views ("Who viewed me"), evaluations and athletes' statistics.
// Code outside this folder imports only what this file exports.

export { boardRoutes } from './board-routes';
export {
  athleteRecordRoutes,
  coachRecruitingRoutes,
  ownRecruitingRoutes,
} from './athlete-side-routes';
export { createViewRecorder, listProfileViews, type ViewKind, type Viewer } from './views';
export { exportRecruitingData } from './export-recruiting';
export { savedSearchRoutes } from './search-routes';
export { DIGEST_EVERY_MS, runDigests, type DigestDeps, type DigestRun } from './digests';
export { demoRecruitingSeeder } from './demo-recruiting';
export { forgetOldViews } from './view-retention';
export { recruitingJobs } from './jobs';
