import type Stripe from 'stripe';
import type { PaidPlanId } from '#shared/payments';
import type { PaymentProvider } from '#server/adapters/payments/payment-provider';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import type { PaymentMailDeps } from './payment-mails';

// What the payments module's files share: the dependencies createPayments makes, and the
// transaction the ledger's writes take.

/** A transaction of the app's database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PaymentEventContext = {
  /** stripe or sandbox: whose ids these are */
  provider: 'stripe' | 'sandbox';
  /** the plan a price id sells (a plan switch in the portal changes the price) */
  planOfPrice: (priceId: string) => PaidPlanId | null;
};

export type Payments = {
  db: Database;
  provider: PaymentProvider;
  /** checks webhook signatures (and, for Stripe, talks to it) */
  stripe: Stripe;
  webhookSecret: string;
  context: PaymentEventContext;
  publicUrl: string;
  /** test mode: the built-in checkout, no real payment account */
  sandbox: boolean;
  /** receipts, failed renewals, trials ending; none for scripts that send nothing */
  mail: PaymentMailDeps | undefined;
  /** a pass or a seat was bought or given back: the channel's pages show it */
  onPurchaseChange: (channelSlug: string) => void;
  /** a plan changed (the athlete lists put Recruiting Profile members first) */
  onSubscriptionChange: () => Promise<void>;
  /** when checkouts, holds, events and refunds are dated and expire */
  clock: Clock;
};
