// The games figures: the real server on a freshly seeded install (the 30-game catalogue, demo
// favourites, ratings, updates and giveaways) and, in the same run, a raw node:http hello server as baseline.
// Measures GET /api/games (a catalogue page, visitor) and GET /api/play-dashboard signed in, from the per-person
// cache and computed afresh (cache=false). Prints figures and the goals met or missed; asserts nothing.
//   npm run bench:games [-- --duration 8]
// Goals: catalogue page ≥ 0.3× raw, cached dashboard ≥ 0.2× raw.
// Figures of earlier runs, and how the benches run: docs/performance.md.
import autocannon from 'autocannon';
import { argValue, type CaseGoal, login, randomPort, runCase, startAppServer, startRawServer, stopProcess } from './support';

const duration = argValue('duration', 8);
const CONNECTIONS = 10;

const rawPort = randomPort();
const raw = await startRawServer(rawPort);
const baseline = (
  await runCase(`raw node:http hello (baseline, ${CONNECTIONS} conn.)`, { url: `http://127.0.0.1:${rawPort}/`, connections: CONNECTIONS, duration }, 0)
).perSecond;
await stopProcess(raw);

const server = await startAppServer({ DATABASE_URL: '', REDIS_URL: '', RATE_LIMIT_SCALE: '1000000', SEED_DEMO_VIDEOS: '0' });
try {
  const { origin } = server;
  const session = await login(origin);
  const cases: { title: string; path: string; signedIn: boolean; goal?: CaseGoal }[] = [
    { title: 'GET /api/games (page 1, visitor)', path: '/api/games', signedIn: false, goal: { ratio: 0.3 } },
    { title: 'GET /api/games?category&sort (visitor)', path: '/api/games?category=rennspiel&sort=rating', signedIn: false },
    { title: 'GET /api/play-dashboard (cached)', path: '/api/play-dashboard', signedIn: true, goal: { ratio: 0.2 } },
    { title: 'GET /api/play-dashboard?cache=false', path: '/api/play-dashboard?cache=false', signedIn: true },
  ];
  const results = [];
  for (const [index, entry] of cases.entries()) {
    const options: autocannon.Options = {
      url: `${origin}${entry.path}`,
      connections: CONNECTIONS,
      headers: { Accept: 'application/json', ...(entry.signedIn ? { Cookie: session.cookie } : {}) },
    };
    if (index === 0) await autocannon({ ...options, duration: 3 });
    results.push([entry.title, await runCase(entry.title, { ...options, duration }, baseline, entry.goal)] as const);
  }
  const goals = results.filter(([, result]) => result.met !== null).map(([title, result]) => `${title.split(' (')[0]} ${result.met ? 'met' : 'MISSED'}`);
  console.log(`  goals: ${goals.join(', ')}`);
} finally {
  await server.stop();
}
