import type { Locale } from '#shared/locales';
import { pageUrl } from '#server/adapters/mail/mail-words';
import { guardianSuspendedMail } from './consent-mails';
import { describeMailLanguages } from '#server/test/mail-languages';

// Each mail in its reader's language: Spanish words and /es links for a Spanish reader, the
// same English as before for an English one.

const page = (locale: Locale, path: string) => pageUrl('https://showcase.example', locale, path);

describeMailLanguages([
  {
    name: 'guardian set aside',
    make: (locale) =>
      guardianSuspendedMail({
        siteName: 'Showcase',
        to: 'a@example.com',
        firstName: 'Robin',
        url: page(locale, '/profile'),
        locale,
      }),
    en: {
      subject: "Give your parent's or guardian's address on Showcase",
      text: 'Hi Robin,\n\nThe address you gave for your parent or guardian now belongs to',
      link: 'Open my profile: https://showcase.example/profile\n',
    },
    es: {
      subject: 'Danos la dirección de tu madre, padre o tutor en Showcase',
      text: 'Hola, Robin:\n\nLa dirección que diste de tu madre, padre o tutor',
      link: 'Abrir mi perfil: https://showcase.example/es/profile\n',
    },
  },
]);
