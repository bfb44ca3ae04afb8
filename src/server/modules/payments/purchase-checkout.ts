import { eq } from 'drizzle-orm';
import { SEAT_HOLD_MINUTES } from '#shared/payments';
import type { PurchaseRequest } from '#shared/schemas/payments';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
import { checkoutSessions, purchases } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { customerOf, type Member } from './customers';
import type { Payments } from './payment-deps';
import { reservePurchase } from './purchases';

/**
 * Opens a checkout for a pay-per-view pass or a seat at a session and answers its URL. The
 * price is the server's; a full session, a session that has started and a pass already held
 * are refused before anything is charged.
 */
export async function startPurchase(
  deps: Payments,
  user: Member,
  request: PurchaseRequest,
  providerDown: (error: unknown) => never,
): Promise<string> {
  const now = deps.clock.now();
  const reserved = await reservePurchase(
    { db: deps.db, providerKind: deps.provider.kind },
    user,
    request,
    new Date(now),
  );
  if ('reopen' in reserved) return reserved.reopen;
  const { purchaseId, order } = reserved;

  const expiresAt = new Date(now + SEAT_HOLD_MINUTES * 60_000);
  let checkout: { sessionId: string; url: string };
  try {
    checkout = await deps.provider.createPaymentCheckout({
      purchaseId,
      kind: order.kind,
      userId: user.id,
      email: user.email,
      customerId: await customerOf(deps, user.id),
      amountCents: order.amountCents,
      name: order.description,
      successUrl: `${deps.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}/checkout/cancel?channel=${order.channelSlug}`,
      expiresAt,
      idempotencyKey: `purchase:${purchaseId}`,
    });
  } catch (error) {
    // Nothing was opened: the seat goes back at once.
    await deps.db.delete(purchases).where(eq(purchases.id, purchaseId));
    if (error instanceof PaymentProviderError || error instanceof AppError) providerDown(error);
    throw error;
  }
  await deps.db
    .update(purchases)
    .set({ providerSessionId: checkout.sessionId, holdUntil: expiresAt })
    .where(eq(purchases.id, purchaseId));
  await deps.db
    .insert(checkoutSessions)
    .values({
      userId: user.id,
      provider: deps.provider.kind,
      providerSessionId: checkout.sessionId,
      plan: order.kind,
      purchaseId,
      amountCents: order.amountCents,
      expiresAt,
    })
    .onConflictDoNothing();
  return checkout.url;
}
