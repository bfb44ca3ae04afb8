import { secureHeaders } from 'hono/secure-headers';
import { youTubeEmbedOrigin } from '#shared/youtube';

/**
 * The site's Content-Security-Policy allows only what it uses: its own scripts, styles, fonts,
 * media and API, training media from the hosts given (VIDEO_BASE_URL's, outside sources; hls.js
 * fetches playlists and segments, so they are connect sources too), YouTube's privacy-enhanced
 * player in frames and, when one is configured, the hosted support chat. Inline styles are
 * allowed because the accessible primitives (dialogs, menus) set scroll-lock styles at run time;
 * inline scripts only by their hashes (`scriptHashes`: the built index.html's own, see
 * page-scripts.ts).
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
  return secureHeaders({
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
      frameAncestors: pi ? pi.frameAncestors : ["'none'"],
    },
    xFrameOptions: pi ? false : 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.isProduction ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
