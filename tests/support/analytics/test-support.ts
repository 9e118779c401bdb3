/// <reference types="node" />
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryCookieAccess, setCookieAccess } from '../../../renderer/api/cookies';

// Test support (not part of the app): a real HTTP ingestion server that records captures, a manual clock and
// an in-memory cookie jar that also logs every write.

export interface Capture {
  method: string;
  path: string;
  contentType: string | undefined;
  body: {
    api_key: string;
    event: string;
    distinct_id: string;
    properties: Record<string, unknown>;
    timestamp: string;
  };
  raw: string;
}

export interface CaptureServer {
  host: string;
  captures: Capture[];
  /** Requests the server received but has not answered yet (when hanging), and whether the client gave up. */
  hanging: { aborted: boolean }[];
  hang: boolean;
  events(name: string): Capture[];
  close(): Promise<void>;
}

export async function startCaptureServer(): Promise<CaptureServer> {
  const held: ServerResponse[] = [];
  const state: CaptureServer = {
    host: '',
    captures: [],
    hanging: [],
    hang: false,
    events: (name) => state.captures.filter((capture) => capture.body.event === name),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      state.captures.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body: JSON.parse(raw) as Capture['body'],
        raw,
      });
      if (state.hang) {
        const entry = { aborted: false };
        state.hanging.push(entry);
        response.on('close', () => {
          if (!response.writableEnded) entry.aborted = true;
        });
        held.push(response);
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

const realSetTimeout = globalThis.setTimeout;

export function realDelay(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

export async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 3_000; waited += 5) {
    if (condition()) return;
    await realDelay(5);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A manual clock: timers fire only when advance() passes their due time. */
export function createManualClock(start = Date.UTC(2026, 0, 15, 10, 0, 0)) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { due: number; callback: () => void }>();
  return {
    now: () => now,
    setTimer(callback: () => void, ms: number): unknown {
      const id = nextId++;
      timers.set(id, { due: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimer(handle: unknown) {
      timers.delete(handle as number);
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        let nextTimer: [number, { due: number; callback: () => void }] | undefined;
        for (const entry of timers) {
          if (entry[1].due <= end && (!nextTimer || entry[1].due < nextTimer[1].due)) nextTimer = entry;
        }
        if (!nextTimer) break;
        timers.delete(nextTimer[0]);
        now = Math.max(now, nextTimer[1].due);
        nextTimer[1].callback();
      }
      now = end;
    },
    pendingTimers: () => timers.size,
  };
}

/** An in-memory cookie jar behind api/cookies, logging each assignment. */
export function useMemoryCookies(initial: Record<string, string> = {}) {
  const jar = createMemoryCookieAccess(initial);
  const writes: string[] = [];
  setCookieAccess({
    read: jar.read,
    write: (assignment) => {
      writes.push(assignment);
      jar.write(assignment);
    },
  });
  return { jar, writes };
}
