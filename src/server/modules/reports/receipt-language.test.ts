import { receiptMail } from './file-report';
import { describeMailLanguages } from '#server/test/mail-languages';

// Each mail in its reader's language: Spanish words and /es links for a Spanish reader, the
// same English as before for an English one.

describeMailLanguages([
  {
    name: 'report receipt',
    make: (locale) =>
      receiptMail(
        { siteName: 'Showcase', safetyEmail: 'safety@example.com' },
        'r@example.com',
        'AB12CD34',
        { type: 'video' },
        locale,
      ),
    en: {
      subject: 'We received your report (AB12CD34) – Showcase',
      text: 'Thank you for telling us about a training video on Showcase. Your report reference is AB12CD34.',
    },
    es: {
      subject: 'Recibimos tu reporte (AB12CD34) – Showcase',
      text: 'Gracias por avisarnos sobre un video de entrenamiento en Showcase. La referencia de tu reporte es AB12CD34.',
    },
  },
]);
