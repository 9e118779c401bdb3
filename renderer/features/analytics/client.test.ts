/// <reference types="node" />
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS } from '../../../common/constants';
import { resetCookieAccess } from '../../api/cookies';
import {
  type AnalyticsClient,
  type AnalyticsDeps,
  clampIdleTimeoutS,
  type StartAnalyticsOptions,
  startAnalytics,
} from './client';
import {
  type CaptureServer,
  createManualClock,
  realDelay,
  startCaptureServer,
  until,
  useMemoryCookies,
} from '../../../tests/support/analytics/test-support';
import {
  ANALYTICS_ID_COOKIE,
  resetAnalyticsTracking,
  setAnalyticsSink,
  trackFavouritesCount,
  trackOnboardingStarted,
} from './track';

// The capture client against a real local ingestion server; the clock is manual where time matters.

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const YEAR_S = 365 * 24 * 60 * 60;
const consentGiven = { analytics: true, dntOverride: false };

let server: CaptureServer;
let clock: ReturnType<typeof createManualClock>;
let cookies: ReturnType<typeof useMemoryCookies>;
let window: EventTarget;
let clients: AnalyticsClient[];

beforeAll(async () => {
  server = await startCaptureServer();
});
afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.captures.length = 0;
  server.hang = false;
  clock = createManualClock();
  cookies = useMemoryCookies();
  window = new EventTarget();
  clients = [];
  resetAnalyticsTracking();
});
afterEach(() => {
  for (const client of clients) client.stop();
  resetCookieAccess();
  resetAnalyticsTracking();
});

function testDeps(overrides: Partial<AnalyticsDeps> = {}): Partial<AnalyticsDeps> {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    sendBeacon: null,
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    events: window,
    context: () => ({ $pathname: '/welcome' }),
    ...overrides,
  };
}

function start(options: Partial<StartAnalyticsOptions> = {}): AnalyticsClient | null {
  const client = startAnalytics({
    config: { publicKey: 'phc_test', host: server.host, dntMode: 'strict' },
    consent: consentGiven,
    doNotTrack: false,
    ...options,
    deps: testDeps(options.deps),
  });
  if (client) clients.push(client);
  return client;
}

async function settle(client: AnalyticsClient | null) {
  await client?.flush();
  await realDelay(20);
}

describe('when capture is not allowed nothing is sent', () => {
  it('without a public key, or without any analytics config', async () => {
    expect(start({ config: { publicKey: '', host: server.host } })).toBeNull();
    expect(start({ config: null })).toBeNull();
    await realDelay(30);
    expect(server.captures).toHaveLength(0);
    expect(cookies.writes).toHaveLength(0);
  });

  it('without consent', async () => {
    expect(start({ consent: null })).toBeNull();
    expect(start({ consent: { analytics: false, dntOverride: true } })).toBeNull();
    await realDelay(30);
    expect(server.captures).toHaveLength(0);
  });

  it('when Do Not Track blocks it (strict mode, no opt-in)', async () => {
    expect(start({ doNotTrack: true })).toBeNull();
    expect(start({ doNotTrack: true, config: { publicKey: 'phc_test', host: server.host } })).toBeNull();
    await realDelay(30);
    expect(server.captures).toHaveLength(0);
    expect(cookies.jar.entries().has(ANALYTICS_ID_COOKIE)).toBe(false);
  });

  it('with a host that is not an http(s) URL', () => {
    expect(start({ config: { publicKey: 'phc_test', host: 'javascript:alert(1)' } })).toBeNull();
    expect(start({ config: { publicKey: 'phc_test', host: 'not a url' } })).toBeNull();
  });
});

describe('full capture', () => {
  it('sends session_start identified by the SHA-256 of the user id, never the id itself', async () => {
    const client = start({ userId: 42 });
    expect(client?.mode).toBe('full');
    await until(() => server.captures.length >= 1, 'session_start');
    await settle(client);

    expect(server.captures).toHaveLength(1);
    const [capture] = server.captures;
    expect(capture?.method).toBe('POST');
    expect(capture?.path).toBe('/capture/');
    expect(capture?.contentType).toBe('application/json');
    expect(capture?.body).toMatchObject({
      api_key: 'phc_test',
      event: 'session_start',
      distinct_id: sha256('42'),
      timestamp: new Date(clock.now()).toISOString(),
      properties: { $lib: 'spielraum-web', $pathname: '/welcome' },
    });
    expect(typeof capture?.body.properties.$session_id).toBe('string');
    expect(capture?.raw).not.toMatch(/"42"|:42[,}]/);
  });

  it('keeps a persistent anonymous id in a first-party cookie for 365 days', async () => {
    const first = start();
    await until(() => server.captures.length >= 1, 'first session_start');
    const stored = cookies.jar.entries().get(ANALYTICS_ID_COOKIE);
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.captures[0]?.body.distinct_id).toBe(stored);
    expect(cookies.writes.find((write) => write.startsWith(`${ANALYTICS_ID_COOKIE}=`))).toContain(`Max-Age=${YEAR_S}`);

    first?.stop();
    start();
    await until(() => server.captures.length >= 2, 'second session_start');
    expect(server.captures[1]?.body.distinct_id).toBe(stored);
  });

  it('links anonymous events on sign-in ($identify) and starts a fresh anonymous id on sign-out', async () => {
    const client = start();
    await until(() => server.captures.length >= 1, 'session_start');
    const anonymous = server.captures[0]?.body.distinct_id;

    client?.identify(7);
    client?.capture('onboarding_started');
    await until(() => server.captures.length >= 3, '$identify and the event');
    await settle(client);
    const identifyCall = server.events('$identify')[0];
    expect(identifyCall?.body.distinct_id).toBe(sha256('7'));
    expect(identifyCall?.body.properties.$anon_distinct_id).toBe(anonymous);
    expect(server.events('onboarding_started')[0]?.body.distinct_id).toBe(sha256('7'));

    client?.identify(null);
    client?.capture('onboarding_started');
    await until(() => server.events('onboarding_started').length >= 2, 'event after sign-out');
    const after = server.events('onboarding_started')[1]?.body.distinct_id;
    expect(after).not.toBe(anonymous);
    expect(after).not.toBe(sha256('7'));
    expect(cookies.jar.entries().get(ANALYTICS_ID_COOKIE)).toBe(after);
  });

  it('cuts string properties at the §9 limit', async () => {
    const client = start();
    client?.capture('onboarding_started', {
      note: 'x'.repeat(ANALYTICS.stringPropertyLimit + 10),
      nested: { text: 'y'.repeat(70_000) },
    });
    await until(() => server.events('onboarding_started').length === 1, 'long event');
    const properties = server.events('onboarding_started')[0]?.body.properties as {
      note: string;
      nested: { text: string };
    };
    expect(properties.note).toHaveLength(ANALYTICS.stringPropertyLimit);
    expect(properties.nested.text).toHaveLength(ANALYTICS.stringPropertyLimit);
  });
});

describe('events-only capture (Do Not Track with events_only)', () => {
  const eventsOnly = {
    doNotTrack: true,
    config: { publicKey: 'phc_test', host: 'placeholder', dntMode: 'events_only' as const },
  };

  it('sends anonymous events: no hash, no cookie, a new random id per page session', async () => {
    cookies = useMemoryCookies({ [ANALYTICS_ID_COOKIE]: 'left-over-from-before' });
    const options = () => ({ ...eventsOnly, config: { ...eventsOnly.config, host: server.host }, userId: 42 });
    const first = start(options());
    expect(first?.mode).toBe('eventsOnly');
    first?.identify(43);
    first?.capture('onboarding_started');
    start(options());
    await until(() => server.captures.length >= 3, 'two session starts and the event');
    await settle(first);

    expect(server.captures).toHaveLength(3);
    const ids = new Set(server.captures.map((capture) => capture.body.distinct_id));
    expect(ids.size).toBe(2);
    for (const capture of server.captures) {
      expect(capture.body.event).not.toBe('$identify');
      expect([sha256('42'), sha256('43'), 'left-over-from-before']).not.toContain(capture.body.distinct_id);
      expect(capture.body.properties).toMatchObject({ $process_person_profile: false, $geoip_disable: true });
      expect(capture.body.properties.$pathname).toBeUndefined();
    }
    expect(cookies.jar.entries().has(ANALYTICS_ID_COOKIE)).toBe(false);
  });
});

describe('sessions', () => {
  it('ends on pagehide with a beacon, and starts again when the page is shown', async () => {
    const beacons: string[] = [];
    const client = start({
      deps: {
        sendBeacon: (url, body) => {
          beacons.push(body);
          void globalThis.fetch(url, { method: 'POST', body });
          return true;
        },
      },
    });
    await until(() => server.captures.length === 1, 'session_start');
    clock.advance(90_000);
    window.dispatchEvent(new Event('pagehide'));
    await until(() => server.events('session_end').length === 1, 'session_end');
    expect(beacons).toHaveLength(1);
    const end = server.events('session_end')[0]?.body;
    const startEvent = server.events('session_start')[0]?.body;
    expect(end?.properties).toMatchObject({
      reason: 'pagehide',
      session_duration_s: 90,
      $session_id: startEvent?.properties.$session_id,
    });
    expect(end?.distinct_id).toBe(startEvent?.distinct_id);

    window.dispatchEvent(new Event('pageshow'));
    await until(() => server.events('session_start').length === 2, 'new session');
    await settle(client);
    expect(server.events('session_start')[1]?.body.properties.$session_id).not.toBe(startEvent?.properties.$session_id);
  });

  it('sends session_end with a keepalive fetch where there is no sendBeacon', async () => {
    start();
    await until(() => server.captures.length === 1, 'session_start');
    window.dispatchEvent(new Event('pagehide'));
    await until(() => server.events('session_end').length === 1, 'session_end');
  });

  it('ends after the idle timeout; the next activity starts a new session', async () => {
    const client = start();
    await until(() => server.captures.length === 1, 'session_start');
    clock.advance(10 * 60_000);
    window.dispatchEvent(new Event('pointerdown'));
    clock.advance(ANALYTICS.sessionIdleTimeoutS * 1000 - 1);
    await settle(client);
    expect(server.events('session_end')).toHaveLength(0);

    clock.advance(1);
    await until(() => server.events('session_end').length === 1, 'idle session_end');
    const end = server.events('session_end')[0]?.body;
    expect(end?.properties).toMatchObject({ reason: 'idle', session_duration_s: 600 });
    // The session ended with its last activity, not when the timeout noticed it.
    expect(end?.timestamp).toBe(new Date(clock.now() - ANALYTICS.sessionIdleTimeoutS * 1000).toISOString());

    window.dispatchEvent(new Event('keydown'));
    await until(() => server.events('session_start').length === 2, 'next session');
  });

  it('clamps the idle timeout to its bounds', () => {
    expect(clampIdleTimeoutS(5)).toBe(ANALYTICS.sessionIdleTimeoutMinS);
    expect(clampIdleTimeoutS(100_000)).toBe(ANALYTICS.sessionIdleTimeoutMaxS);
    expect(clampIdleTimeoutS(undefined)).toBe(ANALYTICS.sessionIdleTimeoutS);
    expect(clampIdleTimeoutS(Number.NaN)).toBe(ANALYTICS.sessionIdleTimeoutS);
  });

  it('uses the clamped idle timeout', async () => {
    const client = start({ sessionIdleTimeoutS: 5 });
    await until(() => server.captures.length === 1, 'session_start');
    clock.advance(59_000);
    await settle(client);
    expect(server.events('session_end')).toHaveLength(0);
    clock.advance(1_000);
    await until(() => server.events('session_end').length === 1, 'session_end after 60 s');
  });

  it('ends at the maximum session length even while active', async () => {
    const client = start();
    await until(() => server.captures.length === 1, 'session_start');
    const maxMs = ANALYTICS.maxSessionLengthH * 60 * 60 * 1000;
    for (let elapsed = 0; elapsed < maxMs; elapsed += 20 * 60_000) {
      clock.advance(20 * 60_000);
      window.dispatchEvent(new Event('scroll'));
    }
    await until(() => server.events('session_end').length === 1, 'max-length session_end');
    await settle(client);
    expect(server.events('session_end')[0]?.body.properties).toMatchObject({
      reason: 'max_length',
      session_duration_s: ANALYTICS.maxSessionLengthH * 3600,
    });
    expect(server.events('session_start')).toHaveLength(2);
  });
});

describe('requests', () => {
  it('give up after the request time-out', async () => {
    server.hang = true;
    const client = start();
    await until(() => server.hanging.length === 1, 'the hanging request');
    let flushed = false;
    void client?.flush().then(() => {
      flushed = true;
    });
    clock.advance(ANALYTICS.requestTimeoutS * 1000 - 1);
    await realDelay(30);
    expect(flushed).toBe(false);
    clock.advance(1);
    await until(() => flushed, 'the aborted request to settle');
    await until(() => server.hanging[0]?.aborted === true, 'the server to see the abort');
  });
});

describe('product events through the facade', () => {
  it('onboarding_started, and onboarding_completed once when the favourites reach the threshold', async () => {
    const client = start();
    if (!client) throw new Error('client did not start');
    setAnalyticsSink(client);
    trackOnboardingStarted();
    for (const count of [0, 1, 2, 3, 4, 2, 3, 5]) trackFavouritesCount(count);
    await settle(client);
    expect(server.events('onboarding_started')).toHaveLength(1);
    const completed = server.events('onboarding_completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.body.properties.favourites_count).toBe(ANALYTICS.onboardingFavouritesThreshold);
  });

  it('does not count favourites the visitor already had as completing the onboarding', async () => {
    const client = start();
    if (!client) throw new Error('client did not start');
    setAnalyticsSink(client);
    for (const count of [5, 6, 7]) trackFavouritesCount(count);
    await settle(client);
    expect(server.events('onboarding_completed')).toHaveLength(0);
  });

  it('holds events made before the client is ready and drops them once capture is off', async () => {
    trackOnboardingStarted();
    const client = start();
    if (!client) throw new Error('client did not start');
    setAnalyticsSink(client);
    await until(() => server.events('onboarding_started').length === 1, 'queued event');

    setAnalyticsSink('off');
    trackOnboardingStarted();
    await settle(client);
    expect(server.events('onboarding_started')).toHaveLength(1);
  });
});

describe('stopping', () => {
  it('sends nothing more and deletes the id cookie when consent is withdrawn', async () => {
    const client = start();
    await until(() => server.captures.length === 1, 'session_start');
    expect(cookies.jar.entries().has(ANALYTICS_ID_COOKIE)).toBe(true);

    client?.stop('withdrawn');
    client?.capture('onboarding_started');
    window.dispatchEvent(new Event('pagehide'));
    clock.advance(2 * ANALYTICS.sessionIdleTimeoutS * 1000);
    await settle(client);
    expect(server.captures).toHaveLength(1);
    expect(cookies.jar.entries().has(ANALYTICS_ID_COOKIE)).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });
});
