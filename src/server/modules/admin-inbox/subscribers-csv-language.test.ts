import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { uniqueEmail } from '#server/test/test-app';
import { signedInAccount } from '#server/test/test-users';
import { subscriberCsvHeaderIn } from './newsletter-subscribers';

// The subscribers' file speaks its administrator's language: the header; the addresses stay as
// they are, still safe to open in a spreadsheet.

describe('the newsletter subscribers exported in Spanish', () => {
  it('has a Spanish header for an administrator who reads Spanish, formulas still shown as text', async () => {
    const admin = await signedInAccount({ role: 'admin', name: 'Alba Admin', language: 'es' });
    const plus = uniqueEmail('+fan').toLowerCase();
    await admin.db.insert(newsletterSubscribers).values({ email: plus, confirmedAt: new Date() });

    const res = await admin.api.admin.newsletter['export.csv'].$get();
    expect(res.status).toBe(200);
    const [header, ...rows] = (await res.text()).trimEnd().split('\r\n');
    expect(header).toBe('"Correo electrónico","Confirmado el","Registrado el"');
    expect(rows.find((row) => row.includes(plus))).toMatch(new RegExp(`^"'\\${plus}",`));

    // The English header is the one it always was.
    expect(subscriberCsvHeaderIn('en')).toEqual(['Email', 'Confirmed at', 'Signed up at']);
  });
});
