import { secureHeaders } from 'hono/secure-headers';
import { youTubeEmbedOrigin } from '../../shared/youtube';

/** The origin of an absolute media base URL (VIDEO_BASE_URL), or none for a path on this site. */
function mediaOrigins(mediaBaseUrl: string | undefined): string[] {
  if (!mediaBaseUrl || !/^https?:\/\//i.test(mediaBaseUrl)) return [];
  return [new URL(mediaBaseUrl).origin];
}

/**
 * The site's Content-Security-Policy allows only what it uses: its own scripts, styles, fonts,
 * media and API, training media from VIDEO_BASE_URL's host when that is elsewhere (hls.js
 * fetches playlists and segments, so it is a connect source too), and YouTube's
 * privacy-enhanced player in frames. Inline styles are allowed because the accessible
 * primitives (dialogs, menus) set scroll-lock styles at run time; inline scripts are not (the
 * theme is set by a file).
 */
export function securityHeaders(options: { isProduction: boolean; mediaBaseUrl?: string }) {
  const media = mediaOrigins(options.mediaBaseUrl);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...media],
      fontSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:', ...media],
      connectSrc: ["'self'", ...media],
      frameSrc: [youTubeEmbedOrigin],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.isProduction ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
