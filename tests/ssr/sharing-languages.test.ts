import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { uniqueEmail } from '#server/test/test-app';
import { siteApp } from './site-app';

// A shared link's preview (Open Graph) in the language of the page it leads to: the site's own
// words translated, people's names as written, og:locale telling which language it is.

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const property = (html: string, name: string) =>
  [...headOf(html).matchAll(/<meta\s+property="([^"]+)"\s+content="([^"]*)"/g)]
    .filter((match) => match[1] === name)
    .map((match) => match[2]);

async function publicAthlete(t: Awaited<ReturnType<typeof siteApp>>) {
  const id = randomUUID();
  await t.db
    .insert(user)
    .values({ id, name: 'x', email: uniqueEmail('seed'), emailVerified: true });
  const [row] = await t.db
    .insert(playerProfiles)
    .values({ userId: id, firstName: 'Nova', lastName: 'Reed', sport: 'Soccer', listed: true })
    .returning();
  await t.caches.athletes.changed();
  return row!;
}

describe('sharing previews in the page’s language', () => {
  it('gives a Spanish page the site’s preview in Spanish, with og:locale es_US', async () => {
    const t = await siteApp();
    const html = await (await t.get('/es/about')).text();
    expect(property(html, 'og:locale')).toEqual(['es_US']);
    expect(property(html, 'og:locale:alternate')).toEqual(['en_US']);
    expect(property(html, 'og:title')).toEqual([
      'Showcase: entrena, mejora y muestra tu talento deportivo',
    ]);
    expect(property(html, 'og:description')[0]).toMatch(
      /^Videos de entrenamiento de ocho deportes/,
    );
    expect(property(html, 'og:url')).toEqual([`${t.config.publicUrl}/es`]);
  });

  it('keeps the English page’s preview as it was, with og:locale en_US', async () => {
    const t = await siteApp();
    const html = await (await t.get('/about')).text();
    expect(property(html, 'og:locale')).toEqual(['en_US']);
    expect(property(html, 'og:locale:alternate')).toEqual(['es_US']);
    expect(property(html, 'og:title')).toEqual([
      'Showcase: Train, Get Better, Showcase Your Athletic Talent',
    ]);
    expect(property(html, 'og:url')).toEqual([`${t.config.publicUrl}/`]);
  });

  it('previews an athlete’s Spanish page in Spanish, the name as written', async () => {
    const t = await siteApp();
    const athlete = await publicAthlete(t);
    const spanish = await (await t.get(`/es/athlete/${athlete.id}`)).text();
    expect(property(spanish, 'og:title')).toEqual(['Nova Reed · Fútbol · Showcase']);
    expect(property(spanish, 'og:description')).toEqual([
      'Nova Reed, atleta de fútbol, en Showcase: entrenamiento, jugadas destacadas y perfil de reclutamiento.',
    ]);
    expect(property(spanish, 'og:url')).toEqual([`${t.config.publicUrl}/es/athlete/${athlete.id}`]);
    expect(property(spanish, 'og:locale')).toEqual(['es_US']);

    const english = await (await t.get(`/athlete/${athlete.id}`)).text();
    expect(property(english, 'og:title')).toEqual(['Nova Reed · Soccer · Showcase']);
    expect(property(english, 'og:description')).toEqual([
      'Nova Reed, Soccer athlete, on Showcase: training, highlights and recruiting profile.',
    ]);
    expect(property(english, 'og:locale')).toEqual(['en_US']);
  });
});
