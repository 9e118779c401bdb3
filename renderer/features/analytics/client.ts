import { ANALYTICS, type DntMode } from '../../../common/constants';
import { deleteCookie, readCookie, writeCookie } from '../../api/cookies';
import { type AnalyticsConsent, analyticsCapture, hashUserId } from '../consent/consent-rules';
import { ANALYTICS_ID_COOKIE, type AnalyticsSink } from './track';

// A first-party capture client for a PostHog-compatible ingestion API (spec §4 and §9 "Analytics"): plain
// POSTs of the "capture" JSON to `${host}/capture/`, no third-party script. Loaded on demand (see controller.ts)
// and started only when analyticsCapture() allows it.

export interface AnalyticsConfig {
  publicKey: string;
  /** Origin of the ingestion API, e.g. https://eu.i.posthog.com */
  host: string;
  dntMode?: DntMode;
}

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface AnalyticsDeps {
  fetch: typeof fetch;
  /** navigator.sendBeacon, or null where there is none. */
  sendBeacon: ((url: string, body: string) => boolean) | null;
  now(): number;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  randomId(): string;
  hash(userId: number | string): Promise<string>;
  /** Where pagehide and user activity are heard (window); null outside a browser. */
  events: EventSource | null;
  /** Technical context added in full mode only (never in eventsOnly). */
  context(): Record<string, unknown>;
}

export interface StartAnalyticsOptions {
  config: AnalyticsConfig | null;
  consent: AnalyticsConsent | null;
  doNotTrack: boolean;
  userId?: number | string | null;
  /** Defaults to ANALYTICS.sessionIdleTimeoutS; clamped to its §9 bounds. */
  sessionIdleTimeoutS?: number;
  deps?: Partial<AnalyticsDeps>;
}

export interface AnalyticsClient extends AnalyticsSink {
  readonly mode: 'full' | 'eventsOnly';
  /** The signed-in user (hashed before use), or null after logout. Ignored in eventsOnly mode. */
  identify(userId: number | string | null): void;
  /** Stops at once: no further sends, in-flight requests aborted; `withdrawn` also deletes the id cookie. */
  stop(reason?: 'withdrawn'): void;
  /** Resolves when every send started so far has finished (tests). */
  flush(): Promise<void>;
}

const LIB = 'spielraum-web';
const DAY_S = 24 * 60 * 60;
/** keepalive bodies are limited to 64 KiB in total; larger ones go as ordinary requests. */
const KEEPALIVE_LIMIT_BYTES = 60_000;
const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function clampIdleTimeoutS(seconds: number | undefined): number {
  const value = seconds !== undefined && Number.isFinite(seconds) ? seconds : ANALYTICS.sessionIdleTimeoutS;
  return Math.min(ANALYTICS.sessionIdleTimeoutMaxS, Math.max(ANALYTICS.sessionIdleTimeoutMinS, value));
}

function cutString(value: string): string {
  if (value.length <= ANALYTICS.stringPropertyLimit) return value;
  const cut = value.slice(0, ANALYTICS.stringPropertyLimit);
  // Do not leave half of a surrogate pair at the end.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** String property values (nested ones too) cut at ANALYTICS.stringPropertyLimit characters. */
export function limitProperties(value: unknown): unknown {
  if (typeof value === 'string') return cutString(value);
  if (Array.isArray(value)) return value.map(limitProperties);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, limitProperties(inner)]));
  }
  return value;
}

function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function browserContext(): Record<string, unknown> {
  if (typeof window === 'undefined') return {};
  const { location, screen } = window;
  return { $pathname: location.pathname, $screen_width: screen.width, $screen_height: screen.height };
}

function defaultDeps(): AnalyticsDeps {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    sendBeacon: typeof nav?.sendBeacon === 'function' ? (url, body) => nav.sendBeacon(url, body) : null,
    now: () => Date.now(),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    randomId: randomUuid,
    hash: (userId) => hashUserId(userId),
    events: typeof window === 'undefined' ? null : window,
    context: browserContext,
  };
}

/** The ingestion origin, or null when it is not an http(s) URL. */
export function captureUrl(host: string): string | null {
  try {
    const url = new URL(host);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}/capture/` : null;
  } catch {
    return null;
  }
}

interface Session {
  id: string;
  startedAt: number;
  lastActivityAt: number;
}

/**
 * Starts capturing when analyticsCapture() says 'full' or 'eventsOnly' (else null): session_start at once,
 * session_end on pagehide (sendBeacon when available), after the idle timeout or the maximum session length.
 */
export function startAnalytics(options: StartAnalyticsOptions): AnalyticsClient | null {
  const { config } = options;
  const mode = analyticsCapture({
    publicKey: config?.publicKey,
    consent: options.consent,
    dntMode: config?.dntMode,
    doNotTrack: options.doNotTrack,
  });
  const url = config ? captureUrl(config.host) : null;
  if (mode === 'none' || !config || !url) return null;

  const deps: AnalyticsDeps = { ...defaultDeps(), ...options.deps };
  const apiKey = config.publicKey;
  const idleMs = clampIdleTimeoutS(options.sessionIdleTimeoutS) * 1000;
  const maxMs = ANALYTICS.maxSessionLengthH * 60 * 60 * 1000;
  const full = mode === 'full';

  let stopped = false;
  let session: Session | null = null;
  let sessionTimer: unknown = null;
  const inFlight = new Set<AbortController>();
  const pending = new Set<Promise<void>>();

  // Identity. eventsOnly: a random id for this page session, never stored, never linked to the user.
  // full: a persistent anonymous id in the first-party cookie; the user's hash once signed in.
  const storedId = full ? readCookie(ANALYTICS_ID_COOKIE) : null;
  let anonymousId = storedId !== null && ID_PATTERN.test(storedId) ? storedId : deps.randomId();
  const storeAnonymousId = () =>
    writeCookie(ANALYTICS_ID_COOKIE, anonymousId, { maxAgeSeconds: ANALYTICS.cookieLifeDays * DAY_S });
  if (full) storeAnonymousId();
  else if (readCookie(ANALYTICS_ID_COOKIE) !== null) deleteCookie(ANALYTICS_ID_COOKIE);

  let userId: number | string | null = null;
  /** The id events are sent with; a promise while the user id is being hashed. */
  let identity: Promise<string> = Promise.resolve(anonymousId);
  /** The last settled identity, for the synchronous beacon on pagehide. */
  let currentId = anonymousId;
  /** Events went out under the anonymous id, so signing in should link them ($identify). */
  let sentAnonymously = false;

  const track = (promise: Promise<void>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };

  const payload = (event: string, distinctId: string, properties: Record<string, unknown>, at: number) =>
    JSON.stringify({
      api_key: apiKey,
      event,
      distinct_id: distinctId,
      properties: limitProperties(properties),
      timestamp: new Date(at).toISOString(),
    });

  const post = async (body: string): Promise<void> => {
    if (stopped) return;
    const abort = new AbortController();
    inFlight.add(abort);
    const timer = deps.setTimer(() => abort.abort(), ANALYTICS.requestTimeoutS * 1000);
    try {
      const response = await deps.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: new TextEncoder().encode(body).length <= KEEPALIVE_LIMIT_BYTES,
        credentials: 'omit',
        signal: abort.signal,
      });
      await response.body?.cancel().catch(() => undefined);
    } catch {
      // Analytics never disturbs the app: failed or timed-out captures are dropped.
    } finally {
      deps.clearTimer(timer);
      inFlight.delete(abort);
    }
  };

  const baseProperties = (sessionId: string): Record<string, unknown> =>
    full
      ? { ...deps.context(), $lib: LIB, $session_id: sessionId }
      : { $lib: LIB, $session_id: sessionId, $process_person_profile: false, $geoip_disable: true };

  const send = (event: string, properties: Record<string, unknown>, at: number) => {
    if (stopped) return;
    const sessionId = session?.id ?? '';
    const merged = { ...baseProperties(sessionId), ...properties };
    track(
      identity.then((distinctId) => {
        if (stopped) return;
        if (distinctId === anonymousId) sentAnonymously = true;
        return post(payload(event, distinctId, merged, at));
      }),
    );
  };

  const clearSessionTimer = () => {
    if (sessionTimer !== null) deps.clearTimer(sessionTimer);
    sessionTimer = null;
  };

  const endSession = (reason: 'idle' | 'max_length' | 'pagehide', at: number, beacon = false) => {
    const ending = session;
    if (!ending) return;
    clearSessionTimer();
    const properties = {
      ...baseProperties(ending.id),
      reason,
      session_duration_s: Math.max(0, Math.round((at - ending.startedAt) / 1000)),
    };
    session = null;
    if (!beacon || !deps.sendBeacon) {
      send('session_end', properties, at);
      return;
    }
    const body = payload('session_end', currentId, properties, at);
    let queued = false;
    try {
      queued = deps.sendBeacon(url, body);
    } catch {
      queued = false;
    }
    if (!queued) track(post(body));
  };

  const checkSession = (now: number) => {
    if (!session) return;
    const maxEnd = session.startedAt + maxMs;
    const idleEnd = session.lastActivityAt + idleMs;
    if (now >= maxEnd) endSession('max_length', maxEnd);
    else if (now >= idleEnd) endSession('idle', session.lastActivityAt);
  };

  const scheduleSessionCheck = () => {
    clearSessionTimer();
    if (!session || stopped) return;
    const due = Math.min(session.startedAt + maxMs, session.lastActivityAt + idleMs);
    sessionTimer = deps.setTimer(
      () => {
        sessionTimer = null;
        checkSession(deps.now());
        scheduleSessionCheck();
      },
      Math.max(0, due - deps.now()),
    );
  };

  /** Activity at `at`: ends an expired session, starts one when there is none. */
  const touch = (at: number) => {
    if (stopped) return;
    checkSession(at);
    if (session) {
      session.lastActivityAt = Math.max(session.lastActivityAt, at);
      return;
    }
    session = { id: deps.randomId(), startedAt: at, lastActivityAt: at };
    send('session_start', {}, at);
    scheduleSessionCheck();
  };

  const onActivity = () => touch(deps.now());
  const onPageHide = () => {
    if (!stopped) endSession('pagehide', deps.now(), true);
  };
  const activityEvents = ['pointerdown', 'keydown', 'scroll', 'pageshow'] as const;
  const listen = { capture: true, passive: true } as const;
  for (const name of activityEvents) deps.events?.addEventListener(name, onActivity, listen);
  deps.events?.addEventListener('pagehide', onPageHide, listen);

  const client: AnalyticsClient = {
    mode,

    capture(event, properties = {}, at = deps.now()) {
      if (stopped) return;
      touch(at);
      send(event, properties, at);
    },

    identify(next) {
      if (!full || stopped || next === userId) return;
      const previous = userId;
      userId = next;
      if (next === null) {
        // Logged out: a fresh anonymous id, so the next person on this device is not linked to the last one.
        anonymousId = deps.randomId();
        storeAnonymousId();
        sentAnonymously = false;
        currentId = anonymousId;
        identity = Promise.resolve(anonymousId);
        return;
      }
      const linkFrom = previous === null ? anonymousId : null;
      identity = identity
        .then(() => deps.hash(next))
        .then(
          (hashed) => {
            if (!stopped && linkFrom !== null && sentAnonymously && userId === next) {
              track(post(payload('$identify', hashed, { $lib: LIB, $anon_distinct_id: linkFrom }, deps.now())));
            }
            currentId = hashed;
            return hashed;
          },
          // No SubtleCrypto (insecure context): stay anonymous rather than ever sending the raw id.
          () => anonymousId,
        );
    },

    stop(reason) {
      if (stopped) return;
      stopped = true;
      session = null;
      clearSessionTimer();
      for (const name of activityEvents) deps.events?.removeEventListener(name, onActivity, listen);
      deps.events?.removeEventListener('pagehide', onPageHide, listen);
      for (const abort of inFlight) abort.abort();
      inFlight.clear();
      if (reason === 'withdrawn') deleteCookie(ANALYTICS_ID_COOKIE);
    },

    async flush() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };

  client.identify(options.userId ?? null);
  touch(deps.now());
  return client;
}
