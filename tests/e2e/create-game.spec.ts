import { makeZip } from '../integration/support/zip';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from './support';

// Creators make games: the demo creator creates a game, uploads its browser build as a zip, plays it
// in the sandbox behind the gate; a bad zip is refused with a German message; a player cannot edit it.

const GAME_JS = `
const canvas = document.querySelector('canvas');
const context = canvas.getContext('2d');
let x = 10;
function frame() { context.fillStyle = '#111'; context.fillRect(0, 0, 320, 180); context.fillStyle = '#f5b301'; context.fillRect(x, 80, 20, 20); }
document.addEventListener('keydown', () => { x = (x + 15) % 300; frame(); });
frame();
`;

test.describe('creating a game', () => {
  test('create, upload a browser build and play it; a bad zip is refused', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.creator);
    await page.goto('/games');
    await page.getByRole('link', { name: 'Spiel erstellen' }).click();
    await expect(page).toHaveURL(/\/create$/);

    await page.getByTestId('game-submit').click();
    await expect(page.getByText('Bitte gib dem Spiel einen Namen.')).toBeVisible();
    await expect(page.getByText('Bitte wähle mindestens eine Kategorie.')).toBeVisible();

    await page.getByTestId('game-name').fill('Kistenflitzer');
    await page.getByTestId('game-description').fill('Ein gelbes Quadrat flitzt über den Bildschirm.');
    await page.getByTestId('game-category-arcade').click();
    await expect(page.getByTestId('game-category-arcade')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('game-age').selectOption('6');
    await expectNoSeriousA11yViolations(page, 'create game');
    await page.getByTestId('game-submit').click();
    await expect(page).toHaveURL(/\/create\/g\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kistenflitzer ist angelegt');

    // A zip with an executable: refused, in German, nothing changes.
    await page.getByTestId('build-input').setInputFiles({
      name: 'falsch.zip',
      mimeType: 'application/zip',
      buffer: makeZip([{ name: 'index.html', data: '<canvas></canvas>' }, { name: 'cheat.exe', data: 'MZ' }]),
    });
    await expect(page.getByTestId('build-error')).toContainText('„cheat.exe“ hat einen Dateityp');
    await expect(page.getByTestId('build-ready')).toHaveCount(0);

    await page.getByTestId('build-input').setInputFiles({
      name: 'kistenflitzer.zip',
      mimeType: 'application/zip',
      buffer: makeZip([
        { name: 'index.html', data: '<!doctype html><html lang="de"><title>Kistenflitzer</title><canvas width="320" height="180"></canvas><script src="game.js"></script></html>' },
        { name: 'game.js', data: GAME_JS },
      ]),
    });
    await expect(page.getByTestId('build-ready')).toBeVisible();
    await page.getByTestId('build-ready').getByRole('link', { name: 'Jetzt spielen' }).click();

    await expect(page).toHaveURL(/\/game\/\d+$/);
    await page.getByTestId('play-in-browser').click();
    await expect(page.getByTestId('browser-player-frame')).toBeVisible();
    await expect.poll(() => page.frames().some((frame) => frame.url().includes('/play-sandbox/g'))).toBe(true);
    const frame = page.frames().find((entry) => entry.url().includes('/play-sandbox/g'))!;
    await frame.waitForSelector('canvas');
    const pixels = () => frame.evaluate(() => document.querySelector('canvas')!.toDataURL().length);
    const before = await pixels();
    await frame.locator('canvas').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(pixels).not.toBe(before);
  });

  test('a player cannot edit someone else’s game', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.mia);
    const { games } = (await (await page.context().request.get('/api/games?q=Turbo%20Kiosk')).json()) as { games: { id: number }[] };
    await page.goto(`/edit-game/${games[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nicht dein Spiel');
  });
});
