import { reconnectDelayMs } from '../../../common/rules/backoff';
import { REALTIME_PATH, type RealtimeMessage, realtimeMessageSchema } from '../../../common/contract/realtime';

/** A tab hidden this long closes its socket; it reconnects (and refetches) when it is shown again. */
export const HIDDEN_PAUSE_MS = 5 * 60_000;

export interface RealtimeSocketEnvironment {
  url: string;
  createSocket(url: string): WebSocket;
  random(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  /** Hidden state and the visibilitychange / online events; null outside a browser. */
  page: {
    hidden(): boolean;
    online(): boolean;
    onVisibilityChange(listener: () => void): () => void;
    onOnline(listener: () => void): () => void;
  } | null;
}

export interface RealtimeSocket {
  /** Opens the channel and keeps it open until stop(). */
  start(): void;
  stop(): void;
  /** Drops the current connection and opens a new one now (the signed-in user changed). */
  reconnectNow(): void;
}

/** The socket URL of this page's own origin: ws:// beside http://, wss:// beside https://. */
export function realtimeUrlFor(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

export function browserEnvironment(): RealtimeSocketEnvironment {
  return {
    url: realtimeUrlFor(window.location),
    createSocket: (url) => new WebSocket(url),
    random: Math.random,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle),
    page: {
      hidden: () => document.visibilityState === 'hidden',
      online: () => navigator.onLine !== false,
      onVisibilityChange(listener) {
        document.addEventListener('visibilitychange', listener);
        return () => document.removeEventListener('visibilitychange', listener);
      },
      onOnline(listener) {
        window.addEventListener('online', listener);
        return () => window.removeEventListener('online', listener);
      },
    },
  };
}

/**
 * One WebSocket for the tab. Reconnects after a close with exponential backoff and jitter (1 s … 30 s),
 * at once when the tab becomes visible or the network comes back, and rests while the tab has been hidden
 * for long. `onMessage` sees every event, including realtime.ready after each (re)connect: the moment
 * to refetch what events may have been missed.
 */
export function createRealtimeSocket(
  onMessage: (message: RealtimeMessage) => void,
  environment: RealtimeSocketEnvironment = browserEnvironment(),
): RealtimeSocket {
  let running = false;
  let socket: WebSocket | null = null;
  let failedAttempts = 0;
  let retryTimer: number | null = null;
  let hiddenTimer: number | null = null;
  let paused = false;
  const cleanups: Array<() => void> = [];

  const clearRetry = () => {
    if (retryTimer !== null) environment.clearTimeout(retryTimer);
    retryTimer = null;
  };

  const disconnect = () => {
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.onerror = null;
    if (current.readyState === current.CONNECTING || current.readyState === current.OPEN) current.close(1000);
  };

  const scheduleReconnect = () => {
    clearRetry();
    if (!running || paused) return;
    failedAttempts += 1;
    retryTimer = environment.setTimeout(connect, reconnectDelayMs(failedAttempts, environment.random()));
  };

  function connect() {
    clearRetry();
    if (!running || paused || socket) return;
    if (environment.page && !environment.page.online()) return; // the online event brings us back
    let opened: WebSocket;
    try {
      opened = environment.createSocket(environment.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = opened;
    opened.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      const message = realtimeMessageSchema.safeParse(parsed);
      if (!message.success) return;
      if (message.data.type === 'realtime.ready') failedAttempts = 0;
      onMessage(message.data as RealtimeMessage);
    };
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = null;
      scheduleReconnect();
    };
  }

  const reconnectSoon = () => {
    if (!running || paused) return;
    if (!socket) {
      failedAttempts = 0;
      connect();
    }
  };

  const onVisibilityChange = () => {
    const page = environment.page;
    if (!page) return;
    if (page.hidden()) {
      if (hiddenTimer === null) {
        hiddenTimer = environment.setTimeout(() => {
          hiddenTimer = null;
          paused = true;
          clearRetry();
          disconnect();
        }, HIDDEN_PAUSE_MS);
      }
      return;
    }
    if (hiddenTimer !== null) environment.clearTimeout(hiddenTimer);
    hiddenTimer = null;
    paused = false;
    reconnectSoon();
  };

  return {
    start() {
      if (running) return;
      running = true;
      if (environment.page) {
        cleanups.push(environment.page.onVisibilityChange(onVisibilityChange));
        cleanups.push(environment.page.onOnline(reconnectSoon));
        if (environment.page.hidden()) onVisibilityChange();
      }
      connect();
    },
    stop() {
      running = false;
      clearRetry();
      if (hiddenTimer !== null) environment.clearTimeout(hiddenTimer);
      hiddenTimer = null;
      for (const cleanup of cleanups.splice(0)) cleanup();
      disconnect();
    },
    reconnectNow() {
      if (!running) return;
      disconnect();
      failedAttempts = 0;
      paused = false;
      connect();
    },
  };
}
