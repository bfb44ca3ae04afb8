// The ledger, the one-time orders and refunds for administrators (/api/admin/payments).
// Code outside this folder imports only what this file exports.

export { adminPaymentRoutes } from './routes';
export { refundPayment } from './refund-payment';
