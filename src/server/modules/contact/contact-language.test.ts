import { describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '#server/test/test-app';
import { confirmationMail as contactConfirmation } from './send-contact-message';
import { describeMailLanguages } from '#server/test/mail-languages';

// Each mail in its reader's language: Spanish words and /es links for a Spanish reader, the
// same English as before for an English one.

describeMailLanguages([
  {
    name: 'contact acknowledgement',
    make: (locale) => contactConfirmation('v@example.com', 'Showcase', 'help@example.com', locale),
    en: {
      subject: 'We received your message – Showcase',
      text: 'Hello,\n\nThanks for contacting Showcase. We received your message and will reply to this address as soon as we can.',
    },
    es: {
      subject: 'Recibimos tu mensaje – Showcase',
      text: 'Hola:\n\nGracias por escribir a Showcase.',
    },
  },
]);

describe('the language of the acknowledgement', () => {
  it('answers a contact message sent from a Spanish page in Spanish', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('visitante');
    const res = await t.call(
      'POST',
      '/api/contact',
      { name: 'Ana', email, subject: 'Equipos', message: '¿Cómo se une un club?' },
      { referer: `${t.config.publicUrl}/es/contact` },
    );
    expect(res.status).toBe(201);
    expect((await t.mailTo(email)).subject).toBe('Recibimos tu mensaje – Showcase');
  });
});
