// First-load JavaScript of /welcome, from the built renderer (dist/renderer): the entry script and its
// modulepreloads from index.html, their static imports, the /welcome route chunk with the dependencies Vite
// preloads for it, and the translation chunks the route loads (common, client, welcome, auth, consent).
// Prints raw and gzip bytes per file and in total, and the budget (BUDGETS_GZIP) met or missed; asserts nothing.
// Budgets and past figures: docs/performance.md, first load.
//   npx tsx bench/first-load.ts [--dist dist/renderer] [--lang de] [--route welcome | explore | / (the home feed)]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** First-load budgets per route (gzip bytes); a route without one prints no goal. */
const BUDGETS_GZIP: Record<string, number> = { welcome: 175 * 1024, '': 210 * 1024 };

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const dist = path.resolve(arg('--dist', 'dist/renderer'));
const language = arg('--lang', 'de');
const route = arg('--route', 'welcome').replace(/^\//, '');
const namespaces = ['common', 'client', 'welcome', 'auth', 'consent'];

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist}/index.html not found: run "npx vite build" first.`);
  process.exit(1);
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const normalise = (url: string) => url.replace(/^\//, '');

const entry = normalise(/<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? '');
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => normalise(match[1]!));
const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => normalise(match[1]!));

/** Static imports of a chunk (`from"./x.js"`, side-effect `import"./x.js"`), resolved to dist paths. */
function staticImports(file: string): string[] {
  const code = read(file);
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
    found.add(path.posix.join(path.posix.dirname(file), match[1]!));
  }
  return [...found];
}

function closure(files: string[], into = new Set<string>()): Set<string> {
  for (const file of files) {
    if (into.has(file)) continue;
    into.add(file);
    closure(staticImports(file), into);
  }
  return into;
}

const appFiles = closure([entry, ...preloads]);

// The route chunk and the dependencies Vite preloads with it (__vite__mapDeps indices into one list).
const routeFiles = new Set<string>();
const routeCss = new Set<string>();
for (const file of appFiles) {
  const code = read(file);
  const depsList = /m\.f=\[([^\]]*)\]/.exec(code)?.[1];
  const deps = depsList ? [...depsList.matchAll(/"([^"]+)"/g)].map((match) => match[1]!) : [];
  // `/` is the index route of the main layout: the signed-in home feed (pages/feed).
  const routeKey = route === '' ? `index:!0[^}]*?import\\([\`"']\\.\\/(?=feed-)` : `path:[\`"']${route}[\`"'][^}]*?import\\([\`"']\\.\\/`;
  const pattern = new RegExp(`${routeKey}([^\`"']+)[\`"']\\)(?:,__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`);
  const match = pattern.exec(code);
  if (!match) continue;
  const chunk = path.posix.join(path.posix.dirname(file), match[1]!);
  const indices = (match[2] ?? '').split(',').filter(Boolean).map(Number);
  for (const dependency of [chunk, ...indices.map((index) => deps[index]!).filter(Boolean)]) {
    if (dependency.endsWith('.css')) routeCss.add(dependency);
    else for (const file of closure([dependency])) if (!appFiles.has(file)) routeFiles.add(file);
  }
}
if (routeFiles.size === 0) console.warn(`warning: no lazy chunk found for the route "${route}"`);

// Translation chunks: the i18n backend maps './bundles/<lang>.ts' to the language's map, which maps the root's
// '../../../locales/<lang>/<ns>.json' to the namespace chunks; the map and the route's namespaces are first-load.
const importTarget = (key: string) =>
  `["'\`]${key.replace(/\./g, '\\.')}["'\`]:\\(\\)=>[^(]*\\(?\\(\\)=>import\\([\`"']\\.\\/([^\`"']+)[\`"']\\)|["'\`]${key.replace(/\./g, '\\.')}["'\`]:\\(\\)=>import\\([\`"']\\.\\/([^\`"']+)[\`"']\\)`;
function findImport(files: Iterable<string>, key: string): string | null {
  for (const file of files) {
    const match = new RegExp(importTarget(key)).exec(read(file));
    const target = match?.[1] ?? match?.[2];
    if (target) return path.posix.join(path.posix.dirname(file), target);
  }
  return null;
}
const translationFiles = new Set<string>();
const bundleMap = findImport(appFiles, `./bundles/${language}.ts`);
if (!bundleMap) console.warn(`warning: no translation map found for "${language}"`);
else {
  translationFiles.add(bundleMap);
  for (const namespace of namespaces) {
    const chunk = findImport([bundleMap], `../../../locales/${language}/${namespace}.json`);
    if (chunk) translationFiles.add(chunk);
    else console.warn(`warning: no translation chunk found for ${language}/${namespace}`);
  }
}

interface Row {
  group: string;
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(group: string, file: string): Row {
  const bytes = readFileSync(path.join(dist, file));
  return {
    group,
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const rows: Row[] = [
  ...[...appFiles].map((file) => measure('app (entry + preloads)', file)),
  ...[...routeFiles].map((file) => measure(`route /${route}`, file)),
  ...[...translationFiles].map((file) => measure(`translations (${language})`, file)),
];
const cssRows = [...new Set([...stylesheets, ...routeCss])].map((file) => measure('css', file));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (list: Row[], key: 'raw' | 'gzip' | 'brotli') => list.reduce((total, row) => total + row[key], 0);

console.log(`First load of /${route} (${language}) from ${path.relative(process.cwd(), dist) || dist}\n`);
console.log(`${'group'.padEnd(26)} ${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
for (const row of [...rows, ...cssRows]) {
  console.log(
    `${row.group.padEnd(26)} ${row.file.replace(/^assets\//, '').padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${kb(row.brotli).padStart(10)}`,
  );
}
console.log('');
for (const group of [...new Set(rows.map((row) => row.group))]) {
  const list = rows.filter((row) => row.group === group);
  console.log(`${group.padEnd(26)} ${String(list.length).padStart(3)} files  gzip ${kb(sum(list, 'gzip')).padStart(9)}`);
}
const total = sum(rows, 'gzip');
console.log(`\nfirst-load JS: ${rows.length} files, raw ${kb(sum(rows, 'raw'))}, gzip ${kb(total)} (${total} bytes), brotli ${kb(sum(rows, 'brotli'))}`);
const budget = BUDGETS_GZIP[route];
if (budget !== undefined) {
  console.log(
    `goal ≤ ${kb(budget)} gzip: ${kb(total)} — ${total <= budget ? 'met' : 'missed'}, ${total <= budget ? 'within' : 'over'} by ${kb(Math.abs(budget - total))}`,
  );
}
console.log(`CSS: ${cssRows.length} files, gzip ${kb(sum(cssRows, 'gzip'))}`);
