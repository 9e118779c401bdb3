import type { BrowserContext } from '@playwright/test';
import { CATALOGUE_PAGE_SIZE, type Game, type GamesResponse } from '../../common/contract/games';
import type { GamingGoalRequest } from '../../common/contract/wellbeing';
import { answerConsent, apiCall, expect, expectNoSeriousA11yViolations, registerViaApi, startExtraServer, test } from './support';

// The launcher is no dead end any more, on a phone (390×844): /download on our own origin says what the
// launcher does, for which systems, how `npm run dist` builds it, and either the published download
// (LAUNCHER_DOWNLOAD_URL) or, honestly, that there is none. Every "Launcher herunterladen" leads there; a game
// page says that its game needs the launcher before anything asks; the catalogue finds the browser games.

const SHOTS = process.env.E2E_SHOTS_DIR;

async function catalogue(context: BrowserContext, query = ''): Promise<Game[]> {
  const response = await context.request.get(`/api/games?per_page=48${query}`, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as GamesResponse).games;
}

test.describe('the launcher download on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('/download explains the launcher and says honestly that no download is published', async ({ consented: page }) => {
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Der Spielraum-Launcher' })).toBeVisible();
    await expect(page).toHaveTitle('Der Spielraum-Launcher – Spielraum');
    await expect(page.getByTestId('launcher-download-none')).toHaveText(
      'Für diese Spielraum-Installation ist noch kein fertiger Download hinterlegt. Du kannst den Launcher aber selbst bauen – wie, steht weiter unten.',
    );
    await expect(page.getByTestId('launcher-download-link')).toHaveCount(0);

    // What it does: links, finding games, starting them, reporting the sessions to the goals.
    const content = page.getByTestId('download-page');
    await expect(content).toContainText('Er öffnet spielraum://-Links.');
    await expect(content).toContainText('Er liest deine Steam-Bibliotheken');
    await expect(content).toContainText('Vor jedem Start fragt er nach');
    await expect(content).toContainText('Er zählt jede Sitzung für deine Spielziele.');
    await expect(content.getByRole('link', { name: 'Ziele einstellen' })).toHaveAttribute('href', '/settings/wellbeing');
    // The systems electron-builder.yml packages for, and how to build them.
    await expect(page.getByTestId('platform-windows')).toContainText('Windows');
    await expect(page.getByTestId('platform-windows')).toContainText('.exe');
    await expect(page.getByTestId('platform-macos')).toContainText('.dmg');
    await expect(page.getByTestId('platform-linux')).toContainText('.AppImage');
    const build = page.getByTestId('launcher-build');
    await expect(build.getByRole('heading', { name: 'Selbst bauen' })).toBeVisible();
    await expect(build.locator('code').filter({ hasText: 'npm run dist' })).toBeVisible();
    await expect(build).toContainText('release/');
    await expect(build).toContainText('LAUNCHER_DOWNLOAD_URL');

    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, '/download');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/download.png`, fullPage: true });
  });

  test('with LAUNCHER_DOWNLOAD_URL set, /download offers that download', async ({ browser }) => {
    const server = await startExtraServer('launcher-download', { LAUNCHER_DOWNLOAD_URL: 'https://downloads.example/spielraum/launcher' });
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    try {
      await answerConsent(context, server.origin);
      const page = await context.newPage();
      await page.goto(`${server.origin}/download`);
      const link = page.getByTestId('launcher-download-link');
      await expect(link).toHaveText('Launcher herunterladen');
      await expect(link).toHaveAttribute('href', 'https://downloads.example/spielraum/launcher');
      await expect(page.getByText('Lädt von downloads.example')).toBeVisible();
      await expect(page.getByTestId('launcher-download-none')).toHaveCount(0);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('a launcher game says so before the gate asks anything, and its download leads to /download', async ({ consented: page }) => {
    const context = page.context();
    await registerViaApi(context);
    // "Play less, ask before the start": in a browser the gate would be the first thing to speak.
    const goal: GamingGoalRequest = { goal_type: 'less', settings: { confirmBeforeStart: true, collectFeedback: false }, daily_minutes: 60 };
    expect((await apiCall(context, 'POST', '/api/gaming-goals', goal)).ok()).toBe(true);
    const game = (await catalogue(context)).find((entry) => entry.name === 'Turbo Kiosk')!;
    expect(game.browser_build).toBeNull();

    await page.goto(`/game/${game.id}`);
    // The requirement is on the page before anything is pressed, above the play button.
    const requirement = page.getByTestId('launcher-requirement');
    await expect(requirement).toContainText('Braucht den Spielraum-Launcher.');
    await expect(requirement.getByRole('link', { name: 'Launcher herunterladen' })).toHaveAttribute('href', '/download');
    const play = page.getByTestId('play-button');
    expect((await requirement.boundingBox())!.y).toBeLessThan((await play.boundingBox())!.y);
    if (SHOTS) {
      await requirement.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/launcher-game.png` });
    }

    // "Spielen" explains the launcher; the gate's question is not asked in front of it (the launcher asks it).
    await play.click();
    const install = page.getByTestId('install-dialog');
    await expect(install).toBeVisible();
    await expect(page.getByTestId('gate-confirm')).toHaveCount(0);
    await expect(install.getByTestId('launcher-download')).toHaveAttribute('href', '/download');
    await install.getByTestId('launcher-download').click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByTestId('install-dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Der Spielraum-Launcher' })).toBeVisible();

    // The link on the page goes there too.
    await page.goBack();
    await page.getByTestId('launcher-requirement-download').click();
    await expect(page).toHaveURL(/\/download$/);
  });

  test('the catalogue finds the browser games: a filter and a badge on every tile', async ({ consented: page }) => {
    // The eight shipped games and the demo's generated ones.
    const browserGames = await catalogue(page.context(), '&browser=1');
    expect(browserGames.length).toBeGreaterThanOrEqual(8);
    expect(browserGames.every((game) => game.browser_build !== null)).toBe(true);

    await page.goto('/games');
    const grid = page.getByTestId('catalogue-grid');
    await expect(grid.getByTestId('game-card').first()).toBeVisible();
    // Every tile says how it plays.
    for (const card of await grid.getByTestId('game-card').all()) {
      await expect(card.getByTestId('browser-badge').or(card.getByTestId('launcher-badge'))).toHaveCount(1);
    }
    const kiosk = grid.getByTestId('game-card').filter({ hasText: 'Turbo Kiosk' });
    if ((await kiosk.count()) > 0) await expect(kiosk.getByTestId('launcher-badge')).toHaveText('Mit Launcher');

    const filter = page.getByTestId('catalogue-browser-only');
    await expect(filter).toHaveText('Im Browser spielbar');
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]browser=1/);
    await expect(page.getByTestId('catalogue-count')).toHaveText(`${browserGames.length} Spiele`);
    const cards = grid.getByTestId('game-card');
    await expect(cards).toHaveCount(Math.min(browserGames.length, CATALOGUE_PAGE_SIZE));
    for (const card of await cards.all()) {
      await expect(card.getByTestId('browser-badge')).toHaveText('Im Browser spielbar');
      await expect(card.getByTestId('card-play-in-browser')).toBeVisible();
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/catalogue-browser.png` });
  });
});
