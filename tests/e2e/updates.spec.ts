import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from './support';

// Game updates and the leaderboard: a demo creator posts an update for their game and sees it on
// /updates and the game's page, edits and deletes it with the §8 messages; the leaderboard shows ranks.

test.describe('game updates', () => {
  test('the creator writes, edits and deletes an update', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.creator);
    await page.goto('/updates');
    await expect(page.getByTestId('updates-list').getByTestId('update-card').first()).toBeVisible();
    await page.getByTestId('write-update').click();
    await expect(page).toHaveURL(/\/updates\/create$/);

    // Empty fields: German messages, nothing sent.
    await page.getByTestId('update-submit').click();
    await expect(page.getByText('Bitte wähle ein Spiel.')).toBeVisible();
    await expect(page.getByText('Bitte gib dem Update einen Titel.')).toBeVisible();

    await page.getByTestId('update-game').selectOption({ label: 'Turbo Kiosk' });
    await page.getByTestId('update-title').fill('Pfandautomat repariert');
    await page.getByLabel('Version').fill('1.0.1');
    await page.getByTestId('update-content').fill('Der Automat nimmt wieder Flaschen an.\nUnd gibt Bons aus.');
    // A double click publishes once (every fan of the game would be notified twice).
    let publishes = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/game-updates') publishes += 1;
    });
    await page.getByTestId('update-submit').dblclick();
    await expect(page.getByTestId('toast').filter({ hasText: 'Update erfolgreich erstellt' })).toBeVisible();
    await expect(page).toHaveURL(/\/updates\/games\/\d+\/\d+$/);
    expect(publishes).toBe(1);
    await expect(page.getByTestId('update-card')).toContainText('Version 1.0.1');

    await page.goto('/updates');
    await expect(page.getByTestId('update-card').first()).toContainText('Pfandautomat repariert');
    await expectNoSeriousA11yViolations(page, 'updates');
    await page.getByRole('link', { name: 'Pfandautomat repariert' }).first().click();

    await page.getByTestId('update-edit').click();
    await page.getByTestId('update-title').fill('Pfandautomat wieder da');
    await page.getByTestId('update-submit').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Update erfolgreich aktualisiert' })).toBeVisible();
    await expect(page.getByTestId('update-card')).toContainText('Pfandautomat wieder da');

    await page.getByTestId('update-delete').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Update erfolgreich gelöscht' })).toBeVisible();
    await expect(page).toHaveURL(/\/updates\/games\/\d+$/);
    await expect(page.getByText('Pfandautomat wieder da')).toHaveCount(0);
  });

  test('a player sees updates on a game page but cannot write one', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.mia);
    await page.goto('/updates/games');
    await page.getByRole('link', { name: /Moorhuhn Remix/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Updates zu Moorhuhn Remix');
    await expect(page.getByRole('link', { name: 'Update schreiben' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Zum Spiel' }).click();
    await expect(page.getByTestId('game-updates')).toContainText('Goldene Hühner');
  });

  test('the leaderboard ranks creators by period', async ({ consented: page }) => {
    await page.goto('/leaderboard');
    await expect(page.getByTestId('podium-place').first()).toContainText('Platz 1');
    await page.getByRole('tab', { name: 'Seit Beginn' }).click();
    await expect(page).toHaveURL(/period=all/);
    await expect(page.getByTestId('podium-place')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, 'leaderboard');
  });
});
