import type { Context } from 'hono';

// What the page renderer (render-pages.ts) and the API routes it calls share about one request,
// kept apart from the renderer so that a module's routes can read it without importing the
// renderer (which imports modules).

/**
 * What an API call made while rendering a page carries (only in-process: no request from outside
 * has it): answers kept with edits a moment behind (ttl-cache.ts, refreshSoon) must be up to
 * date, since the page is kept as up to date when rendered; and the page hears the tags of the
 * kept answers it shows.
 */
export type RenderingEnv = { renderingPage: true; tags: Set<string> };

const renderingOf = (c: Context): RenderingEnv | null => {
  const env = c.env as Partial<RenderingEnv> | undefined;
  return env?.renderingPage === true && env.tags ? (env as RenderingEnv) : null;
};

/** Whether this API request is one a page being rendered on this server makes. */
export const isRenderingPage = (c: Context): boolean => renderingOf(c) !== null;

/** Tells the page being rendered, if this request is one of its own, what a kept answer shows. */
export function pageShows(c: Context, tags: readonly string[]): void {
  const rendering = renderingOf(c);
  if (rendering) for (const tag of tags) rendering.tags.add(tag);
}
