import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchPath } from 'react-router';
import { chooseLanguage, LANGUAGE_COOKIE } from '../../common/rules/language';
import type { AppEnv } from './context';
import { createRouteMatcher, matchesRoutePattern } from './route-manifest';

/** The id of the data block with the page's first answers (renderer/api/first-answers.ts reads it). */
export const FIRST_ANSWERS_ID = 'first-answers';

/** Paths the single-page app must never answer with its index.html. */
const SERVER_PREFIXES = ['/api/', '/auth/', '/sanctum/', '/media/', '/login', '/assets/', '/_prerendered/'];

/** What scripts/prerender.ts writes to <staticDir>/_prerendered/manifest.json. */
interface PrerenderManifest {
  routes: string[];
  languages: string[];
  pages: { path: string; query: string; files: Record<string, string> }[];
  /** Pages the browser renders: per route pattern its chunks, stylesheets and per language its translation chunks. */
  preloads?: {
    route: string;
    scripts: string[];
    styles: string[];
    translations: Record<string, string[]>;
    answers?: string[];
    image?: { answer: string; path: (string | number)[] };
  }[];
}

interface Build {
  index: string;
  manifest: PrerenderManifest | null;
  knows: (pathname: string) => boolean;
  files: Map<string, Buffer | null>;
  /** The links of a route's preloads, per route and language. */
  pages: Map<string, string[]>;
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
      pages: new Map(),
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

/** A preload entry of the manifest (scripts/prerender.ts). */
type Preload = NonNullable<PrerenderManifest['preloads']>[number];

/** The links naming the route's code and translations in the visitor's language (cached per route and language). */
function preloadLinks(build: Build, preload: Preload, language: string): string[] {
  const key = `${preload.route}\u0000${language}`;
  let links = build.pages.get(key);
  if (links === undefined) {
    links = [
      ...(preload.translations[language] ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      ...preload.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      ...preload.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
    ];
    build.pages.set(key, links);
  }
  return links;
}

/** The route's parameters at this path, URI-encoded as the renderer's client puts them into an address. */
function paramsOf(preload: Preload, pathname: string): Record<string, string> {
  const params = matchPath({ path: preload.route, caseSensitive: false, end: true }, pathname)?.params ?? {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encodeURIComponent(value ?? '')]));
}

/** An address of the manifest with the route's parameters filled in (`/api/profiles/:id` → `/api/profiles/3`). */
function fill(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}

/** The value at a path of keys and indexes, or undefined. */
function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/**
 * The page's first reads (the manifest's `answers` of the route, its parameters filled in), asked of the app
 * itself with the visitor's cookies and address, as the page would ask them. Only answers with status 200 are
 * kept; the renderer takes each one once instead of calling (renderer/api/first-answers.ts).
 */
async function firstAnswers(app: Hono<AppEnv>, c: Context<AppEnv>, preload: Preload, pathname: string): Promise<Record<string, unknown>> {
  const params = paramsOf(preload, pathname);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  for (const name of ['cookie', 'accept-language', 'user-agent']) {
    const value = c.req.header(name);
    if (value) headers[name] = value;
  }
  const urls = (preload.answers ?? []).map((template) => fill(template, params));
  const answers: Record<string, unknown> = {};
  await Promise.all(
    urls.map(async (url) => {
      const response = await app.request(url, { headers }, c.env);
      if (response.status === 200 && response.headers.get('content-type')?.startsWith('application/json')) {
        answers[url] = { status: 200, body: await response.json() };
      }
    }),
  );
  return answers;
}

/**
 * index.html for a page the browser renders. For the routes the build lists (scripts/prerender.ts) it names the
 * route's code and translations (without them the browser learns of these files only once the app's entry has
 * loaded and run, one round trip after another), and for a signed-in visitor it carries the answers to the
 * page's first reads, so the page does not wait for them after its code. Stylesheets are only preloaded: the app
 * adds them when the page's code asks for them. The translations are in the language the renderer's detector
 * will pick, so such an answer varies by Cookie and Accept-Language; with answers in it, it is the visitor's own.
 */
async function serveIndex(app: Hono<AppEnv>, c: Context<AppEnv>, build: Build): Promise<Response> {
  c.header('Cache-Control', 'no-cache');
  const status = build.knows(c.req.path) ? 200 : 404;
  const pathname = normalisePath(c.req.path);
  const preload = build.manifest?.preloads?.find((entry) => matchesRoutePattern(pathname, entry.route));
  if (!preload || status !== 200) return c.html(build.index, status);
  const language = chooseLanguage({ cookie: getCookie(c, LANGUAGE_COOKIE), acceptLanguage: c.req.header('accept-language') });
  const links = [...preloadLinks(build, preload, language)];
  let data = '';
  // Only for the address without a query: the page asks for other data under other parameters.
  if (c.get('user') && preload.answers?.length && !new URL(c.req.url).search) {
    const answers = await firstAnswers(app, c, preload, pathname);
    if (Object.keys(answers).length > 0) {
      data = `  <script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>\n`;
      c.header('Cache-Control', 'private, no-cache');
      // The page's largest image, from its data: requested with the page's code (ahead of its other files)
      // rather than once the page has rendered.
      const image = preload.image ? valueAt(answers[fill(preload.image.answer, paramsOf(preload, pathname))], ['body', ...preload.image.path]) : null;
      if (typeof image === 'string' && /^\/(?!\/)[\w\-./%]+$/.test(image)) {
        links.unshift(`<link rel="preload" as="image" fetchpriority="high" href="${image}">`);
      }
    }
  }
  // Replacer functions: a `$` in the data is text, not a pattern of String.replace.
  const html = build.index.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`).replace('</body>', () => `${data}  </body>`);
  const acceptEncoding = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  const bytes = Buffer.from(html);
  // Made per request: a quick brotli level, not the build's slowest.
  const body =
    encoding === 'br'
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(bytes)
        : bytes;
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (encoding) c.header('Content-Encoding', encoding);
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(new Uint8Array(body), 200);
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
    // The start page is a page of the app like any other (serveIndex), not the plain index.html file.
    if (c.req.path === '/') return next();
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
    return serveIndex(app, c, build);
  });
}
