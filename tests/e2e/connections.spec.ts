import { startFakeSteamOp } from '../integration/support/steam-openid';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from './support';

// Linked gaming accounts: a player types a Steam id on /settings/connections and sees it marked
// "Nicht bestätigt" (here and on the profile), confirms it through Steam's sign-in (a local OpenID provider
// standing in for Steam, on the port playwright.config.ts points STEAM_OPENID_URL at); a custom address and a
// cancelled sign-in are explained in German; an admin sees the figures on /dev/gaming-services.

test('link a Steam account by hand, confirm it through Steam and see it counted', async ({ browser, consented: page }) => {
  const op = await startFakeSteamOp({ port: Number(process.env.E2E_STEAM_OP_PORT) });
  try {
    await loginViaApi(page.context(), DEMO.paul);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Verbundene Konten' }).first().click();
    await expect(page).toHaveURL(/\/settings\/connections$/);
    await expect(page.getByRole('link', { name: 'Mit Steam verbinden' })).toBeVisible();

    await page.getByTestId('steam-input').fill('https://steamcommunity.com/id/pixelpaul');
    await page.getByTestId('steam-link').click();
    await expect(page.getByText('Eigene Steam-Adressen (…/id/name) lassen sich ohne Steam nicht auflösen.', { exact: false }).first()).toBeVisible();
    await page.getByTestId('steam-input').fill('76561198012345678');
    await page.getByTestId('steam-link').click();
    await expect(page.getByTestId('steam-linked')).toContainText('76561198012345678');
    await expect(page.getByTestId('steam-unverified')).toHaveText('Nicht bestätigt');
    await expect(page.getByTestId('steam-unverified-hint')).toContainText('Steam hat sie nicht bestätigt');
    await expect(page.getByTestId('roblox-connection')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'connections');

    // Cancelling on Steam's page changes nothing and says so.
    await page.getByRole('link', { name: 'Mit Steam bestätigen' }).click();
    await expect(page).toHaveURL(/\/settings\/connections$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Du hast die Anmeldung bei Steam abgebrochen.' })).toBeVisible();
    await expect(page.getByTestId('steam-unverified')).toBeVisible();

    const paulId = (await (await page.context().request.get('/api/logged-in-user')).json()).id as number;
    await page.goto(`/profile/${paulId}`);
    await expect(page.getByTestId('profile-steam-unverified')).toHaveText('nicht bestätigt');

    op.signedIn = '76561198012345678';
    await page.goto('/settings/connections');
    await page.getByRole('link', { name: 'Mit Steam bestätigen' }).click();
    await expect(page).toHaveURL(/\/settings\/connections$/);
    await expect(page.getByRole('status').filter({ hasText: 'Steam hat bestätigt, dass dir dieses Konto gehört.' })).toBeVisible();
    await expect(page.getByTestId('steam-verified')).toHaveText('Bestätigt');
    await expect(page.getByTestId('steam-unverified')).toHaveCount(0);
    await page.goto(`/profile/${paulId}`);
    await expect(page.getByTestId('profile-steam-verified')).toHaveText('von Steam bestätigt');

    const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await loginViaApi(adminContext, DEMO.admin);
    const admin = await adminContext.newPage();
    await admin.goto('/dev/gaming-services');
    const row = (name: string) => admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name, exact: true }) });
    await expect(row('Steam')).toContainText('1');
    await expect(row('Steam (bestätigt)')).toContainText('1');
    await adminContext.close();
  } finally {
    await op.close();
  }
});
