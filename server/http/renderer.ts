import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchPath } from 'react-router';
import { authRoutes } from '../../common/contract/auth';
import { chooseLanguage, LANGUAGE_COOKIE, toLanguage } from '../../common/rules/language';
import type { AppEnv } from './context';
import { deferApp } from './defer-app';
import { createPageRenderer, type PageRenderer } from './page-render';
import { createRouteMatcher, matchesRoutePattern } from './route-manifest';

/** The id of the data block with the page's first answers (renderer/api/first-answers.ts reads it). */
export const FIRST_ANSWERS_ID = 'first-answers';
/** The id of the data block with the query cache of a page rendered on the server (renderer/main.tsx reads it). */
export const QUERY_STATE_ID = 'query-state';

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
  /** The build's server render of signed-in pages; null when the build has none. */
  pageRenderer: PageRenderer | null;
  manifest: PrerenderManifest | null;
  knows: (pathname: string) => boolean;
  files: Map<string, Buffer | null>;
  /** A route's styles and chunks, per route and language. */
  pages: Map<string, { styles: string[]; scripts: string[] }>;
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
    void cached?.pageRenderer?.close();
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
      pageRenderer: createPageRenderer(path.join(staticDir, '_prerendered', 'server', 'entry-prerender.js')),
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

/**
 * The route's own stylesheets, in the page: a page rendered on the server must not paint without them, and as
 * files they were a dozen small requests that each held up the first paint on a slow connection. Each file is
 * also named by a disabled link (never fetched, never applied), by which the app's code loader knows it is in
 * place and does not fetch it again.
 */
function inlineStyles(staticDir: string, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    let css: string;
    try {
      css = readFileSync(path.join(staticDir, file), 'utf8');
    } catch {
      return [`<link rel="stylesheet" crossorigin href="${file}">`];
    }
    return [`<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`, `<link rel="stylesheet" crossorigin href="${file}" disabled>`];
  });
}

/** The route's styles and the chunks of its code and translations in the visitor's language (cached per route and language). */
function routeAssets(build: Build, staticDir: string, preload: Preload, language: string): { styles: string[]; scripts: string[] } {
  const key = `${preload.route}\u0000${language}`;
  let assets = build.pages.get(key);
  if (assets === undefined) {
    assets = { styles: inlineStyles(staticDir, preload.styles), scripts: [...(preload.translations[language] ?? []), ...preload.scripts] };
    build.pages.set(key, assets);
  }
  return assets;
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
 * index.html with the signed-in page rendered into it (the browser hydrates it: renderer/main.tsx), or null when
 * the build has no server render, the page would redirect, or it failed (the browser then renders it itself).
 */
async function renderedPage(build: Build, pathname: string, language: string, answers: Record<string, unknown>): Promise<string | null> {
  const page = await build.pageRenderer?.render(pathname, language, answers);
  if (!page) return null;
  return build.index
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, (title) => (page.title ? `<title>${escapeHtml(page.title)}</title>` : title))
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${language}" data-signed-in="true" data-namespaces="${escapeHtml(page.namespaces.join(' '))}">${page.html}</div>\n` +
        `    <script type="application/json" id="router-hydration">${page.hydrationData}</script>\n` +
        `    <script type="application/json" id="${QUERY_STATE_ID}">${page.queries}</script>`,
    );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html for a page the browser renders. For the routes the build lists (scripts/prerender.ts) it names the
 * route's code and translations (without them the browser learns of these files only once the app's entry has
 * loaded and run, one round trip after another), and for a signed-in visitor it carries the answers to the
 * page's first reads and the page rendered from them, so it paints from its HTML and hydrates without asking.
 * The translations are in the language the renderer's detector
 * will pick, so such an answer varies by Cookie and Accept-Language; with answers in it, it is the visitor's own.
 */
async function serveIndex(app: Hono<AppEnv>, c: Context<AppEnv>, build: Build, staticDir: string): Promise<Response> {
  c.header('Cache-Control', 'no-cache');
  const status = build.knows(c.req.path) ? 200 : 404;
  const pathname = normalisePath(c.req.path);
  const preload = build.manifest?.preloads?.find((entry) => matchesRoutePattern(pathname, entry.route));
  if (!preload || status !== 200) return c.html(build.index, status);
  let language = chooseLanguage({ cookie: getCookie(c, LANGUAGE_COOKIE), acceptLanguage: c.req.header('accept-language') });
  let data = '';
  let html = build.index;
  const imageLinks: string[] = [];
  // Only for the address without a query: the page asks for other data under other parameters.
  if (c.get('user') && preload.answers?.length && !new URL(c.req.url).search) {
    const answers = await firstAnswers(app, c, preload, pathname);
    if (Object.keys(answers).length > 0) {
      data = `  <script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>\n`;
      // The language saved on the account wins over the detected one (renderer/features/language), in the
      // browser too before it hydrates, so the page is rendered in it.
      const accountLanguage = toLanguage(String(valueAt(answers[authRoutes.loggedInUser.path], ['body', 'language']) ?? ''));
      if (accountLanguage) language = accountLanguage;
      html = (await renderedPage(build, pathname, language, answers)) ?? html;
      c.header('Cache-Control', 'private, no-cache');
      // The page's largest image, from its data: requested with the page's code (ahead of its other files)
      // rather than once the page has rendered.
      const image = preload.image ? valueAt(answers[fill(preload.image.answer, paramsOf(preload, pathname))], ['body', ...preload.image.path]) : null;
      if (typeof image === 'string' && /^\/(?!\/)[\w\-./%]+$/.test(image)) {
        imageLinks.push(`<link rel="preload" as="image" fetchpriority="high" href="${image}">`);
      }
    }
  }
  const { styles, scripts } = routeAssets(build, staticDir, preload, language);
  let links: string[];
  if (html === build.index) {
    // The browser renders the page: its code loads beside the app's entry, not after it has run.
    links = [...imageLinks, ...styles, ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)];
  } else {
    links = [...imageLinks, ...styles];
    html = deferApp(html, scripts);
  }
  // Replacer functions: a `$` in the data is text, not a pattern of String.replace.
  html = html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`).replace('</body>', () => `${data}  </body>`);
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
    return serveIndex(app, c, build, staticDir);
  });
}
