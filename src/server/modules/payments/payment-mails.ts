import { eq, sql } from 'drizzle-orm';
import { isPaidPlan, planPrice } from '#shared/payments';
import { emailLayout } from '#server/adapters/mail/email-layout';
import type { Mailer, MailMessage } from '#server/adapters/mail/mailer';
import type { Database } from '#server/db/client';
import { events, paymentCustomers, purchases, user } from '#server/db/schema';
import { idOf, type PaymentEvent } from './payment-event-schema';
import { formatMoney } from '#shared/money';

export type PaymentMailDeps = {
  db: Database;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
  provider: 'stripe' | 'sandbox';
};

const money = formatMoney;

const day = (seconds: number | null | undefined) =>
  seconds
    ? new Date(seconds * 1000).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;

function mail(
  deps: PaymentMailDeps,
  to: string,
  subject: string,
  heading: string,
  paragraphs: string[],
): MailMessage {
  const action = { label: 'See your billing', url: `${deps.publicUrl}/profile` };
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
    html: emailLayout({
      siteName: deps.siteName,
      heading,
      paragraphs,
      action,
      footer: `You receive this email because you hold a plan on ${deps.siteName}.`,
    }),
  };
}

async function emailOf(
  deps: PaymentMailDeps,
  userId: string | null | undefined,
  customerId: string | null,
) {
  let id = userId;
  if (!id && customerId) {
    const [customer] = await deps.db
      .select({ userId: paymentCustomers.userId })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.customerId, customerId));
    id = customer?.userId;
  }
  if (!id) return null;
  const [found] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return found?.email ?? null;
}

const planName = (plan: string | null | undefined) =>
  plan && isPaidPlan(plan) ? planPrice(plan).name : 'your plan';

/**
 * The mails an applied event brings: a receipt for each charge, a notice when a renewal
 * fails, a reminder when a free month is about to end (Stripe sends
 * customer.subscription.trial_will_end three days before), and, for a seat paid after its hold
 * ran out and the session filled, word that the payment will be refunded. A mail that cannot be
 * sent is logged: the payment itself is already recorded.
 */
export async function sendPaymentMail(deps: PaymentMailDeps, event: PaymentEvent) {
  let message: MailMessage | null = null;
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.object;
    const metadata = invoice.parent?.subscription_details?.metadata;
    const to = await emailOf(deps, metadata?.userId, idOf(invoice.customer));
    const name = planName(metadata?.plan);
    const currency = invoice.currency ?? 'usd';
    if (to && event.type === 'invoice.paid' && invoice.amount_paid > 0) {
      message = mail(deps, to, `Your ${deps.siteName} receipt`, 'Thank you for your payment', [
        `We received ${money(invoice.amount_paid, currency)} for ${name}.`,
        `Receipt number: ${invoice.id}. Your receipts are listed on your profile.`,
      ]);
    } else if (to && event.type === 'invoice.payment_failed') {
      message = mail(
        deps,
        to,
        `Your ${deps.siteName} payment did not go through`,
        'Your renewal failed',
        [
          `We could not charge ${money(invoice.amount_due, currency)} for ${name}.`,
          'Your access stays open for 3 days while we try again. Update your card from your profile to keep it.',
        ],
      );
    }
  } else if (event.type === 'checkout.session.completed' && event.object.mode === 'payment') {
    const session = event.object;
    const to = await emailOf(deps, session.client_reference_id, null);
    const [purchase] = session.metadata?.purchaseId
      ? await deps.db
          .select({
            description: purchases.description,
            status: purchases.status,
            sessionCancelled: sql<boolean>`${events.cancelledAt} is not null`,
          })
          .from(purchases)
          .leftJoin(events, eq(events.id, purchases.sessionId))
          .where(eq(purchases.id, session.metadata.purchaseId))
      : [];
    const paid = money(session.amount_total ?? 0, session.currency ?? 'usd');
    const receipt = `Receipt number: ${idOf(session.payment_intent) ?? session.id}.`;
    if (to && purchase?.status === 'refund_due') {
      message = mail(
        deps,
        to,
        `Your ${deps.siteName} payment will be refunded`,
        purchase.sessionCancelled ? 'Your session was cancelled' : 'Your seat was taken',
        [
          purchase.sessionCancelled
            ? `We received ${paid} for ${purchase.description}, but the session was cancelled before the payment arrived.`
            : `We received ${paid} for ${purchase.description}, but your seat was no longer held when the payment arrived and the session is full.`,
          `${receipt} We will refund it in full.`,
        ],
      );
    } else if (to && purchase && session.payment_status === 'paid') {
      message = mail(deps, to, `Your ${deps.siteName} receipt`, 'Thank you for your payment', [
        `We received ${paid} for ${purchase.description}.`,
        `${receipt} Your receipts are listed on your profile.`,
      ]);
    }
  } else if (event.type === 'customer.subscription.trial_will_end') {
    const subscription = event.object;
    const to = await emailOf(deps, subscription.metadata?.userId, idOf(subscription.customer));
    const name = planName(subscription.metadata?.plan);
    const plan = subscription.metadata?.plan;
    const price =
      plan && isPaidPlan(plan) ? money(planPrice(plan).cents, 'usd') : 'the monthly price';
    if (to) {
      message = mail(
        deps,
        to,
        `Your free month of ${name} ends soon`,
        'Your free month ends soon',
        [
          `Your free month of ${name} ends on ${day(subscription.trial_end) ?? 'its last day'}.`,
          `After that it costs ${price} a month. To stop before you are charged, cancel from your profile.`,
        ],
      );
    }
  }
  if (!message) return;
  await deps.mailer.send(message).catch((error: unknown) => {
    console.error(`Could not send a payment mail (${event.type}):`, error);
  });
}
