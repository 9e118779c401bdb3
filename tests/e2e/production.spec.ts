// A production installation as people meet it. The suite's server runs in test mode; here a second real server
// runs with NODE_ENV=production, once with PAYMENTS_SANDBOX=true (every page says "Testmodus") and once without a
// payment provider (the boostz page says nothing can be bought, and its buttons do nothing).
import type { BrowserContext } from '@playwright/test';
import { answerConsent, DEMO, DEMO_PASSWORD, type ExtraServer, expect, startExtraServer, test } from './support';

/** Production with the demo accounts to sign in with (production seeds them only when asked). */
function startProduction(env: Record<string, string>): Promise<ExtraServer> {
  return startExtraServer('production', { NODE_ENV: 'production', SEED_DEMO_DATA: 'true', LOGIN_RATE_LIMIT: '1000', ...env });
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
  let installation: ExtraServer;
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
  let installation: ExtraServer;
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
