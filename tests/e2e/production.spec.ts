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

test.describe('production with its operator configured', () => {
  let installation: ExtraServer;
  test.beforeAll(async () => {
    installation = await startProduction({
      OPERATOR_NAME: 'Pixelwerk UG (haftungsbeschränkt)',
      OPERATOR_ADDRESS: 'Hafenstraße 3, 20457 Hamburg',
      OPERATOR_REPRESENTATIVE: 'Geschäftsführer: Malte Krüger',
      OPERATOR_EMAIL: 'hallo@pixelwerk.de',
      OPERATOR_PRIVACY_EMAIL: 'datenschutz@pixelwerk.de',
    });
  });
  test.afterAll(() => installation?.stop());

  test('the imprint and the privacy policy show the configured operator, links included', async ({ page, context }) => {
    await answerConsent(context, installation.origin);
    await page.goto(`${installation.origin}/impressum`);
    const imprint = page.getByTestId('legal-document');
    await expect(imprint).toContainText('Pixelwerk UG (haftungsbeschränkt)');
    await expect(imprint).toContainText('Hafenstraße 3, 20457 Hamburg');
    await expect(imprint.getByRole('link', { name: 'hallo@pixelwerk.de' }).first()).toHaveAttribute('href', 'mailto:hallo@pixelwerk.de');
    await expect(page.getByTestId('operator-notice')).toHaveCount(0);
    // Phone, register and VAT id are not configured here: marked, not invented.
    await expect(imprint.getByTestId('operator-missing').first()).toHaveText('nicht hinterlegt');
    await page.goto(`${installation.origin}/privacy?lang=en`);
    await expect(page.getByTestId('legal-document').getByRole('link', { name: 'datenschutz@pixelwerk.de' }).first()).toBeVisible();
  });
});
