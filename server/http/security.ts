import type { Context, MiddlewareHandler } from 'hono';
import { type AppEnv, nodeResponse } from './context';

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
 * Every answer's security headers. On a real server they go onto Node's response before the handler runs
 * (context.ts, nodeResponse): an answer that sets one of them itself (the game sandbox's and the media's
 * CSP) overrides it there. Under `app.request()` they are set through Hono, and afterwards on a Response a
 * handler made itself.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<AppEnv> {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    for (const [name, value] of headers) c.header(name, value);
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    }
  };
}

/** The site's Content-Security-Policy as this answer carries it so far (media adds `sandbox` to it). */
export function currentContentSecurityPolicy(c: Context<AppEnv>): string | null {
  const outgoing = nodeResponse(c);
  const fromNode = outgoing?.getHeader('Content-Security-Policy');
  return typeof fromNode === 'string' ? fromNode : c.res.headers.get('Content-Security-Policy');
}
