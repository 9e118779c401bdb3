import { arriveLoggedIn, DEMO, expect, loginViaApi, test } from './support';

test.describe('routes, redirects and error pages', () => {
  test('/ goes to /welcome for a visitor without a stored login', async ({ consented: page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('/games shows the games for a logged-in user', async ({ consented: page, context }) => {
    await loginViaApi(context, DEMO.mia);
    await arriveLoggedIn(page);
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spiele entdecken');
    const cards = page.getByTestId('game-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first().getByTestId('age-rating')).toContainText(/USK \d+/);
    // Filter by a category: its own address, the chip marked as the current one.
    const filter = page.getByTestId('category-simulation');
    await filter.click();
    await expect(page).toHaveURL(/\/play\/category\/simulation$/);
    await expect(filter).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spiele: Simulation');
    for (const card of await cards.all()) await expect(card).toContainText('Simulation');
  });

  test('an unknown path shows the 404 page, translated', async ({ consented: page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seite nicht gefunden');
    await expect(page.getByTestId('error-page')).toContainText('404');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
    await page.getByRole('link', { name: 'Go to the home page', exact: true }).click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('a route whose parameter is invalid is a 404', async ({ consented: page }) => {
    await page.goto('/restore-account/abc');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seite nicht gefunden');
    await page.goto('/terms/archive/01.01.2020');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seite nicht gefunden');
  });

  test('the admin area is closed to other users', async ({ consented: page, context }) => {
    await loginViaApi(context, DEMO.mia);
    await page.goto('/admin/feature-flags');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kein Zugriff');
    await expect(page.getByTestId('error-page')).toContainText('403');
  });

  test('an admin finds the admin pages in the menus; others do not see them', async ({ consented: page, context }) => {
    await loginViaApi(context, DEMO.admin);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('account-menu').getByRole('button').click();
    await page.getByTestId('account-admin').click();
    await expect(page).toHaveURL(/\/dev$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Entwicklerbereich');
    await page.getByTestId('side-menu-button').click();
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('link', { name: 'Meldungen' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);

    await context.clearCookies();
    await loginViaApi(context, DEMO.mia);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('account-menu').getByRole('button').click();
    await expect(page.getByTestId('account-upload')).toBeVisible();
    await expect(page.getByTestId('account-admin')).toHaveCount(0);
  });

  test('hash anchors scroll to their section; back restores the position', async ({ consented: page }) => {
    await page.goto('/privacy');
    await expect(page.getByTestId('legal-document')).toBeVisible();
    const tocLink = page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link').nth(3);
    const target = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(200);

    await page.getByRole('link', { name: 'Nutzungsbedingungen' }).last().click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    await page.goBack();
    // Read again while a document is (re)loading: an evaluate in a context that goes away counts as "not yet".
    await expect.poll(() => page.evaluate(() => window.scrollY).catch(() => -1)).toBeGreaterThan(y - 50);
  });

  test('a page loaded afresh opens at the top; a reload keeps its position', async ({ consented: page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/foren');
    await expect(page.getByTestId('forum-card').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // From the address bar (a bookmark, a link in an e-mail): not where the last such page was.
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(5);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY).catch(() => -1)).toBeGreaterThan(300);
  });

  test('the loading cover is skipped on /terms and /impressum', async ({ consented: page }) => {
    await page.goto('/impressum');
    await expect(page.getByTestId('loading-cover')).toHaveCount(0);
    await page.goto('/welcome');
    // On other pages it shows briefly and then goes.
    await expect(page.getByTestId('loading-cover')).toHaveCount(0, { timeout: 3000 });
  });

  test('legal pages name no invented operator: what is not configured says so', async ({ consented: page }) => {
    await page.goto('/impressum');
    const document = page.getByTestId('legal-document');
    await expect(page.getByTestId('operator-notice')).toContainText('nicht vollständig hinterlegt');
    await expect(document.getByTestId('operator-missing').first()).toHaveText('nicht hinterlegt');
    await expect(document).not.toContainText(/Musterstraße|Jana Beispiel|HRB 000000|spielraum\.example/);
    await page.goto('/terms');
    await expect(page.getByTestId('legal-document').getByTestId('operator-missing').first()).toBeVisible();
  });

  test('legal pages: /privacy?lang picks the text language', async ({ consented: page }) => {
    await page.goto('/privacy?lang=en');
    await expect(page.getByTestId('legal-document')).toHaveAttribute('lang', 'en');
    await page.goto('/privacy?lang=de');
    await expect(page.getByTestId('legal-document')).toHaveAttribute('lang', 'de');
    await page.goto('/terms/archive');
    await page.getByRole('link', { name: /08\.08\.2023/ }).click();
    await expect(page).toHaveURL(/\/terms\/archive\/08\.08\.2023$/);
    await expect(page.getByRole('note').filter({ hasText: 'gilt nicht mehr' })).toBeVisible();
  });

  test('the help menu opens legal pages in a new tab and toggles the assistant', async ({ consented: page }) => {
    await page.goto('/contact_us');
    await page.evaluate(() => {
      (window as unknown as { toggles: number }).toggles = 0;
      window.addEventListener('spielraum:toggle-assistant', () => {
        (window as unknown as { toggles: number }).toggles += 1;
      });
    });
    await page.getByTestId('help-menu').getByRole('button').click();
    const terms = page.getByRole('menuitem', { name: /Nutzungsbedingungen/ });
    await expect(terms).toHaveAttribute('target', '_blank');
    await page.getByTestId('help-assistant').click();
    expect(await page.evaluate(() => (window as unknown as { toggles: number }).toggles)).toBe(1);
  });

  test('on phones the header fits without sideways scrolling; language, appearance and the assistant are in the side menu', async ({
    consented: page,
    context,
  }) => {
    const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/games');
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    await expect(page.getByTestId('language-menu')).toBeHidden();
    expect(await scrollsSideways()).toBe(false);

    await page.getByTestId('side-menu-button').click();
    const sideMenu = page.getByTestId('side-menu');
    await sideMenu.getByTestId('side-appearance-menu').getByRole('button').click();
    await page.getByTestId('appearance-1').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await sideMenu.getByTestId('side-language-menu').getByRole('button').click();
    // At the sheet's end the list opens upwards and leaves the appearance menu below it uncovered.
    const languageList = await sideMenu.getByTestId('side-language-menu').getByRole('menu').boundingBox();
    const languageButton = await sideMenu.getByTestId('side-language-menu').getByRole('button').boundingBox();
    expect(languageList!.y + languageList!.height).toBeLessThanOrEqual(languageButton!.y);
    await page.getByTestId('language-ar').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await expect(sideMenu).toBeHidden();
    // Arabic's sign-in label is the longest; right to left, an overflow would scroll to the left.
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 700 });
      expect(await scrollsSideways(), `ar, ${width} px`).toBe(false);
    }

    await page.evaluate(() => {
      (window as unknown as { toggles: number }).toggles = 0;
      window.addEventListener('spielraum:toggle-assistant', () => {
        (window as unknown as { toggles: number }).toggles += 1;
      });
    });
    await page.getByTestId('side-menu-button').click();
    await page.getByTestId('side-assistant').click();
    await expect(sideMenu).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { toggles: number }).toggles)).toBe(1);

    await loginViaApi(context, DEMO.mia);
    await arriveLoggedIn(page);
    await page.goto('/games');
    for (const width of [320, 390, 900]) {
      await page.setViewportSize({ width, height: 700 });
      expect(await scrollsSideways(), `signed in, ${width} px`).toBe(false);
    }
  });
});
