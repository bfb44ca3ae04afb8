// The administrators' Verification queue of coaches (/api/admin/verifications): the waiting
// requests and the recent decisions, approving and rejecting, each audited.
// Code outside this folder imports only what this file exports.

export { adminVerificationRoutes } from './routes';
