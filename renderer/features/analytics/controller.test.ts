/// <reference types="node" />
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { resetCookieAccess } from '../../api/cookies';
import { createConsentStore } from '../consent/store';
import type { AnalyticsDeps } from './client';
import { type AnalyticsController, createAnalyticsController, readAnalyticsConfig } from './controller';
import {
  type CaptureServer,
  createManualClock,
  realDelay,
  startCaptureServer,
  until,
  useMemoryCookies,
} from '../../../tests/support/analytics/test-support';
import { ANALYTICS_ID_COOKIE, resetAnalyticsTracking, trackOnboardingStarted } from './track';

// The controller wired to the real consent store (cookies in memory) and a real local ingestion server.

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let server: CaptureServer;
let cookies: ReturnType<typeof useMemoryCookies>;
let window: EventTarget;
let controllers: AnalyticsController[];
let loads: number;

beforeAll(async () => {
  server = await startCaptureServer();
});
afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.captures.length = 0;
  cookies = useMemoryCookies();
  window = new EventTarget();
  controllers = [];
  loads = 0;
  resetAnalyticsTracking();
});
afterEach(() => {
  for (const controller of controllers) controller.dispose();
  resetCookieAccess();
  resetAnalyticsTracking();
});

function setup({ doNotTrack = false, userId = null as number | null } = {}) {
  const clock = createManualClock();
  const consent = createConsentStore({ now: clock.now, reload: vi.fn() });
  const session = createStore<{ user: { id: number } | null }>(() => ({
    user: userId === null ? null : { id: userId },
  }));
  const deps: Partial<AnalyticsDeps> = {
    fetch: (input, init) => globalThis.fetch(input, init),
    sendBeacon: null,
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    events: window,
    context: () => ({}),
  };
  const controller = createAnalyticsController({
    consent,
    session,
    doNotTrack: () => doNotTrack,
    load: () => {
      loads += 1;
      return import('./client');
    },
    clientOptions: { deps },
  });
  controllers.push(controller);
  return { controller, consent, session, clock };
}

const config = (overrides: Record<string, unknown> = {}) => ({
  publicKey: 'phc_test',
  host: server.host,
  dntMode: 'strict',
  ...overrides,
});

describe('analytics controller', () => {
  it('sends nothing and loads no client without a key', async () => {
    const { controller, consent } = setup();
    consent.getState().acceptAll();
    controller.setConfig(null);
    controller.setConfig(config({ publicKey: '' }));
    await controller.ready();
    trackOnboardingStarted();
    await realDelay(30);
    expect(controller.mode()).toBe('none');
    expect(loads).toBe(0);
    expect(server.captures).toHaveLength(0);
  });

  it('sends nothing and loads no client without consent', async () => {
    const { controller, consent } = setup();
    controller.setConfig(config());
    expect(controller.mode()).toBe('none');
    consent.getState().saveSelection({ functional: true, analytics: false, marketing: true });
    await controller.ready();
    await realDelay(30);
    expect(loads).toBe(0);
    expect(server.captures).toHaveLength(0);
  });

  it('sends nothing under Do Not Track in strict mode without the opt-in', async () => {
    const { controller, consent } = setup({ doNotTrack: true });
    consent.getState().acceptAll();
    controller.setConfig(config());
    await controller.ready();
    await realDelay(30);
    expect(controller.mode()).toBe('none');
    expect(loads).toBe(0);
    expect(server.captures).toHaveLength(0);
  });

  it('starts in full mode with the hashed user id, and follows the session user', async () => {
    const { controller, consent, session } = setup({ userId: 42 });
    consent.getState().acceptAll();
    controller.setConfig(config());
    await controller.ready();
    await until(() => server.captures.length === 1, 'session_start');
    expect(server.captures[0]?.body).toMatchObject({ event: 'session_start', distinct_id: sha256('42') });

    session.setState({ user: null });
    trackOnboardingStarted();
    await until(() => server.events('onboarding_started').length === 1, 'event after sign-out');
    const anonymous = cookies.jar.entries().get(ANALYTICS_ID_COOKIE);
    expect(server.events('onboarding_started')[0]?.body.distinct_id).toBe(anonymous);
    expect(loads).toBe(1);
  });

  it('under events_only sends anonymous events only', async () => {
    const { controller, consent } = setup({ doNotTrack: true, userId: 42 });
    consent.getState().acceptAll();
    controller.setConfig(config({ dntMode: 'events_only' }));
    await controller.ready();
    expect(controller.mode()).toBe('eventsOnly');
    await until(() => server.captures.length === 1, 'session_start');
    expect(server.captures[0]?.body.distinct_id).not.toBe(sha256('42'));
    expect(cookies.jar.entries().has(ANALYTICS_ID_COOKIE)).toBe(false);
  });

  it('stops at once when consent is withdrawn and deletes the analytics cookie', async () => {
    const { controller, consent } = setup();
    consent.getState().acceptAll();
    controller.setConfig(config());
    await controller.ready();
    await until(() => server.captures.length === 1, 'session_start');
    expect(cookies.jar.entries().has(ANALYTICS_ID_COOKIE)).toBe(true);

    consent.getState().onlyNecessary();
    // The consent store reloads the page right away: its pagehide must not send anything any more.
    window.dispatchEvent(new Event('pagehide'));
    trackOnboardingStarted();
    await realDelay(50);
    expect(controller.mode()).toBe('none');
    expect(controller.client()).toBeNull();
    expect(server.captures).toHaveLength(1);
    expect(cookies.jar.entries().has(ANALYTICS_ID_COOKIE)).toBe(false);
  });

  it('deletes a left-over analytics cookie when consent is missing, even before the config is known', () => {
    cookies = useMemoryCookies({ [ANALYTICS_ID_COOKIE]: 'stale-id-123' });
    setup();
    expect(cookies.jar.entries().has(ANALYTICS_ID_COOKIE)).toBe(false);
  });

  it('validates the config from the app-config answer', () => {
    expect(readAnalyticsConfig(undefined)).toBeNull();
    expect(readAnalyticsConfig({ publicKey: 'k' })).toBeNull();
    expect(readAnalyticsConfig({ publicKey: ' ', host: 'https://eu.example' })).toBeNull();
    expect(readAnalyticsConfig({ publicKey: 'k', host: 'ftp://eu.example' })).toBeNull();
    expect(readAnalyticsConfig({ publicKey: 'k', host: 'https://eu.example/path/', dntMode: 'bogus' })).toEqual({
      publicKey: 'k',
      host: 'https://eu.example',
      dntMode: 'strict',
    });
  });
});
