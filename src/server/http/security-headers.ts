import { secureHeaders } from 'hono/secure-headers';

/**
 * The site's Content-Security-Policy allows only what it uses: its own scripts, styles, fonts,
 * media and API. Inline styles are allowed because the accessible primitives (dialogs, menus)
 * set scroll-lock styles at run time; inline scripts are not (the theme is set by a file).
 * Frames are refused unless an origin is named (the hosted support chat, when configured).
 */
export function securityHeaders(options: { isProduction: boolean; frameOrigins?: string[] }) {
  const frameOrigins = options.frameOrigins ?? [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      frameSrc: frameOrigins.length > 0 ? frameOrigins : ["'none'"],
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
