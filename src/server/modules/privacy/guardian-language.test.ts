import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { guardianConsents } from '#server/db/schema/safety';
import { messagingCoach } from '#server/test/messaging-fixtures';
import { consentedMinor } from '#server/test/minor-fixtures';
import { createTestApp, linkIn, uniqueEmail, unwrap } from '#server/test/test-app';

// A family that reads the site in Spanish: the minor signs up on the Spanish pages, her guardian
// is asked, thanked and copied in Spanish, and a coach's own words reach them as written.

/** Lists the minor for coaches' searches as the messaging tests do. */
async function listed(minor: Awaited<ReturnType<typeof consentedMinor>>) {
  await minor.t.db
    .update(playerProfiles)
    .set({ sport: 'Basketball', state: 'TX' })
    .where(eq(playerProfiles.id, minor.id));
}

describe('a guardian written to in their language', () => {
  it('asks, thanks and copies the guardian of a minor who signed up in Spanish in Spanish', async () => {
    const minor = await consentedMinor(undefined, { language: 'es', decidedIn: 'es' });
    const [account] = await minor.t.db
      .select({ language: user.language })
      .from(user)
      .where(eq(user.email, minor.email));
    expect(account?.language).toBe('es');

    // The guardian's thank-you for consenting: Spanish, linking the Spanish consent page.
    const thanks = await minor.t.mailTo(minor.guardianEmail);
    expect(thanks.subject).toMatch(/^Tu decisión sobre Robin Minor en /);
    expect(thanks.text).toContain('Diste tu consentimiento para el perfil de Robin Minor');
    expect(thanks.text).toContain('solo los miembros con sesión iniciada');
    expect(thanks.text).toContain(`/es/consent/${minor.token}`);
    expect(thanks.html).toContain('<html lang="es-US">');

    await listed(minor);
    const college = await messagingCoach();
    const words = 'Hello Robin, we saw your film. ¡Buen partido!';
    await unwrap(
      college.api.messages.athletes.$post({ json: { athleteId: minor.id, text: words } }),
    );
    const copy = await college.mailTo(minor.guardianEmail);
    expect(copy.subject).toBe('Nuevo mensaje en la conversación de Robin Minor con Casey Morgan');
    // The coach's words as written; around them, the guardian's language.
    expect(copy.text).toContain(`\n\n${words}\n\n`);
    expect(copy.text).toContain('Como madre, padre o tutor de Robin Minor, recibes una copia');
    expect(copy.text).toMatch(/\/es\/guardian\/thread\/[\w-]{43}/);
  });

  it('writes in the language the guardian decided in, whatever the sign-up’s', async () => {
    const minor = await consentedMinor(undefined, { language: 'es', decidedIn: 'en' });
    const [record] = await minor.t.db
      .select({ language: guardianConsents.language })
      .from(guardianConsents)
      .where(eq(guardianConsents.guardianEmail, minor.guardianEmail));
    expect(record?.language).toBe('en');
    const thanks = await minor.t.mailTo(minor.guardianEmail);
    expect(thanks.subject).toMatch(/^Your decision for Robin Minor on /);
    expect(thanks.text).not.toContain('/es/');
  });

  it('mails the request in the sign-up’s language with a link to the Spanish consent page', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('minor');
    const guardianEmail = uniqueEmail('guardian');
    const now = new Date();
    const born = new Date(Date.UTC(now.getUTCFullYear() - 14, now.getUTCMonth() - 1, 1));
    const password = 'quick-feet-2031';
    const res = await t.post('/api/auth/sign-up/email', {
      form: 'athlete',
      firstName: 'Lucía',
      lastName: 'Hernández',
      email,
      password,
      confirmPassword: password,
      birthMonth: String(born.getUTCMonth() + 1),
      birthYear: String(born.getUTCFullYear()),
      guardianEmail,
      language: 'es',
    });
    expect(res.status).toBe(200);
    const confirmation = await t.mailTo(email);
    expect(confirmation.subject).toMatch(/^Confirma tu correo para /);
    expect(confirmation.text).toMatch(/^Hola, Lucía Hernández:/);
    await t.get(linkIn(confirmation.text).replace(t.config.publicUrl, ''));
    const request = await t.mailTo(guardianEmail);
    expect(request.subject).toMatch(/^Lucía Hernández te pide tu consentimiento en /);
    expect(request.text).toContain('Responde en un plazo de 14 días');
    expect(linkIn(request.text)).toMatch(/\/es\/consent\/[\w-]+$/);
  });

  it('refuses a language the site does not speak', async () => {
    const t = await createTestApp();
    const res = await t.post('/api/auth/sign-up/email', {
      form: 'athlete',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: uniqueEmail('adult'),
      password: 'quick-feet-2031',
      confirmPassword: 'quick-feet-2031',
      birthMonth: '1',
      birthYear: '1990',
      language: 'fr',
    });
    expect(res.status).toBe(400);
  });
});
