import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { type Browser, type BrowserContext, expect, type Page, test as base } from '@playwright/test';
import { simpleParser } from 'mailparser';

export const DEMO_PASSWORD = 'spielraum-demo';
export const DEMO = {
  admin: 'admin@spielraum.example',
  creator: 'creator@spielraum.example',
  mia: 'mia@spielraum.example',
  paul: 'paul@spielraum.example',
} as const;

const CONSENT_VERSION = '2025-09-06';

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

let sequence = 0;
/** A unique, valid e-mail address for a new account. */
export function uniqueEmail(label = 'spieler'): string {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}${sequence}@example.org`;
}

/** Stores a consent answer as the banner would, so pages open without the banner. */
export async function answerConsent(context: BrowserContext, baseURL: string, analytics = false): Promise<void> {
  const record = {
    necessary: true,
    functional: analytics,
    analytics,
    marketing: false,
    dntOverride: false,
    timestamp: Date.now(),
  };
  const url = new URL(baseURL);
  await context.addCookies(
    [
      ['cookieConsent', encodeURIComponent(JSON.stringify(record))],
      ['cookieAccepted', 'true'],
      ['consent_version', CONSENT_VERSION],
      ['analytics_consent', String(analytics)],
      ['marketing_consent', 'false'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: url.hostname, path: '/' })),
  );
}

/** Calls the API with the browser context's cookies (and its CSRF token), as the app would. */
export async function apiCall(context: BrowserContext, method: 'POST' | 'PATCH', url: string, data: unknown) {
  await context.request.get('/sanctum/csrf-cookie');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return context.request.fetch(url, {
    method,
    data: data as Record<string, unknown>,
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(token),
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    },
  });
}

/** Creates an account through the API; the context is logged in as it afterwards. */
export async function registerViaApi(
  context: BrowserContext,
  input: { email?: string; name?: string; password?: string; language?: string } = {},
) {
  const email = input.email ?? uniqueEmail();
  const name = input.name ?? `Tester${Math.floor(Math.random() * 1e6)}`;
  const password = input.password ?? 'geheim-und-lang';
  const response = await apiCall(context, 'POST', '/auth/register', {
    name,
    email,
    password,
    password_confirmation: password,
    language: input.language ?? 'de',
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, name, password };
}

/** Logs the context in through the API. */
export async function loginViaApi(context: BrowserContext, email: string, password = DEMO_PASSWORD) {
  const response = await apiCall(context, 'POST', '/login', { email, password, remember: false });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * After an API login the browser has the session cookie but not yet the cached login records, and spec §2 sends
 * "/" to /welcome until one of them exists: one page load restores the session and writes them.
 */
export async function arriveLoggedIn(page: Page): Promise<void> {
  await page.goto('/welcome');
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'user');
}

/** Waits for the newest mail to `to` in DATA_DIR/outbox and returns its text. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<{ subject: string; text: string }> {
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((file) => file.endsWith('.eml'))
        .sort((a, b) => statSync(path.join(outbox, b)).mtimeMs - statSync(path.join(outbox, a)).mtimeMs);
    } catch {
      files = [];
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(outbox, file)));
      const recipients = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((entry) =>
        entry.value.map((address) => address.address?.toLowerCase()),
      );
      if (recipients.includes(to.toLowerCase())) return { subject: mail.subject ?? '', text: mail.text ?? '' };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} in ${outbox}`);
}

/** The link of the verification mail (its path contains "verify"). */
export function verificationLinkIn(text: string): string {
  const link = text.match(/https?:\/\/\S*verify\S*/)?.[0];
  if (!link) throw new Error(`No verification link in:\n${text}`);
  return link;
}

/** Runs axe and fails on serious or critical violations, listing them readably. */
/** The axe rules whose result depends on colours: all a second theme of an already checked page can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, injected once per document (and into every frame, so frames are checked too).
 * Our own few lines instead of @axe-core/playwright: its analyze() injects the whole source again and opens a
 * new page for every check, several times slower per check (docs/performance.md, test and check run times).
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // A frame that goes away meanwhile is simply not checked.
    const injected = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!injected) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  return page.evaluate((runOptions) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, runOptions), options);
}

export async function expectNoSeriousA11yViolations(page: Page, label: string, options: { onlyRules?: string[] } = {}): Promise<void> {
  const settle = () =>
    // Measure colours after entry animations (a fading step would report its half-transparent text).
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    );
  const seriousViolations = async () => {
    await settle();
    const results = await runAxe(page, {
      runOnly: options.onlyRules ? { type: 'rule', values: options.onlyRules } : { type: 'tag', values: AXE_TAGS },
      resultTypes: ['violations'],
    });
    return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  };
  let serious = await seriousViolations();
  // Something that mounts late (the verification banner after the session loads) may have been caught mid fade-in:
  // a colour finding is measured once more after its animation; a real one stays.
  if (serious.some((violation) => violation.id === 'color-contrast')) {
    await page.waitForTimeout(600);
    serious = await seriousViolations();
  }
  const report = serious
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} – ${node.failureSummary?.split('\n').join(' ')}`)
          .join('\n')}`,
    )
    .join('\n');
  expect(serious, `${label}\n${report}`).toEqual([]);
}

/** The overlay's step content; each step change takes ~900 ms during which input is ignored. */
export function overlay(page: Page) {
  return page.getByTestId('auth-overlay');
}

export async function openSignIn(page: Page): Promise<void> {
  await page.getByTestId('sign-in-button').first().click();
  await expect(overlay(page)).toBeVisible();
}

/** Logs in through the overlay from step 0 (the page reloads afterwards). */
export async function logInThroughOverlay(page: Page, email: string, password: string): Promise<void> {
  await openSignIn(page);
  await overlay(page).getByTestId('auth-email').click();
  await overlay(page).getByTestId('auth-email-input').fill(email);
  await overlay(page).getByTestId('auth-next').click();
  await expect(overlay(page).getByTestId('auth-password-input')).toBeVisible();
  await overlay(page).getByTestId('auth-password-input').fill(password);
  await Promise.all([page.waitForEvent('load'), overlay(page).getByTestId('auth-next').click()]);
}

/** A second real server (server/main.ts) beside the suite's, for what needs another configuration. */
export interface ExtraServer {
  origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = (probe.address() as AddressInfo);
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built site on a free port with its own empty data directory, on SQLite and local files, with `env`
 * over the defaults (test mode, no demo data, no clips, no request log), and waits until it answers.
 */
export async function startExtraServer(name: string, env: Record<string, string>): Promise<ExtraServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const extraDataDir = mkdtempSync(path.join(tmpdir(), `spielraum-e2e-${name}-`));
  const app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: extraDataDir,
      PUBLIC_URL: origin,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO_DATA: 'false',
      SEED_DEMO_VIDEOS: 'false',
      LOG_REQUESTS: 'false',
      RATE_LIMIT_SCALE: '50',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect.poll(() => fetch(`${origin}/api/health-check`).then((answer) => answer.status, () => 0), { timeout: 60_000 }).toBe(200);
  return {
    origin,
    async stop() {
      if (app.exitCode === null && app.signalCode === null) {
        const exited = new Promise((resolve) => app.once('exit', resolve));
        app.kill('SIGTERM');
        await exited;
      }
      rmSync(extraDataDir, { recursive: true, force: true });
    },
  };
}

export interface Fixtures {
  /** A page whose context already answered the cookie banner. */
  consented: Page;
}

/**
 * A signed-in page the server rendered is on screen before the app has hydrated it (server/http/renderer.ts):
 * clicks on buttons then are replayed once it has (/start-app.js), but keys and typing are not. A person waits
 * the moment it takes; the tests wait for the app too, after every navigation of the page.
 */
async function untilInteractive(page: Page): Promise<void> {
  const serverRendered = await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        return !root?.dataset.signedIn ? 'no' : root.dataset.hydrated === 'true' ? 'yes' : false;
      },
      undefined,
      { timeout: 15_000 },
    )
    .then((answer) => answer.jsonValue())
    .catch(() => 'no');
  // Parts whose code loads only now (a lazy comments panel) hydrate when it has arrived: until then typing
  // into them is lost.
  if (serverRendered === 'yes') await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

const patched = new WeakSet<Page>();

/** Every navigation of `page` waits until a server-rendered page is interactive (untilInteractive). */
function waitAfterNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilInteractive(page);
    return response;
  };
}

export const test = base.extend<Fixtures, { browser: Browser }>({
  // Pages of contexts a test opens itself (a second person, another language) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on('page', waitAfterNavigation);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    waitAfterNavigation(page);
    await use(page);
  },
  consented: async ({ page, context, baseURL }, use) => {
    await answerConsent(context, baseURL!);
    await use(page);
  },
});

export { expect };
