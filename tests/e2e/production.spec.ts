// A production installation as people meet it. The suite's server runs in test mode; here a second real server
// runs with NODE_ENV=production, once with PAYMENTS_SANDBOX=true (every page says "Testmodus") and once without a
// payment provider (the boostz page says nothing can be bought, and its buttons do nothing).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { answerConsent, DEMO, DEMO_PASSWORD, expect, test } from './support';

interface Installation {
  origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startProduction(env: Record<string, string>): Promise<Installation> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spielraum-e2e-production-'));
  const app: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The demo accounts to sign in with; production seeds them only when asked.
      SEED_DEMO_DATA: 'true',
      SEED_DEMO_VIDEOS: 'false',
      LOG_REQUESTS: 'false',
      RATE_LIMIT_SCALE: '50',
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect.poll(() => fetch(`${origin}/api/health-check`).then((answer) => answer.status, () => 0), { timeout: 60_000 }).toBe(200);
  return {
    origin,
    async stop() {
      if (app.exitCode === null) {
        const exited = new Promise((resolve) => app.once('exit', resolve));
        app.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(context: BrowserContext, origin: string, email: string) {
  await context.request.get(`${origin}/sanctum/csrf-cookie`);
  const token = (await context.cookies(origin)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await context.request.post(`${origin}/login`, {
    data: { email, password: DEMO_PASSWORD, remember: false },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe('production with the test checkout (PAYMENTS_SANDBOX=true)', () => {
  let installation: Installation;
  test.beforeAll(async () => {
    installation = await startProduction({ PAYMENTS_SANDBOX: 'true' });
  });
  test.afterAll(() => installation?.stop());

  test('every page says “Testmodus” in the header, and it leads to the boostz page', async ({ page, context }) => {
    await answerConsent(context, installation.origin);
    for (const address of ['/welcome', '/games', '/leaderboard']) {
      await page.goto(`${installation.origin}${address}`);
      const notice = page.getByTestId('sandbox-notice');
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText('Testmodus');
      await expect(notice).toHaveAccessibleName('Testmodus: Käufe werden nur simuliert, es wird kein echtes Geld abgebucht.');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('sandbox-notice')).toBeVisible();
    await page.getByTestId('sandbox-notice').click();
    await expect(page).toHaveURL(/\/boostz$/);
    await expect(page.getByTestId('test-mode')).toBeVisible();
  });
});

test.describe('production without a payment provider', () => {
  let installation: Installation;
  test.beforeAll(async () => {
    installation = await startProduction({});
  });
  test.afterAll(() => installation?.stop());

  test('the boostz page says why nothing can be bought, and no page claims a test mode', async ({ page, context }) => {
    await answerConsent(context, installation.origin);
    await signIn(context, installation.origin, DEMO.mia);
    let checkouts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-checkout-session')) checkouts += 1;
    });
    await page.goto(`${installation.origin}/boostz`);
    await expect(page.getByTestId('payments-off')).toContainText('Käufe sind hier gerade nicht möglich');
    await expect(page.getByTestId('test-mode')).toHaveCount(0);
    await expect(page.getByTestId('sandbox-notice')).toHaveCount(0);
    const buy = page.getByTestId('pack-pack-500').getByRole('button');
    await expect(buy).toBeDisabled();
    await expect(page.getByTestId('plan-plus').getByRole('button')).toBeDisabled();
    expect(checkouts).toBe(0);
  });
});
