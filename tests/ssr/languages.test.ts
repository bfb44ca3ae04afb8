import { describe, expect, it } from 'vitest';
import { siteApp } from './site-app';

// Each language's pages under their own addresses, rendered in it from the server's first byte.

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const linksOf = (html: string) =>
  [...headOf(html).matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((match) => match[0]);

describe('pages in Spanish', () => {
  it('renders /es pages in Spanish: lang, words, links kept in the language, head links', async () => {
    const t = await siteApp();
    const res = await t.get('/es/about');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es-US">/);
    expect(html).toContain('Saltar al contenido');
    expect(html).toContain('Iniciar sesión');
    // The site's links stay under /es; the switch leads to the English page.
    expect(html).toContain('href="/es/athletes"');
    expect(html).toMatch(/<a href="\/about" hrefLang="en-US"[^>]*>/);
    expect(linksOf(html)).toEqual([
      `<link rel="canonical" href="${t.config.publicUrl}/es/about" />`,
      `<link rel="alternate" hreflang="en-US" href="${t.config.publicUrl}/about" />`,
      `<link rel="alternate" hreflang="es-US" href="${t.config.publicUrl}/es/about" />`,
      `<link rel="alternate" hreflang="x-default" href="${t.config.publicUrl}/about" />`,
    ]);
  });

  it('renders the English page at its own address, with the same alternates', async () => {
    const t = await siteApp();
    const html = await (await t.get('/about')).text();
    expect(html).toMatch(/<html lang="en-US">/);
    expect(html).toContain('Skip to content');
    expect(html).not.toContain('Saltar al contenido');
    expect(linksOf(html)[0]).toBe(`<link rel="canonical" href="${t.config.publicUrl}/about" />`);
    expect(html).toMatch(/<a href="\/es\/about" hrefLang="es-US"[^>]*>/);
  });

  it('sends a first visit whose browser prefers Spanish to the Spanish page, query kept', async () => {
    const t = await siteApp();
    const res = await t.fetch('/athletes?sport=soccer', {
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/es/athletes?sport=soccer');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    // English first, or no language at all (crawlers, link previews): the English page.
    for (const language of ['en-US,es;q=0.5', '']) {
      const english = await t.fetch('/athletes', { headers: { 'accept-language': language } });
      expect(english.status).toBe(200);
    }
  });

  it('follows the language the visitor chose over their browser’s', async () => {
    const t = await siteApp();
    t.cookies.set('lang', 'en');
    const english = await t.fetch('/', { headers: { 'accept-language': 'es' } });
    expect(english.status).toBe(200);
    t.cookies.set('lang', 'es');
    const spanish = await t.get('/pricing');
    expect(spanish.headers.get('location')).toBe('/es/pricing');
    // The remembered language is the `lang` cookie's, and only a language the site speaks.
    for (const [cookie, status] of [
      ['theme=dark; lang=es', 302],
      ['lang=fr', 200],
      ['slang=es', 200],
    ] as const) {
      const res = await t.fetch('/about', { headers: { cookie } });
      expect(res.status, cookie).toBe(status);
    }
    // A link in a language opens in it, whatever was chosen before.
    t.cookies.set('lang', 'en');
    expect((await t.get('/es/pricing')).status).toBe(200);
  });

  it('keeps a redirect of a Spanish page in Spanish', async () => {
    const t = await siteApp();
    const res = await t.get('/es/profile');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/es/login?redirectTo=%2Fprofile');
  });
});
