import { hash } from 'node:crypto';
import type { Context } from 'hono';
import { setBaseHeader } from './context';

// Reads a client may already hold (the session user, a profile, a feed page) carry an ETag; a client that sends it
// back in If-None-Match gets 304 without a body. The answers stay `Cache-Control: no-store` (no browser or proxy
// keeps them on its own): the tag serves clients that keep the answer themselves, as the renderer's query cache does.

/** A short content hash for ETags: the same answer has the same tag in every instance. */
export function answerTag(text: string): string {
  return hash('sha1', text, 'base64url').slice(0, 16);
}

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque) return true;
  }
  return false;
}

/** 200 with the JSON text and its ETag, or 304 with the tag alone when the client holds that answer. */
export function jsonWithEtag(c: Context, json: string, etag: string): Response {
  // The tag on Node's response (context.ts): Hono then answers with one plain header instead of building a
  // Headers object, on the hottest reads.
  setBaseHeader(c, 'ETag', etag);
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return c.body(json, 200, { 'Content-Type': 'application/json' });
}
