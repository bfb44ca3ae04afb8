// A parent's or guardian's own page (/guardian, docs/product.md#guardians): the children who
// named the member's confirmed address, their consent, contact from coaches, conversations and
// "Who viewed me", each decided by the module that owns it.
// Code outside this folder imports only what this file exports.

export { guardianRoutes } from './routes';
