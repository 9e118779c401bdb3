import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

export interface SecurityOptions {
  https: boolean;
  analyticsOrigin?: string | null;
  /** reCAPTCHA is on: Google's script and frames may load (only those paths, as Google's FAQ lists them). */
  recaptcha?: boolean;
}

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * CSP without inline scripts. Styles keep 'unsafe-inline' for style attributes in server-rendered or
 * library markup (chart SVGs); scripts, frames, objects and third-party origins stay closed, except the
 * configured analytics host and, with reCAPTCHA on, Google's reCAPTCHA paths.
 */
export function contentSecurityPolicy(options: SecurityOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.recaptcha ? RECAPTCHA_SCRIPTS : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['font-src', ["'self'", 'data:']],
    // The analytics host is reachable only when configured; the renderer still asks for consent first.
    ['connect-src', options.analyticsOrigin ? ["'self'", options.analyticsOrigin] : ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['frame-src', ["'self'", ...(options.recaptcha ? RECAPTCHA_FRAMES : [])]],
    ['worker-src', ["'self'", 'blob:']],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** Every answer's security headers, computed once per process. */
export function securityHeaderList(options: SecurityOptions): [string, string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  if (options.https) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/**
 * Sets the headers before the handler runs, so Hono hands them to the Response it builds in one go
 * (setting them afterwards on the finished Response cost a tenth of a cheap request). A handler that
 * returned a Response of its own gets them afterwards.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<AppEnv> {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    }
  };
}
