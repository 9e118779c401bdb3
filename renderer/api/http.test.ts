/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectHttpToShell } from '../app/http-bridge';
import { useApiHealthStore } from '../features/api-health/store';
import { useMessageStore } from '../features/messages/store';
import { useToastStore } from '../features/toasts/store';
import { createMemoryCookieAccess, resetCookieAccess, setCookieAccess } from './cookies';
import {
  ApiError,
  configureHttpFetch,
  connectHttp,
  ensureCsrfCookie,
  http,
  isAuthUrl,
  resetHttpThrottles,
  type SessionBridge,
  timeoutForUrl,
} from './http';

// The policy runs against a real HTTP server; only the clock is fake where waits matter.

const realSetTimeout = globalThis.setTimeout;
const realDelay = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));
const IO_SETTLE_MS = 40;

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 3_000; waited += 5) {
    if (condition()) return;
    await realDelay(5);
  }
  throw new Error(`timed out waiting for ${what}`);
}

type Handler = (request: IncomingMessage, response: ServerResponse, hit: number) => void;

interface RecordedRequest {
  method: string;
  headers: IncomingMessage['headers'];
}

let server: Server;
let origin: string;
const routes = new Map<string, Handler>();
const recorded = new Map<string, RecordedRequest[]>();
const hits = (path: string) => recorded.get(path)?.length ?? 0;
const headersOf = (path: string, index: number) => recorded.get(path)?.[index]?.headers ?? {};

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close', ...headers });
  response.end(JSON.stringify(body));
}

/** Answers the given statuses in order, repeating the last one. */
function sequence(...steps: [status: number, body?: unknown, headers?: Record<string, string>][]): Handler {
  return (_request, response, hit) => {
    const [status, body = { message: `status ${status}` }, headers = {}] = steps[Math.min(hit, steps.length - 1)]!;
    sendJson(response, status, body, headers);
  };
}

const neverAnswer: Handler = () => {};

let jar: ReturnType<typeof createMemoryCookieAccess>;
let cookieWrites: string[];
let transportCalls: string[];
let restoreFetch: () => void;

/** A fetch that handles cookies like a browser does: sends the jar, stores Set-Cookie. */
const browserLikeFetch: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  transportCalls.push(request.url);
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  const cookieHeader = jar.read();
  if (cookieHeader !== '') headers.set('cookie', cookieHeader);
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: init?.signal ?? request.signal,
  });
  for (const setCookie of response.headers.getSetCookie()) jar.write(setCookie);
  return response;
};

const session = {
  authenticated: false,
  recovering: false,
  recover: vi.fn<() => Promise<boolean>>(),
  resetUser: vi.fn<() => void>(),
  logout: vi.fn<() => Promise<void>>(),
};
const bridge: SessionBridge = {
  hasAuthenticatedUser: () => session.authenticated,
  isRecovering: () => session.recovering,
  recover: () => session.recover(),
  resetUser: () => session.resetUser(),
  logout: () => session.logout(),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const list = recorded.get(path) ?? [];
    list.push({ method: request.method ?? 'GET', headers: request.headers });
    recorded.set(path, list);
    const handler = routes.get(path);
    if (handler) handler(request, response, list.length - 1);
    else sendJson(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Node has no page to resolve relative URLs against; undici reads its base from this symbol.
  (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalOrigin.1')] = new URL(origin);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  routes.clear();
  recorded.clear();
  transportCalls = [];
  cookieWrites = [];
  jar = createMemoryCookieAccess();
  setCookieAccess({
    read: () => jar.read(),
    write: (assignment) => {
      cookieWrites.push(assignment);
      jar.write(assignment);
    },
  });
  restoreFetch = configureHttpFetch(browserLikeFetch);
  Object.assign(session, { authenticated: false, recovering: false });
  session.recover.mockReset().mockResolvedValue(false);
  session.resetUser.mockReset();
  session.logout.mockReset().mockResolvedValue(undefined);
  // The stores as the app wires them, with a session the tests steer.
  connectHttpToShell();
  connectHttp({ session: bridge });
  resetHttpThrottles();
  useToastStore.getState().dismissAll();
  useMessageStore.getState().clear();
  useApiHealthStore.getState().reset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  if (vi.isFakeTimers()) await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.restoreAllMocks();
  restoreFetch();
  resetCookieAccess();
  server.closeAllConnections();
});

const toastTitles = () => useToastStore.getState().toasts.map((toast) => toast.title);
const messageKeys = () => useMessageStore.getState().messages.map((message) => message.originalKey);

/** Starts a call and keeps its outcome, so that a rejection is never unhandled while time is advanced. */
function start<T>(promise: Promise<T>) {
  const outcome: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { settled: true, value }),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return outcome;
}

/**
 * Asserts that the next attempt goes out `ms` of (fake) time after the previous failure. ky hands over to
 * the retry through a zero-delay timer, which fake timers may schedule 1 ms late: hence the 1 ms tolerance.
 */
async function expectNextAttemptAfter(ms: number, attemptsSoFar: () => number) {
  const before = attemptsSoFar();
  await realDelay(IO_SETTLE_MS);
  await vi.advanceTimersByTimeAsync(ms - 1);
  await realDelay(IO_SETTLE_MS);
  expect(attemptsSoFar()).toBe(before);
  await vi.advanceTimersByTimeAsync(2);
  await until(() => attemptsSoFar() === before + 1, `attempt ${before + 1}`);
}

/** Lets the pending attempt run into its timeout, asserting it does not end earlier. */
async function expectTimeoutAfter(ms: number, attemptsSoFar: () => number) {
  const before = attemptsSoFar();
  await realDelay(IO_SETTLE_MS);
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(vi.getTimerCount()).toBeGreaterThan(0);
  await vi.advanceTimersByTimeAsync(1);
  await realDelay(IO_SETTLE_MS);
  expect(attemptsSoFar()).toBe(before);
}

const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

describe('client configuration', () => {
  it('marks requests as XMLHttpRequest, asks for JSON and sends the CSRF cookie on unsafe methods only', async () => {
    jar.write('XSRF-TOKEN=abc%3D%3D');
    routes.set('/api/thing', sequence([200, { ok: true }]));

    await http.get('/api/thing').json();
    await http.post('/api/thing', { json: { a: 1 } }).json();

    expect(headersOf('/api/thing', 0)).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' });
    expect(headersOf('/api/thing', 0)['x-xsrf-token']).toBeUndefined();
    expect(headersOf('/api/thing', 1)['x-xsrf-token']).toBe('abc==');
  });

  it('classifies auth-type URLs and picks the timeout by URL', () => {
    expect(['/auth/login', '/login', '/api/logged-in-user', '/auth/logout'].every(isAuthUrl)).toBe(true);
    expect(isAuthUrl('/api/games')).toBe(false);
    expect(timeoutForUrl('/login')).toBe(10_000);
    expect(timeoutForUrl('http://x/auth/login')).toBe(10_000);
    expect(timeoutForUrl('/api/logged-in-user')).toBe(35_000);
    expect(timeoutForUrl('/auth/logout')).toBe(35_000);
    expect(timeoutForUrl('/api/health-check')).toBe(15_000);
    expect(timeoutForUrl('/api/games')).toBe(25_000);
  });

  it('removes the debug field from successful JSON and marks the API healthy after an auth-type call', async () => {
    routes.set('/api/logged-in-user', sequence([200, { id: 1, name: 'Mia', debug: { sql: 'select' } }]));
    const user = await http.get('/api/logged-in-user').json();
    expect(user).toEqual({ id: 1, name: 'Mia' });
    expect(useApiHealthStore.getState().apiHealthStatus).toBe('healthy');
  });

  it('strips debug, trace, file and line from error bodies', async () => {
    routes.set(
      '/api/update-user',
      sequence([
        422,
        { code: 'validationFailed', message: 'Ungültig', errors: { name: ['Zu kurz'] }, codes: { name: ['tooShort'] }, debug: 1, trace: [], file: 'x.php', line: 3 },
      ]),
    );
    const error = await http.patch('/api/update-user', { json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual({ code: 'validationFailed', message: 'Ungültig', errors: { name: ['Zu kurz'] }, codes: { name: ['tooShort'] } });
  });
});

describe('retries', () => {
  it('retries a 500 after 1 s, succeeds and clears the error toasts', async () => {
    fakeClock();
    useToastStore.getState().show({ type: 'error', message: 'earlier failure' });
    routes.set('/api/games', sequence([500], [200, { games: [] }]));

    const call = start(http.get('/api/games').json());
    await until(() => hits('/api/games') === 1, 'first attempt');
    await expectNextAttemptAfter(1_000, () => hits('/api/games'));
    await until(() => call.settled, 'result');

    expect(call.value).toEqual({ games: [] });
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(useApiHealthStore.getState().criticalError).toBe(false);
  });

  it('waits Retry-After on 429, warns once, and marks the client rate-limited when retries run out', async () => {
    fakeClock();
    routes.set('/api/home', sequence([429, { message: 'Too Many Requests' }, { 'Retry-After': '2' }]));

    const call = start(http.get('/api/home'));
    await until(() => hits('/api/home') === 1, 'first attempt');
    await realDelay(IO_SETTLE_MS);
    const warning = useToastStore.getState().toasts[0];
    expect([warning?.type, warning?.title, warning?.message]).toEqual([
      'warning',
      'toastSlowedDownTitle',
      'toastSlowedDownMessage',
    ]);
    for (let attempt = 1; attempt <= 3; attempt += 1) await expectNextAttemptAfter(2_000, () => hits('/api/home'));
    await until(() => call.settled, 'rejection');

    expect(call.error).toBeInstanceOf(ApiError);
    expect((call.error as ApiError).status).toBe(429);
    expect(hits('/api/home')).toBe(4);
    // The warning (5 s) has closed by itself; only one warning was ever shown.
    expect(toastTitles()).toEqual(['toastRateLimitTitle']);
    const health = useApiHealthStore.getState();
    expect(health.rateLimited).toBe(true);
    expect(health.rateLimitResetAt).toBe(Date.now() + 2_000);
  });

  it('triples the backoff on 429 without Retry-After, resets after 10 s and never warns for auth calls', async () => {
    fakeClock();
    routes.set('/api/logged-in-user', sequence([429]));

    const call = start(http.get('/api/logged-in-user'));
    await until(() => hits('/api/logged-in-user') === 1, 'first attempt');
    for (const wait of [3_000, 6_000, 12_000]) await expectNextAttemptAfter(wait, () => hits('/api/logged-in-user'));
    await until(() => call.settled, 'rejection');

    expect(toastTitles()).toEqual(['toastRateLimitTitle']);
    expect(useApiHealthStore.getState().rateLimitResetAt).toBe(Date.now() + 10_000);
  });

  it('backs off 1, 2, 4 s on 503, then reports the server as unavailable and resets the user', async () => {
    fakeClock();
    routes.set('/api/feed', sequence([503, { message: 'Service Unavailable' }]));

    const call = start(http.get('/api/feed'));
    await until(() => hits('/api/feed') === 1, 'first attempt');
    for (const wait of [1_000, 2_000, 4_000]) await expectNextAttemptAfter(wait, () => hits('/api/feed'));
    await until(() => call.settled, 'rejection');

    expect((call.error as ApiError).status).toBe(503);
    const health = useApiHealthStore.getState();
    expect(health.apiHealthStatus).toBe('unhealthy');
    expect(health.lastApiError).toMatchObject({ endpoint: '/api/feed', status: 503, message: 'Service Unavailable' });
    expect(toastTitles()).toEqual(['toastServerUnavailableTitle']);
    expect(session.resetUser).toHaveBeenCalledTimes(1);
  });

  it('halves the waits for giveaway batch checks', async () => {
    fakeClock();
    routes.set('/api/giveaways/batch-check', sequence([502], [200, { success: true, data: {} }]));

    const call = start(http.post('/api/giveaways/batch-check', { json: { game_ids: [1] } }).json());
    await until(() => hits('/api/giveaways/batch-check') === 1, 'first attempt');
    await expectNextAttemptAfter(500, () => hits('/api/giveaways/batch-check'));
    await until(() => call.settled, 'result');
    expect(call.value).toEqual({ success: true, data: {} });
  });

  it('on a lasting 500 records "Serverfehler", shows serverError, sets the critical flag and reports failed retries', async () => {
    fakeClock();
    routes.set('/api/play-dashboard', sequence([500]));

    const call = start(http.get('/api/play-dashboard'));
    await until(() => hits('/api/play-dashboard') === 1, 'first attempt');
    for (const wait of [1_000, 2_000, 4_000]) await expectNextAttemptAfter(wait, () => hits('/api/play-dashboard'));
    await until(() => call.settled, 'rejection');

    const health = useApiHealthStore.getState();
    expect(health).toMatchObject({ apiHealthStatus: 'unhealthy', criticalError: true });
    expect(health.lastApiError).toMatchObject({ message: 'Serverfehler', status: 500 });
    expect(messageKeys()).toEqual(['serverError']);
    expect(toastTitles()).toEqual(['toastServerErrorTitle']);
    expect(useToastStore.getState().toasts[0]?.message).toBe('toastRetriesFailedMessage');
  });
});

describe('failures without a response', () => {
  it('gives up after three retries on a closed port and shows noConnection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/games`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    fakeClock();

    const call = start(http.get(closedUrl));
    await until(() => transportCalls.length === 1, 'first attempt');
    for (const wait of [1_000, 2_000, 4_000]) await expectNextAttemptAfter(wait, () => transportCalls.length);
    await until(() => call.settled, 'rejection');

    expect((call.error as ApiError).status).toBe('network');
    expect(messageKeys()).toEqual(['noConnection']);
    expect(toastTitles()).toEqual(['toastNetworkErrorTitle']);
  });

  it('times out after 25 s, retries, and finally marks the API unhealthy with status timeout', async () => {
    fakeClock();
    routes.set('/api/slow', neverAnswer);

    const call = start(http.get('/api/slow'));
    await until(() => hits('/api/slow') === 1, 'first attempt');
    for (const wait of [1_000, 2_000, 4_000]) {
      await expectTimeoutAfter(25_000, () => hits('/api/slow'));
      await expectNextAttemptAfter(wait, () => hits('/api/slow'));
    }
    await expectTimeoutAfter(25_000, () => hits('/api/slow'));
    await until(() => call.settled, 'rejection');

    expect((call.error as ApiError).status).toBe('timeout');
    expect(useApiHealthStore.getState().apiHealthStatus).toBe('unhealthy');
    expect(useApiHealthStore.getState().lastApiError).toMatchObject({ endpoint: '/api/slow', status: 'timeout' });
    expect(toastTitles()).toEqual(['toastTimeoutTitle']);
  });

  it('gives login 10 s, then renews the CSRF cookie and retries exactly once', async () => {
    fakeClock();
    routes.set('/login', neverAnswer);
    routes.set('/sanctum/csrf-cookie', (_request, response) => {
      response.writeHead(204, { 'Set-Cookie': 'XSRF-TOKEN=renewed; Path=/', Connection: 'close' });
      response.end();
    });

    const call = start(http.post('/login', { json: { email: 'a@b.de', password: 'x' } }));
    await until(() => hits('/login') === 1, 'first attempt');
    await expectTimeoutAfter(10_000, () => hits('/login'));
    await expectNextAttemptAfter(1_000, () => hits('/login'));
    expect(hits('/sanctum/csrf-cookie')).toBe(1);
    expect(headersOf('/login', 1)['x-xsrf-token']).toBe('renewed');

    await expectTimeoutAfter(10_000, () => hits('/login'));
    await until(() => call.settled, 'rejection');
    expect((call.error as ApiError).status).toBe('timeout');
    expect(hits('/login')).toBe(2);
  });
});

describe('answers that are repeated once', () => {
  it('refreshes the CSRF cookie after a 419 and repeats the request with the new token', async () => {
    jar.write('XSRF-TOKEN=stale');
    routes.set('/sanctum/csrf-cookie', (_request, response) => {
      response.writeHead(204, { 'Set-Cookie': 'XSRF-TOKEN=fresh; Path=/', Connection: 'close' });
      response.end();
    });
    routes.set('/api/comments', (request, response) =>
      request.headers['x-xsrf-token'] === 'fresh'
        ? sendJson(response, 201, { id: 7 })
        : sendJson(response, 419, { message: 'CSRF token mismatch.' }),
    );

    const created = await http.post('/api/comments', { json: { post_id: 1, comment: 'Hi' } }).json();
    expect(created).toEqual({ id: 7 });
    expect(hits('/api/comments')).toBe(2);
    expect(hits('/sanctum/csrf-cookie')).toBe(1);
  });

  it('resets the user when the repeat after a CSRF refresh also answers 419', async () => {
    routes.set('/api/comments', sequence([419]));
    const error = await http.post('/api/comments', { json: {} }).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(419);
    expect(hits('/api/comments')).toBe(2);
    expect(session.resetUser).toHaveBeenCalledTimes(1);
  });

  it('on 431 deletes all cookies but the session and CSRF ones, shows headerTooLarge and repeats once', async () => {
    jar.write('spielraum_session=s1');
    jar.write('XSRF-TOKEN=t1');
    for (let index = 0; index < 5; index += 1) jar.write(`tracking_${index}=${'x'.repeat(250)}`);
    routes.set('/api/home', (request, response) =>
      (request.headers.cookie ?? '').length > 1_000
        ? sendJson(response, 431, { message: 'Request Header Fields Too Large' })
        : sendJson(response, 200, { posts: [], hasMore: false }),
    );

    const page = await http.get('/api/home').json();
    expect(page).toEqual({ posts: [], hasMore: false });
    expect([...jar.entries().keys()]).toEqual(['spielraum_session', 'XSRF-TOKEN']);
    expect(messageKeys()).toEqual(['headerTooLarge']);
  });

  it('does not touch cookies of 1000 characters or fewer on 431', async () => {
    jar.write('theme=dark');
    routes.set('/api/home', sequence([431]));
    const error = await http.get('/api/home').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(431);
    expect(hits('/api/home')).toBe(1);
    expect(jar.entries().has('theme')).toBe(true);
  });
});

describe('401 and session recovery', () => {
  it('recovers the session of an authenticated user and repeats the request once', async () => {
    session.authenticated = true;
    session.recover.mockResolvedValue(true);
    routes.set('/api/notifications', sequence([401, { message: 'Unauthenticated.' }], [200, { notifications: [] }]));

    expect(await http.get('/api/notifications').json()).toEqual({ notifications: [] });
    expect(session.recover).toHaveBeenCalledTimes(1);
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('logs out when the recovery fails', async () => {
    session.authenticated = true;
    routes.set('/api/notifications', sequence([401]));
    const error = await http.get('/api/notifications').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(401);
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(hits('/api/notifications')).toBe(1);
  });

  it('fails at once while another recovery is running', async () => {
    Object.assign(session, { authenticated: true, recovering: true });
    routes.set('/api/notifications', sequence([401]));
    await expect(http.get('/api/notifications')).rejects.toBeInstanceOf(ApiError);
    expect(session.recover).not.toHaveBeenCalled();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('never recovers for login, logout or anonymous visitors, but resets the user', async () => {
    session.authenticated = true;
    routes.set('/login', sequence([401, { message: 'E-Mail oder Passwort falsch.' }]));
    await expect(http.post('/login', { json: {} })).rejects.toMatchObject({ status: 401 });

    session.authenticated = false;
    routes.set('/api/friends', sequence([401]));
    await expect(http.get('/api/friends')).rejects.toMatchObject({ status: 401 });

    expect(session.recover).not.toHaveBeenCalled();
    expect(session.resetUser).toHaveBeenCalledTimes(2);
  });
});

describe('ensureCsrfCookie', () => {
  it('sets a 24-hour fallback cookie when the CSRF endpoint fails', async () => {
    routes.set('/sanctum/csrf-cookie', sequence([404]));
    await ensureCsrfCookie();
    expect(jar.entries().has('XSRF-TOKEN')).toBe(true);
    expect(cookieWrites.at(-1)).toMatch(/^XSRF-TOKEN=[0-9a-f]{40}; Path=\/; Max-Age=86400; SameSite=Lax$/);
  });

  it('keeps an existing token when the endpoint fails, and shares one request between concurrent callers', async () => {
    jar.write('XSRF-TOKEN=existing');
    routes.set('/sanctum/csrf-cookie', sequence([404]));
    await Promise.all([ensureCsrfCookie(), ensureCsrfCookie()]);
    expect(hits('/sanctum/csrf-cookie')).toBe(1);
    expect(jar.entries().get('XSRF-TOKEN')).toBe('existing');
  });
});
