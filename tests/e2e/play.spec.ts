import type { GamesResponse } from '../../common/contract/games';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from './support';

// The player's relation to games: the heart and the stars on a game's page, the game on /play and
// /playOld, and an admin pinning a game on /dev/trend-games.

test.describe('favourites and the play dashboard', () => {
  test('favourite and rate a game on its page, then find it on /play and /playOld', async ({ consented: page }) => {
    const context = page.context();
    await registerViaApi(context);
    const { games } = (await (await context.request.get('/api/games?q=Nebelwald', { headers: { Accept: 'application/json' } })).json()) as GamesResponse;
    const game = games[0]!;

    await page.goto('/play');
    await expect(page.getByTestId('play-favorites')).toContainText('Markiere Spiele mit dem Herz');

    await page.goto(`/game/${game.id}`);
    const heart = page.getByTestId('favorite-button');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toContainText('Lieblingsspiel');

    const stars = page.getByTestId('rating-stars');
    await stars.getByRole('radio', { name: '4 Sterne für Nebelwald' }).click();
    await expect(stars.getByRole('radio', { name: '4 Sterne für Nebelwald' })).toHaveAttribute('aria-checked', 'true');
    // Keyboard: the arrow moves the choice to five stars.
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '5 Sterne für Nebelwald' })).toHaveAttribute('aria-checked', 'true');
    await expect.poll(async () => (await (await context.request.get(`/api/games/${game.id}/mine`)).json()) as unknown).toEqual({ favorite: true, stars: 5 });
    // "Bewertung entfernen" goes away with the rating; the focus stays in the stars.
    await page.getByTestId('rating-remove').click();
    await expect(stars.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(stars.getByRole('radio', { name: 'Ein Stern für Nebelwald' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '2 Sterne für Nebelwald' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await (await context.request.get(`/api/games/${game.id}/mine`)).json()) as unknown).toEqual({ favorite: true, stars: 5 });

    await page.goto('/play');
    const favourites = page.getByTestId('play-favorites');
    await expect(favourites.getByTestId('game-tile')).toHaveCount(1);
    await expect(favourites).toContainText('Nebelwald');
    await expectNoSeriousA11yViolations(page, 'play dashboard');

    await page.getByRole('link', { name: 'Zur einfachen Listenansicht' }).click();
    await expect(page).toHaveURL(/\/playOld$/);
    await expect(page.getByTestId('play-old-page')).toContainText('Nebelwald');

    // Taking the heart back empties the favourites again.
    await page.goto(`/game/${game.id}`);
    // The heart knows it is a favourite before it is clicked (a click while the page still loads the viewer's
    // state would favour it again; CI once hit that).
    await expect(page.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('favorite-button').click();
    await expect(page.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/play');
    await expect(page.getByTestId('play-favorites')).toContainText('Markiere Spiele mit dem Herz');
  });

  test('a click on the heart while the session still loads does not ask a signed-in user to sign in', async ({ consented: page }) => {
    const context = page.context();
    await registerViaApi(context);
    const { games } = (await (await context.request.get('/api/games?q=Nebelwald', { headers: { Accept: 'application/json' } })).json()) as GamesResponse;
    // The session check answers late: until then the page cannot tell a signed-in user from a visitor.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/logged-in-user', async (route) => {
      await held;
      await route.continue();
    });
    // With a query the server sends the page without its first answers (server/http/renderer.ts), so the session
    // is asked for only by the page, as for any page outside that list.
    await page.goto(`/game/${games[0]!.id}?from=search`);
    await page.getByTestId('favorite-button').click();
    await page.waitForTimeout(300);
    release();
    await expect(page.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('auth-overlay')).toHaveCount(0);
    // A visitor's click, on the other hand, opens it once the session is known.
    await context.clearCookies();
    await page.unroute('**/api/logged-in-user');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('favorite-button').click();
    await expect(page.getByTestId('auth-overlay')).toBeVisible();
  });

  test('an admin pins a game to the trends', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.admin);
    await page.goto('/dev/trend-games');
    await expect(page.getByTestId('trend-flag-state')).toContainText('noch ausgeschaltet');
    await page.getByTestId('trend-pin-game').selectOption({ label: 'Harbor Lights' });
    await page.getByTestId('trend-pin-submit').click();
    const table = page.getByTestId('trend-table');
    await expect(table.getByRole('row').nth(1)).toContainText('Harbor Lights');
    await expect(table.getByRole('row').nth(1)).toContainText('Empfehlung der Redaktion');
    await table.getByRole('row').nth(1).getByRole('button', { name: 'Lösen' }).click();
    await expect(page.getByTestId('trend-table').getByText('Empfehlung der Redaktion')).toHaveCount(0);
  });
});
