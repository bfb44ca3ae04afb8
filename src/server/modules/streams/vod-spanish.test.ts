import { describe, expect, it } from 'vitest';
import type { VodVideo } from '#shared/schemas/streams';
import { createTestApp } from '#server/test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The on-demand library, in `lang` when one is given. */
async function vod(t: TestApp, lang?: string): Promise<VodVideo[]> {
  const res = await t.get(`/api/vod${lang ? `?lang=${lang}` : ''}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: VodVideo[] }).items;
}

const byId = (videos: VodVideo[], id: string) => videos.find((video) => video.id === id)!;

describe('GET /api/vod?lang=es', () => {
  it('shows the catalogue’s videos in Spanish, and in English without it', async () => {
    const t = await createTestApp();
    // English first, then Spanish, then English again: neither answer stands in for the other.
    const english = await vod(t);
    const spanish = await vod(t, 'es');
    const again = await vod(t, 'en');

    const inEnglish = byId(english, 'bb-basic-1');
    expect(inEnglish).toMatchObject({
      title: 'Ball Handling Foundations',
      category: 'Dribbling',
    });
    expect(byId(again, 'bb-basic-1')).toEqual(inEnglish);

    const inSpanish = byId(spanish, 'bb-basic-1');
    expect(inSpanish).toMatchObject({
      title: 'Fundamentos del manejo del balón',
      category: 'Manejo del balón',
      src: inEnglish.src,
      thumbnail: inEnglish.thumbnail,
      duration: inEnglish.duration,
    });
    expect(inSpanish.description).toMatch(/^Botes fuertes, cruces y ochos/);
    // The same videos in the same order; only the words differ.
    expect(spanish.map((video) => video.id)).toEqual(english.map((video) => video.id));
  });

  it('answers in English for a language the site does not speak', async () => {
    const t = await createTestApp();
    expect(byId(await vod(t, 'fr'), 'bb-basic-1').title).toBe('Ball Handling Foundations');
  });
});
