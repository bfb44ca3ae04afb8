// Every channel for administrators (/api/admin/channels) and the training catalogue's counts.
// Code outside this folder imports only what this file exports.

export { adminChannelRoutes, adminTrainingRoutes } from './routes';
