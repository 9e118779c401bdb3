// How much of the product spec the code answers: the §7 calls found in the OpenAPI document (built from
// the same declarations the server mounts) and the §2 routes found in the renderer's route table.
// A figure for the README, not a test.   npm run spec:coverage
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { allRoutes } from '../common/contract/index';

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
console.log(`§7 calls answered by the OpenAPI document: ${calls} of ${specCalls.size} (${percent(calls, specCalls.size)}); ${declared.size} calls declared in all`);
console.log(`§2 routes in the router: ${screens} of ${specRoutes.size} (${percent(screens, specRoutes.size)})`);
console.log(`\nMissing §7 calls (${missingCalls.length}):\n${missingCalls.map((call) => `  ${call}`).join('\n')}`);
console.log(`\nMissing §2 routes (${missingRoutes.length}):\n${missingRoutes.map((route) => `  ${route}`).join('\n')}`);
