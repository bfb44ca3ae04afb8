import { describe, expect, it } from 'vitest';
import type { SportVideos, VideoDetail } from '#shared/schemas/training';
import { createTestApp } from '#server/test/test-app';
import { inLocale } from './catalogue-words';
import { trainingCatalogue } from './training-catalogue';
import { catalogueTranslations } from './training-catalogue-es';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An answer's body, once it is known to be a 200. */
async function bodyOf<T>(answer: Promise<Response>): Promise<T> {
  const res = await answer;
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
const library = (t: TestApp, lang?: string) =>
  bodyOf<SportVideos>(t.get(`/api/training/basketball${lang ? `?lang=${lang}` : ''}`));
const video = (t: TestApp, id: string, lang?: string) =>
  bodyOf<VideoDetail>(t.get(`/api/training/videos/${id}${lang ? `?lang=${lang}` : ''}`));

describe('the training catalogue in Spanish', () => {
  it('has every video’s title and description, and every category, in Spanish', () => {
    const { lessons, categories } = catalogueTranslations.es;
    expect(Object.keys(lessons).sort()).toEqual(trainingCatalogue.map((entry) => entry.id).sort());
    for (const entry of trainingCatalogue) {
      expect(lessons[entry.id]!.title.trim(), entry.id).not.toBe('');
      expect(lessons[entry.id]!.description.trim(), entry.id).not.toBe('');
      expect(categories[entry.category], entry.category).toBeTruthy();
    }
    const titles = Object.values(lessons).map((words) => words.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('keeps words that are not the catalogue’s as written, and English as it is', () => {
    const english = trainingCatalogue.find((entry) => entry.id === 'bb-basic-2')!;
    const shown = { id: english.id, title: english.title, category: english.category };
    expect(inLocale(shown, 'en')).toEqual(shown);
    expect(inLocale({ ...shown, title: 'Edited by hand' }, 'es')).toEqual({
      ...shown,
      title: 'Edited by hand',
      category: 'Tiro',
    });
    const other = { id: 'bb-basic-99', title: 'Our own drill', category: 'Shooting' };
    expect(inLocale(other, 'es')).toEqual(other);
  });

  it('GET /api/training/{sport}?lang=es: a visitor’s library in Spanish, kept apart from the English one', async () => {
    const t = await createTestApp();
    // The English library first, so a library kept for visitors in one language would show.
    const english = await library(t);
    const spanish = await library(t, 'es');
    const again = await library(t, 'en');

    const inEnglish = english.videos.find((entry) => entry.id === 'bb-basic-2')!;
    expect(inEnglish).toMatchObject({
      title: 'Form Shooting from Five Spots',
      category: 'Shooting',
    });
    expect(inEnglish.description).toMatch(/^Balance, elbow alignment/);
    expect(again.videos.find((entry) => entry.id === 'bb-basic-2')).toEqual(inEnglish);

    const inSpanish = spanish.videos.find((entry) => entry.id === 'bb-basic-2')!;
    expect(inSpanish).toMatchObject({
      title: 'Tiro de forma desde cinco puntos',
      category: 'Tiro',
      src: inEnglish.src,
      locked: false,
    });
    expect(inSpanish.description).toMatch(/^Equilibrio, codo alineado/);
    // The same videos in the same order; only the words differ.
    expect(spanish.videos.map((entry) => entry.id)).toEqual(
      english.videos.map((entry) => entry.id),
    );
    expect(spanish.levels).toEqual(english.levels);
  });

  it('GET /api/training/videos/{id}?lang=es: the video and the rest of its level in Spanish', async () => {
    const t = await createTestApp();
    const detail = await video(t, 'bb-basic-2', 'es');
    expect(detail.video).toMatchObject({
      id: 'bb-basic-2',
      title: 'Tiro de forma desde cinco puntos',
      category: 'Tiro',
    });
    expect(detail.related.find((entry) => entry.id === 'bb-basic-4')).toMatchObject({
      title: 'Pases de pecho, picados y por encima de la cabeza',
      category: 'Pase',
    });
    const english = await video(t, 'bb-basic-2');
    expect(english.video.title).toBe('Form Shooting from Five Spots');
  });

  it('answers in English for a language the site does not speak', async () => {
    const t = await createTestApp();
    const answer = await library(t, 'fr');
    expect(answer.videos.find((entry) => entry.id === 'bb-basic-2')?.title).toBe(
      'Form Shooting from Five Spots',
    );
  });
});
