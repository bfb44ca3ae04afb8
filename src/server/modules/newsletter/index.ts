// The newsletter: subscribing and confirming by mail.
// Code outside this folder imports only what this file exports.

export { newsletterRoutes } from './routes';
