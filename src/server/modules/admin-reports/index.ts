// The moderators' inbox of safety reports (/api/admin/reports): resolving a report, holding
// its target and releasing it, each audited.
// Code outside this folder imports only what this file exports.

export { adminReportRoutes } from './routes';
export { releaseHold } from './moderate-reports';
