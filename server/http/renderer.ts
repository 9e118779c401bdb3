import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { chooseLanguage, LANGUAGE_COOKIE } from '../../common/rules/language';
import type { AppEnv } from './context';
import { createRouteMatcher } from './route-manifest';

/** Paths the single-page app must never answer with its index.html. */
const SERVER_PREFIXES = ['/api/', '/auth/', '/sanctum/', '/media/', '/login', '/assets/', '/_prerendered/'];

/** What scripts/prerender.ts writes to <staticDir>/_prerendered/manifest.json. */
interface PrerenderManifest {
  routes: string[];
  languages: string[];
  pages: { path: string; query: string; files: Record<string, string> }[];
}

interface Build {
  index: string;
  manifest: PrerenderManifest | null;
  knows: (pathname: string) => boolean;
  files: Map<string, Buffer | null>;
}

/** Modification time of a file, or null when it is missing. */
function modifiedAt(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * The current build, re-read when a new one replaced index.html or the prerender manifest, so a running server
 * never points at old asset names. Without a manifest (a plain `vite build`) every path gets the app with 200.
 */
function buildLoader(staticDir: string): () => Build | null {
  const indexFile = path.join(staticDir, 'index.html');
  const manifestFile = path.join(staticDir, '_prerendered', 'manifest.json');
  let cached: (Build & { stamp: string }) | null = null;
  return () => {
    const indexModified = modifiedAt(indexFile);
    if (indexModified === null) return null;
    const stamp = `${indexModified}:${modifiedAt(manifestFile)}`;
    if (cached?.stamp === stamp) return cached;
    let manifest: PrerenderManifest | null = null;
    try {
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
    } catch {
      manifest = null;
    }
    cached = {
      stamp,
      index: readFileSync(indexFile, 'utf8'),
      manifest,
      knows: manifest ? createRouteMatcher(manifest.routes) : () => true,
      files: new Map(),
    };
    return cached;
  };
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The prerendered variant for this URL: the page's query variant whose parameters the request carries, else ''. */
export function prerenderedVariant(manifest: PrerenderManifest, url: URL) {
  const pathname = normalisePath(url.pathname);
  let best: PrerenderManifest['pages'][number] | null = null;
  let bestScore = -1;
  for (const page of manifest.pages) {
    if (page.path !== pathname) continue;
    const wanted = [...new URLSearchParams(page.query)];
    if (!wanted.every(([name, value]) => url.searchParams.get(name) === value)) continue;
    if (wanted.length > bestScore) {
      best = page;
      bestScore = wanted.length;
    }
  }
  return best;
}

/** The stored file and its encoding: brotli or gzip as written by scripts/precompress.ts when the client takes it. */
function readVariant(build: Build, root: string, file: string, acceptEncoding: string) {
  const candidates: [string, string | null][] = [];
  if (/\bbr\b/.test(acceptEncoding)) candidates.push([`${file}.br`, 'br']);
  if (/\bgzip\b/.test(acceptEncoding)) candidates.push([`${file}.gz`, 'gzip']);
  candidates.push([file, null]);
  for (const [name, encoding] of candidates) {
    let body = build.files.get(name);
    if (body === undefined) {
      try {
        body = readFileSync(path.join(root, name));
      } catch {
        body = null;
      }
      build.files.set(name, body);
    }
    if (body) return { body, encoding };
  }
  return null;
}

/**
 * Answers a prerendered page in the language the renderer's detector will pick (the 'language' cookie it
 * writes, else Accept-Language mapped like navigator.languages, else English): no-cache, and a cache must keep
 * the variants apart by Cookie, Accept-Language and Accept-Encoding.
 */
function servePrerendered(c: Context<AppEnv>, build: Build, root: string): Response | null {
  if (!build.manifest) return null;
  const page = prerenderedVariant(build.manifest, new URL(c.req.url));
  if (!page) return null;
  const language = chooseLanguage({ cookie: getCookie(c, LANGUAGE_COOKIE), acceptLanguage: c.req.header('accept-language') });
  const file = page.files[language];
  if (!file) return null;
  const found = readVariant(build, root, file, c.req.header('accept-encoding') ?? '');
  if (!found) return null;
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  c.header('Content-Language', language);
  if (found.encoding) c.header('Content-Encoding', found.encoding);
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(new Uint8Array(found.body), 200);
}

/**
 * The built renderer from the same origin: hashed assets (a missing one is a 404, never the page), the
 * prerendered pages, and index.html for every other path of the route table; a path no route renders gets the
 * app (which shows its 404 page) with status 404.
 */
export function mountRenderer(app: Hono<AppEnv>, staticDir: string) {
  const prerenderedDir = path.join(staticDir, '_prerendered');
  const currentBuild = buildLoader(staticDir);
  app.use(
    '/assets/*',
    serveStatic({
      root: staticDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (SERVER_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    return serveStatic({
      root: staticDir,
      precompressed: true,
      onFound: (_path, ctx) => {
        ctx.header('Cache-Control', 'no-cache');
      },
    })(c, next);
  });
  app.get('*', (c, next) => {
    if (SERVER_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const build = currentBuild();
    if (!build) return next();
    const prerendered = servePrerendered(c, build, prerenderedDir);
    if (prerendered) return prerendered;
    c.header('Cache-Control', 'no-cache');
    return c.html(build.index, build.knows(c.req.path) ? 200 : 404);
  });
}
