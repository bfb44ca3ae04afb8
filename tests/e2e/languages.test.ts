import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { browserForFile, fromMailbox, openPage } from './support';

const browser = browserForFile();

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('the site in Spanish', () => {
  it(
    'opens in Spanish for a browser that asks for it, and switches to English and stays',
    { tags: ['smoke'] },
    async () => {
      const { page } = await openPage(browser(), { locale: 'es-MX' });
      await page.goto('/athletes');
      await page.waitForURL((url) => url.pathname === '/es/athletes');
      expect(await page.getAttribute('html', 'lang')).toBe('es-US');
      await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
      await expectNoAxeViolations(page, '/es/athletes');

      await page.goto('/es');
      await page.getByRole('link', { name: 'Idioma · Language: English' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
      // The choice is remembered over the browser's languages.
      await page.goto('/pricing');
      expect(new URL(page.url()).pathname).toBe('/pricing');
      expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    },
  );

  it(
    'lets a minor sign up in Spanish, and her guardian consent on a Spanish page from a Spanish mail',
    { tags: ['smoke'] },
    async () => {
      const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
      const email = uniqueEmail('lucia');
      const guardianEmail = uniqueEmail('mama');
      const password = 'pase-largo-2031';
      await page.goto('/es/signup/player');
      await page.getByRole('heading', { name: 'Registro de atletas' }).waitFor();
      await expectNoAxeViolations(page, '/es/signup/player');
      await page.getByLabel('Nombre *').fill('Lucía');
      await page.getByLabel('Apellido *').fill('Hernández');
      await page.getByLabel('Correo electrónico *').fill(email);
      await page.getByLabel('Contraseña *', { exact: true }).fill(password);
      await page.getByLabel('Confirma la contraseña *').fill(password);
      await page.getByLabel('Mes', { exact: true }).selectOption('abril');
      await page
        .getByLabel('Año', { exact: true })
        .selectOption(String(new Date().getFullYear() - 15));
      await page.getByLabel('Correo de tu madre, padre o tutor *').fill(guardianEmail);
      await page.getByRole('button', { name: 'Crear cuenta de atleta' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/es/'));

      // Her confirmation, then her guardian's request: both in Spanish.
      const confirm = await fromMailbox(page, email, (text) =>
        text.startsWith('Hola, Lucía Hernández:') ? text.match(/https?:\/\/\S+/)?.[0] : undefined,
      );
      await page.goto(confirm);
      await page.waitForURL((url) => url.pathname === '/es/profile');
      const consent = await fromMailbox(
        page,
        guardianEmail,
        (text) => text.match(/https?:\/\/\S+\/es\/consent\/\S+/)?.[0],
      );

      const guardian = await openPage(browser());
      await guardian.page.goto(consent);
      await guardian.page
        .getByRole('heading', { name: 'Consentimiento de madre, padre o tutor' })
        .waitFor();
      await expectNoAxeViolations(guardian.page, '/es/consent/…');
      await guardian.page
        .getByRole('button', { name: 'Doy mi consentimiento', exact: true })
        .click();
      await guardian.page.getByText('Diste tu consentimiento').first().waitFor();
      const thanks = await fromMailbox(page, guardianEmail, (text) =>
        text.includes('Diste tu consentimiento para el perfil de Lucía Hernández')
          ? text
          : undefined,
      );
      expect(thanks).toContain('/es/consent/');
    },
  );
});
