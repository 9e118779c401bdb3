// A small real HTTP server that behaves like the Spielraum site for the calls the launcher makes:
// login (session cookie), Sanctum's CSRF cookie, and the two session-report endpoints. Test use only.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryCookieJar } from '../../../electron/launcher/site-client';

export const SESSION_COOKIE = 'spielraum_session';

export interface ReceivedCall {
  path: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

/** Decides the status of an authenticated, CSRF-valid API call; 200 when it returns undefined. */
export type ApiResponder = (call: ReceivedCall) => number | undefined;

export interface FakeSite {
  url: string;
  port: number;
  /** API calls that passed authentication and CSRF, in arrival order, whatever status they got. */
  accepted: ReceivedCall[];
  /** Every API call, including the ones refused with 401 or 419. */
  attempts: Array<{ path: string; status: number }>;
  csrfCookieRequests: number;
  respondWith(responder: ApiResponder): void;
  /** Forgets every issued CSRF token, as a server does when a session's token rotates. */
  rotateCsrfTokens(): void;
  close(): Promise<void>;
}

function readCookies(request: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0) cookies.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  return cookies;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeSite(port = 0): Promise<FakeSite> {
  const sessions = new Set<string>();
  const csrfTokens = new Map<string, string>();
  let responder: ApiResponder = () => undefined;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const cookies = readCookies(request);
    const sessionId = cookies.get(SESSION_COOKIE);
    const hasSession = sessionId !== undefined && sessions.has(sessionId);

    if (request.method === 'POST' && url.pathname === '/login') {
      await readBody(request);
      const newSession = randomBytes(16).toString('hex');
      sessions.add(newSession);
      response.writeHead(204, { 'Set-Cookie': `${SESSION_COOKIE}=${newSession}; Path=/; HttpOnly; SameSite=Lax` });
      response.end();
      return;
    }

    if (request.method === 'GET' && url.pathname === '/sanctum/csrf-cookie') {
      site.csrfCookieRequests++;
      // Characters that must be URL-encoded in a cookie, so the client has to decode the value.
      const token = `${randomBytes(12).toString('base64')}+/=`;
      if (hasSession) csrfTokens.set(sessionId, token);
      response.writeHead(204, {
        'Set-Cookie': `XSRF-TOKEN=${encodeURIComponent(token)}; Path=/; Max-Age=7200; SameSite=Lax`,
      });
      response.end();
      return;
    }

    if (request.method === 'POST' && url.pathname.startsWith('/api/')) {
      const text = await readBody(request);
      if (!hasSession) {
        site.attempts.push({ path: url.pathname, status: 401 });
        return sendJson(response, 401, { message: 'Unauthenticated.' });
      }
      const expectedToken = csrfTokens.get(sessionId);
      if (!expectedToken || request.headers['x-xsrf-token'] !== expectedToken) {
        site.attempts.push({ path: url.pathname, status: 419 });
        return sendJson(response, 419, { message: 'CSRF token mismatch.' });
      }
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        site.attempts.push({ path: url.pathname, status: 400 });
        return sendJson(response, 400, { message: 'Malformed JSON.' });
      }
      const call: ReceivedCall = { path: url.pathname, body, headers: request.headers };
      site.accepted.push(call);
      const status = responder(call) ?? 200;
      site.attempts.push({ path: url.pathname, status });
      return sendJson(response, status, status < 300 ? { success: true } : { message: `status ${status}` });
    }

    sendJson(response, 404, { message: 'Not found.' });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => sendJson(response, 500, { message: 'Server Error' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;

  const site: FakeSite = {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    accepted: [],
    attempts: [],
    csrfCookieRequests: 0,
    respondWith(next) {
      responder = next;
    },
    rotateCsrfTokens() {
      csrfTokens.clear();
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  return site;
}

/** A port on which nothing listens right now (connections are refused). */
export async function unusedPort(): Promise<number> {
  const probe = await startFakeSite();
  const { port } = probe;
  await probe.close();
  return port;
}

/** A cookie jar holding a fresh session of the fake site, as after a login in the site window. */
export async function loggedInJar(site: FakeSite): Promise<MemoryCookieJar> {
  const jar = new MemoryCookieJar();
  const response = await fetch(`${site.url}/login`, { method: 'POST' });
  await jar.storeSetCookieHeaders(site.url, response.headers.getSetCookie());
  return jar;
}
