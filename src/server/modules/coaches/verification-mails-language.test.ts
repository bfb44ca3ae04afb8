import { verificationMail } from './verification-mails';
import { describeMailLanguages } from '#server/test/mail-languages';

// Each mail in its reader's language: Spanish words and /es links for a Spanish reader, the
// same English as before for an English one.

const site = { siteName: 'Showcase', publicUrl: 'https://showcase.example' };

describeMailLanguages([
  {
    name: 'coach verification code',
    make: (locale) =>
      verificationMail(
        site,
        { to: 'c@example.com', kind: 'code', locale },
        { code: '123456', institution: 'Lakeside High' },
      ),
    en: {
      subject: 'Your Showcase coach verification code: 123456',
      text: 'Your code is 123456. Enter it on the Recruiting page within 10 minutes.',
    },
    es: {
      subject: 'Tu código de verificación de entrenador de Showcase: 123456',
      text: 'Tu código es 123456. Escríbelo en la página de Reclutamiento',
    },
  },
  {
    name: 'coach verification approved',
    make: (locale) =>
      verificationMail(
        site,
        { to: 'c@example.com', kind: 'approved', locale },
        { institution: 'Lakeside High', level: 'high-school' },
      ),
    en: {
      subject: 'You are verified on Showcase',
      text: 'Your name now shows "Verified · Lakeside High · High school".',
      link: 'Open Recruiting: https://showcase.example/recruiting\n',
    },
    es: {
      subject: 'Ya estás verificado en Showcase',
      text: 'Ahora junto a tu nombre aparece “Verificado · Lakeside High · Escuela secundaria”.',
      link: 'Abrir Reclutamiento: https://showcase.example/es/recruiting\n',
    },
  },
  {
    name: 'coach verification rejected',
    make: (locale) =>
      verificationMail(
        site,
        { to: 'c@example.com', kind: 'rejected', locale },
        { institution: 'Lakeside High' },
      ),
    en: {
      subject: 'Your coach verification on Showcase',
      text: 'Their reason: none given',
      link: 'https://showcase.example/recruiting',
    },
    es: {
      subject: 'Tu verificación de entrenador en Showcase',
      text: 'Su motivo: no lo indicó',
      link: 'https://showcase.example/es/recruiting',
    },
  },
  {
    name: 'coach verification reminder',
    make: (locale) =>
      verificationMail(
        site,
        { to: 'c@example.com', kind: 'reminder', locale },
        { institution: 'Lakeside High', expiresAt: new Date('2027-03-01T12:00:00Z') },
      ),
    en: {
      subject: 'Your coach verification on Showcase ends on 2027-03-01',
      text: 'Renew my verification: https://showcase.example/recruiting',
    },
    es: {
      subject: 'Tu verificación de entrenador en Showcase termina el 1 de marzo de 2027',
      text: 'Renovar mi verificación: https://showcase.example/es/recruiting',
    },
  },
  {
    name: 'coach verification ended',
    make: (locale) =>
      verificationMail(
        site,
        { to: 'c@example.com', kind: 'expired', locale },
        { institution: 'Lakeside High' },
      ),
    en: {
      subject: 'Your coach verification on Showcase has ended',
      text: 'Your verification as a coach at Lakeside High has ended after a year.',
    },
    es: {
      subject: 'Tu verificación de entrenador en Showcase terminó',
      text: 'Tu verificación como entrenador en Lakeside High terminó después de un año.',
    },
  },
]);
