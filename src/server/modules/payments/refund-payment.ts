import { and, eq, isNull } from 'drizzle-orm';
import { adminPaymentMessages } from '#shared/admin-payments';
import type { RefundInput } from '#shared/schemas/admin-payments';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
import { channels, payments, purchases, user } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { endRefundedPayment } from './apply-payment-event';
import type { Payments } from './payment-deps';
import { withdrawPiMonth } from './pi-months';
import { emitSandboxRefund } from './sandbox-events';

/** A provider's refusal (a 4xx: no such charge, refunded already) rather than an outage. */
const refusedStatuses = new Set([400, 402, 404, 409]);

function notRefundable(payment: typeof payments.$inferSelect, cardProvider: string): never {
  if (payment.refundedAt || payment.status === 'refunded') {
    throw new AppError('CONFLICT', adminPaymentMessages.alreadyRefunded);
  }
  if (payment.status !== 'paid') throw new AppError('CONFLICT', adminPaymentMessages.notPaid);
  if (payment.amountCents <= 0) {
    throw new AppError('CONFLICT', adminPaymentMessages.nothingToRefund);
  }
  if (payment.provider !== cardProvider) {
    throw new AppError('CONFLICT', adminPaymentMessages.otherCardProvider);
  }
  throw new AppError('CONFLICT', adminPaymentMessages.notPaid);
}

/**
 * Whether a payment can be refunded here: paid, not refunded, and taken by a provider in use (Pi,
 * or the card provider this instance has).
 */
export function isRefundable(
  payment: Pick<typeof payments.$inferSelect, 'status' | 'refundedAt' | 'amountCents' | 'provider'>,
  cardProvider: Payments['provider']['kind'],
): boolean {
  return (
    payment.status === 'paid' &&
    !payment.refundedAt &&
    payment.amountCents > 0 &&
    (payment.provider === 'pi' || payment.provider === cardProvider)
  );
}

/** The state an audit row keeps of a payment's refund. */
const refundState = (payment: typeof payments.$inferSelect) => ({
  status: payment.status,
  amountCents: payment.amountCents,
  currency: payment.currency,
  refundedCents: payment.refundedCents,
  refundNote: payment.refundNote,
});

/**
 * A refund of one payment, whole or in part, by an administrator or by staff cancelling a paid
 * session (the actor the audit row names). A card payment is refunded through
 * the provider that took it; a Pi payment is sent back by hand from the app's wallet and recorded
 * here with a note saying so. The payment is claimed first (so two refunds cannot both start),
 * then the provider is asked, then the result and its audit row are written together. A whole
 * refund ends what the payment bought, as a refund reported by the provider does.
 */
export async function refundPayment(
  deps: Payments,
  { paymentId, input, actor }: { paymentId: string; input: RefundInput; actor: AdminActor },
): Promise<void> {
  const cardProvider = deps.provider.kind;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError('NOT_FOUND', adminPaymentMessages.noPayment);
  const note = input.note?.trim() || null;
  const isPi = payment.provider === 'pi';
  if (isPi && !note) {
    throw new AppError('VALIDATION_FAILED', adminPaymentMessages.piNoteRequired, {
      note: [adminPaymentMessages.piNoteRequired],
    });
  }
  if (!isRefundable(payment, cardProvider)) notRefundable(payment, cardProvider);
  const amount = input.amountCents ?? payment.amountCents;
  if (amount > payment.amountCents) {
    throw new AppError('CONFLICT', adminPaymentMessages.amountTooHigh, {
      amountCents: [adminPaymentMessages.amountTooHigh],
    });
  }

  const claimedAt = new Date(deps.clock.now());
  const [claimed] = await deps.db
    .update(payments)
    .set({ refundedAt: claimedAt, refundedCents: amount, refundNote: note, refundedBy: actor.id })
    .where(
      and(eq(payments.id, payment.id), isNull(payments.refundedAt), eq(payments.status, 'paid')),
    )
    .returning();
  if (!claimed) throw new AppError('CONFLICT', adminPaymentMessages.alreadyRefunded);

  let providerRefundId: string | null = null;
  if (!isPi) {
    try {
      ({ refundId: providerRefundId } = await deps.provider.refund({
        paymentRef: payment.providerRef,
        amountCents: amount,
        idempotencyKey: `refund:${payment.id}:${amount}`,
        metadata: { paymentId: payment.id, refundedBy: actor.id },
      }));
    } catch (error) {
      // Nothing went back: the payment can be refunded again.
      await deps.db
        .update(payments)
        .set({ refundedAt: null, refundedCents: null, refundNote: null, refundedBy: null })
        .where(and(eq(payments.id, payment.id), eq(payments.refundedAt, claimedAt)));
      if (error instanceof PaymentProviderError) {
        console.error(`Refund of payment ${payment.id} failed: ${error.status} ${error.message}`);
        throw refusedStatuses.has(error.status)
          ? new AppError('CONFLICT', adminPaymentMessages.providerRefused)
          : new AppError('UNAVAILABLE', adminPaymentMessages.providerDown);
      }
      throw error;
    }
  }

  const whole = amount >= payment.amountCents;
  // A plan refunded whole ends here; at the card provider it would go on renewing (and charging)
  // and its next renewal would bring it back, so it is canceled there too.
  let providerCanceled: boolean | null = null;
  if (whole && !isPi && payment.providerSubscriptionId) {
    providerCanceled = await deps.provider
      .cancelSubscription(payment.providerSubscriptionId)
      .then(() => true)
      .catch((error: unknown) => {
        console.error(
          `The refunded plan ${payment.providerSubscriptionId} could not be canceled at the provider:`,
          error,
        );
        return false;
      });
  }
  const changed = await deps.db.transaction(async (tx) => {
    let planChanged = false;
    if (whole) {
      await endRefundedPayment(tx, payment.provider, payment.providerRef, claimedAt, claimedAt);
      planChanged = isPi
        ? await withdrawPiMonth(tx, payment.userId, payment.providerRef, claimedAt)
        : payment.providerSubscriptionId !== null;
    }
    const [after] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    const [member] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, payment.userId));
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      targetType: 'payment',
      targetId: payment.id,
      targetLabel: `${payment.description} (${member?.email ?? payment.userId})`,
      before: refundState(payment),
      after: {
        ...refundState(after ?? claimed),
        ...(isPi ? { manual: true } : { providerRefundId }),
        ...(providerCanceled === null ? {} : { planCanceledAtProvider: providerCanceled }),
      },
    });
    const [channel] = whole
      ? await tx
          .select({ slug: channels.slug })
          .from(purchases)
          .innerJoin(channels, eq(channels.id, purchases.channelId))
          .where(
            and(
              eq(purchases.provider, payment.provider),
              eq(purchases.providerPaymentRef, payment.providerRef),
            ),
          )
      : [];
    return { planChanged, channelSlug: channel?.slug ?? null };
  });

  if (changed.planChanged) await deps.onSubscriptionChange();
  if (changed.channelSlug) deps.onPurchaseChange(changed.channelSlug);
  if (payment.provider === 'sandbox') {
    // As Stripe reports a refund, the sandbox does: by a signed charge.refunded event.
    await emitSandboxRefund(deps, {
      providerRef: payment.providerRef,
      amountCents: payment.amountCents,
      refundedCents: amount,
      currency: payment.currency,
    }).catch((error: unknown) => {
      console.error(`The sandbox's charge.refunded for payment ${payment.id} failed:`, error);
    });
  }
}
