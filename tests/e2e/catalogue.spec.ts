import { expect, expectNoSeriousA11yViolations, test } from './support';

// The catalogue: /games and /play/category/{category} with search, sort, the browser filter,
// paging, and an unknown category as a 404; for a visitor, in German.

test.describe('games catalogue', () => {
  test('search, sort and the browser filter live in the address and change the grid', async ({ consented: page }) => {
    await page.goto('/games');
    const cards = page.getByTestId('game-card');
    await expect(cards.first()).toBeVisible();

    await page.getByTestId('catalogue-search').fill('nebelwal');
    await expect(page).toHaveURL(/[?&]q=nebelwal/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Nebelwald');
    await expect(page.getByTestId('catalogue-count')).toHaveText('1 Treffer für „nebelwal“');

    await page.getByTestId('catalogue-search').fill('xyzzyquux');
    await expect(page.getByText('Zu „xyzzyquux“ haben wir kein Spiel gefunden.')).toBeVisible();
    await page.getByRole('link', { name: 'Alle Spiele anzeigen' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByTestId('catalogue-search')).toHaveValue('');

    await page.getByTestId('catalogue-sort').selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    await expect(async () => {
      const names = await page.getByTestId('game-card-link').allTextContents();
      expect(names.length).toBeGreaterThan(3);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base', numeric: true })));
    }).toPass();

    await page.getByTestId('catalogue-browser-only').click();
    await expect(page.getByTestId('catalogue-browser-only')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/browser=1/);
    await expect(async () => {
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(8);
      expect(await page.getByTestId('card-play-in-browser').count()).toBe(count);
    }).toPass();
    await expectNoSeriousA11yViolations(page, 'games catalogue');
  });

  test('the headings go down one level at a time', async ({ consented: page }) => {
    await page.goto('/games');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // A screen reader's outline of the page: a skipped level (h1, then h3) reads as a missing section.
    const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels).toContain(1);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]! - levels[index - 1]!, `heading ${index + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  test('pages through the catalogue', async ({ consented: page }) => {
    await page.goto('/games?sort=name');
    const cards = page.getByTestId('game-card');
    await expect(cards).toHaveCount(24);
    // 30 seeded games (other tests may have added some by now).
    await expect(page.getByTestId('catalogue-count')).toHaveText(/^(3\d|[4-9]\d) Spiele$/);
    const firstPage = await page.getByTestId('game-card-link').allTextContents();
    await page.getByTestId('catalogue-next').click();
    await expect(page).toHaveURL(/page=2/);
    // The previous page stays on screen until the next one has loaded.
    await expect(page.getByTestId('game-card-link').first()).not.toHaveText(firstPage[0]!);
    const secondPage = await page.getByTestId('game-card-link').allTextContents();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    await expect(page.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('a category has its own address; an unknown one is a 404', async ({ consented: page }) => {
    await page.goto('/play/category/rennspiel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spiele: Rennspiel');
    await expect(page.getByTestId('category-rennspiel')).toHaveAttribute('aria-current', 'page');
    for (const card of await page.getByTestId('game-card').all()) await expect(card).toContainText('Rennspiel');
    await page.getByRole('link', { name: 'Alle Spiele', exact: true }).first().click();
    await expect(page).toHaveURL(/\/games$/);

    await page.goto('/play/category/ballerspiele');
    await expect(page.getByTestId('error-page')).toContainText('404');
  });
});
