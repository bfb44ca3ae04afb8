import type { Locale } from '#shared/locales';
import { trainingCatalogue } from './training-catalogue';
import { catalogueTranslations } from './training-catalogue-es';

const englishById = new Map(trainingCatalogue.map((video) => [video.id, video]));

/** The words of a video the API shows: a library's or a video page's, or a related video's. */
type VideoWords = { id: string; title: string; category: string; description?: string };

/**
 * A video's words in `locale`: the catalogue's own translation of its title, description and
 * category wherever the video still says what the catalogue wrote in English. A video the
 * catalogue does not ship, or words that differ from the catalogue's, stay as written.
 */
export function inLocale<Video extends VideoWords>(video: Video, locale: Locale): Video {
  if (locale === 'en') return video;
  const english = englishById.get(video.id);
  if (!english) return video;
  const { lessons, categories } = catalogueTranslations[locale];
  const words = lessons[video.id];
  const translated = { ...video };
  if (words && video.title === english.title) translated.title = words.title;
  if (words && video.description === english.description) {
    translated.description = words.description;
  }
  const category = categories[video.category];
  if (category && video.category === english.category) translated.category = category;
  return translated;
}
