import {
  orderStatuses,
  paymentMethods,
  paymentProviders,
  paymentStatuses,
} from '../admin-payments';
import { purchaseKinds } from '../payments';
import { adminPageQuery } from './admin';
import { isRealDay } from './keyset-cursor';
import { lineText, multilineText } from './text';
import { z } from './zod';

export * from '../admin-payments';

// The payments section of the admin dashboard: the ledger's payments, the one-time orders
// (passes and seats) and refunds.

/** A day that exists, in the years rows are dated in: year 0 passes as a date, not in a query. */
const day = (label: string) => {
  const message = `Enter the ${label} date as YYYY-MM-DD.`;
  return z.iso.date({ error: message }).refine(isRealDay, message).optional();
};

/** The filters both lists share: a member (part of their email, or their id) and a date range. */
const commonFilters = {
  /** part of the member's email, or their exact user id */
  member: lineText()
    .trim()
    .max(254, 'Please search for at most 254 characters')
    .optional()
    .transform((value) => value || undefined),
  /** from this day on (UTC), inclusive */
  from: day('first'),
  /** up to and with this day (UTC) */
  to: day('last'),
};

/** GET /api/admin/payments */
export const paymentListQuerySchema = z
  .object({
    ...adminPageQuery,
    ...commonFilters,
    method: z.enum(paymentMethods, { error: 'Choose card or Pi.' }).optional(),
    provider: z.enum(paymentProviders, { error: 'Choose Stripe, the sandbox or Pi.' }).optional(),
    status: z.enum(paymentStatuses, { error: 'Choose paid, failed or refunded.' }).optional(),
  })
  .strict();
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
export type PaymentListFilters = z.input<typeof paymentListQuerySchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  userId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  provider: z.enum(paymentProviders),
  method: z.enum(paymentMethods),
  /** the invoice, payment intent or Pi payment id at the provider */
  providerRef: z.string(),
  /** a Pi payment's blockchain transaction */
  txid: z.string().nullable(),
  description: z.string(),
  /** cents for usd, hundredths of a Pi for pi */
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  refundedAt: z.string().nullable(),
  refundedCents: z.number().int().nullable(),
  refundNote: z.string().nullable(),
  /** the administrator who refunded it, by email (null when the provider reported the refund) */
  refundedBy: z.string().nullable(),
  /** whether this dashboard can refund it now */
  refundable: z.boolean(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const paymentListSchema = z.object({
  items: z.array(adminPaymentSchema),
  nextCursor: z.string().nullable(),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

/** GET /api/admin/payments/orders */
export const orderListQuerySchema = z
  .object({
    ...adminPageQuery,
    ...commonFilters,
    kind: z.enum(purchaseKinds, { error: 'Choose pass or seat.' }).optional(),
    status: z
      .enum(orderStatuses, {
        error: 'Choose pending, paid, expired, canceled, refund due or refunded.',
      })
      .optional(),
  })
  .strict();
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
export type OrderListFilters = z.input<typeof orderListQuerySchema>;

export const adminOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  userId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  kind: z.enum(purchaseKinds),
  description: z.string(),
  channelTitle: z.string(),
  channelSlug: z.string(),
  /** a seat's session start */
  sessionStartsAt: z.string().nullable(),
  provider: z.enum(paymentProviders),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(orderStatuses),
  paidAt: z.string().nullable(),
  /** until when the pass or the seat opens the channel */
  accessUntil: z.string().nullable(),
  /** the ledger's payment for it, once paid (refunds are made there) */
  paymentId: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderListSchema = z.object({
  items: z.array(adminOrderSchema),
  nextCursor: z.string().nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const paymentIdParamSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: 'There is no payment with this id.',
  }),
});

/** POST /api/admin/payments/{id}/refund */
export const refundInputSchema = z
  .object({
    /** in the payment's own units (cents, or hundredths of a Pi); the whole payment if left out */
    amountCents: z
      .number({ error: 'Enter the amount to refund.' })
      .int('Enter the amount in cents, without a decimal point.')
      .positive('Enter an amount above 0.')
      .max(100_000_000, 'You cannot refund more than was paid.')
      .optional(),
    /** why, and for Pi what was sent back from the wallet (required for Pi) */
    note: multilineText()
      .trim()
      .max(1000, 'Please keep the note to 1000 characters.')
      .optional()
      .transform((value) => value || undefined),
  })
  .strict();
export type RefundInput = z.output<typeof refundInputSchema>;

/** GET /api/admin/payments/setup: what the payments page offers on this site. */
export const paymentSetupSchema = z.object({
  /** who takes card payments: Stripe, or the built-in test-mode checkout */
  cardProvider: z.enum(['stripe', 'sandbox']),
  /** the test mode is on: its simulate buttons work */
  sandbox: z.boolean(),
  /** Pi payments: the Platform API, the local simulator, or none */
  pi: z.enum(['platform', 'simulator', 'off']),
});
export type PaymentSetup = z.infer<typeof paymentSetupSchema>;
