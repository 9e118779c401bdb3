// npm run bench: the request path's table (bench/api.ts: every hot call beside the raw and the lean reference, SQLite
// and PostgreSQL + Redis). With --all or --only, the other server benchmarks too, one after another, each in its
// own process (so one's server, caches and garbage do not weigh on the next). Prints; asserts nothing.
//   npm run bench [-- --all | --only api,feed]   (names: the files under bench/ without .ts; other arguments go to each)
// first-load.ts (needs `npm run build`) and lighthouse.ts (needs a running server and Chromium) are run on their own.
import { spawnSync } from 'node:child_process';

const ALL = ['api', 'games', 'feed', 'people', 'boostz', 'realtime'] as const;

const onlyIndex = process.argv.indexOf('--only');
const chosen = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',').filter(Boolean) : process.argv.includes('--all') ? [...ALL] : ['api'];
const passed = process.argv.slice(2).filter((arg, index, args) => arg !== '--all' && arg !== '--only' && args[index - 1] !== '--only');
const unknown = chosen.filter((name) => !(ALL as readonly string[]).includes(name));
if (unknown.length > 0 || chosen.length === 0) {
  console.error(`Unbekannter Benchmark: ${unknown.join(', ') || '(keiner angegeben)'}. Vorhanden: ${ALL.join(', ')}`);
  process.exit(2);
}

const failed: string[] = [];
for (const name of chosen) {
  console.log(`\n=== bench/${name}.ts ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`, ...passed], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(`${name} (exit ${result.status ?? result.signal})`);
}
if (failed.length > 0) {
  console.error(`\nAbgebrochen: ${failed.join(', ')}`);
  process.exit(1);
}
