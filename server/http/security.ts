import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

/**
 * CSP without inline scripts. Styles keep 'unsafe-inline' for style attributes in server-rendered or
 * library markup (chart SVGs); scripts, frames, objects and third-party origins stay closed.
 */
export function securityHeaders(options: { https: boolean; analyticsOrigin?: string | null }): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // The analytics host is reachable only when configured; the renderer still asks for consent first.
      connectSrc: options.analyticsOrigin ? ["'self'", options.analyticsOrigin] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      frameSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
