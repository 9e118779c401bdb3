import type { BrowserContext, Frame, Page } from '@playwright/test';
import type { Game, GamesResponse } from '../../common/contract/games';
import { expect, test } from './support';

// The shipped browser games on a phone, upright (390×844) and sideways (844×390): the player fits the screen,
// the frame is wholly in view, a tap on the title screen starts the game, and touch input (the game's own touch
// buttons or a tap into the canvas) changes what happens in it. The game's state is read from inside its
// sandboxed frame (window.Spielraum.current, <html data-state>), never from the page.

type Probe = string;

const SHOTS = process.env.E2E_SHOTS_DIR;

interface TouchCase {
  /** An expression over the running game object `g` whose value the touch input changes. */
  probe: Probe;
  /** Where the finger goes down: the game's touch button with this accessible name, or a point of its 640×360 world. */
  touch: { button: string } | { world: [number, number] };
}

const CASES: Record<string, TouchCase> = {
  'Harbor Lights': { probe: 'Math.round(g.hook)', touch: { button: 'Angel sinken lassen (halten)' } },
  'Ironclad Rally': { probe: 'Math.round(g.car.x)', touch: { button: 'Nach links lenken' } },
  'Moorhuhn Remix': { probe: 'g.shells', touch: { world: [320, 120] } },
  Nebelwald: { probe: 'g.player.jumps', touch: { button: 'Springen' } },
  'Neon Drift 2088': { probe: '[g.me.dx, g.me.dy].join()', touch: { button: 'Links abbiegen' } },
  Pixelbäckerei: { probe: 'JSON.stringify(g.selected)', touch: { world: [300 + 40 * 3.5, 20 + 40 * 3.5] } },
  'Skyline Architects': { probe: "g.floors.length + ':' + document.documentElement.dataset.state", touch: { button: 'Stockwerk absetzen' } },
  'Void Harvesters': {
    probe: 'JSON.stringify([g.px, g.py, Object.keys(g.hits).length, g.rows[g.py + 1][g.px]])',
    touch: { button: 'Nach unten graben' },
  },
};

/** The eight games shipped under resources/games (the demo's generated games are left out). */
async function shippedGames(context: BrowserContext): Promise<Game[]> {
  const response = await context.request.get('/api/games?browser=1&per_page=48', { headers: { Accept: 'application/json' } });
  return ((await response.json()) as GamesResponse).games.filter((game) => game.name in CASES);
}

async function gameFrame(page: Page): Promise<Frame> {
  await expect(page.getByTestId('browser-player-frame')).toBeVisible();
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/play-sandbox/'))).toBe(true);
  const frame = page.frames().find((entry) => entry.url().includes('/play-sandbox/'))!;
  await frame.waitForSelector('canvas');
  return frame;
}

const gameState = (frame: Frame) => frame.evaluate(() => document.documentElement.dataset.state ?? null);
const probeValue = (frame: Frame, probe: Probe) =>
  frame.evaluate((expression) => {
    const g = (window as unknown as { Spielraum: { current: unknown } }).Spielraum.current;
    return String(new Function('g', `return ${expression};`)(g));
  }, probe);

/** A finger on the screen at a point of the page (real touch events through the DevTools protocol) until `whileDown` ends. */
async function touchAt(page: Page, x: number, y: number, whileDown: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: Math.round(x), y: Math.round(y), id: 1 }] });
  try {
    await whileDown();
  } finally {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }
}

function expectInside(
  box: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
  what: string,
) {
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

for (const viewport of [
  { width: 390, height: 844, label: 'upright' },
  { width: 844, height: 390, label: 'sideways' },
]) {
  test.describe(`browser games on a phone held ${viewport.label} (${viewport.width}×${viewport.height})`, () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: viewport.width, height: viewport.height } });

    test('every shipped game fits the screen, starts with a tap and answers touch input', async ({ consented: page }) => {
      test.setTimeout(180_000);
      const games = await shippedGames(page.context());
      expect(games.map((game) => game.name).sort()).toEqual(Object.keys(CASES).sort());
      const screen = { x: 0, y: 0, width: viewport.width, height: viewport.height };

      for (const game of games) {
        const touchCase = CASES[game.name]!;
        await test.step(game.name, async () => {
          await page.goto(`/game/${game.id}`);
          await page.getByTestId('play-in-browser').tap();
          const frame = await gameFrame(page);
          await expect(frame.getByRole('button', { name: 'Spielen' })).toBeVisible();

          // The frame, the canvas and the start button are all on the screen.
          const frameBox = (await page.getByTestId('browser-player-frame').boundingBox())!;
          expectInside(frameBox, screen, `${game.name}: frame`);
          expect(frameBox.width * frameBox.height, `${game.name}: the frame takes most of the screen`).toBeGreaterThan(
            0.6 * viewport.width * viewport.height,
          );
          expectInside((await frame.locator('canvas').boundingBox())!, frameBox, `${game.name}: canvas`);
          expectInside((await frame.getByRole('button', { name: 'Spielen' }).boundingBox())!, frameBox, `${game.name}: start button`);

          // A tap on the title screen, beside the card, starts the game.
          expect(await gameState(frame)).toBe('title');
          const beside =
            viewport.height > viewport.width
              ? { x: frameBox.x + frameBox.width / 2, y: frameBox.y + 20 }
              : { x: frameBox.x + 20, y: frameBox.y + frameBox.height / 2 };
          await page.touchscreen.tap(beside.x, beside.y);
          await expect.poll(() => gameState(frame)).toBe('play');

          // Its touch buttons are on the screen too, and the touch input changes the game.
          for (const button of await frame.locator('.sr-pad-button').all()) {
            expectInside((await button.boundingBox())!, frameBox, `${game.name}: touch button ${await button.getAttribute('aria-label')}`);
          }
          const before = await probeValue(frame, touchCase.probe);
          let point: { x: number; y: number };
          if ('button' in touchCase.touch) {
            const box = (await frame.getByRole('button', { name: touchCase.touch.button, exact: true }).boundingBox())!;
            point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          } else {
            const canvas = (await frame.locator('canvas').boundingBox())!;
            const [x, y] = touchCase.touch.world;
            point = { x: canvas.x + (x / 640) * canvas.width, y: canvas.y + (y / 360) * canvas.height };
          }
          if (SHOTS && game.name === 'Ironclad Rally')
            await page.screenshot({ path: `${SHOTS}/player-${viewport.label === 'upright' ? 'portrait' : 'landscape'}.png` });
          await touchAt(page, point.x, point.y, () =>
            expect.poll(() => probeValue(frame, touchCase.probe), { message: `${game.name}: ${touchCase.probe}` }).not.toBe(before),
          );

          await page.getByTestId('browser-player-exit').tap();
          await expect(page.getByTestId('browser-player')).toHaveCount(0);
        });
      }
    });
  });
}
