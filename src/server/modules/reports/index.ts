// Safety reports (POST /api/reports) and content holds: what a hold is and the rules every
// reader of athletes, channels and training videos calls.
// Code outside this folder imports only what this file exports.

export { reportRoutes } from './routes';
export {
  athleteNotHeld,
  channelOnSite,
  findHold,
  findHoldsOn,
  held,
  holdReason,
  isChannelOnSite,
  placeHold,
  removeHold,
  videoHeld,
  videoOnSite,
} from './content-holds';
export { reportReference } from './file-report';
export { findReportTarget, type ReportTarget } from './report-targets';
