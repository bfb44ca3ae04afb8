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
export type RenderingEnv = {
  renderingPage: true;
  tags: Set<string>;
  /** Set when the page may be kept for everyone of the signed-in viewer's audience. */
  audience?: AudienceMarks;
};

/**
 * Something a kept page does for each viewer it is served to, as the API call that answered the
 * render did for its viewer (a view of an athlete's page recorded): named, with its subject.
 */
export type PageEffect = { name: string; subject: string };

/**
 * What the API calls of a page rendered for an audience said: how many were made, how many
 * answered the same for everyone of the viewer's audience, and what each viewer's request did.
 */
export type AudienceMarks = { calls: number; sameForAudience: number; effects: PageEffect[] };

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

/**
 * Tells the page being rendered, if this request is one of its own, that this answer is the
 * same for everyone of the viewer's audience (visitor, member, verified coach; administrators
 * apart): nothing in it depends on who they are. A page whose every answer says so may be kept
 * and served to the others of that audience; `effect` is done again for each of them.
 */
export function sameForAudience(c: Context, effect?: PageEffect): void {
  const marks = renderingOf(c)?.audience;
  if (!marks) return;
  marks.sameForAudience += 1;
  if (effect) marks.effects.push(effect);
}
