import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/locales';
import type { MailMessage } from '#server/adapters/mail/mailer';

/** A mail made for a reader of a language, and what each language's reader must find in it. */
export type MailLanguageCase = {
  name: string;
  make: (locale: Locale) => MailMessage | Promise<MailMessage>;
  en: { subject: string; text: string; link?: string };
  es: { subject: string; text: string; link?: string };
};

/**
 * Checks that each mail goes out in its reader's language: the Spanish reader gets Spanish words
 * and links to the Spanish pages; the English reader the same English as ever.
 */
export function describeMailLanguages(cases: MailLanguageCase[]) {
  describe.each(cases)('the $name mail', ({ make, en, es }) => {
    it('is the same English as before for an English reader', async () => {
      const mail = await make('en');
      expect(mail.subject).toBe(en.subject);
      expect(mail.text).toContain(en.text);
      if (en.link) expect(mail.text).toContain(en.link);
      expect(mail.text).not.toContain('/es/');
      expect(mail.html).toContain('<html lang="en-US">');
    });

    it('is Spanish for a Spanish reader, its links to the Spanish pages', async () => {
      const mail = await make('es');
      expect(mail.subject).toBe(es.subject);
      expect(mail.text).toContain(es.text);
      if (es.link) expect(mail.text).toContain(es.link);
      expect(mail.html).toContain('<html lang="es-US">');
      // Nothing left in English around the reader's own words.
      expect(mail.html).not.toContain('If the button does not work');
      expect(mail.html).not.toContain('You receive this email');
    });
  });
}
