// Organizations' programs (docs/product.md#programs): the program page, teams, rosters and
// invitations, staff, with who may do what in program-access.ts.
// Code outside this folder imports only what this file exports.

export {
  invitationRoutes,
  ownProgramRoutes,
  ownTeamRoutes,
  programPageRoutes,
  teamPageRoutes,
} from './routes';
export { ownStaffRoutes, staffInvitationRoutes } from './staff-routes';
export { eventPageRoutes, ownEventRoutes, tournamentRoutes } from './event-routes';
export { upcomingProgramEvents } from './events';
export { createTournamentCaches, type TournamentCaches } from './tournament-cache';
export { programDashboardRoutes } from './dashboard-routes';
export { eventBookRoutes } from './event-book-routes';
export { statVerificationRoutes } from './stat-verification-routes';
export { withVerifications } from './stat-verifications';
export { childTeamRequests, decideChildEntry, type ProgramDeps } from './invitations';
export { publicProgramPaths } from './program-pages';
export { coachesAthlete, homeProgramRoleOf } from './program-access';
export { programPageMeta } from './program-page-meta';
export { demoProgramsSeeder, demoProgramSlug } from './demo-programs';
