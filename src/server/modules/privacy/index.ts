// Minors and who sees a profile: age, guardian consent, a profile's visibility, and whether it
// is listed (update-listing.ts).
// Code outside this folder imports only what this file exports.

export { consentRoutes, ownPrivacyRoutes } from './routes';
export {
  forgetDeletedAccount,
  listComingOfAge,
  refreshListing,
  profileShownTo,
  rowVisibleTo,
  visibleTo,
} from './update-listing';
export {
  childrenOfGuardian,
  guardianAddressOf,
  guardianLanguageOf,
  isMinor,
  openConsentRecord,
  refuseWhileGuardian,
  requireGuardianAddress,
  sendConsentRequest,
  suspendNoGuardians,
  currentGuardianOf,
  isCurrentGuardian,
  type ConsentDeps,
} from './guardian-consent';
export { decideConsentAsGuardian } from './decide-consent';
export { mayBeGuardian } from './guardian-eligibility';
export { birthDateFromEditor } from './editor-birth-date';
export { onEmailConfirmed } from './on-email-confirmed';
export { maskEmail } from './profile-privacy';
export { privacyJobs } from './jobs';
