import { queryOptions } from '@tanstack/react-query';
import { defaultLocale, languageQuery, type Locale } from '#shared/locales';
import { STREAM_REFETCH_MS, STREAM_STALE_MS } from '#shared/streams';
import { ApiError } from '#client/lib/api';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { channelKeys } from './channel-keys';

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

// Channel status is fetched again every minute and is stale after five
// (docs/product.md#stream-states).

/** Every channel with its status right now; the main event comes first. */
export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: channelKeys.list(),
    queryFn: ({ signal }) => unwrap(api.channels.$get(undefined, withSignal(signal))),
    staleTime: STREAM_STALE_MS,
    refetchInterval: STREAM_REFETCH_MS,
  });

/** One channel and its latest replays; an unknown slug answers 404 and is not asked again. */
export const channelQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: channelKeys.one(slug),
    queryFn: ({ signal }) =>
      unwrap(api.channels[':slug'].$get({ param: { slug: pathParam(slug) } }, withSignal(signal))),
    staleTime: STREAM_STALE_MS,
    refetchInterval: (query) => (query.state.status === 'error' ? false : STREAM_REFETCH_MS),
    retry: (failures, error) => !isMissing(error) && failures < 1,
  });

/** Past broadcasts kept as replays, newest first. */
export const replaysQueryOptions = () =>
  queryOptions({
    queryKey: channelKeys.replays(),
    queryFn: ({ signal }) => unwrap(api.replays.$get(undefined, withSignal(signal))),
    staleTime: STREAM_STALE_MS,
  });

/**
 * The on-demand library, the catalogue's titles, descriptions and categories in `locale`. The
 * server reads `lang` beside the route's declared parameters (modules/streams/routes.ts), so it
 * is given as a query the route's types do not list; none for English, the default.
 */
export const vodQueryOptions = (locale: Locale = defaultLocale) =>
  queryOptions({
    queryKey: channelKeys.vod(locale),
    queryFn: ({ signal }) => {
      const request = { query: languageQuery(locale) };
      return unwrap(api.vod.$get(request, withSignal(signal)));
    },
    staleTime: STREAM_STALE_MS,
  });
