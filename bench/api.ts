// Throughput of the API on one core-pair machine: starts the real server on a fresh SQLite file and, in
// the same run, a raw node:http hello server as the baseline, drives both with autocannon on loopback and
// prints every case as a ratio to the baseline. Prints figures; asserts nothing.
//   npx tsx bench/api.ts [--duration 10]
//   DATABASE_URL=postgres://… [REDIS_URL=redis://…] npx tsx bench/api.ts   (also runs the cases on PostgreSQL)
//   npx tsx bench/api.ts --postgres   (starts a throwaway PostgreSQL and Redis for that)
// Goals: a signed-in read at least 0.25× the raw server, the health check at least 0.5×.
// Figures of earlier runs, and how the benches run: docs/performance.md.
import os from 'node:os';
import autocannon from 'autocannon';
import { argValue, benchDatabases, login, randomPort, runCase, startAppServer, startRawServer, stopProcess } from './support';

const duration = argValue('duration', 8);
let baseline = 0;

/** One suite of cases against the real server on one database; the SQLite file is new, PostgreSQL is reseeded if empty. */
async function runSuite(label: string, env: Record<string, string>): Promise<void> {
  const server = await startAppServer(env);
  const { origin } = server;
  try {
    const { cookie } = await login(origin);
    console.log(`\n${label}`);
    // Warm the app's JIT before its first measured case, as the baseline's trivial handler needs none.
    await autocannon({ connections: 20, duration: 2, url: `${origin}/api/logged-in-user`, headers: { Cookie: cookie } });
    await runCase('GET /api/health-check', { url: `${origin}/api/health-check`, duration }, baseline, { ratio: 0.5 });
    await runCase('GET /api/games (visitor)', { url: `${origin}/api/games`, duration }, baseline);
    await runCase(
      'GET /api/logged-in-user (session)',
      { url: `${origin}/api/logged-in-user`, headers: { Cookie: cookie }, duration },
      baseline,
      { ratio: 0.25 },
    );
    await runCase(
      'GET /api/gaming-goals/wellbeing-stats',
      { url: `${origin}/api/gaming-goals/wellbeing-stats`, headers: { Cookie: cookie }, duration },
      baseline,
    );
    const memory = await fetch(`${origin}/api/health-check`);
    if (!memory.ok) throw new Error('server unhealthy after the run');
  } finally {
    await server.stop();
  }
}

console.log(`API benchmark, ${duration} s per case, 20 connections, ${os.cpus().length} cores, Node ${process.version}`);
const rawPort = randomPort() + 1000;
const raw = await startRawServer(rawPort);
baseline = (await runCase('raw node:http hello (baseline)', { url: `http://127.0.0.1:${rawPort}/`, duration }, 0)).perSecond;
await stopProcess(raw);

const databases = await benchDatabases();
try {
  await runSuite('SQLite (embedded default)', { DATABASE_URL: '', REDIS_URL: '' });
  if (databases.databaseUrl) {
    await runSuite(`PostgreSQL${databases.redisUrl ? ' + Redis' : ''}`, {
      DATABASE_URL: databases.databaseUrl,
      REDIS_URL: databases.redisUrl ?? '',
    });
  }
} finally {
  await databases.stop();
}
