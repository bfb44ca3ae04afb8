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
