import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultLocale, languageQuery, type Locale } from '#shared/locales';
import type { TrainingSportId } from '#shared/sports';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useLocale } from '#client/lib/i18n/i18n';
import { trainingKeys } from './training-keys';

/**
 * A sport's library as the server shows it to this visitor: what is locked, and the links,
 * depend on who is asking, so the key carries the user; the catalogue's titles, descriptions and
 * categories come in `locale`.
 */
export const sportVideosQueryOptions = (
  sport: TrainingSportId,
  userId: string | null,
  locale: Locale = defaultLocale,
) =>
  queryOptions({
    queryKey: trainingKeys.sport(sport, userId, locale),
    queryFn: ({ signal }) => {
      const request = { param: { sport }, query: languageQuery(locale) };
      return unwrap(api.training[':sport'].$get(request, withSignal(signal)));
    },
    staleTime: 5 * 60_000,
  });

export function useSportVideos(sport: TrainingSportId) {
  const { user, loading } = useAuth();
  const locale = useLocale();
  return useQuery({
    ...sportVideosQueryOptions(sport, user?.id ?? null, locale),
    enabled: !loading,
  });
}
