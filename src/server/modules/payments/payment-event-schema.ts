import { z } from 'zod';
import { subscriptionStates } from '#shared/payments';
import { isUuid } from '#shared/uuid';

// A signed payment event is read through these schemas, never as it came: each field the ledger
// uses is checked for its type (whole numbers for amounts and times, a uuid for a purchase id),
// so an event that is signed but unusable is set aside as such instead of failing in the
// database. Fields the ledger does not use are dropped.

/** A provider's reference: its id, or the object it names (expanded). */
const reference = z.union([z.string().min(1), z.object({ id: z.string().min(1) })]).nullish();
const seconds = z.int().nonnegative();
const cents = z.int().nonnegative();
const text = z.string().max(5000);
const metadata = z
  .looseObject({
    userId: z.string().min(1).max(255).optional(),
    plan: z.string().max(64).optional(),
    purchaseId: z.string().refine(isUuid, 'not a uuid').optional(),
  })
  .nullish();

const checkoutSession = z.object({
  id: z.string().min(1),
  mode: z.enum(['payment', 'subscription', 'setup']).nullish(),
  client_reference_id: z.string().min(1).max(255).nullish(),
  customer: reference,
  payment_status: z.string().nullish(),
  amount_total: cents.nullish(),
  currency: z.string().max(10).nullish(),
  payment_intent: reference,
  metadata,
});

const subscription = z.object({
  id: z.string().min(1),
  customer: reference,
  status: z.enum(subscriptionStates),
  cancel_at_period_end: z.boolean().nullish(),
  trial_end: seconds.nullish(),
  ended_at: seconds.nullish(),
  metadata,
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_end: seconds.nullish(),
          price: z.object({ id: z.string() }).nullish(),
        }),
      ),
    })
    .nullish(),
});

const invoice = z.object({
  id: z.string().min(1),
  customer: reference,
  currency: z.string().max(10).nullish(),
  created: seconds.nullish(),
  amount_paid: cents,
  amount_due: cents,
  lines: z
    .object({
      data: z.array(
        z.object({
          description: text.nullish(),
          pricing: z.object({ price_details: z.object({ price: reference }).nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: reference, metadata }).nullish(),
    })
    .nullish(),
});

const charge = z.object({
  id: z.string().min(1),
  refunded: z.boolean(),
  invoice: reference,
  payment_intent: reference,
});

const envelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.int().positive(),
  data: z.object({ object: z.unknown() }),
});

/** What each event the ledger acts on carries. */
const objectOf = {
  'checkout.session.completed': checkoutSession,
  'checkout.session.async_payment_succeeded': checkoutSession,
  'checkout.session.expired': checkoutSession,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.trial_will_end': subscription,
  'customer.subscription.deleted': subscription,
  'invoice.paid': invoice,
  'invoice.payment_failed': invoice,
  'charge.refunded': charge,
} as const;

type Schemas = typeof objectOf;
type Handled = keyof Schemas;

export type CheckoutSessionObject = z.infer<typeof checkoutSession>;
export type SubscriptionObject = z.infer<typeof subscription>;
export type InvoiceObject = z.infer<typeof invoice>;
export type ChargeObject = z.infer<typeof charge>;

type Envelope = { id: string; created: number };
/** A payment event as the ledger reads it; types it does not act on carry nothing. */
export type PaymentEvent =
  | { [T in Handled]: Envelope & { type: T; object: z.infer<Schemas[T]> } }[Handled]
  | (Envelope & { type: 'other'; name: string });

export type ParsedPaymentEvent =
  | { ok: true; event: PaymentEvent }
  | { ok: false; id: string | null; type: string | null; problem: string };

const isHandled = (type: string): type is Handled => Object.hasOwn(objectOf, type);

const problemOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'event'}: ${issue.message}`)
    .join('; ');

/** A provider's reference as its events carry it: an id, or the object it names. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Reads a signed event's JSON strictly; what cannot be used is named, for the log. */
export function parsePaymentEvent(payload: string): ParsedPaymentEvent {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return { ok: false, id: null, type: null, problem: 'not JSON' };
  }
  const outer = envelope.safeParse(raw);
  if (!outer.success) {
    const loose = (raw ?? {}) as { id?: unknown; type?: unknown };
    return {
      ok: false,
      id: typeof loose.id === 'string' ? loose.id.slice(0, 255) : null,
      type: typeof loose.type === 'string' ? loose.type.slice(0, 255) : null,
      problem: problemOf(outer.error),
    };
  }
  const { id, type, created, data } = outer.data;
  if (!isHandled(type)) return { ok: true, event: { id, created, type: 'other', name: type } };
  const object = objectOf[type].safeParse(data.object);
  if (!object.success) {
    return { ok: false, id, type, problem: problemOf(object.error) };
  }
  return { ok: true, event: { id, created, type, object: object.data } as PaymentEvent };
}
