import { afterAll, describe, expect, it } from 'vitest';
// Outside a build the catalogs are compiled as they load (every-catalog.ts sets that up).
import './every-catalog';
import { browserMessages } from './i18n';
import { loadCatalog, pageLocale, startLanguage } from './catalogs';

describe('the browser’s catalogs', () => {
  // Test files share modules: the next ones read English.
  afterAll(() => startLanguage('en'));

  it('knows the page’s language at once, so the pages’ catalogs load in it beside the shell’s', async () => {
    const started = startLanguage('es');
    // A page's catalog asked for before the shell's has arrived is the page's language's.
    expect(pageLocale()).toBe('es');
    await Promise.all([started, loadCatalog(pageLocale(), 'accounts')]);
    expect(browserMessages.locale).toBe('es');
    expect(browserMessages.format('accounts.language.title')).toBe('Idioma');
    expect(browserMessages.format('app.nav.logIn')).toBe('Iniciar sesión');
  });
});
