// Talking to the Spielraum site from the launcher, the way the site's own pages do (Laravel Sanctum style):
// session cookie + XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, X-Requested-With, JSON in and out.
import { HTTP_TIMEOUT_MS } from '../../common/constants';

export interface SiteResponse {
  status: number;
  bodyText: string;
}

/** The transport the report queue needs. Network failures reject with SiteUnreachableError. */
export interface SiteClient {
  postJson(path: string, body: unknown): Promise<SiteResponse>;
}

export class SiteUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteUnreachableError';
  }
}

export interface Cookie {
  name: string;
  value: string;
}

/**
 * Where the site's cookies live. In the Electron main process this is the site window's session cookie
 * jar; in tests a MemoryCookieJar filled by a login.
 */
export interface CookieJar {
  getCookies(url: string): Promise<Cookie[]>;
  storeSetCookieHeaders(url: string, setCookieHeaders: readonly string[]): Promise<void>;
}

export interface ParsedSetCookie extends Cookie {
  path?: string;
  domain?: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
  /** Seconds since the epoch; undefined for a session cookie. */
  expiresAt?: number;
}

export function parseSetCookie(header: string, nowMs: number = Date.now()): ParsedSetCookie | null {
  const [pair = '', ...attributeParts] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return null;
  const cookie: ParsedSetCookie = {
    name: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
    secure: false,
    httpOnly: false,
  };
  if (!cookie.name) return null;
  for (const part of attributeParts) {
    const equals = part.indexOf('=');
    const key = (equals === -1 ? part : part.slice(0, equals)).trim().toLowerCase();
    const value = equals === -1 ? '' : part.slice(equals + 1).trim();
    if (key === 'path') cookie.path = value;
    else if (key === 'domain') cookie.domain = value.replace(/^\./, '');
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'samesite') {
      const lower = value.toLowerCase();
      if (lower === 'strict' || lower === 'lax' || lower === 'none') cookie.sameSite = lower;
    } else if (key === 'max-age' && /^-?\d+$/.test(value)) {
      // Max-Age wins over Expires (RFC 6265 §5.3 step 3).
      cookie.expiresAt = Math.floor(nowMs / 1000) + Number(value);
    } else if (key === 'expires' && cookie.expiresAt === undefined) {
      const parsed = Date.parse(value);
      if (!Number.isNaN(parsed)) cookie.expiresAt = Math.floor(parsed / 1000);
    }
  }
  return cookie;
}

export function isExpired(cookie: ParsedSetCookie, nowMs: number = Date.now()): boolean {
  return cookie.expiresAt !== undefined && cookie.expiresAt * 1000 <= nowMs;
}

/** A cookie jar for one site (no domain or path matching), used in tests and by command-line tools. */
export class MemoryCookieJar implements CookieJar {
  private readonly cookies = new Map<string, ParsedSetCookie>();

  async getCookies(): Promise<Cookie[]> {
    const now = Date.now();
    return [...this.cookies.values()]
      .filter((cookie) => !isExpired(cookie, now))
      .map(({ name, value }) => ({ name, value }));
  }

  async storeSetCookieHeaders(_url: string, setCookieHeaders: readonly string[]): Promise<void> {
    for (const header of setCookieHeaders) {
      const cookie = parseSetCookie(header);
      if (!cookie) continue;
      if (isExpired(cookie)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie);
    }
  }
}

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
const CSRF_MISMATCH_STATUS = 419;

export interface HttpSiteClientOptions {
  baseUrl: string;
  cookies: CookieJar;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export function cookieHeader(cookies: readonly Cookie[]): string {
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function createHttpSiteClient({
  baseUrl,
  cookies,
  fetch = globalThis.fetch,
  timeoutMs = HTTP_TIMEOUT_MS,
}: HttpSiteClientOptions): SiteClient {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new TypeError(`site URL must be http or https: ${baseUrl}`);
  }

  const urlFor = (path: string): URL => {
    if (!path.startsWith('/') || path.startsWith('//')) throw new TypeError(`not a site path: ${path}`);
    return new URL(path, base.origin);
  };

  const request = async (url: URL, init: RequestInit): Promise<Response> => {
    const jarCookies = await cookies.getCookies(url.href);
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    headers.set('X-Requested-With', 'XMLHttpRequest');
    if (jarCookies.length > 0) headers.set('Cookie', cookieHeader(jarCookies));
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SiteUnreachableError(`${init.method ?? 'GET'} ${url.pathname} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    await cookies.storeSetCookieHeaders(url.href, response.headers.getSetCookie());
    return response;
  };

  const currentXsrfToken = async (url: URL): Promise<string | null> => {
    const token = (await cookies.getCookies(url.href)).find((cookie) => cookie.name === XSRF_COOKIE_NAME);
    return token ? decodeCookieValue(token.value) : null;
  };

  const refreshXsrfToken = async (): Promise<string | null> => {
    const url = urlFor(CSRF_COOKIE_PATH);
    const response = await request(url, { method: 'GET' });
    await response.arrayBuffer();
    return currentXsrfToken(url);
  };

  const postOnce = async (url: URL, body: string, xsrfToken: string | null): Promise<SiteResponse> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (xsrfToken !== null) headers['X-XSRF-TOKEN'] = xsrfToken;
    const response = await request(url, { method: 'POST', headers, body });
    return { status: response.status, bodyText: await response.text() };
  };

  return {
    async postJson(path, payload) {
      const url = urlFor(path);
      const body = JSON.stringify(payload);
      const token = (await currentXsrfToken(url)) ?? (await refreshXsrfToken());
      const first = await postOnce(url, body, token);
      if (first.status !== CSRF_MISMATCH_STATUS) return first;
      return postOnce(url, body, await refreshXsrfToken());
    },
  };
}
