// Card payments: plans' checkout, billing, the payment events' ledger (Stripe's and the
// sandbox's), and one-time purchases of passes and seats, which Pi payments reserve and pay too.
// Code outside this folder imports only what this file exports.

export { billingRoutes, checkoutRoutes, simulateRoutes, stripeWebhookRoutes } from './routes';
export { createPayments } from './create-payments';
export { finishLeftEvents, STORED_EVENTS_EVERY_MS } from './payment-events';
export type { Payments } from './payment-deps';
export type { Member } from './customers';
export { endRefundedPayment } from './apply-payment-event';
export { keepHold, markPurchasePaid, purchaseSummary, reservePurchase } from './purchases';
export { lockSession } from './seat-bookings';
export { emitSandboxRefund } from './sandbox-events';
export { simulatedEvents } from './sandbox-portal';
export { isRefundable, refundPayment } from './refund-payment';
export { grantPiMonth } from './pi-months';
export { paymentJobs } from './jobs';
