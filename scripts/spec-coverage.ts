// How much of the product spec the code answers: the §7 calls found in the OpenAPI document (built from
// the same declarations the server mounts), the §7 calls the renderer (or the launcher) really makes, and the
// §2 routes found in the renderer's route table. Every declared call that nothing uses is listed, with the reason
// when it is meant to be so. A figure for the README, not a test.   npm run spec:coverage
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { allRoutes } from '../common/contract/index';
import type { RouteSpec } from '../common/contract/route';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spec = readFileSync(path.resolve(root, '../shared/spec/product-spec.md'), 'utf8');

function section(title: string): string {
  const start = spec.indexOf(`## ${title}`);
  const end = spec.indexOf('\n## ', start + 3);
  return spec.slice(start, end === -1 ? undefined : end);
}

/** /api/messages/{partnerId} and /api/messages/{id} are the same call: parameter names do not count. */
const shape = (route: string) => route.replace(/\{[^}]*\}|:[A-Za-z]\w*/g, '{}').replace(/\/$/, '') || '/';

// §7: "METHOD /path", also "GET and POST /path" and "PUT or PATCH /path", anywhere in a table row.
const METHOD = '(?:GET|POST|PUT|PATCH|DELETE)';
const callPattern = new RegExp(`(${METHOD}(?:\\s+(?:and|or)\\s+${METHOD})*)\\s+(/[^\\s|;,]+)`, 'g');
const specCalls = new Map<string, string>();
for (const line of section('7. The calls the product makes').split('\n').filter((row) => row.startsWith('|'))) {
  for (const match of line.matchAll(callPattern)) {
    for (const method of match[1]!.split(/\s+(?:and|or)\s+/)) {
      specCalls.set(`${method} ${shape(match[2]!)}`, `${method} ${match[2]}`);
    }
  }
}
const declared = new Set(allRoutes().map((route) => `${route.method.toUpperCase()} ${shape(route.path)}`));
const missingCalls = [...specCalls].filter(([key]) => !declared.has(key)).map(([, label]) => label);

// Which declared calls are used. The renderer names a call by its declaration (`gameRoutes.get`, passed to the
// typed client); the launcher writes the paths it posts to. Tests do not count.
const contractNames = new Map<RouteSpec, string>();
for (const file of readdirSync(path.join(root, 'common/contract')).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
  const module: Record<string, unknown> = await import(path.join(root, 'common/contract', file));
  for (const [exportName, group] of Object.entries(module)) {
    const routes = group && typeof group === 'object' ? Object.entries(group as Record<string, unknown>) : [];
    if (routes.length === 0 || !routes.every(([, route]) => route !== null && typeof route === 'object' && 'method' in route && 'path' in route)) continue;
    for (const [key, route] of routes) if (!contractNames.has(route as RouteSpec)) contractNames.set(route as RouteSpec, `${exportName}.${key}`);
  }
}
function sources(folder: string): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path.join(dir, entry.name)] : [],
    );
  return walk(path.join(root, folder))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
const rendererSource = sources('renderer');
const launcherSource = sources('electron');

/** Calls the renderer makes without naming their declaration (the transport, a socket, a navigation): checked in place. */
const USED_BY_PATH: Record<string, { file: string; text: string }> = {
  'GET /sanctum/csrf-cookie': { file: 'renderer/api/http.ts', text: "'/sanctum/csrf-cookie'" },
  'GET /api/realtime': { file: 'renderer/features/realtime/socket.ts', text: 'REALTIME_PATH' },
  'GET /auth/google': { file: 'renderer/features/auth/google.ts', text: '`/auth/google?' },
};

/** Declared calls that nothing in the renderer or the launcher uses, on purpose; each says why. */
const UNUSED_ON_PURPOSE: Record<string, string> = {
  // The six §7 calls the renderer does not make:
  'POST /api/verify-recaptcha':
    'a reCAPTCHA token is good for one check: sign-up and the contact form send theirs with the request and the server checks it there; asking this call first would spend the token',
  'GET /api/web_experiments':
    "for clients without a session (§6's anonymous token); the renderer reads the same flags through GET /api/feature-flags (features/flags/queries.ts)",
  'GET /api/chat-groups':
    'the conversation list (GET /api/messages/conversations) already carries every group with its name and last message; the chat screens read them there',
  'POST /api/play-dashboard/invalidate':
    "the server drops a person's cached dashboard itself on every change in it (favourite, rating, play, update of a favourite) and tells open tabs ('play.dashboard')",
  'GET /api/game-updates/game/{}': 'a game\'s updates are read paged and with the game: GET /api/games/{id}/updates (/updates/games/{gameId})',
  'PUT /api/game-updates/{}': 'the same edit as PATCH /api/game-updates/{id}, which the update editor sends (§7: "PUT or PATCH")',
  // §7 too, made by no screen:
  'GET /api/health-check':
    "liveness for operators and the proxy; the renderer keeps §4's API health from its own calls' answers and has no screen that probes",
  // Not the renderer's:
  'GET /api/ready': 'readiness for the load balancer (docs/deploy.md)',
  'GET /auth/google/callback': 'the identity provider sends the browser back here',
  'GET /api/connections/steam/openid/return': 'Steam sends the browser back here',
  'POST /api/payments/webhook': 'the payment provider calls it, signed',
  'GET /api/openapi.json': 'the API reference for developers',
  'GET /api/docs': 'the API reference for developers',
  'GET /api/docs/{}': 'the API reference for developers',
  'GET /api/giveaways/{}': 'the giveaway lists carry every field of an entry; no page shows one giveaway alone',
};

const keyOf = (route: RouteSpec) => `${route.method.toUpperCase()} ${shape(route.path)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function usedBy(route: RouteSpec): string | null {
  const name = contractNames.get(route);
  if (name && new RegExp(`\\b${escape(name)}\\b`).test(rendererSource)) return 'renderer';
  const byPath = USED_BY_PATH[keyOf(route)];
  if (byPath && readFileSync(path.join(root, byPath.file), 'utf8').includes(byPath.text)) return 'renderer';
  if (!route.path.includes('{') && (launcherSource.includes(`'${route.path}'`) || launcherSource.includes(`"${route.path}"`))) return 'launcher';
  return null;
}
const usedKeys = new Set(allRoutes().filter((route) => usedBy(route) !== null).map(keyOf));
const unusedRoutes = allRoutes().filter((route) => !usedKeys.has(keyOf(route)));
const explained = unusedRoutes.filter((route) => UNUSED_ON_PURPOSE[keyOf(route)] !== undefined);
const unexplained = unusedRoutes.filter((route) => UNUSED_ON_PURPOSE[keyOf(route)] === undefined);
const staleReasons = Object.keys(UNUSED_ON_PURPOSE).filter((key) => usedKeys.has(key) || !declared.has(key));
const usedSpecCalls = [...specCalls.keys()].filter((key) => usedKeys.has(key));

// §2: every path token of the route lists.
const specRoutes = new Map<string, string>();
for (const match of section('2. Screens and routes').matchAll(/(?:^|[\s;(:])(\/[A-Za-z0-9_./{}-]*)/g)) {
  const route = match[1]!.replace(/[.,]+$/, '');
  if (route.startsWith('/auth/')) continue; // a server redirect, not a screen
  specRoutes.set(shape(route), route);
}
const vite = await createServer({ root: path.join(root, 'renderer'), logLevel: 'silent', server: { middlewareMode: true }, appType: 'custom' });
let routerPatterns: string[];
try {
  const { routes } = await vite.ssrLoadModule('/app/router.tsx');
  const { routePatterns } = await vite.ssrLoadModule('/app/route-manifest.ts');
  routerPatterns = routePatterns(routes);
} finally {
  await vite.close();
}
const routed = new Set(routerPatterns.map(shape));
const missingRoutes = [...specRoutes].filter(([key]) => !routed.has(key)).map(([, label]) => label);

const percent = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;
const calls = specCalls.size - missingCalls.length;
const screens = specRoutes.size - missingRoutes.length;
const label = (route: RouteSpec) => `${route.method.toUpperCase()} ${route.path}`;
console.log(`§7 calls answered by the OpenAPI document: ${calls} of ${specCalls.size} (${percent(calls, specCalls.size)}); ${declared.size} calls declared in all`);
console.log(`§7 calls the renderer or the launcher makes: ${usedSpecCalls.length} of ${specCalls.size} (${percent(usedSpecCalls.length, specCalls.size)})`);
console.log(`§2 routes in the router: ${screens} of ${specRoutes.size} (${percent(screens, specRoutes.size)})`);
console.log(`\nMissing §7 calls (${missingCalls.length}):\n${missingCalls.map((call) => `  ${call}`).join('\n')}`);
console.log(`\nMissing §2 routes (${missingRoutes.length}):\n${missingRoutes.map((route) => `  ${route}`).join('\n')}`);
console.log(`\nDeclared calls nothing uses, on purpose (${explained.length}):`);
for (const route of explained) console.log(`  ${label(route)}${specCalls.has(keyOf(route)) ? ' (§7)' : ''}: ${UNUSED_ON_PURPOSE[keyOf(route)]}`);
console.log(`\nDeclared calls nothing uses, unexplained (${unexplained.length}):\n${unexplained.map((route) => `  ${label(route)}${specCalls.has(keyOf(route)) ? ' (§7)' : ''}`).join('\n')}`);
if (staleReasons.length > 0) console.log(`\nReasons for calls that are used or no longer declared (remove them): ${staleReasons.join(', ')}`);
