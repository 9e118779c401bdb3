import { createHash } from 'node:crypto';
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE } from '../../../common/rules/language';
import { pickServerLanguage, translate } from '../../http/messages';
import type { MediaStorage } from '../../platform/storage';
import type { AppEnv } from '../../http/context';

// Browser builds of games, served for a sandboxed <iframe> on the game page.
//
// The frame is `sandbox="allow-scripts allow-pointer-lock"` (never allow-same-origin) and every file of a bundle
// carries its own CSP with `sandbox` as well, so even a bundle opened on its own in a tab runs in a unique,
// opaque origin: it can never read the site's cookies, localStorage or call its API (connect-src 'none').
// `frame-ancestors 'self'` replaces the site-wide 'none' (and X-Frame-Options DENY) only on this route, so the
// game page can embed it and nobody else can.
//
// Where the files come from is one small interface: today the bundles shipped in resources/games; the creators'
// uploaded zips (a later step) are unpacked into the media storage and served by the same route through a
// second source, so the headers and the path checks stay in one place.

export const SANDBOX_PREFIX = '/play-sandbox/';

export const SANDBOX_CSP = [
  'sandbox allow-scripts allow-pointer-lock',
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The only file types a bundle may serve, by extension. Anything else is a 404, never a download. */
export const SANDBOX_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  woff2: 'font/woff2',
};

/** A week: files are revalidated by their ETag afterwards; a new upload gets a new build path. */
export const SANDBOX_CACHE_CONTROL = 'public, max-age=604800';

/** A bundle's slug as stored in games.browser_build: lower-case letters, digits and dashes. */
export const BUILD_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
/** One path segment inside a bundle: no leading dot (so no `..`, no hidden files), no encoded characters. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;
const MAX_DEPTH = 6;

export interface SandboxFile {
  bytes: Uint8Array;
  etag: string;
}

export interface GameBundleSource {
  /** A file of a bundle, or null when the bundle or the file does not exist. Slug and path are already checked. */
  open(slug: string, segments: string[]): Promise<SandboxFile | null>;
}

/**
 * The slug and the file segments of a raw request path (still percent-encoded, so `..%2f` and `%2e%2e` are
 * refused instead of decoded), or null when the path is not a safe file of a bundle with an allowed type.
 */
export function parseSandboxPath(rawPath: string): { slug: string; segments: string[]; type: string } | null {
  if (!rawPath.startsWith(SANDBOX_PREFIX)) return null;
  const [slug, ...segments] = rawPath.slice(SANDBOX_PREFIX.length).split('/');
  if (!slug || !BUILD_SLUG.test(slug)) return null;
  if (segments.length === 0 || segments.length > MAX_DEPTH) return null;
  if (!segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))) return null;
  const file = segments[segments.length - 1]!;
  const extension = file.includes('.') ? file.slice(file.lastIndexOf('.') + 1).toLowerCase() : '';
  const type = SANDBOX_TYPES[extension];
  return type ? { slug, segments, type } : null;
}

/** Spielraum's own game kit (screens, input, pause, messages to the page), shared by the shipped bundles. */
const SHARED_KIT_FOLDER = '_kit';
const SHARED_KIT_FILES = new Set(['kit.js', 'kit.css']);

/**
 * The bundles shipped with Spielraum: `<gamesDir>/<slug>/…`, regular files only (no symlinks), kept in memory.
 * A shipped bundle without its own kit.js / kit.css gets the shared kit under its own path, so every bundle is
 * self-contained as the browser sees it (an uploaded zip carries its own) while the repository keeps one copy.
 */
export function directoryBundleSource(gamesDir: string): GameBundleSource {
  const root = path.resolve(gamesDir);
  const cache = new Map<string, SandboxFile>();
  const fromBundle = bundleFile(root, cache);
  return {
    async open(slug, segments) {
      const own = await fromBundle(slug, segments);
      if (own || segments.length !== 1 || !SHARED_KIT_FILES.has(segments[0]!)) return own;
      if (!(await fromBundle(slug, ['index.html']))) return null;
      return fromBundle(SHARED_KIT_FOLDER, segments);
    },
  };
}

/**
 * The builds creators uploaded: `/media/builds/<slug>/…` in the media store (local files or S3), so every
 * server instance serves them. A slug never changes its content (a new upload gets a new one), so files are
 * kept in memory once read, up to a bound.
 */
export function storageBundleSource(storage: MediaStorage, keep = 2_000): GameBundleSource {
  const cache = new Map<string, SandboxFile>();
  return {
    async open(slug, segments) {
      const key = `${slug}/${segments.join('/')}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const opened = await storage.open(`/media/builds/${key}`).catch(() => null);
      if (!opened?.body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Uint8Array));
      const bytes = new Uint8Array(Buffer.concat(chunks));
      const file = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
      if (cache.size >= keep) cache.delete(cache.keys().next().value!);
      cache.set(key, file);
      return file;
    },
  };
}

function bundleFile(root: string, cache: Map<string, SandboxFile>) {
  return async (slug: string, segments: string[]): Promise<SandboxFile | null> => {
    const bundle = path.join(root, slug);
    const file = path.join(bundle, ...segments);
    if (!file.startsWith(bundle + path.sep)) return null;
    const key = `${slug}/${segments.join('/')}`;
    const cached = cache.get(key);
    if (cached) return cached;
    try {
      // lstat on every segment: a symlink anywhere in the bundle is treated as missing.
      let current = bundle;
      if (!(await lstat(current)).isDirectory()) return null;
      for (const [index, segment] of segments.entries()) {
        current = path.join(current, segment);
        const info = await lstat(current);
        const last = index === segments.length - 1;
        if (last ? !info.isFile() : !info.isDirectory()) return null;
      }
      const bytes = new Uint8Array(await readFile(file));
      const opened = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
      cache.set(key, opened);
      return opened;
    } catch {
      return null;
    }
  };
}

/**
 * The frame shows this answer to the player, so it stays plain text (a JSON body would show as raw JSON in the
 * game's frame); the words come from the server's texts like every answer, the stable code of the message rides in
 * X-Error-Code. The route runs before sessions, so the language is the visitor's choice (cookie) or the browser's.
 */
function notFound(c: Context<AppEnv>): Response {
  const language = pickServerLanguage(null, c.req.header('Accept-Language'), getCookie(c, LANGUAGE_COOKIE));
  c.header('Content-Security-Policy', SANDBOX_CSP);
  c.header('Cache-Control', 'no-store');
  c.header('X-Error-Code', 'notFound');
  return c.text(translate('notFound', language), 404);
}

export function mountGameSandbox(app: Hono<AppEnv>, sources: GameBundleSource[]): void {
  // Hono answers HEAD with the GET handler and drops the body.
  app.get(`${SANDBOX_PREFIX}*`, async (c) => {
    const parsed = parseSandboxPath(new URL(c.req.url).pathname);
    if (!parsed) return notFound(c);
    let file: SandboxFile | null = null;
    for (const source of sources) {
      file = await source.open(parsed.slug, parsed.segments);
      if (file) break;
    }
    if (!file) return notFound(c);

    c.header('Content-Type', parsed.type);
    c.header('Content-Security-Policy', SANDBOX_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    // The framing rule of this route is the CSP's frame-ancestors 'self'; X-Frame-Options cannot say "self only
    // in a sandbox", so it follows the CSP instead of the site-wide DENY.
    c.header('X-Frame-Options', 'SAMEORIGIN');
    // The frame's origin is opaque ("null"): a same-origin resource policy would block its own scripts and images.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Cache-Control', SANDBOX_CACHE_CONTROL);
    c.header('ETag', file.etag);
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === `W/${file.etag}`)) {
      return c.body(null, 304);
    }
    c.header('Content-Length', String(file.bytes.byteLength));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
  });
}
