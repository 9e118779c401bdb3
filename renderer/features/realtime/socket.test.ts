import { describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../../../common/contract/realtime';
import { reconnectDelayMs } from '../../../common/rules/backoff';
import { keysToRefetchAfterReconnect, staleKeysFor } from './invalidation';
import { createRealtimeSocket, HIDDEN_PAUSE_MS, realtimeUrlFor, type RealtimeSocketEnvironment } from './socket';

class FakeSocket {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
}

function fakeEnvironment() {
  const sockets: FakeSocket[] = [];
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let nextTimer = 1;
  const page = { hidden: false, online: true, visibility: [] as Array<() => void>, onlineListeners: [] as Array<() => void> };
  const environment: RealtimeSocketEnvironment = {
    url: 'wss://spielraum.example/api/realtime',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    random: () => 0.5,
    setTimeout: (callback, ms) => {
      const id = nextTimer++;
      timers.set(id, { callback, ms });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id),
    page: {
      hidden: () => page.hidden,
      online: () => page.online,
      onVisibilityChange: (listener) => {
        page.visibility.push(listener);
        return () => undefined;
      },
      onOnline: (listener) => {
        page.onlineListeners.push(listener);
        return () => undefined;
      },
    },
  };
  /** Runs the one pending timer and answers its delay. */
  const fireTimer = (): number => {
    const [id, timer] = [...timers.entries()][0] ?? [];
    if (id === undefined || !timer) throw new Error('no timer pending');
    timers.delete(id);
    timer.callback();
    return timer.ms;
  };
  return { environment, sockets, timers, page, fireTimer, last: () => sockets[sockets.length - 1]! };
}

const READY = { type: 'realtime.ready', data: { user: null }, at: '2026-01-01T00:00:00.000Z' };

describe('realtime socket', () => {
  it('derives the socket URL from the page origin', () => {
    expect(realtimeUrlFor({ protocol: 'https:', host: 'spielraum.example' })).toBe('wss://spielraum.example/api/realtime');
    expect(realtimeUrlFor({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/api/realtime');
  });

  it('hands valid messages on and ignores what is not one', () => {
    const fake = fakeEnvironment();
    const received: RealtimeMessage[] = [];
    createRealtimeSocket((message) => received.push(message), fake.environment).start();
    fake.last().open();
    fake.last().receive(READY);
    fake.last().receive('kein json');
    fake.last().receive({ type: 'flags.changed' });
    fake.last().receive({ type: 'flags.changed', data: { name: 'x' }, at: READY.at });
    expect(received.map((message) => message.type)).toEqual(['realtime.ready', 'flags.changed']);
  });

  it('reconnects with the backoff rule and starts over after a successful connect', () => {
    const fake = fakeEnvironment();
    createRealtimeSocket(() => undefined, fake.environment).start();
    const delays: number[] = [];
    for (let failure = 0; failure < 7; failure++) {
      fake.last().drop();
      delays.push(fake.fireTimer());
    }
    expect(delays).toEqual([1, 2, 3, 4, 5, 6, 7].map((attempt) => reconnectDelayMs(attempt, 0.5)));
    expect(delays.at(-1)).toBe(22_500);
    expect(fake.sockets).toHaveLength(8);

    fake.last().open();
    fake.last().receive(READY);
    fake.last().drop();
    expect(fake.fireTimer()).toBe(reconnectDelayMs(1, 0.5));
  });

  it('rests while the tab is hidden for long and reconnects at once when it is shown', () => {
    const fake = fakeEnvironment();
    createRealtimeSocket(() => undefined, fake.environment).start();
    const first = fake.last();
    first.open();
    fake.page.hidden = true;
    fake.page.visibility.forEach((listener) => listener());
    expect(fake.fireTimer()).toBe(HIDDEN_PAUSE_MS);
    expect(first.closedWith).toBe(1000);
    expect(fake.timers.size).toBe(0);

    fake.page.hidden = false;
    fake.page.visibility.forEach((listener) => listener());
    expect(fake.sockets).toHaveLength(2);
  });

  it('waits for the online event while the browser is offline', () => {
    const fake = fakeEnvironment();
    fake.page.online = false;
    createRealtimeSocket(() => undefined, fake.environment).start();
    expect(fake.sockets).toHaveLength(0);
    fake.page.online = true;
    fake.page.onlineListeners.forEach((listener) => listener());
    expect(fake.sockets).toHaveLength(1);
  });

  it('stop closes the socket and cancels a pending reconnect', () => {
    const fake = fakeEnvironment();
    const socket = createRealtimeSocket(() => undefined, fake.environment);
    socket.start();
    fake.last().drop();
    expect(fake.timers.size).toBe(1);
    socket.stop();
    expect(fake.timers.size).toBe(0);
  });

  it('reconnectNow replaces the connection (another user signed in)', () => {
    const fake = fakeEnvironment();
    const socket = createRealtimeSocket(() => undefined, fake.environment);
    socket.start();
    const first = fake.last();
    first.open();
    socket.reconnectNow();
    expect(first.closedWith).toBe(1000);
    expect(fake.sockets).toHaveLength(2);
  });
});

describe('what events make stale', () => {
  it('names the flag and app-config queries, and a reconnect refetches them all once', () => {
    expect(staleKeysFor('flags.changed')).toContainEqual(['admin', 'feature-flags']);
    expect(staleKeysFor('app-config.changed')).toEqual([['app-config']]);
    expect(staleKeysFor('realtime.ready')).toEqual([]);
    const keys = keysToRefetchAfterReconnect();
    expect(keys).toContainEqual(['app-config']);
    expect(keys).toContainEqual(['feature-flags']);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });
});
