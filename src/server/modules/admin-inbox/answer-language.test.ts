import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema/contact-messages';
import { createTestApp, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signedInAdmin } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';
import { answerMail } from './reply-to-message';
import { describeMailLanguages } from '#server/test/mail-languages';

// Each mail in its reader's language: Spanish words and /es links for a Spanish reader, the
// same English as before for an English one.

describeMailLanguages([
  {
    name: 'answer to a contact message',
    make: (locale) =>
      answerMail(
        {
          name: 'Dana',
          email: 'd@example.com',
          subject: 'Teams',
          message: 'How?',
          createdAt: new Date('2026-05-04T15:00:00Z'),
        },
        'Like this.',
        { siteName: 'Showcase', supportEmail: 'help@example.com' },
        locale,
      ),
    en: {
      subject: 'Re: Teams',
      text: 'Like this.\n\nThe Showcase team\n\nOn May 4, 2026 at 3:00 PM UTC, Dana <d@example.com> wrote:\n> How?\n',
    },
    es: {
      subject: 'Re: Teams',
      text: 'Like this.\n\nEl equipo de Showcase\n\nEl 4 de mayo de 2026',
    },
  },
]);

describe('the language of an answer to a visitor without an account', () => {
  /** A contact message from `page`, as a visitor's browser sends it; its id. */
  async function messageFrom(page: string, email: string, subject: string) {
    const visitor = await createTestApp();
    const res = await visitor.call(
      'POST',
      '/api/contact',
      { name: 'Ana', email, subject, message: '¿Cómo se une un club entero?' },
      { referer: `${visitor.config.publicUrl}${page}` },
    );
    expect(res.status).toBe(201);
    return onlyRow(
      await visitor.db
        .select({ id: contactMessages.id, language: contactMessages.language })
        .from(contactMessages)
        .where(eq(contactMessages.subject, subject)),
    );
  }

  it('answers in Spanish a message sent from a Spanish page', async () => {
    const email = uniqueEmail('visitante');
    const subject = `Equipos ${randomUUID().slice(0, 8)}`;
    const message = await messageFrom('/es/contact', email, subject);
    expect(message.language).toBe('es');

    const admin = await signedInAdmin();
    await unwrap(
      admin.api.admin.messages[':id'].reply.$post({
        param: { id: message.id },
        json: { body: 'Sí, desde la página del equipo.' },
      }),
      200,
    );
    const mail = await admin.mailTo(email);
    expect(mail.subject).toBe(`Re: ${subject}`);
    expect(mail.text).toMatch(/^Sí, desde la página del equipo\.\n\nEl equipo de Showcase\n\nEl /);
  });

  it('answers in English a message sent from an English page', async () => {
    const email = uniqueEmail('visitor');
    const subject = `Teams ${randomUUID().slice(0, 8)}`;
    const message = await messageFrom('/contact', email, subject);
    expect(message.language).toBe('en');

    const admin = await signedInAdmin();
    await unwrap(
      admin.api.admin.messages[':id'].reply.$post({
        param: { id: message.id },
        json: { body: 'Yes, from the team page.' },
      }),
      200,
    );
    const mail = await admin.mailTo(email);
    expect(mail.text).toMatch(/^Yes, from the team page\.\n\nThe Showcase team\n\nOn /);
  });

  it('still answers an account in its own language, whatever the page', async () => {
    const admin = await signedInAdmin();
    const member = await createTestUser(admin, { language: 'en' });
    const subject = `Teams ${randomUUID().slice(0, 8)}`;
    const message = await messageFrom('/es/contact', member.email, subject);

    await unwrap(
      admin.api.admin.messages[':id'].reply.$post({
        param: { id: message.id },
        json: { body: 'Yes, from the team page.' },
      }),
      200,
    );
    expect((await admin.mailTo(member.email)).text).toMatch(/\n\nThe Showcase team\n\nOn /);
  });
});
