import { digestMail } from './digests';
import { describeMailLanguages } from '#server/test/mail-languages';

// Each mail in its reader's language: Spanish words and /es links for a Spanish reader, the
// same English as before for an English one.

const site = { siteName: 'Showcase', publicUrl: 'https://showcase.example' };

const digestSections = [
  {
    search: {
      id: 's1',
      name: 'Guards 2027',
      filters: { sport: 'Basketball' },
      lastDigestAt: new Date('2026-01-01T00:00:00Z'),
    },
    athletes: [
      {
        id: 'a1',
        firstName: 'Robin',
        lastName: 'Reyes',
        sport: 'Basketball',
        position: 'Point Guard',
        graduationYear: 2027,
        state: 'TX',
      },
    ],
  },
];

describeMailLanguages([
  {
    name: 'saved-search digest',
    make: (locale) =>
      digestMail(site, { email: 'c@example.com', name: 'Casey', language: locale }, digestSections),
    en: {
      subject: '1 new athlete for your saved searches on Showcase',
      text: 'Guards 2027 (1 new)\n\nRobin Reyes · Basketball · Point Guard · Class of 2027 · TX\nhttps://showcase.example/athlete/a1',
      link: 'Open Recruiting: https://showcase.example/recruiting\n',
    },
    es: {
      subject: '1 atleta nuevo para tus búsquedas guardadas en Showcase',
      text: 'Guards 2027 (1 nuevo)\n\nRobin Reyes · Básquetbol · Point Guard · Promoción 2027 · TX\nhttps://showcase.example/es/athlete/a1',
      link: 'Abrir Reclutamiento: https://showcase.example/es/recruiting\n',
    },
  },
]);
