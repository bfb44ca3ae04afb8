import { describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '#server/test/test-app';
import { confirmationMail as newsletterConfirmation } from './subscribe-newsletter';
import { describeMailLanguages } from '#server/test/mail-languages';

// Each mail in its reader's language: Spanish words and /es links for a Spanish reader, the
// same English as before for an English one.

describeMailLanguages([
  {
    name: 'newsletter confirmation',
    make: (locale) =>
      newsletterConfirmation({
        siteName: 'Showcase',
        to: 'n@example.com',
        url: 'https://showcase.example/api/newsletter/confirm?token=x',
        locale,
      }),
    en: {
      subject: 'Confirm your Showcase early access subscription',
      text: 'Confirm your subscription: https://showcase.example/api/newsletter/confirm?token=x\n',
    },
    es: {
      subject: 'Confirma tu suscripción de acceso anticipado a Showcase',
      text: 'Confirma tu suscripción: https://showcase.example/api/newsletter/confirm?token=x\n',
    },
  },
]);

describe('the language of the confirmation', () => {
  it('sends a Spanish visitor’s newsletter link back to the Spanish page', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('nft');
    const res = await t.call(
      'POST',
      '/api/newsletter',
      { email },
      { referer: `${t.config.publicUrl}/es/coming-soon` },
    );
    expect(res.status).toBe(200);
    const mail = await t.mailTo(email);
    expect(mail.subject).toBe('Confirma tu suscripción de acceso anticipado a Showcase');
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?\S+/.exec(mail.text)![0];
    const back = await t.get(link.slice(link.indexOf('/api/')));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/es/coming-soon?subscribed=1');
  });
});
