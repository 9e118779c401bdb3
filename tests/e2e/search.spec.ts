import { arriveLoggedIn, DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from './support';

// Search in the browser: the header's panel loads when opened, answers while typing (German
// spelled-out umlauts too), moves through its options with the keyboard, opens a result or the full page
// /search/{query}, remembers the last searches and forgets them on request.

test.describe('search', () => {
  test('type into the header panel, choose with the keyboard, open the full results', async ({ consented: page, context }) => {
    await loginViaApi(context, DEMO.paul);
    await arriveLoggedIn(page);
    // A quiet page behind the panel (axe checks the whole page).
    await page.goto('/contact_us');

    // The panel's code is not part of the page until it opens.
    const button = page.getByTestId('search-button');
    await button.click();
    const panel = page.getByTestId('search-panel');
    await expect(panel).toBeVisible();
    const input = panel.getByRole('combobox', { name: 'Suchbegriff' });
    await expect(input).toBeFocused();
    await expect(panel.getByText('Noch keine Suchen.', { exact: false })).toBeVisible();

    // A demo game by its spelled-out umlaut, while typing (no Enter).
    await input.pressSequentially('Pixelbae', { delay: 40 });
    const gameOption = panel.getByRole('option', { name: /Pixelbäckerei/ });
    await expect(gameOption).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Spiele' })).toBeVisible();

    // A demo person by the word in her bio ("Rätsel"), typed without the umlaut.
    await input.fill('raetsel');
    const person = panel.getByRole('option', { name: /Mia_Zockt/ });
    await expect(person).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Leute' })).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    // ↓ chooses the first option, ↑ wraps to the last ("all results"), ↓ comes back.
    await input.press('ArrowDown');
    const options = panel.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const firstId = await options.first().getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', firstId!);
    await input.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toContainText('Alle Ergebnisse für „raetsel“');
    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page, 'search panel with results');

    // Enter opens the chosen person's profile.
    const miaOption = await person.getAttribute('id');
    const count = await options.count();
    for (let step = 0; step < count && (await input.getAttribute('aria-activedescendant')) !== miaOption; step += 1) {
      await input.press('ArrowDown');
    }
    await input.press('Enter');
    await expect(page).toHaveURL(/\/profile\/\d+$/);
    await expect(panel).toBeHidden();

    // Enter with no option chosen opens /search/{query} with the full results.
    await button.click();
    await expect(input).toBeFocused();
    await input.fill('Pixelbaeckerei');
    await expect(panel.getByRole('option', { name: /Pixelbäckerei/ })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\/Pixelbaeckerei$/);
    const games = page.getByTestId('search-group-games');
    await expect(games.getByRole('heading', { name: 'Spiele' })).toBeVisible();
    await expect(games.getByRole('link', { name: /Pixelbäckerei/ })).toHaveAttribute('href', /^\/game\/\d+$/);
    await expectNoSeriousA11yViolations(page, 'search page with results');

    // Escape closes the panel and gives the focus back to the header button.
    await button.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // /search lists the last searches, newest first, and forgets them on request.
    await page.goto('/search');
    const recent = page.getByTestId('search-recent');
    await expect(recent.getByRole('link')).toHaveText(['Pixelbaeckerei', 'raetsel']);
    await recent.getByRole('link', { name: 'raetsel' }).click();
    await expect(page).toHaveURL(/\/search\/raetsel$/);
    await expect(page.getByTestId('search-group-users').getByRole('link', { name: /Mia_Zockt/ })).toHaveAttribute('href', /^\/profile\/\d+$/);
    await page.goto('/search');
    await page.getByTestId('search-clear-recent').click();
    await expect(page.getByText('Noch keine Suchen.', { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Noch keine Suchen.', { exact: false })).toBeVisible();
  });

  test('in Arabic and dark: the panel runs right to left, ↓ and Enter open a game, the page passes axe', async ({ consented: page, context }) => {
    await registerViaApi(context, { language: 'ar' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await arriveLoggedIn(page);
    await page.goto('/contact_us');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('search-button').click();
    const panel = page.getByTestId('search-panel');
    await expect(panel.getByRole('heading', { name: 'بحث' })).toBeVisible();
    const input = panel.getByRole('combobox', { name: 'عبارة البحث' });
    await input.fill('Quantenschach');
    await expect(panel.getByRole('group', { name: 'ألعاب' }).getByRole('option', { name: /Quantenschach/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'search panel, Arabic, dark, phone');
    // People come first (the demo community's Schachmatt_Max writes about Quantenschach): ↓ down to the game.
    const game = panel.getByRole('group', { name: 'ألعاب' }).getByRole('option', { name: /Quantenschach/ });
    const gameId = await game.getAttribute('id');
    for (let step = 0; step < 10 && (await input.getAttribute('aria-activedescendant')) !== gameId; step += 1) {
      await input.press('ArrowDown');
    }
    await expect(input).toHaveAttribute('aria-activedescendant', gameId!);
    await input.press('Enter');
    await expect(page).toHaveURL(/\/game\/\d+$/);
    await page.goto('/search/Quantenschach');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Quantenschach');
    await expect(page.getByTestId('search-group-games').getByRole('link', { name: /Quantenschach/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'search page, Arabic, dark, phone');
  });

  test('a term without results says so', async ({ consented: page }) => {
    await page.goto('/search/zzqxv');
    await expect(page.getByTestId('search-empty')).toHaveText(/Nichts gefunden für „zzqxv“/);
  });
});
