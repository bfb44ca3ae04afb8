import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { athleteKeys } from './athlete-keys';

/** One athlete's page: details for members, the teaser for visitors. */
export const athleteQueryOptions = (id: string, signedIn: boolean) =>
  queryOptions({
    queryKey: athleteKeys.one(id, signedIn),
    queryFn: ({ signal }) =>
      unwrap(api.athletes[':id'].$get({ param: { id: pathParam(id) } }, withSignal(signal))),
    retry: false,
  });

export const useAthlete = (id: string, signedIn: boolean) =>
  useQuery(athleteQueryOptions(id, signedIn));
