import type { PurchaseKind } from '#shared/payments';
import type { Database } from '#server/db/client';

// What passes (pass-purchases.ts) and seats (seat-bookings.ts) share, and purchases.ts reserves.

/** What is being bought, worked out by the server from its own rows, never from the request. */
export type Order = {
  kind: PurchaseKind;
  channelId: string;
  channelSlug: string;
  sessionId: string | null;
  description: string;
  amountCents: number;
};

/** Who reserves: the database and the provider whose checkout or payment will sell it. */
export type Reserver = { db: Database; providerKind: string };

/**
 * A reservation: the purchase waiting for its payment, or, when a sandbox checkout is still open
 * for the same thing, that checkout's address.
 */
export type Reservation = { reopen: string } | { purchaseId: string; order: Order };
