import { z } from './zod';
import { paidPlanIds, purchaseKinds, subscriptionStates } from '../payments';
import { lineText } from './text';

/**
 * create-checkout (docs/product.md#card-checkout): `{ price, plan, period }` → `{ url }`. The price
 * is accepted and ignored: the server charges from its own list.
 */
export const checkoutRequestSchema = z.strictObject({
  price: z.union([z.number(), z.string().max(20)]).optional(),
  plan: z.enum(paidPlanIds, { error: 'Unknown plan.' }),
  period: z.literal('1', { error: "The period must be '1'." }),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** A pay-per-view pass for one channel, or a seat at one session: the server prices it. */
export const purchaseRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('pass'),
      channel: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'Channel not found.'),
    }),
    z.strictObject({
      kind: z.literal('booking'),
      session: z.uuid({ error: 'Session not found.' }),
    }),
  ],
  { error: 'Choose a pass or a session.' },
);
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

/** What a checkout sells: a plan, a pass or a seat. */
const checkoutItemSchema = z.enum([...paidPlanIds, ...purchaseKinds]);

export const urlAnswerSchema = z.object({ url: z.string() });

/** A member's plan as the billing card shows it. */
export const billingSubscriptionSchema = z.object({
  plan: z.enum(paidPlanIds),
  planName: z.string(),
  status: z.enum(subscriptionStates),
  cancelAtPeriodEnd: z.boolean(),
  /** the next charge (or the end, when it cancels) */
  currentPeriodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  provider: z.enum(['stripe', 'sandbox', 'pi', 'demo']),
});

export const receiptSchema = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'refunded', 'failed']),
  createdAt: z.string(),
});

export const billingSchema = z.object({
  subscription: billingSubscriptionSchema.nullable(),
  receipts: z.array(receiptSchema),
  /** test mode: the built-in sandbox, not a real payment account */
  sandbox: z.boolean(),
});
export type Billing = z.infer<typeof billingSchema>;

/** The built-in sandbox's checkout page: what is being bought. */
export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  plan: checkoutItemSchema,
  planName: z.string(),
  amountCents: z.number(),
  trialDays: z.number(),
  email: z.string(),
  status: z.enum(['open', 'complete', 'canceled', 'expired']),
  expiresAt: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** The sandbox checkout form: labelled like a hosted checkout page. */
export const sandboxPaymentSchema = z.strictObject({
  cardNumber: lineText({ error: 'Enter a card number.' })
    .transform(digits)
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits.')),
  expiry: lineText({ error: 'Enter the expiry date.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Enter the expiry as MM / YY.'),
  cvc: lineText({ error: 'Enter the CVC.' })
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card.'),
  nameOnCard: lineText({ error: 'Enter the name on the card.' })
    .trim()
    .min(2, 'Enter the name on the card.')
    .max(100, 'The name is too long.'),
});
export type SandboxPayment = z.input<typeof sandboxPaymentSchema>;

export const redirectAnswerSchema = z.object({ redirectUrl: z.string() });

export const checkoutStatusSchema = z.object({
  status: z.enum(['open', 'complete', 'canceled', 'expired']),
  plan: checkoutItemSchema,
  planName: z.string(),
  /** access has been granted (the provider's confirmation has arrived) */
  active: z.boolean(),
  /** a pass's or a seat's channel, to go back to */
  channelSlug: z.string().nullable(),
  /** a pass: when it ends */
  accessUntil: z.string().nullable(),
  /** paid after its seat was given back to a full session: recorded, and refunded in full */
  refundDue: z.boolean(),
  /** why a seat is refunded: its session was cancelled (else it filled up) */
  sessionCancelled: z.boolean(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const switchPlanSchema = z.strictObject({ plan: z.enum(paidPlanIds) });
