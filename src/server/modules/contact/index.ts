// POST /api/contact: contact and support-chat messages.
// Code outside this folder imports only what this file exports.

export { contactRoutes } from './routes';
