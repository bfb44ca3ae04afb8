import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { specRoutes } from './site-routes';
import {
  accounts,
  browserForFile,
  fromMailbox,
  logIn,
  openPage,
  type Credentials,
  type WatchedPage,
} from './support';

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
      // The switch remembers the choice once the page's code runs (a click before that opens
      // the English page, which a Spanish browser's next visit leaves again).
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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

/** npm test checks a few Spanish pages; the full run (CI) every route and the members' pages. */
const full = Boolean(process.env.E2E_FULL);
const visitorPaths = full
  ? specRoutes.map((route) => route.path).filter((path) => !path.startsWith('/athlete/'))
  : ['/live-vod', '/tournaments', '/video/bb-basic-1'];
const memberPaths: Array<[Credentials, string[]]> = full
  ? [
      [accounts.coach, ['/recruiting', '/messages', '/profile']],
      [accounts.organization, ['/programs', '/org/lakeside-hoops-club']],
      [accounts.athlete, ['/player-profile']],
      [accounts.admin, ['/admin-dashboard', '/admin-dashboard/members', '/admin-dashboard/audit']],
    ]
  : [[accounts.coach, ['/recruiting']]];

describe('every page in Spanish', { tags: full ? [] : ['smoke'] }, () => {
  it('meets WCAG 2.2 AA and shows each of its words, for visitors and members', async () => {
    const failures: string[] = [];
    const check = async ({ page, errors }: WatchedPage, path: string, who: string) => {
      errors.length = 0;
      await page.goto(`/es${path === '/' ? '' : path}`);
      await page.locator('main h1').first().waitFor();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await page.getAttribute('html', 'lang')).toBe('es-US');
      try {
        await expectNoAxeViolations(page, `/es${path}, ${who}`);
      } catch (error) {
        failures.push((error as Error).message);
      }
      // A word the page did not load reads as its id, and the browser says so.
      const missing = errors.filter((error) => error.startsWith('No message'));
      if (missing.length > 0) failures.push(`/es${path}, ${who}: ${missing.join(', ')}`);
    };
    const visitor = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    for (const path of visitorPaths) await check(visitor, path, 'visitor');
    await visitor.page.context().close();
    for (const [account, paths] of memberPaths) {
      const member = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
      await logIn(member.page, account);
      await member.page.waitForURL((url) => url.pathname !== '/login');
      for (const path of paths) await check(member, path, account.email);
      await member.page.context().close();
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
