// Contact messages and their answers, newsletter subscribers and their export
// (/api/admin/messages, /api/admin/newsletter).
// Code outside this folder imports only what this file exports.

export { adminMessageRoutes, adminNewsletterRoutes } from './routes';
