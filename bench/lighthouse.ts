// Lighthouse 12 in its default mobile mode (Moto G Power emulation, slow 4G, 4x CPU throttling) against a
// running server. Prints the category scores and the main metrics per page, and for pages with a goal (the React
// renderer's budget in docs/performance.md) the goal next to the median of the runs; asserts nothing.
//   CHROME_PATH=/usr/bin/chromium npx tsx bench/lighthouse.ts [baseUrl] [--pages /welcome,/privacy] [--login email] [--runs 5]
//   [--save dir] (each run's full report as JSON, to read the long tasks and the network waterfall)
// With --login the pages load signed in as that demo account (password spielraum-demo), for the screens behind
// the sign-in (/, /games); `/profile/me` in --pages stands for that account's own profile. Signed in as someone
// who comes back: the session is in the browser's cookie jar and one unmeasured visit first lets the app cache the
// user in localStorage (Lighthouse keeps cookies and localStorage between runs).
// The server must be running (for example: PORT=4873 DATA_DIR=/tmp/sr node --import tsx server/main.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import { login } from './support';

const valued = new Set(['--pages', '--login', '--runs', '--save']);
const positional = process.argv.slice(2).filter((value, index, all) => !value.startsWith('--') && !valued.has(all[index - 1]!));
const base = (positional[0] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:4873').replace(/\/$/, '');
const pagesIndex = process.argv.indexOf('--pages');
const loginIndex = process.argv.indexOf('--login');
const runsIndex = process.argv.indexOf('--runs');
const saveIndex = process.argv.indexOf('--save');
const saveDir = saveIndex > 0 ? process.argv[saveIndex + 1]! : null;
const runs = runsIndex > 0 ? Math.max(1, Number(process.argv[runsIndex + 1]) || 1) : 1;
const session = loginIndex > 0 ? await login(base, process.argv[loginIndex + 1]!) : null;
const ownId = session
  ? ((await (await fetch(`${base}/api/logged-in-user`, { headers: { Cookie: session.cookie } })).json()) as { id: number }).id
  : null;
const pages = (pagesIndex > 0 ? process.argv[pagesIndex + 1]!.split(',') : ['/welcome', '/privacy', '/contact_us']).map((page) =>
  ownId !== null && page === '/profile/me' ? `/profile/${ownId}` : page,
);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/**
 * One DevTools command on the browser itself. The session goes into the cookie jar rather than into Lighthouse's
 * extraHeaders: Chrome drops an extra Cookie header as soon as the jar holds a cookie for the site, and the app
 * writes one (the language) on its first load, so every later call ran signed out.
 */
async function browserCommand(method: string, params: Record<string, unknown>): Promise<unknown> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    socket.send(JSON.stringify({ id: 1, method, params }));
    const answer = await new Promise<{ result?: unknown; error?: { message: string } }>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result;
  } finally {
    socket.close();
  }
}

const percent = (score: number | null | undefined) => (score == null ? '  –' : String(Math.round(score * 100)).padStart(3));

/** Goals per page (category → minimum score out of 100). */
const GOALS: Record<string, Partial<Record<'performance' | 'accessibility', number>>> = {
  '/welcome': { performance: 90, accessibility: 100 },
  '/': { performance: 90, accessibility: 100 },
  '/games': { performance: 90, accessibility: 100 },
  '/profile': { performance: 90, accessibility: 100 },
};
const goalsOf = (page: string) => GOALS[page] ?? (page.startsWith('/profile/') ? GOALS['/profile'] : undefined) ?? {};
const goalLines: string[] = [];

try {
  if (session) {
    const cookies = session.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: `${base}/` };
    });
    await browserCommand('Storage.setCookies', { cookies });
    const { targetId } = (await browserCommand('Target.createTarget', { url: `${base}${pages[0] ?? '/'}` })) as { targetId: string };
    await new Promise((resolve) => setTimeout(resolve, 8000));
    await browserCommand('Target.closeTarget', { targetId });
  }
  console.log(`Lighthouse ${'12'} mobile against ${base}\n`);
  console.log(`${'page'.padEnd(16)} perf  a11y  best   seo   FCP      LCP      TBT     CLS    SI`);
  for (const page of pages) {
    const scores: Record<string, number[]> = { performance: [], accessibility: [] };
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`no result for ${page}`);
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(`${saveDir}/${page.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`, JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const metric = (id: string) => audits[id]?.displayValue?.replace(/\s/g, '') ?? '–';
      console.log(
        `${page.padEnd(16)} ${percent(categories.performance?.score)}   ${percent(categories.accessibility?.score)}   ${percent(
          categories['best-practices']?.score,
        )}   ${percent(categories.seo?.score)}   ${metric('first-contentful-paint').padEnd(8)} ${metric('largest-contentful-paint').padEnd(
          8,
        )} ${metric('total-blocking-time').padEnd(7)} ${metric('cumulative-layout-shift').padEnd(6)} ${metric('speed-index')}`,
      );
      const failed = Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            (result.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) ?? false),
        )
        .map((audit) => audit.id);
      if (failed.length > 0) console.log(`${''.padEnd(16)} accessibility audits below 90: ${failed.join(', ')}`);
      if (result.lhr.runtimeError) console.log(`${''.padEnd(16)} ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      for (const category of Object.keys(scores)) {
        const score = categories[category]?.score;
        if (score != null) scores[category]!.push(Math.round(score * 100));
      }
    }
    for (const [category, goal] of Object.entries(goalsOf(page))) {
      const sorted = [...(scores[category] ?? [])].sort((a, b) => a - b);
      const value = sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)]!;
      const verdict = value === null ? 'no score' : value >= goal ? 'met' : `missed by ${goal - value}`;
      const spread = sorted.length > 1 ? `  (runs ${sorted.join(', ')})` : '';
      goalLines.push(`${page.padEnd(16)} ${category.padEnd(14)} ${String(value ?? '–').padStart(3)}  goal ≥ ${goal}  ${verdict}${spread}`);
    }
  }
  if (goalLines.length > 0) console.log(`\nGoals (median of ${runs} run${runs === 1 ? '' : 's'})\n${goalLines.join('\n')}`);
} finally {
  chrome.kill();
}
