import ky, { type KyInstance, type KyRequest, type NormalizedOptions } from 'ky';
import {
  AUTH_URL_MARKERS,
  COOKIE_HEADER_TRIM_THRESHOLD,
  FALLBACK_CSRF_COOKIE_HOURS,
  HEALTH_CHECK_TIMEOUT_MS,
  HTTP_AUTH_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  LOGIN_TIMEOUT_MS,
  MAX_RETRIES,
  RATE_LIMIT_TOAST_INTERVAL_MS,
  SERVER_UNAVAILABLE_STATUSES,
  UNAUTHORIZED_LOG_THROTTLE_MS,
} from '../../common/constants';
import type { ApiErrorBody } from '../../common/contract/auth';
import { type FailureKind, rateLimitResetAt, retryDelayMs } from '../../common/rules/retry';
import { deleteCookie, listCookies, readCookie, readCookieHeader, writeCookie } from './cookies';

// The one HTTP client of the renderer: spec §7 client configuration and the retry and error policy of
// §8 and §9. Every call either resolves with a successful response or rejects with an ApiError whose
// side effects (toasts, messages, API health, rate-limit flag, session reset) have already happened.
// It knows no screen: the session, the toasts, the message stack and the API health are lent to it through
// one bridge (connectHttp), which the app wires at start-up.

export type ApiErrorStatus = number | 'timeout' | 'network';

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly body?: ApiErrorBody;
  readonly url: string;
  /** The Retry-After header of a 429, when the server sent one. */
  readonly retryAfter: string | null;

  constructor(
    status: ApiErrorStatus,
    url: string,
    body?: ApiErrorBody,
    retryAfter: string | null = null,
    options?: ErrorOptions,
  ) {
    super(body?.message ?? (typeof status === 'number' ? `HTTP ${status}` : status), options);
    this.name = 'ApiError';
    this.status = status;
    this.url = url;
    this.retryAfter = retryAfter;
    if (body !== undefined) this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Per-call switches, passed as ky's `context` option. */
export type HttpContext = {
  /** No toasts or messages (background calls such as the health check); flags and health still update. */
  silent?: boolean;
  /** A 401 does not start a session recovery (the session check itself, the recovery calls). */
  skipSessionRecovery?: boolean;
  /** A 503 does not reset the user (background probes such as the health check). */
  keepSession?: boolean;
  /** Overrides the URL-derived timeout. */
  timeoutMs?: number;
  // Set on the single repeat of a request so that it is never repeated twice.
  csrfRefreshed?: boolean;
  cookiesTrimmed?: boolean;
  sessionRecovered?: boolean;
};

/** What the session store lends the HTTP layer for spec §4 (reset on 401/419/503, session recovery). */
export interface SessionBridge {
  hasAuthenticatedUser(): boolean;
  isRecovering(): boolean;
  /** Tries to get the session back; true when the user is authenticated again. */
  recover(): Promise<boolean>;
  resetUser(): void;
  logout(): Promise<void>;
}

/** A toast the HTTP layer asks for; title and message are i18n keys of the client namespace. */
export interface HttpToast {
  type: 'error' | 'warning';
  title: string;
  message: string;
  /** Counts as an API error (cleared after a successful retry). */
  apiError?: boolean;
}

/** The last failed call as spec §3 records it (lastApiError). */
export interface HttpFailureRecord {
  time: number;
  endpoint: string;
  message: string;
  status: number | 'timeout';
}

/** Where spec §4 API health and the rate-limit flag are kept. */
export interface ApiHealthBridge {
  markHealthy(): void;
  markUnhealthy(failure: HttpFailureRecord): void;
  setCriticalError(): void;
  setRateLimited(resetAt: number): void;
}

/** Everything the shell lends the HTTP layer: the session, and where its notices and the API health go. */
export interface HttpBridge {
  session: SessionBridge;
  showToast(toast: HttpToast): void;
  /** Clears the error toasts (after a successful retry). */
  dismissErrorToasts(): void;
  /** An error on the message stack, by its key (spec §8 message stack). */
  pushErrorMessage(key: string): void;
  health: ApiHealthBridge;
}

const detachedBridge: HttpBridge = {
  session: {
    hasAuthenticatedUser: () => false,
    isRecovering: () => false,
    recover: async () => false,
    resetUser: () => {},
    logout: async () => {},
  },
  showToast: () => {},
  dismissErrorToasts: () => {},
  pushErrorMessage: () => {},
  health: { markHealthy: () => {}, markUnhealthy: () => {}, setCriticalError: () => {}, setRateLimited: () => {} },
};

let bridge: HttpBridge = detachedBridge;

/** Lends the HTTP layer its parts (the session store lends the session, the app the rest). */
export function connectHttp(parts: Partial<HttpBridge>): void {
  bridge = { ...bridge, ...parts };
}

/** The bridge's message stack, for the typed client (api/client.ts) that shares it. */
export function pushHttpErrorMessage(key: string): void {
  bridge.pushErrorMessage(key);
}

let baseFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** Replaces the transport (tests use a cookie-aware fetch that behaves like a browser). Returns an undo. */
export function configureHttpFetch(next: typeof fetch): () => void {
  const previous = baseFetch;
  baseFetch = next;
  return () => {
    baseFetch = previous;
  };
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
const HEALTH_CHECK_PATH = '/api/health-check';
const LOGIN_PATHS = ['/login', '/auth/login'];
const LOGOUT_PATHS = ['/auth/logout'];
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const STRIPPED_ERROR_FIELDS = ['debug', 'trace', 'file', 'line'];
const SERVER_ERROR_LABEL = 'Serverfehler';

export function isAuthUrl(url: string): boolean {
  return AUTH_URL_MARKERS.some((marker) => url.includes(marker));
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname.replace(/\/+$/, '') || '/';
  } catch {
    return url;
  }
}

function isLoginUrl(url: string): boolean {
  return LOGIN_PATHS.includes(pathOf(url));
}

function isLoginOrLogoutUrl(url: string): boolean {
  const path = pathOf(url);
  return LOGIN_PATHS.includes(path) || LOGOUT_PATHS.includes(path);
}

/** Spec §9: 25 s, 35 s for auth-type calls, 10 s for login, 15 s for the health check. */
export function timeoutForUrl(url: string): number {
  const path = pathOf(url);
  if (path === HEALTH_CHECK_PATH) return HEALTH_CHECK_TIMEOUT_MS;
  if (isLoginUrl(url)) return LOGIN_TIMEOUT_MS;
  if (isAuthUrl(url)) return HTTP_AUTH_TIMEOUT_MS;
  return HTTP_TIMEOUT_MS;
}

/** Auth-type calls without a response renew CSRF and are retried once; everything else up to three times. */
function noResponseRetryLimit(url: string, configuredLimit: number): number {
  return Math.min(configuredLimit, isAuthUrl(url) ? 1 : MAX_RETRIES);
}

function readContext(options: NormalizedOptions): HttpContext {
  return options.context as HttpContext;
}

// ---------------------------------------------------------------------------------------------------------
// CSRF

let csrfRequest: Promise<void> | null = null;

function randomToken(): string {
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * GET /sanctum/csrf-cookie, shared by concurrent callers. When it fails and no XSRF-TOKEN exists, a
 * fallback cookie (24 h) is set so that later calls still carry a header (spec §8).
 */
export function ensureCsrfCookie(): Promise<void> {
  csrfRequest ??= (async () => {
    try {
      await http.get(CSRF_COOKIE_PATH, {
        retry: 0,
        context: { silent: true, skipSessionRecovery: true } satisfies HttpContext,
      });
    } catch {
      if (readCookie(XSRF_COOKIE) === null) {
        writeCookie(XSRF_COOKIE, randomToken(), { maxAgeSeconds: FALLBACK_CSRF_COOKIE_HOURS * 3600 });
      }
    } finally {
      csrfRequest = null;
    }
  })();
  return csrfRequest;
}

// ---------------------------------------------------------------------------------------------------------
// Cookies that make a request header too large (431)

/** Deletes every cookie except the session and the CSRF cookie; true when something was deleted. */
export function trimCookies(): boolean {
  const removable = listCookies().filter(
    (cookie) => !cookie.name.toLowerCase().includes('session') && !cookie.name.includes(XSRF_COOKIE),
  );
  for (const cookie of removable) deleteCookie(cookie.name);
  return removable.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// Notifications

let lastRateLimitWarningAt = Number.NEGATIVE_INFINITY;
let lastRateLimitErrorAt = Number.NEGATIVE_INFINITY;
let lastUnauthorizedLogAt = Number.NEGATIVE_INFINITY;

/** Clears the module's throttles; for tests. */
export function resetHttpThrottles(): void {
  lastRateLimitWarningAt = Number.NEGATIVE_INFINITY;
  lastRateLimitErrorAt = Number.NEGATIVE_INFINITY;
  lastUnauthorizedLogAt = Number.NEGATIVE_INFINITY;
}

function showRateLimitWarning(url: string, context: HttpContext): void {
  const now = Date.now();
  if (context.silent || isAuthUrl(url) || now - lastRateLimitWarningAt < RATE_LIMIT_TOAST_INTERVAL_MS) return;
  lastRateLimitWarningAt = now;
  bridge.showToast({ type: 'warning', title: 'toastSlowedDownTitle', message: 'toastSlowedDownMessage' });
}

function showRetriesFailed(kind: FailureKind, context: HttpContext): void {
  if (context.silent) return;
  const title =
    kind === 'network' ? 'toastNetworkErrorTitle' : kind === 'timeout' ? 'toastTimeoutTitle' : 'toastServerErrorTitle';
  bridge.showToast({ type: 'error', apiError: true, title, message: 'toastRetriesFailedMessage' });
}

function endpointOf(url: string): string {
  return pathOf(url);
}

// ---------------------------------------------------------------------------------------------------------
// Bodies

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toErrorBody(payload: unknown, fallbackMessage: string): ApiErrorBody {
  // An answer that is not ours (a proxy's error page, a gateway timeout) has no code: 'unknown'.
  if (!isRecord(payload)) {
    return { code: 'unknown', message: typeof payload === 'string' && payload.trim() !== '' ? payload : fallbackMessage };
  }
  const rest = Object.fromEntries(
    Object.entries(payload).filter(([field]) => !STRIPPED_ERROR_FIELDS.includes(field)),
  );
  const body: ApiErrorBody = {
    code: typeof rest.code === 'string' ? rest.code : 'unknown',
    message: typeof rest.message === 'string' ? rest.message : fallbackMessage,
  };
  const perField = (value: unknown) =>
    Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([field, texts]) => [field, Array.isArray(texts) ? texts.map(String) : [String(texts)]]));
  if (isRecord(rest.errors)) body.errors = perField(rest.errors);
  if (isRecord(rest.codes)) body.codes = perField(rest.codes);
  return body;
}

/** Removes the debug field from a successful JSON answer (spec §8). */
async function withoutDebugField(response: Response): Promise<Response | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  const payload = await readJson(response);
  if (!isRecord(payload) || !('debug' in payload)) return undefined;
  const { debug: _debug, ...rest } = payload;
  return new Response(JSON.stringify(rest), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Per-attempt bookkeeping between ky's hooks and the transport

interface AttemptInfo {
  retryCount: number;
  retryLimit: number;
  context: HttpContext;
}

const attempts = new WeakMap<Request, AttemptInfo>();

/** A failure without response that will be retried; never reaches callers. */
class NoResponseError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    readonly url: string,
    options?: ErrorOptions,
  ) {
    super(`${kind} for ${url}`, options);
    this.name = 'NoResponseError';
  }
}

function failWithoutResponse(kind: 'timeout' | 'network', request: Request, info: AttemptInfo, cause: unknown): never {
  const limit = noResponseRetryLimit(request.url, info.retryLimit);
  if (info.retryCount < limit) throw new NoResponseError(kind, request.url, { cause });

  const { context } = info;
  if (kind === 'timeout') {
    bridge.health.markUnhealthy({
      time: Date.now(),
      endpoint: endpointOf(request.url),
      message: 'Zeitüberschreitung',
      status: 'timeout',
    });
    if (!context.silent) {
      bridge.showToast({ type: 'error', apiError: true, title: 'toastTimeoutTitle', message: 'requestTimeout' });
    }
  } else {
    if (!context.silent) bridge.pushErrorMessage('noConnection');
    if (info.retryCount >= MAX_RETRIES) showRetriesFailed('network', context);
  }
  throw new ApiError(kind, request.url, undefined, null, { cause });
}

/** The transport: the configured fetch plus the URL-dependent timeout; classifies failures without a response. */
async function fetchWithTimeout(input: Request | URL | string, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const info = attempts.get(request) ?? { retryCount: 0, retryLimit: MAX_RETRIES, context: {} };
  const timeoutMs = info.context.timeoutMs ?? timeoutForUrl(request.url);
  const timeoutController = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeoutController.abort(new DOMException('timeout', 'TimeoutError'));
  }, timeoutMs);

  try {
    return await baseFetch(request, { signal: AbortSignal.any([request.signal, timeoutController.signal]) });
  } catch (error) {
    if (timedOut) failWithoutResponse('timeout', request, info, error);
    if (request.signal.aborted) throw error;
    failWithoutResponse('network', request, info, error);
  } finally {
    clearTimeout(timer);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------------------
// Responses

/** Sends the request once more with extra context; its own failure is final for the caller. */
function repeatOnce(request: KyRequest, context: HttpContext, extra: HttpContext): Promise<Response> {
  return http(request.clone(), { context: { ...context, ...extra } });
}

async function handleUnauthorized(request: KyRequest, context: HttpContext, error: ApiError): Promise<Response> {
  const now = Date.now();
  if (now - lastUnauthorizedLogAt >= UNAUTHORIZED_LOG_THROTTLE_MS) {
    lastUnauthorizedLogAt = now;
    console.warn(`401 from ${endpointOf(request.url)}`);
  }

  const mayRecover =
    !context.skipSessionRecovery &&
    !context.sessionRecovered &&
    !isLoginOrLogoutUrl(request.url) &&
    bridge.session.hasAuthenticatedUser();
  if (!mayRecover) {
    bridge.session.resetUser();
    throw error;
  }
  if (bridge.session.isRecovering()) throw error;

  if (await bridge.session.recover()) return repeatOnce(request, context, { sessionRecovered: true });
  await bridge.session.logout();
  throw error;
}

function markServerUnhealthy(url: string, status: number, message: string): void {
  bridge.health.markUnhealthy({ time: Date.now(), endpoint: endpointOf(url), message, status });
}

async function handleFinalFailure(
  request: KyRequest,
  options: NormalizedOptions,
  response: Response,
  retryCount: number,
): Promise<Response> {
  const context = readContext(options);
  const { status } = response;
  const retryAfter = response.headers.get('Retry-After');
  const body = toErrorBody(await readJson(response), response.statusText || `HTTP ${status}`);
  const error = new ApiError(status, request.url, body, retryAfter);
  const { health } = bridge;
  const notify = !context.silent;
  let hasOwnNotice = false;

  if (status === 401) return handleUnauthorized(request, context, error);

  if (status === 419) {
    if (!context.csrfRefreshed) {
      await ensureCsrfCookie();
      return repeatOnce(request, context, { csrfRefreshed: true });
    }
    bridge.session.resetUser();
    throw error;
  }

  if (status === 431) {
    if (notify && !context.cookiesTrimmed) bridge.pushErrorMessage('headerTooLarge');
    const cookieHeaderTooLong = readCookieHeader().length > COOKIE_HEADER_TRIM_THRESHOLD;
    if (!context.cookiesTrimmed && cookieHeaderTooLong && trimCookies()) {
      return repeatOnce(request, context, { cookiesTrimmed: true });
    }
    throw error;
  }

  if (status === 429) {
    hasOwnNotice = true;
    health.setRateLimited(rateLimitResetAt(retryAfter, Date.now()));
    const now = Date.now();
    if (notify && now - lastRateLimitErrorAt >= RATE_LIMIT_TOAST_INTERVAL_MS) {
      lastRateLimitErrorAt = now;
      bridge.showToast({ type: 'error', apiError: true, title: 'toastRateLimitTitle', message: 'tooManyRequests' });
    }
  }

  if (status === 500) {
    if (isAuthUrl(request.url) || pathOf(request.url).startsWith('/api/')) {
      markServerUnhealthy(request.url, status, SERVER_ERROR_LABEL);
    }
    health.setCriticalError();
    if (notify) bridge.pushErrorMessage('serverError');
  }

  if ((SERVER_UNAVAILABLE_STATUSES as readonly number[]).includes(status)) {
    hasOwnNotice = true;
    markServerUnhealthy(request.url, status, body.message);
    if (notify) {
      bridge.showToast({
        type: 'error',
        apiError: true,
        title: 'toastServerUnavailableTitle',
        message: 'serverUnavailable',
      });
    }
  }

  if (status === 503 && !context.keepSession) bridge.session.resetUser();

  if (retryCount >= MAX_RETRIES && !hasOwnNotice) showRetriesFailed(status, context);

  throw error;
}

function shouldRetryStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

// ---------------------------------------------------------------------------------------------------------
// The instance

export const http: KyInstance = ky.create({
  credentials: 'include',
  headers: {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    'X-Content-Type-Options': 'nosniff',
  },
  // The transport applies the URL-dependent timeouts itself (spec §9).
  timeout: false,
  fetch: fetchWithTimeout,
  retry: {
    limit: MAX_RETRIES,
    methods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'],
    statusCodes: [],
    // Waits are computed per failure in beforeRetry / afterResponse, which know the URL and the answer.
    delay: () => 0,
    shouldRetry: ({ error }) => error instanceof NoResponseError,
  },
  hooks: {
    beforeRequest: [
      (request, options, { retryCount }) => {
        const context = readContext(options);
        attempts.set(request, { retryCount, retryLimit: options.retry.limit ?? MAX_RETRIES, context });
        if (UNSAFE_METHODS.has(request.method.toUpperCase())) {
          const token = readCookie(XSRF_COOKIE);
          if (token !== null) request.headers.set(XSRF_HEADER, token);
        }
        // Browsers ignore this (the retry works because the cookies were trimmed); other transports honour it.
        if (context.cookiesTrimmed) request.headers.delete('cookie');
      },
    ],
    beforeRetry: [
      async ({ request, error, retryCount }) => {
        if (!(error instanceof NoResponseError)) return;
        await sleep(retryDelayMs({ attempt: retryCount, status: error.kind, url: request.url, now: Date.now() }));
        if (isAuthUrl(request.url)) await ensureCsrfCookie();
      },
    ],
    afterResponse: [
      async (request, options, response, { retryCount }) => {
        const context = readContext(options);
        if (response.ok) {
          if (isAuthUrl(request.url)) bridge.health.markHealthy();
          if (retryCount > 0) bridge.dismissErrorToasts();
          return withoutDebugField(response);
        }

        const retryLimit = options.retry.limit ?? MAX_RETRIES;
        if (shouldRetryStatus(response.status) && retryCount < retryLimit) {
          if (response.status === 429 && retryCount === 0) showRateLimitWarning(request.url, context);
          return ky.retry({
            delay: retryDelayMs({
              attempt: retryCount + 1,
              status: response.status,
              retryAfterHeader: response.headers.get('Retry-After'),
              url: request.url,
              now: Date.now(),
            }),
            code: `HTTP_${response.status}`,
          });
        }
        return handleFinalFailure(request, options, response, retryCount);
      },
    ],
  },
});
