// The admin dashboard's own routes (overview, audit log) and what every admin module uses: the
// audit record and the answers every /api/admin route documents.
// Code outside this folder imports only what this file exports.

export { adminRoutes } from './routes';
export { adminActor, recordAudit, type AdminActor } from './audit-log';
export { adminOnlyResponses } from './admin-responses';
