import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AiGameSpec } from '../../../common/rules/ai-games';

// The generated game's bundle: index.html, the shared game kit (copied in, so the bundle is self-contained as
// the browser sees it) and game.js = the specification as data + the AI helpers + one genre template. Served
// by the game sandbox (server/modules/games/sandbox.ts) like an uploaded build: its CSP allows scripts from the
// bundle only, so nothing may be inline. Every text of the description reaches the page as JSON data that the
// kit writes with textContent or draws on the canvas: never as markup.

/** The largest bundle a generation may produce (kit included, about 40 kB in practice). */
export const AI_BUILD_MAX_BYTES = 256 * 1024;

export interface BundleFile {
  name: 'index.html' | 'kit.js' | 'kit.css' | 'game.js';
  bytes: Uint8Array;
  type: string;
}

const TYPES: Record<BundleFile['name'], string> = {
  'index.html': 'text/html; charset=utf-8',
  'kit.js': 'text/javascript; charset=utf-8',
  'kit.css': 'text/css; charset=utf-8',
  'game.js': 'text/javascript; charset=utf-8',
};

// The kit and genre templates shipped under GAMES_DIR, read once per process. Module-level on purpose, unlike
// the caches in AppDeps.caches: keyed by absolute path, unchanged while the process runs, and no domain's data,
// so nothing ever has to forget an entry (the seed builds bundles before there is an app).
const sources = new Map<string, string>();

async function source(gamesDir: string, ...segments: string[]): Promise<string> {
  const file = path.join(gamesDir, ...segments);
  let text = sources.get(file);
  if (text === undefined) {
    text = await readFile(file, 'utf8');
    sources.set(file, text);
  }
  return text;
}

/** JSON that is safe anywhere in a script: no `<`, `>`, `&` or line separators in literal form. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

export async function buildBundle(gamesDir: string, spec: AiGameSpec): Promise<BundleFile[]> {
  const [kitJs, kitCss, helpers, template] = await Promise.all([
    source(gamesDir, '_kit', 'kit.js'),
    source(gamesDir, '_kit', 'kit.css'),
    source(gamesDir, '_ai', 'common.js'),
    source(gamesDir, '_ai', `${spec.genre}.js`),
  ]);
  const html = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no" />
    <title>${escapeHtml(spec.title)}</title>
    <link rel="stylesheet" href="kit.css" />
  </head>
  <body>
    <script src="kit.js"></script>
    <script src="game.js"></script>
  </body>
</html>
`;
  const game = `/* Erzeugt von Spielraum aus einer Beschreibung (${spec.genre}). */\nwindow.SPIELRAUM_AI_SPEC = ${scriptSafeJson(spec)};\n${helpers}\n${template}`;
  const encoder = new TextEncoder();
  const files: [BundleFile['name'], string][] = [
    ['index.html', html],
    ['kit.js', kitJs],
    ['kit.css', kitCss],
    ['game.js', game],
  ];
  return files.map(([name, text]) => ({ name, bytes: encoder.encode(text), type: TYPES[name] }));
}

export function bundleBytes(files: BundleFile[]): number {
  return files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
}
