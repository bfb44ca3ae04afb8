import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/guards';
import { paymentCustomers } from '#server/db/schema';
import type { Payments } from './create-payments';

/** Who pays: a signed-in member (or, for the sandbox's simulations, one an admin names). */
export type Member = Pick<SessionUser, 'id' | 'email'>;

/** A provider's reference as its events carry it: an id, or the object it names. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

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
