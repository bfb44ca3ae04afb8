import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/guards';
import { paymentCustomers, user } from '#server/db/schema';
import type { Payments, Tx } from './payment-deps';

/** Who pays: a signed-in member (or, for the sandbox's simulations, one an admin names). */
export type Member = Pick<SessionUser, 'id' | 'email'>;

/** The member's customer record at this site's payment provider, if they have one yet. */
export async function customerOf(
  deps: Pick<Payments, 'db' | 'provider'>,
  userId: string,
): Promise<string | null> {
  const [row] = await deps.db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(
      and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, deps.provider.kind)),
    );
  return row?.customerId ?? null;
}

/** The member a provider's customer id belongs to here, if any. */
export async function userOfCustomer(
  tx: Tx,
  provider: string,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(
      and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.customerId, customerId)),
    );
  return row?.userId ?? null;
}

/** The member an event names, if they have an account here (a deleted one has none). */
export async function memberNamed(
  tx: Tx,
  userId: string | null | undefined,
): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row?.id ?? null;
}

/** An event for a member with no account here (never one, or deleted since): set aside, logged. */
export function noMember(objectId: string, userId: string) {
  console.warn(`Payment event for ${objectId} set aside: no member ${userId} has an account here.`);
  return 'ignored' as const;
}
