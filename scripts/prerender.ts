// Prerenders /welcome and the legal pages into HTML that the app hydrates, one file per interface language
// (and per ?lang= of /privacy), and writes the route manifest the server uses to answer unknown paths with
// status 404. Run after `vite build` (npm run build does), before scripts/precompress.ts.
//   1. `vite build --ssr renderer/entry-prerender.tsx` through Vite's API into dist/renderer/_prerendered/server
//      (never served; the server renders signed-in pages with it);
//   2. renders each page with React's static render + react-router's static handler (renderer/entry-prerender.tsx);
//   3. puts the markup into the built index.html with the page's stylesheets (from Vite's client manifest),
//      <html lang/dir> and <title>, and the app's scripts behind /start-app.js (after the first paint),
//      under dist/renderer/_prerendered/<lang>/…;
//   4. writes dist/renderer/_prerendered/manifest.json: { routes, pages, preloads } for server/http/renderer.ts,
//      preloads being the code and translation chunks of the pages the browser renders (PRELOADED_ROUTES).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { appConfigRoutes } from '../common/contract/app-config';
import { authRoutes } from '../common/contract/auth';
import { commentRoutes } from '../common/contract/comments';
import { exploreRoutes } from '../common/contract/explore';
import { gameRoutes } from '../common/contract/games';
import { giveawayRoutes } from '../common/contract/giveaways';
import { playRoutes } from '../common/contract/play';
import { postRoutes } from '../common/contract/posts';
import { profileRoutes } from '../common/contract/profiles';
import { updateRoutes } from '../common/contract/updates';
import { deferApp } from '../server/http/defer-app';

const root = process.cwd();
const dist = path.resolve(root, process.argv[2] ?? 'dist/renderer');
const outDir = path.join(dist, '_prerendered');
/** The server render, kept: the server renders signed-in pages with it per request (server/http/renderer.ts). */
const ssrOut = path.join(outDir, 'server');

/** Source modules (as Vite's manifest names them) whose code and stylesheets each page needs at once. */
const PAGE_MODULES: Record<string, string[]> = {
  '/welcome': ['pages/welcome/index.tsx'],
  '/privacy': ['app/layouts/MainLayout.tsx', 'pages/legal/privacy.tsx'],
  '/privacy/archive': ['app/layouts/MainLayout.tsx', 'pages/legal/privacy-archive.tsx'],
  '/privacy/cookies': ['app/layouts/MainLayout.tsx', 'pages/legal/cookies.tsx'],
  '/terms': ['app/layouts/MainLayout.tsx', 'pages/legal/terms.tsx'],
  '/terms/archive': ['app/layouts/MainLayout.tsx', 'pages/legal/terms-archive.tsx'],
  '/terms/archive/08.08.2023': ['app/layouts/MainLayout.tsx', 'pages/legal/terms-2023-08-08.tsx'],
  '/impressum': ['app/layouts/MainLayout.tsx', 'pages/legal/impressum.tsx'],
};

/** Every page asks who is signed in and the site's settings. */
const shell = [authRoutes.loggedInUser.path, appConfigRoutes.get.path];
/** A contract path with the route's own parameter names (`{id}` → `:id`), for the server to fill in. */
const withParams = (contractPath: string) => contractPath.replace(/\{(\w+)\}/g, ':$1');

/**
 * Pages the browser renders (signed in, not prerendered) whose code and translations the server names in the
 * HTML, so they load beside the app's entry instead of after it has run and asked for them: the start page's
 * feed, the catalogue, profiles, a game and a clip, the pages people open first. Per route pattern: the source
 * modules (Vite's manifest keys) of its layout, page and loader (the translations are what the route's loaders
 * ask for), and the page's first reads, which the server answers inside the HTML for a signed-in visitor (the
 * exact addresses the page asks for at its address without a query; server/http/renderer.ts).
 */
const home = `${postRoutes.home.path}?tab=foryou`;
const profile = withParams(profileRoutes.get.path);
const PRELOADED_ROUTES: Record<string, { modules: string[]; answers: string[]; image?: PrerenderManifest['preloads'][number]['image'] }> = {
  '/': {
    modules: ['app/layouts/MainLayout.tsx', 'pages/feed.tsx'],
    answers: [...shell, home],
    // The first clip's poster fills the screen: the page's largest paint.
    image: { answer: home, path: ['posts', 0, 'media', 'poster'] },
  },
  '/explore': {
    modules: ['app/layouts/MainLayout.tsx', 'pages/explore.tsx'],
    answers: [
      ...shell,
      ...[exploreRoutes.trendingClips, exploreRoutes.creators, exploreRoutes.friendsPlaying, exploreRoutes.gamesByCategory].map(
        (route) => route.path,
      ),
    ],
  },
  '/games': {
    modules: ['app/layouts/MainLayout.tsx', 'pages/games.tsx'],
    answers: [...shell, gameRoutes.list.path, gameRoutes.categories.path],
    // The first card's cover.
    image: { answer: gameRoutes.list.path, path: ['games', 0, 'image'] },
  },
  '/play/category/:category': {
    modules: ['app/layouts/MainLayout.tsx', 'pages/games.tsx'],
    answers: [...shell, `${gameRoutes.list.path}?category=:category`, gameRoutes.categories.path],
  },
  '/profile/:id': {
    modules: ['app/layouts/MainLayout.tsx', 'pages/people-routes.ts', 'pages/profile.tsx', 'features/profiles/profile-loader.ts'],
    answers: [...shell, profile],
    // The first poster of the clips grid.
    image: { answer: profile, path: ['posts', 0, 'media', 'poster'] },
  },
  '/game/:id': {
    modules: ['app/layouts/MainLayout.tsx', 'pages/game.tsx', 'features/games/game-loader.ts'],
    // The query as the page's giveaway list sends it (the renderer takes an answer by its exact address).
    answers: [
      ...shell,
      ...[gameRoutes.get, playRoutes.myGame, updateRoutes.gamePage].map((route) => withParams(route.path)),
      `${giveawayRoutes.list.path}?status=open&game_id=:id`,
    ],
  },
  '/post/:id': {
    modules: ['app/layouts/MainLayout.tsx', 'pages/post.tsx', 'features/posts/post-loader.ts'],
    answers: [...shell, withParams(postRoutes.get.path), withParams(commentRoutes.list.path)],
  },
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

interface PrerenderEntry {
  LANGUAGES: readonly string[];
  PRERENDERED_PAGES: readonly { path: string; queries: readonly string[] }[];
  routeManifest(): string[];
  routeNamespaces(url: string): Promise<string[]>;
  renderPage(
    url: string,
    language: string,
  ): Promise<{ status: number; html: string; hydrationData: string; title: string | null; lang: string; dir: string }>;
}

export interface PrerenderManifest {
  routes: string[];
  languages: string[];
  /** Per path: its query variants ('' or '?lang=en'), each with one file per language (relative to _prerendered). */
  pages: { path: string; query: string; files: Record<string, string> }[];
  /** Per route pattern of PRELOADED_ROUTES: its chunks and stylesheets, per language its translation chunks, its first reads. */
  preloads: {
    route: string;
    scripts: string[];
    styles: string[];
    translations: Record<string, string[]>;
    answers: string[];
    /** Where in which answer the address of the page's largest image is (the server preloads it at once). */
    image?: { answer: string; path: (string | number)[] };
  }[];
}

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: vite.config.ts must build with manifest: true, and vite build run first.`);
  process.exit(1);
}
const clientManifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

function closure(keys: string[], into = { js: new Set<string>(), css: new Set<string>() }, seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = clientManifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's client manifest (renamed? update PAGE_MODULES)`);
    into.js.add(chunk.file);
    for (const css of chunk.css ?? []) into.css.add(css);
    closure(chunk.imports ?? [], into, seen);
  }
  return into;
}

const entryFiles = closure(['index.html']);

/** The page's own stylesheets (beyond the entry's) and its chunks, to preload once the app starts. */
function pageAssets(pagePath: string): { styles: string; scripts: string[] } {
  const { js, css } = closure(PAGE_MODULES[pagePath] ?? []);
  const styles = [...css].filter((file) => !entryFiles.css.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return { styles: styles.join('\n    '), scripts: [...js].filter((file) => !entryFiles.js.has(file)).map((file) => `/${file}`) };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

rmSync(outDir, { recursive: true, force: true });
await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  publicDir: false,
  build: { ssr: 'entry-prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, copyPublicDir: false },
  // Self-contained: a build may be written outside the project (the browser tests' development build), where
  // its imports of packages would not resolve.
  ssr: { noExternal: true },
});

const entry = (await import(pathToFileURL(path.join(ssrOut, 'entry-prerender.js')).href)) as PrerenderEntry;
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const marker of ['<html lang="de" dir="ltr">', '<div id="root"></div>', '</head>', '<title>']) {
  if (!template.includes(marker)) throw new Error(`index.html no longer contains ${marker}: update scripts/prerender.ts`);
}

const manifest: PrerenderManifest = { routes: entry.routeManifest(), languages: [...entry.LANGUAGES], pages: [], preloads: [] };
for (const [route, { modules, answers, image }] of Object.entries(PRELOADED_ROUTES)) {
  if (!manifest.routes.includes(route)) throw new Error(`PRELOADED_ROUTES names ${route}, which is not in the route table`);
  const { js, css } = closure(modules);
  // The loaders' translations, by running them for an address of the route (every parameter 1), before any page
  // is rendered: a render's own requests for translations would count too.
  const namespaces = await entry.routeNamespaces(route.replace(/:\w+/g, '1'));
  const translations: Record<string, string[]> = {};
  for (const language of entry.LANGUAGES) {
    const chunks = closure([`i18n/bundles/${language}.ts`, ...namespaces.map((namespace) => `../locales/${language}/${namespace}.json`)]);
    translations[language] = [...chunks.js].filter((file) => !entryFiles.js.has(file)).map((file) => `/${file}`);
  }
  manifest.preloads.push({
    route,
    scripts: [...js].filter((file) => !entryFiles.js.has(file)).map((file) => `/${file}`),
    styles: [...css].filter((file) => !entryFiles.css.has(file)).map((file) => `/${file}`),
    translations,
    answers,
    ...(image ? { image } : {}),
  });
}
let count = 0;
for (const page of entry.PRERENDERED_PAGES) {
  if (!PAGE_MODULES[page.path]) throw new Error(`PAGE_MODULES has no entry for ${page.path}`);
  const assets = pageAssets(page.path);
  for (const query of page.queries) {
    const files: Record<string, string> = {};
    for (const language of entry.LANGUAGES) {
      // The language's map of translation chunks (renderer/i18n/index.ts) is preloaded with the page's scripts.
      const bundleMap = [...closure([`i18n/bundles/${language}.ts`]).js].filter((file) => !entryFiles.js.has(file)).map((file) => `/${file}`);
      const pageTemplate = deferApp(template, [...assets.scripts, ...bundleMap]);
      const result = await entry.renderPage(`${page.path}${query}`, language);
      if (result.status !== 200) throw new Error(`${page.path}${query} (${language}) rendered with status ${result.status}`);
      const html = pageTemplate
        .replace('<html lang="de" dir="ltr">', `<html lang="${result.lang}" dir="${result.dir}">`)
        .replace(/<title>[^<]*<\/title>/, result.title ? `<title>${escapeHtml(result.title)}</title>` : '$&')
        .replace('</head>', `  ${assets.styles}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="${language}">${result.html}</div>\n    <script type="application/json" id="router-hydration">${result.hydrationData}</script>`,
        );
      const file = `${language}${page.path}${query ? `@${query.slice(1)}` : ''}.html`;
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), html);
      files[language] = file;
      count += 1;
    }
    manifest.pages.push({ path: page.path, query, files });
  }
}
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// The client manifest was only needed here; the server must not hand it out.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${count} pages (${manifest.pages.length} variants × ${manifest.languages.length} languages); ${manifest.routes.length} route patterns`,
);
process.exit(0);
