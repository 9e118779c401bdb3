import { DEMO, DEMO_PASSWORD, expect, loginViaApi, registerViaApi, test } from './support';

test.describe('language and appearance', () => {
  test('the header switches the language, <html lang> follows and the choice survives a reload', async ({
    consented: page,
  }) => {
    await page.goto('/welcome');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dein Spielraum.');

    await page.getByTestId('language-menu').getByRole('button').click();
    await page.getByTestId('language-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your Spielraum.');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your Spielraum.');
  });

  test('Arabic turns the page right-to-left', async ({ consented: page }) => {
    await page.goto('/settings');
    await page.getByTestId('language-select').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Logical properties mirror the layout: the brand sits on the right.
    const brand = await page.getByTestId('brand').boundingBox();
    const viewport = page.viewportSize()!;
    expect(brand!.x).toBeGreaterThan(viewport.width / 2);

    await page.getByTestId('language-select').selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('Chinese browser codes map to zhCN / zhTW', async ({ browser, baseURL }) => {
    for (const [locale, lang] of [
      ['zh-TW', 'zh-TW'],
      ['zh-CN', 'zh-CN'],
      ['pt-BR', 'pt'],
      ['it-IT', 'en'],
    ] as const) {
      const context = await browser.newContext({ locale, baseURL });
      const page = await context.newPage();
      await page.goto('/welcome');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    }
  });

  test('the appearance switch sets the theme; 0 follows the system preference', async ({ consented: page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/welcome');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByTestId('appearance-menu').getByRole('button').click();
    await page.getByTestId('appearance-1').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 15, 23)');

    await page.getByTestId('appearance-menu').getByRole('button').click();
    await page.getByTestId('appearance-2').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByTestId('appearance-menu').getByRole('button').click();
    await page.getByTestId('appearance-0').click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a logged-in user’s language and appearance are saved on the account', async ({ browser, baseURL }) => {
    const first = await browser.newContext({ baseURL, locale: 'de-DE' });
    const account = await registerViaApi(first);
    const page = await first.newPage();
    await page.goto('/settings/konto');
    await page.getByTestId('appearance-option-1').check();
    await page.getByTestId('language-select').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Wait for both saves to reach the server.
    await expect
      .poll(async () => {
        const response = await first.request.get('/api/logged-in-user');
        const user = (await response.json()) as { apperance: number; language: string };
        return `${user.apperance}/${user.language}`;
      })
      .toBe('1/fr');
    await first.close();

    // A fresh browser (nothing in localStorage) picks both up after login.
    const second = await browser.newContext({ baseURL, locale: 'de-DE', colorScheme: 'light' });
    await loginViaApi(second, account.email, account.password);
    const again = await second.newPage();
    await again.goto('/');
    await expect(again.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(again.locator('html')).toHaveAttribute('data-theme', 'dark');
    await second.close();
  });

  test('demo users keep their server-side settings', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    await loginViaApi(context, DEMO.paul, DEMO_PASSWORD);
    const page = await context.newPage();
    await page.goto('/');
    // Paul's account language is German even though the browser prefers English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });
});
