import type { Locale } from './locales';

/**
 * The contract between the server and the client's server-rendering entry
 * (src/client/entry-server.tsx, built to dist/ssr): the server hands it a request and what only
 * the server knows, and gets back either a redirect or the page's parts to put into index.html.
 */

/** The session as better-auth's get-session answers it (JSON), or none. */
export type RenderSession = { session: { id: string; expiresAt: string }; user: unknown } | null;

export type RenderInput = {
  request: Request;
  /** Answers the page's API calls in-process, with the visitor's cookies. */
  fetchApi: (input: string, init?: RequestInit) => Promise<Response>;
  session: RenderSession;
  /**
   * The same session with what names the person (ids, name, email, dates) replaced by stand-ins,
   * given when the server may keep the page for everyone of the viewer's audience: a page that
   * renders alike for all of them (PageHandle.sameForAudience) renders with it instead.
   */
  audienceSession?: RenderSession;
  siteName: string;
};

export type RenderedPage = {
  kind: 'page';
  status: number;
  /** The page's language (from its address). */
  locale: Locale;
  /** The page's own title and description (the site's when it has none). */
  title: string;
  description: string | undefined;
  /** The markup of #root. */
  html: string;
  /** What the browser needs to take the page over without fetching it again (JSON). */
  state: string;
  /** Source modules of the matched routes (keys of the client build's manifest), to preload. */
  modules: string[];
  /** Rendered with `audienceSession`: the stand-ins are in `state` to be filled in. */
  forAudience?: boolean;
};

export type RenderResult = RenderedPage | { kind: 'redirect'; status: number; location: string };

export type RenderPage = (input: RenderInput) => Promise<RenderResult>;

/** The id of the script element (type application/json) that carries RenderedPage.state. */
export const RENDER_STATE_ID = 'render-state';

/**
 * JSON made safe inside a <script> element (RenderedPage.state, and what the server fills into
 * it): no `</script>` can close it early, and the line separators JavaScript once refused stay
 * escaped.
 */
export const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
