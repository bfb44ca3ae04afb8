import { eq, sql } from 'drizzle-orm';
import { isPaidPlan, planPrice } from '#shared/payments';
import { localeTags, type Locale } from '#shared/locales';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { mailLocaleOf, mailWords, pageUrl, type MailWords } from '#server/adapters/mail/mail-words';
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

const day = (seconds: number | null | undefined, locale: Locale) =>
  seconds
    ? new Date(seconds * 1000).toLocaleDateString(localeTags[locale], {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;

/** Who a payment mail goes to: the member's address and language. */
type Recipient = { email: string; locale: Locale };

function mail(
  deps: PaymentMailDeps,
  to: Recipient,
  subject: string,
  heading: string,
  paragraphs: string[],
): MailMessage {
  const t = mailWords(to.locale);
  const action = {
    label: t('mail.payment.seeBilling'),
    url: pageUrl(deps.publicUrl, to.locale, '/profile'),
  };
  return {
    to: to.email,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
    html: emailLayout({
      siteName: deps.siteName,
      heading,
      paragraphs,
      action,
      footer: t('mail.payment.footer', { siteName: deps.siteName }),
      locale: to.locale,
    }),
  };
}

/** The member a payment is theirs: their address and their account's language. */
async function recipientOf(
  deps: PaymentMailDeps,
  userId: string | null | undefined,
  customerId: string | null,
): Promise<Recipient | null> {
  let id = userId;
  if (!id && customerId) {
    const [customer] = await deps.db
      .select({ userId: paymentCustomers.userId })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.customerId, customerId));
    id = customer?.userId;
  }
  if (!id) return null;
  const [found] = await deps.db
    .select({ email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, id));
  return found ? { email: found.email, locale: mailLocaleOf(found.language) } : null;
}

const planName = (plan: string | null | undefined, t: MailWords) =>
  plan && isPaidPlan(plan) ? planPrice(plan).name : t('mail.payment.yourPlan');

/**
 * The mails an applied event brings: a receipt for each charge, a notice when a renewal
 * fails, a reminder when a free month is about to end (Stripe sends
 * customer.subscription.trial_will_end three days before), and, for a seat paid after its hold
 * ran out and the session filled, word that the payment will be refunded. A mail that cannot be
 * sent is logged: the payment itself is already recorded.
 */
export async function sendPaymentMail(deps: PaymentMailDeps, event: PaymentEvent) {
  const { siteName } = deps;
  let message: MailMessage | null = null;
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.object;
    const metadata = invoice.parent?.subscription_details?.metadata;
    const to = await recipientOf(deps, metadata?.userId, idOf(invoice.customer));
    const t = mailWords(to?.locale ?? 'en');
    const name = planName(metadata?.plan, t);
    const currency = invoice.currency ?? 'usd';
    if (to && event.type === 'invoice.paid' && invoice.amount_paid > 0) {
      message = mail(
        deps,
        to,
        t('mail.payment.receipt.subject', { siteName }),
        t('mail.payment.receipt.heading'),
        [
          t('mail.payment.receipt.received', {
            amount: money(invoice.amount_paid, currency),
            name,
          }),
          t('mail.payment.receipt.number', { id: invoice.id }),
        ],
      );
    } else if (to && event.type === 'invoice.payment_failed') {
      message = mail(
        deps,
        to,
        t('mail.payment.failed.subject', { siteName }),
        t('mail.payment.failed.heading'),
        [
          t('mail.payment.failed.couldNot', { amount: money(invoice.amount_due, currency), name }),
          t('mail.payment.failed.access'),
        ],
      );
    }
  } else if (event.type === 'checkout.session.completed' && event.object.mode === 'payment') {
    const session = event.object;
    const to = await recipientOf(deps, session.client_reference_id, null);
    const t = mailWords(to?.locale ?? 'en');
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
    const amount = money(session.amount_total ?? 0, session.currency ?? 'usd');
    const id = idOf(session.payment_intent) ?? session.id;
    if (to && purchase?.status === 'refund_due') {
      const { description } = purchase;
      message = mail(
        deps,
        to,
        t('mail.payment.refund.subject', { siteName }),
        t(
          purchase.sessionCancelled
            ? 'mail.payment.refund.headingCancelled'
            : 'mail.payment.refund.headingTaken',
        ),
        [
          purchase.sessionCancelled
            ? t('mail.payment.refund.cancelled', { amount, description })
            : t('mail.payment.refund.taken', { amount, description }),
          t('mail.payment.refund.inFull', { id }),
        ],
      );
    } else if (to && purchase && session.payment_status === 'paid') {
      message = mail(
        deps,
        to,
        t('mail.payment.receipt.subject', { siteName }),
        t('mail.payment.receipt.heading'),
        [
          t('mail.payment.receipt.received', { amount, name: purchase.description }),
          t('mail.payment.receipt.number', { id }),
        ],
      );
    }
  } else if (event.type === 'customer.subscription.trial_will_end') {
    const subscription = event.object;
    const to = await recipientOf(deps, subscription.metadata?.userId, idOf(subscription.customer));
    const t = mailWords(to?.locale ?? 'en');
    const name = planName(subscription.metadata?.plan, t);
    const plan = subscription.metadata?.plan;
    const price =
      plan && isPaidPlan(plan)
        ? money(planPrice(plan).cents, 'usd')
        : t('mail.payment.trial.monthlyPrice');
    if (to) {
      const ends = day(subscription.trial_end, to.locale) ?? t('mail.payment.trial.lastDay');
      message = mail(
        deps,
        to,
        t('mail.payment.trial.subject', { name }),
        t('mail.payment.trial.heading'),
        [
          t('mail.payment.trial.ends', { name, day: ends }),
          t('mail.payment.trial.after', { price }),
        ],
      );
    }
  }
  if (!message) return;
  await deps.mailer.send(message).catch((error: unknown) => {
    console.error(`Could not send a payment mail (${event.type}):`, error);
  });
}
