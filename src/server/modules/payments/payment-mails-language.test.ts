import type { Locale } from '#shared/locales';
import type { Database } from '#server/db/client';
import type { MailMessage } from '#server/adapters/mail/mailer';
import type { PaymentEvent } from './payment-event-schema';
import { sendPaymentMail } from './payment-mails';
import { expect } from 'vitest';
import { describeMailLanguages } from '#server/test/mail-languages';

// Each mail in its reader's language: Spanish words and /es links for a Spanish reader, the
// same English as before for an English one.

const site = { siteName: 'Showcase', publicUrl: 'https://showcase.example' };

/** A payment mail as sendPaymentMail makes it, for a member of `language`. */
async function paymentMail(language: Locale | null, event: unknown): Promise<MailMessage> {
  const sent: MailMessage[] = [];
  const db = {
    select: () => ({
      from: () => ({ where: async () => [{ email: 'payer@example.com', language }] }),
    }),
  } as unknown as Database;
  await sendPaymentMail(
    {
      db,
      mailer: {
        kind: 'dev-mailbox',
        send: async (message: MailMessage) => void sent.push(message),
      },
      siteName: site.siteName,
      publicUrl: site.publicUrl,
      provider: 'sandbox',
    },
    event as PaymentEvent,
  );
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

const invoicePaid = {
  type: 'invoice.paid',
  object: {
    id: 'in_123',
    amount_paid: 999,
    amount_due: 999,
    currency: 'usd',
    customer: null,
    parent: { subscription_details: { metadata: { userId: 'u1', plan: 'nope' } } },
  },
};

describeMailLanguages([
  {
    name: 'receipt',
    make: (locale) => paymentMail(locale === 'en' ? null : locale, invoicePaid),
    en: {
      subject: 'Your Showcase receipt',
      text: 'We received $9.99 for your plan.\n\nReceipt number: in_123. Your receipts are listed on your profile.',
      link: 'See your billing: https://showcase.example/profile\n',
    },
    es: {
      subject: 'Tu recibo de Showcase',
      text: 'Recibimos $9.99 por tu plan.\n\nNúmero de recibo: in_123. Tus recibos aparecen en tu perfil.',
      link: 'Ver tu facturación: https://showcase.example/es/profile\n',
    },
  },
  {
    name: 'free month ending',
    make: (locale) =>
      paymentMail(locale, {
        type: 'customer.subscription.trial_will_end',
        object: {
          customer: null,
          trial_end: Date.UTC(2027, 0, 15) / 1000,
          metadata: { userId: 'u1', plan: 'nope' },
        },
      }),
    en: {
      subject: 'Your free month of your plan ends soon',
      text: 'Your free month of your plan ends on January 15, 2027.\n\nAfter that it costs the monthly price a month.',
    },
    es: {
      subject: 'Tu mes gratis de tu plan termina pronto',
      text: 'Tu mes gratis de tu plan termina el 15 de enero de 2027.',
      link: 'https://showcase.example/es/profile',
    },
  },
]);
