// The member list and a member's page for administrators (/api/admin/members).
// Code outside this folder imports only what this file exports.

export { adminMemberRoutes } from './routes';
export { listMembers } from './list-members';
