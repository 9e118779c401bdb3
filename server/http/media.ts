import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { type ByteRangeRequest, MEDIA_CACHE_CONTROL, type MediaStorage, mediaKeyOf, type OpenedMedia } from '../platform/storage';
import type { AppEnv } from './context';
import { currentContentSecurityPolicy } from './security';

// One media route for both backends, local files and an S3-compatible bucket.
//
// Media are proxied through our origin, not redirected to short-lived signed bucket URLs:
// - same origin: the CSP keeps `img-src 'self'` and `media-src 'self'`, and nothing on a page names the bucket;
// - the same safe headers on every backend (nosniff, the stored type, inline only for images, video and
//   audio, Cross-Origin-Resource-Policy), whatever a given S3-compatible server does with response headers;
// - stable URLs the browser (and any CDN in front of us) caches for a year, since names are random; a signed
//   URL changes with every page and defeats that cache;
// - a bucket that needs no public endpoint at all: only the app instances reach it.
// The cost is our bandwidth and a socket per stream; both are bounded by streaming (never buffering) and by
// putting a caching reverse proxy or CDN in front of /media/ when that matters.

/**
 * The app's CSP plus `sandbox`, for a media file opened on its own (an SVG cover in a new tab): no scripts, no
 * forms, a unique origin. Media shown as <img>, <video> or <audio> on our pages are not affected by it.
 */
function sandboxed(csp: string | null): string {
  return csp ? `${csp}; sandbox` : "default-src 'none'; sandbox";
}

/** Types a browser may show in place (HLS playlists included); everything else is offered as a download. */
const INLINE_TYPE = /^((image|video|audio)\/|application\/vnd\.apple\.mpegurl$)/;

export function mountMedia(app: Hono<AppEnv>, storage: MediaStorage): void {
  // Hono answers HEAD with this GET handler and drops the body; the handler closes the stream itself.
  app.get('/media/*', (c) => serveMedia(c, storage));
}

async function serveMedia(c: Context<AppEnv>, storage: MediaStorage): Promise<Response> {
  const publicPath = c.req.path;
  // Safe segments only: no `..`, no encoded slashes or dots, nothing outside /media/<folder>/<file>.
  if (!mediaKeyOf(publicPath)) return c.notFound();
  // Uploaded browser builds are served only by /play-sandbox/, in a sandboxed frame under its own CSP.
  if (publicPath.startsWith('/media/builds/')) return c.notFound();
  const rangeRequest = parseRange(c.req.header('Range'));
  let media = await storage.open(publicPath, rangeRequest);
  if (!media) return c.notFound();

  c.header('Content-Type', media.contentType);
  c.header('Content-Disposition', INLINE_TYPE.test(media.contentType) ? 'inline' : 'attachment');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cross-Origin-Resource-Policy', 'same-origin');
  c.header('Content-Security-Policy', sandboxed(currentContentSecurityPolicy(c)));
  c.header('Cache-Control', MEDIA_CACHE_CONTROL);
  c.header('Accept-Ranges', 'bytes');
  if (media.etag) c.header('ETag', media.etag);
  if (media.lastModified) c.header('Last-Modified', media.lastModified.toUTCString());

  if (notModified(c, media)) {
    media.body?.destroy();
    return c.body(null, 304);
  }

  // If-Range: a range only of the version the client already has; another version is sent whole.
  if (rangeRequest && !rangeStillValid(c.req.header('If-Range'), media)) {
    media.body?.destroy();
    media = await storage.open(publicPath);
    if (!media) return c.notFound();
  }

  if (!media.body) {
    c.header('Content-Range', `bytes */${media.size}`);
    return c.body(null, 416);
  }
  let status: 200 | 206 = 200;
  let length = media.size;
  if (media.range) {
    status = 206;
    length = media.range.end - media.range.start + 1;
    c.header('Content-Range', `bytes ${media.range.start}-${media.range.end}/${media.size}`);
  }
  c.header('Content-Length', String(length));
  if (c.req.method === 'HEAD') {
    media.body.destroy();
    return c.body(null, status);
  }
  // Streamed: a client that goes away cancels the web stream, which destroys the file or bucket stream.
  return c.body(Readable.toWeb(media.body) as ReadableStream<Uint8Array>, status);
}

/**
 * One range of `Range: bytes=…`. Several ranges, other units and malformed values are ignored (the whole
 * file is sent), as RFC 9110 allows; players ask for one range at a time.
 */
export function parseRange(header: string | undefined): ByteRangeRequest | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (!Number.isSafeInteger(start)) return undefined;
  if (last === '') return { start };
  const end = Number(last);
  if (!Number.isSafeInteger(end) || end < start) return undefined;
  return { start, end };
}

/** If-None-Match (weak comparison) decides when present; If-Modified-Since only without it (RFC 9110 13.2.2). */
function notModified(c: Context<AppEnv>, media: OpenedMedia): boolean {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch !== undefined) {
    if (!media.etag) return false;
    const ours = opaque(media.etag);
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag.trim()) === ours);
  }
  const ifModifiedSince = c.req.header('If-Modified-Since');
  if (ifModifiedSince === undefined || !media.lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(media.lastModified.getTime() / 1000) * 1000 <= since;
}

function rangeStillValid(ifRange: string | undefined, media: OpenedMedia): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) {
    // Strong comparison: a weak tag never validates a range.
    return media.etag !== null && !value.startsWith('W/') && value === media.etag;
  }
  const date = Date.parse(value);
  return !Number.isNaN(date) && media.lastModified !== null && Math.floor(media.lastModified.getTime() / 1000) * 1000 === date;
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
