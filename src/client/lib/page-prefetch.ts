import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { isMissing, pageNotFound } from './page-status';

/** What a page's prefetch knows about the request it renders for. */
export type PrefetchContext = {
  queryClient: QueryClient;
  params: Params;
  url: URL;
  /** The signed-in user, whose access some answers depend on. */
  userId: string | null;
};

/**
 * What a page module exports as its route `handle`: the data its first view needs, fetched on
 * the server before rendering (and handed to the browser with the page, so it is not fetched
 * twice), and who may see it (the server redirects the others before rendering anything).
 * A prefetch that finds the page's subject missing throws `pageNotFound()`: the server then
 * answers 404 with the site's not-found page (`prefetchSubject` does this for one query).
 */
export type PageHandle = {
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
  /**
   * 'member': signed-in users only; 'admin': administrators only (others signed in get the
   * 403 page); 'visitor': signed-out visitors only (sign-up forms).
   */
  audience?: 'member' | 'admin' | 'visitor';
  /**
   * The page, its layout included, renders alike for every signed-in viewer with the same
   * account type and role: it shows nothing of who they are (their id only goes into queries
   * that are not fetched on the server) and compares nothing of theirs. The server may then keep
   * it for everyone of an audience (render-pages.ts), when the answers it shows say they allow
   * it too.
   */
  sameForAudience?: boolean;
};

/**
 * Fetches the query a page is about (an athlete, a channel): when the API answers 404 the page
 * does not exist either, and the server answers with the not-found page. Other failures are
 * left to the browser, which asks again.
 */
export async function prefetchSubject<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<Data | undefined> {
  try {
    return await queryClient.fetchQuery(options);
  } catch (error) {
    if (isMissing(error)) throw pageNotFound();
    return undefined;
  }
}
