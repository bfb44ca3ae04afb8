import { and, eq, isNull } from 'drizzle-orm';
import { formatEventTime } from '#shared/event-times';
import { formatMoney } from '#shared/money';
import { eventMessages as say } from '#shared/programs';
import type { CancelledEvent } from '#shared/schemas/events';
import { localeTags, type Locale } from '#shared/locales';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { mailLocaleOf, mailWords, pageUrl } from '#server/adapters/mail/mail-words';
import type { Mailer } from '#server/adapters/mail/mailer';
import type { SessionUser } from '#server/auth/guards';
import { channels, events, payments, purchases, user } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { refundPayment, type Payments } from '#server/modules/payments';
import { managedEvent } from './program-schedule';
import { requireProgramEvent } from './program-access';

// Cancelling an event (docs/product.md#events): it stays on the schedule, marked cancelled. For a
// paid session every seat goes back through the payment that bought it: a card payment is
// refunded at once through the card provider (the payments module's refund, as administrators'
// refunds, recorded in the audit log under the staff member who cancelled); a Pi payment is marked refund due, for an
// administrator to send back from the app's wallet. Seats still at a checkout are released.
// Every buyer is mailed.

export type EventCancelDeps = {
  payments: Payments;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
};

type Outcome = 'refunded' | 'refund_due' | 'failed';

/** "Sat, Dec 5, 9:30 AM CST" (formatEventTime's), in the buyer's language. */
const eventTime = (at: Date, timeZone: string, locale: Locale) =>
  formatEventTime(at, timeZone, localeTags[locale]);

/** The buyer's mail, in their account's language: the seat cancelled and how it is paid back. */
export function cancellationMail(
  deps: Pick<EventCancelDeps, 'siteName' | 'publicUrl'>,
  options: {
    to: string;
    locale: Locale;
    programName: string;
    title: string;
    startsAt: Date;
    timeZone: string;
    amount: string;
    outcome: Outcome;
  },
) {
  const { locale, amount, programName, title } = options;
  const t = mailWords(locale);
  const back = {
    refunded: t('mail.cancel.refunded', { amount }),
    refund_due: t('mail.cancel.refundDue', { amount }),
    failed: t('mail.cancel.failed', { amount }),
  } satisfies Record<Outcome, string>;
  const when = eventTime(options.startsAt, options.timeZone, locale);
  const paragraphs = [
    t('mail.cancel.cancelled', { programName, title, when }),
    back[options.outcome],
    t('mail.cancel.question'),
  ];
  const url = pageUrl(deps.publicUrl, locale, '/contact');
  const contactUs = t('mail.cancel.contactUs');
  return {
    to: options.to,
    subject: t('mail.cancel.subject', { title }),
    text: `${paragraphs.join('\n\n')}\n\n${contactUs}: ${url}\n`,
    html: emailLayout({
      siteName: deps.siteName,
      heading: t('mail.cancel.heading'),
      paragraphs,
      action: { label: contactUs, url },
      footer: t('mail.cancel.footer', { siteName: deps.siteName }),
      locale,
    }),
  };
}

/** POST /api/me/program/events/{id}/cancel: once; each seat refunded once. */
export async function cancelEvent(
  deps: EventCancelDeps,
  staff: SessionUser,
  eventId: string,
  ip: string | null,
  now: Date,
): Promise<CancelledEvent> {
  const db = deps.payments.db;
  const { program, event } = await requireProgramEvent(db, staff, eventId);
  if (event.cancelledAt) throw new AppError('CONFLICT', say.alreadyCancelled);
  if (event.endsAt <= now) throw new AppError('CONFLICT', say.eventPast);
  // Claimed first: two cancellations cannot both refund.
  const [claimed] = await db
    .update(events)
    .set({ cancelledAt: now })
    .where(and(eq(events.id, event.id), isNull(events.cancelledAt)))
    .returning({ id: events.id });
  if (!claimed) throw new AppError('CONFLICT', say.alreadyCancelled);

  const released = await db
    .update(purchases)
    .set({ status: 'canceled' })
    .where(and(eq(purchases.sessionId, event.id), eq(purchases.status, 'pending')))
    .returning({ id: purchases.id });
  const paid = await db
    .select({ purchase: purchases, email: user.email, language: user.language, payment: payments })
    .from(purchases)
    .innerJoin(user, eq(user.id, purchases.userId))
    .leftJoin(
      payments,
      and(
        eq(payments.provider, purchases.provider),
        eq(payments.providerRef, purchases.providerPaymentRef),
      ),
    )
    .where(and(eq(purchases.sessionId, event.id), eq(purchases.status, 'paid')));

  const counts = { refunded: 0, refund_due: 0, failed: 0 };
  const when = formatEventTime(event.startsAt, event.timeZone);
  for (const { purchase, email, language, payment } of paid) {
    let outcome: Outcome;
    if (purchase.provider === 'pi') {
      await db
        .update(purchases)
        .set({ status: 'refund_due' })
        .where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'paid')));
      outcome = 'refund_due';
    } else if (!payment) {
      outcome = 'failed';
    } else {
      outcome = await refundPayment(deps.payments, {
        paymentId: payment.id,
        input: { note: `Session cancelled by ${program.name}: ${event.title}, ${when}.` },
        actor: { id: staff.id, email: staff.email, ip },
      }).then(
        () => 'refunded' as const,
        (error: unknown) => {
          console.error(
            `The refund of purchase ${purchase.id} for a cancelled session failed:`,
            error,
          );
          return 'failed' as const;
        },
      );
    }
    counts[outcome] += 1;
    await deps.mailer
      .send(
        cancellationMail(deps, {
          to: email,
          locale: mailLocaleOf(language),
          programName: program.name,
          title: event.title,
          startsAt: event.startsAt,
          timeZone: event.timeZone,
          amount: formatMoney(
            payment?.amountCents ?? purchase.amountCents,
            payment?.currency ?? 'usd',
          ),
          outcome,
        }),
      )
      .catch((error: unknown) => {
        console.error(`The cancellation mail for purchase ${purchase.id} was not sent:`, error);
      });
  }
  if (event.channelId && (released.length > 0 || paid.length > 0)) {
    const [channel] = await db
      .select({ slug: channels.slug })
      .from(channels)
      .where(eq(channels.id, event.channelId));
    if (channel) deps.payments.onPurchaseChange(channel.slug);
  }
  return {
    event: await managedEvent(db, program, event.id, now),
    refunded: counts.refunded,
    refundsDue: counts.refund_due,
    released: released.length,
    failed: counts.failed,
  };
}
