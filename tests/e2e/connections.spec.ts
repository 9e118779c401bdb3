import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from './support';

// Linked gaming accounts (issue 11): a player links Steam on /settings/connections; a custom address is
// explained in German; an admin sees the figure on /dev/gaming-services.

test('link a Steam account and see it counted', async ({ browser, consented: page }) => {
  await loginViaApi(page.context(), DEMO.paul);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Verbundene Konten' }).first().click();
  await expect(page).toHaveURL(/\/settings\/connections$/);
  await page.getByTestId('steam-input').fill('https://steamcommunity.com/id/pixelpaul');
  await page.getByTestId('steam-link').click();
  await expect(page.getByText('Eigene Steam-Adressen (…/id/name) lassen sich ohne Steam nicht auflösen.', { exact: false }).first()).toBeVisible();
  await page.getByTestId('steam-input').fill('76561198012345678');
  await page.getByTestId('steam-link').click();
  await expect(page.getByTestId('steam-linked')).toContainText('76561198012345678');
  await expect(page.getByTestId('roblox-connection')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'connections');

  const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await loginViaApi(adminContext, DEMO.admin);
  const admin = await adminContext.newPage();
  await admin.goto('/dev/gaming-services');
  await expect(admin.getByRole('row', { name: /Steam/ })).toContainText('1');
  await adminContext.close();
});
