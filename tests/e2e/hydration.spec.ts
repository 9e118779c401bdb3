import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, ConsoleMessage } from '@playwright/test';
import { expect, registerViaApi, test } from './support';

// Every prerendered page (scripts/prerender.ts) in every interface language hydrates in place: React takes over
// the build's HTML without a mismatch. React reports a mismatch of text or structure through onRecoverableError,
// which renderer/main.tsx writes to the console (a production build names the error by number: #418 text,
// #419–#425 the rest). A mismatch of attributes only React's development runtime reports (a production build
// keeps the server's attribute silently: an id from useId that differs breaks every label and aria reference
// to it), so the pages are checked twice: in the built app the suite serves, and in a development build of it.

interface PrerenderManifest {
  languages: string[];
  pages: { path: string; query: string; files: Record<string, string> }[];
}

const manifest = JSON.parse(readFileSync(path.resolve('dist/renderer/_prerendered/manifest.json'), 'utf8')) as PrerenderManifest;

const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)|did not match|didn't match/i;

/** What <html lang> says for one of our languages (renderer/i18n/languages.ts, toBcp47). */
const bcp47 = (language: string) => ({ zhCN: 'zh-CN', zhTW: 'zh-TW' })[language] ?? language;

/** Loads every prerendered page in `language` from `origin` and fails on any sign of a hydration mismatch. */
async function checkEveryPage(browser: Browser, origin: string, language: string): Promise<void> {
  // A first visit from a browser set to that language: the server picks the variant by Accept-Language, the app
  // by navigator.languages.
  const context = await browser.newContext({ baseURL: origin, locale: bcp47(language) });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    let current = '';
    page.on('console', (message: ConsoleMessage) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
        problems.push(`${current}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message)) problems.push(`${current}: ${error.message}`);
    });
    // The first element of the prerendered markup: hydration keeps the node, a render in the browser replaces it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('#root > *');
      });
    });

    for (const { path: pagePath, query } of manifest.pages) {
      current = `${pagePath}${query}`;
      const response = await page.goto(current);
      expect(response?.status(), current).toBe(200);
      await expect(page.locator('html'), current).toHaveAttribute('lang', bcp47(language));
      await expect(page.locator(`#root[data-prerendered="${language}"]`), current).toHaveAttribute('data-hydrated', 'true');
      expect(problems).toEqual([]);
      const kept = await page.evaluate(
        () => (window as unknown as { prerendered: Element | null }).prerendered === document.querySelector('#root > *'),
      );
      expect(kept, `${current}: the prerendered markup was replaced instead of hydrated`).toBe(true);
    }
  } finally {
    await context.close();
  }
}

test.describe('the built app', () => {
  for (const language of manifest.languages) {
    test(`every prerendered page hydrates without a mismatch in ${language}`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      await checkEveryPage(browser, baseURL!, language);
    });
  }
});

// Signed-in pages are rendered per request from the visitor's own data (server/http/renderer.ts, in a worker) and
// hydrated with the same data: the account's language, its session, the page's reads.
const SIGNED_IN_PAGES = ['/', '/games', '/explore', '/profile/3', '/game/1', '/post/1'];

test.describe('signed-in pages rendered on the server', () => {
  for (const language of ['de', 'en', 'ar']) {
    test(`hydrate without a mismatch in ${language}`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      // The account's language wins over the browser's.
      const context = await browser.newContext({ baseURL, locale: language === 'de' ? 'en' : 'de' });
      try {
        await registerViaApi(context, { language });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message: ConsoleMessage) => {
          if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
            problems.push(`${page.url()}: ${message.text()}`);
          }
        });
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('#root > *');
          });
        });
        for (const address of SIGNED_IN_PAGES) {
          // A render that is not ready in time (the worker still loading the page's code) is left to the browser:
          // ask until the server renders this page, as it does once warm.
          await expect
            .poll(async () => (await context.request.get(address)).text(), { timeout: 60_000, message: address })
            .toContain('data-signed-in="true"');
          let rendered = false;
          for (let attempt = 0; attempt < 5 && !rendered; attempt += 1) {
            await page.goto(address);
            rendered = (await page.locator('#root[data-signed-in="true"]').count()) === 1;
          }
          expect(rendered, `${address} was rendered on the server`).toBe(true);
          await expect(page.locator('html'), address).toHaveAttribute('lang', bcp47(language));
          await expect
            .poll(async () => problems.length > 0 || (await page.locator('#root').getAttribute('data-hydrated')) === 'true', { message: address })
            .toBe(true);
          expect(problems).toEqual([]);
          await expect(page.locator(`#root[data-prerendered="${language}"]`), address).toHaveAttribute('data-hydrated', 'true');
          const kept = await page.evaluate(
            () => (window as unknown as { prerendered: Element | null }).prerendered === document.querySelector('#root > *'),
          );
          expect(kept, `${address}: the server's markup was replaced instead of hydrated`).toBe(true);
          // The header is the account's from the first paint, not a visitor's.
          await expect(page.getByTestId('account-menu'), address).toBeVisible();
        }
      } finally {
        await context.close();
      }
    });
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the development build's server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health-check`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the development build's server did not start at ${origin}`);
}

test.describe('a development build (React reports attribute mismatches there)', () => {
  let work = '';
  let server: ChildProcess | null = null;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    work = mkdtempSync(path.join(tmpdir(), 'spielraum-dev-build-'));
    const out = path.join(work, 'renderer');
    // NODE_ENV=development: React's development runtime in the bundle and in the prerender, StrictMode on.
    const env = { ...process.env, NODE_ENV: 'development' };
    execFileSync('npx', ['vite', 'build', '--mode', 'development', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], { env, stdio: 'inherit' });
    execFileSync('npx', ['tsx', 'scripts/prerender.ts', out], { env, stdio: 'inherit' });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: path.join(work, 'data'),
        STATIC_DIR: out,
        NODE_ENV: 'test',
        SEED_DEMO_DATA: 'false',
        LOG_REQUESTS: 'false',
      },
      stdio: 'ignore',
    });
    await waitForHealth(origin, server);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill();
      await exited;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  for (const language of manifest.languages) {
    test(`every prerendered page hydrates without a mismatch in ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      await checkEveryPage(browser, origin, language);
    });
  }
});
