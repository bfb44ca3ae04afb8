import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

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
 */
export type PageHandle = {
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
  /** 'member': signed-in users only; 'visitor': signed-out visitors only (sign-up forms). */
  audience?: 'member' | 'visitor';
};
