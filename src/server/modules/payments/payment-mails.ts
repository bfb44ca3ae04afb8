import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isPaidPlan, planPrice } from '#shared/payments';
import { emailLayout } from '#server/adapters/mail/email-layout';
import type { Mailer, MailMessage } from '#server/adapters/mail/mailer';
import type { Database } from '#server/db/client';
import { paymentCustomers, purchases, user } from '#server/db/schema';
import { idOf } from './customers';

export type PaymentMailDeps = {
  db: Database;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
  provider: 'stripe' | 'sandbox';
};

const money = (cents: number, currency: string) =>
  `${currency.toLowerCase() === 'usd' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

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
  userId: string | undefined,
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

const planName = (plan: string | undefined) =>
  plan && isPaidPlan(plan) ? planPrice(plan).name : 'your plan';

/**
 * The mails an applied event brings: a receipt for each charge, a notice when a renewal
 * fails, and a reminder when a free month is about to end (Stripe sends
 * customer.subscription.trial_will_end three days before). A mail that cannot be sent is
 * logged: the payment itself is already recorded.
 */
export async function sendPaymentMail(deps: PaymentMailDeps, event: Stripe.Event) {
  let message: MailMessage | null = null;
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    const metadata = invoice.parent?.subscription_details?.metadata ?? {};
    const to = await emailOf(deps, metadata.userId, idOf(invoice.customer));
    const name = planName(metadata.plan);
    if (to && event.type === 'invoice.paid' && invoice.amount_paid > 0) {
      message = mail(deps, to, `Your ${deps.siteName} receipt`, 'Thank you for your payment', [
        `We received ${money(invoice.amount_paid, invoice.currency)} for ${name}.`,
        `Receipt number: ${invoice.id ?? '—'}. Your receipts are listed on your profile.`,
      ]);
    } else if (to && event.type === 'invoice.payment_failed') {
      message = mail(
        deps,
        to,
        `Your ${deps.siteName} payment did not go through`,
        'Your renewal failed',
        [
          `We could not charge ${money(invoice.amount_due, invoice.currency)} for ${name}.`,
          'Your access stays open for 3 days while we try again. Update your card from your profile to keep it.',
        ],
      );
    }
  } else if (event.type === 'checkout.session.completed' && event.data.object.mode === 'payment') {
    const session = event.data.object;
    const to = await emailOf(deps, session.client_reference_id ?? undefined, null);
    const [purchase] = session.metadata?.purchaseId
      ? await deps.db
          .select({ description: purchases.description })
          .from(purchases)
          .where(eq(purchases.id, session.metadata.purchaseId))
      : [];
    if (to && purchase && session.payment_status === 'paid') {
      message = mail(deps, to, `Your ${deps.siteName} receipt`, 'Thank you for your payment', [
        `We received ${money(session.amount_total ?? 0, session.currency ?? 'usd')} for ${purchase.description}.`,
        `Receipt number: ${idOf(session.payment_intent) ?? session.id}. Your receipts are listed on your profile.`,
      ]);
    }
  } else if (event.type === 'customer.subscription.trial_will_end') {
    const subscription = event.data.object;
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
