// The ledger, the one-time orders and refunds for administrators (/api/admin/payments); the
// refund itself is the payments module's.
// Code outside this folder imports only what this file exports.

export { adminPaymentRoutes } from './routes';
