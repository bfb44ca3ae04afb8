import type { Locale } from '#shared/locales';
import type { TrainingSportId } from '#shared/sports';

/**
 * The training feature's query keys; each carries the user, whose access decides the answer, and
 * a library's or a video's also the language the catalogue's words come in.
 */
export const trainingKeys = {
  all: ['training'] as const,
  sport: (sport: TrainingSportId, userId: string | null, locale: Locale) =>
    [...trainingKeys.all, 'sport', sport, userId, locale] as const,
  video: (id: string, userId: string | null, locale: Locale) =>
    [...trainingKeys.all, 'video', id, userId, locale] as const,
  subscription: (userId: string | null) => [...trainingKeys.all, 'subscription', userId] as const,
};
