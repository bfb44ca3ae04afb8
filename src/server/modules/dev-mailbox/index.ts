// The dev mailbox: the mail the embedded mailer kept, for development and tests.
// Code outside this folder imports only what this file exports.

export { devMailboxRoutes, type DevMailboxRoutes } from './routes';
