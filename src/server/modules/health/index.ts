// GET /api/health.
// Code outside this folder imports only what this file exports.

export { healthRoutes } from './routes';
