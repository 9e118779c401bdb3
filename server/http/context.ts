import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { SessionRow, UserRow } from '../db/schema';
import type { ServerLanguage } from './messages';

export interface AppVariables {
  session: SessionRow | null;
  user: UserRow | null;
  language: ServerLanguage;
}

export interface AppEnv {
  Variables: AppVariables;
}

/**
 * Node's response under a request served by @hono/node-server (its bindings carry it as `outgoing`); null under
 * `app.request()`. Headers every answer gets are cheapest set there: Node merges them with the answer's own at
 * writeHead, where the answer's win, and Hono then keeps its answer's headers a plain object (a `Headers` object,
 * which one `c.header()` creates, costs more per request than the whole rest of a cheap answer's headers).
 */
export function nodeResponse(c: Context): ServerResponse | null {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && !outgoing.headersSent ? outgoing : null;
}

/** A header every answer of this request gets: on Node's response where there is one, else through Hono. */
export function setBaseHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
