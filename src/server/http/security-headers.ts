import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { youTubeEmbedOrigin } from '#shared/youtube';

/** Pages other sites may show in a frame: a channel's player (`/embed/{slug}`). */
export const isEmbedPath = (path: string) => path.startsWith('/embed/');

/**
 * The site's Content-Security-Policy allows only what it uses: its own scripts, styles, fonts,
 * media and API, training media from the hosts given (VIDEO_BASE_URL's, outside sources; hls.js
 * fetches playlists and segments, so they are connect sources too), YouTube's privacy-enhanced
 * player in frames and, when one is configured, the hosted support chat. Inline styles are
 * allowed because the accessible primitives (dialogs, menus) set scroll-lock styles at run time;
 * inline scripts only by their hashes (`scriptHashes`: the built index.html's own, see
 * page-scripts.ts).
 *
 * Frames: no site may frame the site (`frame-ancestors 'none'`, X-Frame-Options DENY), except
 * the Pi sandbox when a Pi key is set, and any site the embeddable player under `/embed/`.
 * Cross-Origin-Resource-Policy is `same-origin` unless the answer set its own (the live media of
 * a channel anyone may watch is `cross-origin`: modules/streams/live-media-cors.ts).
 */
export function securityHeaders(options: {
  isProduction: boolean;
  mediaOrigins?: string[];
  frameOrigins?: string[];
  scriptHashes?: string[];
  /**
   * With a Pi key: the SDK's origin for scripts and its calls, and the Pi sandbox, which shows
   * the site in a frame, as the one page allowed to frame it.
   */
  pi?: { scriptOrigins: string[]; connectOrigins: string[]; frameAncestors: string[] };
}) {
  const media = options.mediaOrigins ?? [];
  const pi = options.pi;
  const headers = (frameAncestors: string[] | null) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptHashes ?? []), ...(pi?.scriptOrigins ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', ...media],
        connectSrc: ["'self'", ...media, ...(pi?.connectOrigins ?? [])],
        frameSrc: [youTubeEmbedOrigin, ...(options.frameOrigins ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: frameAncestors ?? ["'none'"],
      },
      xFrameOptions: frameAncestors ? false : 'DENY',
      crossOriginResourcePolicy: false,
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: options.isProduction ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    });
  const site = headers(pi ? pi.frameAncestors : null);
  const embed = headers(['*']);
  const handler: MiddlewareHandler = async (c, next) => {
    await (isEmbedPath(c.req.path) ? embed : site)(c, next);
    if (!c.res.headers.has('Cross-Origin-Resource-Policy')) {
      c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    }
  };
  return handler;
}
