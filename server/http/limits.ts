import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

// Connection limits of the Node HTTP server. Node's own defaults let one request take 300 s to arrive
// (requestTimeout) and its headers 60 s, checked only every 30 s, with no cap on open connections: a client
// sending one byte every 2 s held a connection for five minutes, and a few thousand such clients would hold
// every file descriptor. main.ts and the integration tests' server apply the same limits through this file.
// maxRequestsPerSocket stays unlimited: it bounds no slow client, and keep-alive reuse is what makes a
// page of many small API calls cheap.

/** Defaults of the environment variables in server/config.ts (seconds, and a count). */
export const HTTP_LIMIT_DEFAULTS = {
  /** REQUEST_TIMEOUT_S: the whole request, headers and body, must arrive within this time (a 2 MB avatar needs ~70 kB/s). */
  requestTimeoutS: 30,
  /** HEADERS_TIMEOUT_S: the request line and headers must arrive within this time (also for a silent new connection). */
  headersTimeoutS: 10,
  /** KEEP_ALIVE_TIMEOUT_S: an idle keep-alive connection is closed after this time (Node's default). */
  keepAliveTimeoutS: 5,
  /** MAX_CONNECTIONS: connections beyond this are closed at once (WebSockets count too). */
  maxConnections: 1000,
} as const;

export interface HttpLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

/** Node only looks for expired requests on an interval (30 s by default); keep it well under the shortest timeout. */
export function connectionsCheckingIntervalMs(limits: HttpLimits): number {
  return Math.max(100, Math.min(1_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)));
}

/**
 * Applies the limits to a server made by `serve()` of @hono/node-server. Call it right after `serve()`
 * returns: Node starts its timeout checker when the server emits 'listening' (asynchronously, after
 * listen), and reads the checking interval only then.
 */
export function hardenHttpServer(server: ServerType, limits: HttpLimits): void {
  // An HTTP/2 server has its own session timeouts; these properties belong to node:http's Server.
  if (!('headersTimeout' in server)) return;
  const http = server as Server & { connectionsCheckingInterval?: number };
  http.requestTimeout = limits.requestTimeoutMs;
  // Node wants the header deadline within the request deadline.
  http.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  http.keepAliveTimeout = limits.keepAliveTimeoutMs;
  http.maxConnections = limits.maxConnections;
  http.connectionsCheckingInterval = connectionsCheckingIntervalMs(limits);
}
