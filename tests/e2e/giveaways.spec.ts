import { apiCall, DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from './support';

// Giveaways: a player enters a running giveaway, an admin ends and draws it at once ("the test
// clock"), the result shows with its audit, and the browser re-runs the draw from the published seed; a creator
// starts a giveaway for their own game.

test.describe('giveaways', () => {
  test('with the giveaway flag off, its pages are a 404 like its calls', async ({ browser, consented: page }) => {
    const admin = await browser.newContext();
    await loginViaApi(admin, DEMO.admin);
    const set = (enabledForAll: boolean, rolloutPercentage: number) =>
      apiCall(admin, 'PATCH', '/api/admin/feature-flags/giveaway_system_feature', { enabledForAll, rolloutPercentage });
    expect((await set(false, 0)).status()).toBe(200);
    try {
      for (const address of ['/giveaways', '/my-entries', '/my-giveaways']) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Seite nicht gefunden');
      }
    } finally {
      expect((await set(true, 100)).status()).toBe(200);
      await admin.close();
    }
    await page.goto('/giveaways');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Seite nicht gefunden');
  });


  test('enter, draw now, see the result and check the draw', async ({ browser, consented: page }) => {
    await loginViaApi(page.context(), DEMO.mia);
    await page.goto('/giveaways');
    const card = page.getByTestId('giveaway-card').filter({ hasText: 'Signiertes Neonraster-Poster' });
    await expect(card.getByTestId('giveaway-remaining')).toContainText('endet in');
    await card.getByTestId('giveaway-enter').click();
    await expect(card.getByTestId('giveaway-entered')).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: 'Du bist dabei' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'giveaways');

    // The admin, in a browser of their own, ends it now.
    const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await adminContext.addCookies(await page.context().cookies().then((cookies) => cookies.filter((cookie) => !/session|XSRF/i.test(cookie.name))));
    await loginViaApi(adminContext, DEMO.admin);
    const admin = await adminContext.newPage();
    await admin.goto('/dev/giveaways');
    await admin.getByRole('row').filter({ hasText: 'Signiertes Neonraster-Poster' }).getByTestId('giveaway-draw-now').click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Jetzt auslosen' }).click();
    await expect(admin.getByRole('row').filter({ hasText: 'Signiertes Neonraster-Poster' })).toContainText('Ausgelost');
    await adminContext.close();

    await page.goto('/my-entries');
    const result = page.getByTestId('giveaway-card').filter({ hasText: 'Signiertes Neonraster-Poster' });
    await expect(result).toHaveAttribute('data-status', 'drawn');
    await expect(result.getByTestId('giveaway-winners').getByRole('listitem')).toHaveCount(1);
    await result.getByText('Auslosung nachprüfen').click();
    await result.getByTestId('giveaway-verify').click();
    await expect(result.getByTestId('giveaway-verdict')).toHaveText('Geprüft: Das Ergebnis stimmt.');
  });

  test('a creator starts a giveaway for their own game', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.creator);
    await page.goto('/my-giveaways');
    await page.getByTestId('giveaway-new').click();
    await page.getByTestId('giveaway-create').click();
    await expect(page.getByText('Bitte gib an, was es zu gewinnen gibt.')).toBeVisible();
    await page.getByTestId('giveaway-game').selectOption({ label: 'Turbo Kiosk' });
    await page.getByTestId('giveaway-prize').fill('Ein Kiosk-Plüschtier');
    await page.getByTestId('giveaway-create').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Dein Gewinnspiel läuft.' })).toBeVisible();
    await expect(page.getByTestId('giveaway-card').filter({ hasText: 'Ein Kiosk-Plüschtier' })).toHaveAttribute('data-status', 'open');
    await page.goto('/games?q=Turbo%20Kiosk');
    await expect(page.getByTestId('game-card').filter({ hasText: 'Turbo Kiosk' }).getByTestId('giveaway-badge')).toBeVisible();
  });
});
