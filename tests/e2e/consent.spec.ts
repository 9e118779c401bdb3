import { expect, test } from './support';

const HIDDEN_ON = ['/privacy', '/privacy/archive', '/terms', '/impressum', '/contact_us', '/settings/privacy'];

async function cookie(page: import('@playwright/test').Page, name: string) {
  return (await page.context().cookies()).find((entry) => entry.name === name)?.value;
}

test.describe('cookie consent banner', () => {
  test('shows while unanswered, not on the legal and cookie-settings routes', async ({ page }) => {
    await page.goto('/welcome');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    for (const path of HIDDEN_ON) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByTestId('cookie-banner'), path).toHaveCount(0);
    }
    await page.goto('/settings');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });

  test('"only necessary" stores the answer, reloads and hides the banner', async ({ page }) => {
    await page.goto('/welcome');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('consent-necessary').click()]);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await cookie(page, 'analytics_consent')).toBe('false');
    expect(await cookie(page, 'marketing_consent')).toBe('false');
    expect(await cookie(page, 'consent_version')).toBe('2025-09-06');
    const consentCookie = (await page.context().cookies()).find((entry) => entry.name === 'cookieConsent');
    // 365 days (give or take the test's own runtime).
    expect(consentCookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test('"accept all" sets every category', async ({ page }) => {
    await page.goto('/welcome');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('consent-accept-all').click()]);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await cookie(page, 'analytics_consent')).toBe('true');
    expect(await cookie(page, 'marketing_consent')).toBe('true');
    expect(await cookie(page, 'functional_cookies')).toBe('true');
  });

  test('"save selection" keeps exactly the ticked categories', async ({ page }) => {
    await page.goto('/welcome');
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'Einstellungen anpassen' }).click();
    await banner.getByLabel('Statistik', { exact: true }).check();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('consent-save').click()]);
    expect(await cookie(page, 'analytics_consent')).toBe('true');
    expect(await cookie(page, 'marketing_consent')).toBe('false');
    expect(await cookie(page, 'functional_cookies')).toBe('false');

    // The settings page shows the stored choice and can change it.
    await page.goto('/settings/privacy');
    await expect(page.getByTestId('consent-status')).toContainText('Gespeichert am');
    await expect(page.getByLabel('Statistik', { exact: true })).toBeChecked();
    await page.getByLabel('Statistik', { exact: true }).uncheck();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('settings-consent-save').click()]);
    expect(await cookie(page, 'analytics_consent')).toBe('false');
  });

  test('with Do Not Track the analytics opt-in checkbox appears', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' }));
    await page.goto('/welcome');
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'Einstellungen anpassen' }).click();
    const dnt = banner.getByTestId('consent-dnt');
    await expect(dnt).toBeVisible();
    await expect(dnt).toBeDisabled();
    await banner.getByLabel('Statistik', { exact: true }).check();
    await dnt.check();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('consent-save').click()]);
    expect(await cookie(page, 'analytics_dnt_override')).toBe('true');
  });

  test('without Do Not Track there is no opt-in checkbox', async ({ page }) => {
    await page.goto('/welcome');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Einstellungen anpassen' }).click();
    await expect(page.getByTestId('consent-dnt')).toHaveCount(0);
  });
});
