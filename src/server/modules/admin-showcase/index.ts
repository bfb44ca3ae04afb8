// Athletes on show (/api/admin/showcase): the Athlete of the Month, special mentions, featured
// picks and hiding a profile.
// Code outside this folder imports only what this file exports.

export { adminShowcaseRoutes } from './routes';
