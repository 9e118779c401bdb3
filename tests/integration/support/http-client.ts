// A small browser-like HTTP client for the integration tests: real fetch over the network, a cookie jar
// per origin (name → value, honouring deletion), the Laravel/Sanctum CSRF dance (XSRF-TOKEN cookie sent
// back as X-XSRF-TOKEN) and the marker headers the spec's client sends. Redirects are never followed
// automatically, so tests can see and follow each hop.

/** Answers are asserted field by field in the tests, so their bodies are loosely typed on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are checked by assertions, not by the compiler
export type Json = any;

export interface StoredCookie {
  value: string;
  /** The raw Set-Cookie line that last wrote this cookie, for attribute assertions. */
  raw: string;
}

export interface HttpResponse<T = Json> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else null. */
  body: T;
  text: string;
  setCookies: string[];
  location: string | null;
}

export interface RequestOptions {
  /** Serialised as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (FormData, URLSearchParams, string, bytes). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** true (default): send X-XSRF-TOKEN from the jar; false: send none; a string: send that value. */
  xsrf?: boolean | string;
  /** Send no Cookie header at all. */
  noCookies?: boolean;
  /** Gives up on the request (e.g. AbortSignal.timeout, so a server that never answers fails the test, not hangs it). */
  signal?: AbortSignal;
}

export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, StoredCookie>>();

  store(origin: string, setCookieLines: string[]): void {
    let cookies = this.byOrigin.get(origin);
    if (!cookies) {
      cookies = new Map();
      this.byOrigin.set(origin, cookies);
    }
    for (const line of setCookieLines) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const deleted = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (deleted || value === '') cookies.delete(name);
      else cookies.set(name, { value, raw: line });
    }
  }

  get(origin: string, name: string): StoredCookie | undefined {
    return this.byOrigin.get(origin)?.get(name);
  }

  set(origin: string, name: string, value: string): void {
    this.store(origin, [`${name}=${value}`]);
  }

  delete(origin: string, name: string): void {
    this.byOrigin.get(origin)?.delete(name);
  }

  header(origin: string): string {
    return [...(this.byOrigin.get(origin) ?? new Map<string, StoredCookie>()).entries()]
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }
}

export class TestClient {
  readonly jar = new CookieJar();
  readonly origin: string;

  constructor(readonly baseUrl: string) {
    this.origin = new URL(baseUrl).origin;
  }

  /** The value of a cookie of the app's origin (decoded as the browser's script would read it). */
  cookie(name: string): string | undefined {
    const stored = this.jar.get(this.origin, name);
    return stored ? decodeURIComponent(stored.value) : undefined;
  }

  rawCookie(name: string): StoredCookie | undefined {
    return this.jar.get(this.origin, name);
  }

  setCookie(name: string, value: string): void {
    this.jar.set(this.origin, name, value);
  }

  async request<T = Json>(method: string, pathOrUrl: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const url = new URL(pathOrUrl, this.baseUrl);
    const headers = new Headers({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...options.headers,
    });
    const cookieHeader = options.noCookies ? '' : this.jar.header(url.origin);
    if (cookieHeader) headers.set('Cookie', cookieHeader);
    const xsrf = options.xsrf ?? true;
    if (typeof xsrf === 'string') headers.set('X-XSRF-TOKEN', xsrf);
    else if (xsrf && url.origin === this.origin) {
      const token = this.cookie('XSRF-TOKEN');
      if (token) headers.set('X-XSRF-TOKEN', token);
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
    const init: RequestInit & { duplex?: 'half' } = { method, headers, body: body ?? null, redirect: 'manual', signal: options.signal ?? null };
    // A streamed body (no Content-Length, chunked) needs half-duplex in Node's fetch.
    if (body instanceof ReadableStream) init.duplex = 'half';
    const response = await fetch(url, init);
    const setCookies = response.headers.getSetCookie();
    this.jar.store(url.origin, setCookies);
    const text = await response.text();
    const isJson = (response.headers.get('Content-Type') ?? '').includes('application/json');
    let parsed: unknown = null;
    if (isJson && text !== '') parsed = JSON.parse(text);
    return {
      status: response.status,
      headers: response.headers,
      body: parsed as T,
      text,
      setCookies,
      location: response.headers.get('Location'),
    };
  }

  get<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = Json>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, json === undefined ? options : { ...options, json });
  }

  patch<T = Json>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, json === undefined ? options : { ...options, json });
  }

  put<T = Json>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, json === undefined ? options : { ...options, json });
  }

  delete<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** GET /sanctum/csrf-cookie, as the spec's client does before its first unsafe call. */
  async csrf(): Promise<HttpResponse> {
    return this.get('/sanctum/csrf-cookie');
  }

  /** Fetches a CSRF cookie when the jar has none, then logs in; throws unless the answer is 200. */
  async login(email: string, password: string, remember = false): Promise<HttpResponse> {
    if (!this.cookie('XSRF-TOKEN')) await this.csrf();
    const response = await this.post('/login', { email, password, remember });
    if (response.status !== 200) throw new Error(`login ${email} answered ${response.status}: ${response.text}`);
    return response;
  }
}
