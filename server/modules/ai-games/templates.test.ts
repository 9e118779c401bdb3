import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_GENRES, type AiGenre, parseDescription } from '../../../common/rules/ai-games';
import { SANDBOX_CSP } from '../games/sandbox';
import { AI_BUILD_MAX_BYTES, buildBundle, bundleBytes, type BundleFile } from './build';

// Every genre template, built from a real description and served with the sandbox's CSP, runs in headless
// Chromium: it draws frames, reacts to keyboard and touch input, and logs no error. One browser for all.

const GAMES_DIR = path.resolve('resources/games');
const DESCRIPTIONS: Record<AiGenre, string> = {
  runner: 'Ein Hase rennt endlos durch die Wüste und springt über Kakteen <script>alert(1)</script>',
  platformer: 'Ein Ninja hüpft über Plattformen im Vulkan und sammelt Sterne',
  snake: 'Eine Schlange im Zuckerland frisst Bonbons und wird immer länger',
  breakout: 'Breakout mit rotem Schläger und Ziegeln in der Stadt',
  shooter: 'Ein Raumschiff schießt im Weltraum auf Aliens',
  maze: 'A knight escapes a maze full of ghosts in a castle',
  memory: 'Memory mit Karten im Wald, Paare finden',
  quiz: 'Ein Mathe-Quiz mit Pinguinen im Schnee',
  catcher: 'Ein Eichhörnchen sammelt Nüsse und weicht Ästen aus, 40 Punkte, 3 Leben',
  racer: 'Ein Rennauto rast durch die Neonstadt, sammelt Münzen und weicht anderen Autos aus',
};

/** After the round started: the keys pressed per genre; `reacted` says what they must have changed. */
const KEYS: Record<AiGenre, string[]> = {
  runner: ['Space'],
  platformer: ['ArrowUp'],
  snake: ['ArrowDown'],
  breakout: ['ArrowLeft'],
  shooter: ['Space'],
  maze: ['ArrowRight', 'ArrowDown'],
  memory: ['Space'],
  quiz: ['Digit1'],
  catcher: ['ArrowLeft'],
  racer: ['ArrowLeft'],
};

/** Runs in the page (CDP, so the bundle's CSP without 'unsafe-eval' allows it): the kit's state after the keys. */
function reacted(genre: AiGenre): boolean {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit's untyped state object in the page
  const g = (globalThis as any).__g;
  if (!g || g.state !== 'play') return g?.state === 'over';
  switch (genre) {
    case 'runner':
      return g.vy < 0 || g.py < 282;
    case 'platformer':
      return g.vy < 0 || g.y < 300;
    case 'snake':
      return g.nextDir[1] === 1 || g.dir[1] === 1;
    case 'breakout':
      return g.px !== 320;
    case 'shooter':
      return g.shots.length > 0 || g.score > 0;
    case 'maze':
      return g.p.x + g.p.y > 0 || g.level > 0;
    case 'memory':
      return g.cards.some((card: { open: boolean; done: boolean }) => card.open || card.done);
    case 'quiz':
      return g.asked > 1;
    case 'catcher':
      return g.px < 320;
    case 'racer':
      return g.lane === 0;
  }
}

function playing(): boolean {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit's untyped state object in the page
  const g = (globalThis as any).__g;
  return g?.state === 'play' && g.t > 0.15;
}

function coloursOnCanvas(): number {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- no DOM types in the server's compilation
  const canvas = (globalThis as any).document.querySelector('canvas');
  const data: Uint8ClampedArray = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4 * 97) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  return colours.size;
}

let browser: Browser;
let server: Server;
let base = '';
const bundles = new Map<string, BundleFile[]>();

beforeAll(async () => {
  for (const genre of AI_GENRES) {
    const spec = parseDescription(DESCRIPTIONS[genre]);
    bundles.set(genre, await buildBundle(GAMES_DIR, { ...spec, genre }));
  }
  server = createServer((request, response) => {
    const [, genre, name] = (request.url ?? '').split('?')[0]!.split('/');
    const file = bundles.get(genre ?? '')?.find((candidate) => candidate.name === name);
    if (!file) {
      // The browser's own favicon request is no error of the game.
      response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'content-security-policy': SANDBOX_CSP }).end(Buffer.from(file.bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('genre templates', () => {
  it('builds small bundles and keeps the description as data, never as markup', () => {
    for (const genre of AI_GENRES) {
      const files = bundles.get(genre)!;
      expect(bundleBytes(files)).toBeLessThan(AI_BUILD_MAX_BYTES);
      const game = new TextDecoder().decode(files.find((file) => file.name === 'game.js')!.bytes);
      expect(game).toContain(`window.SPIELRAUM_AI_SPEC = `);
      expect(game.toLowerCase()).not.toContain('<script');
      expect(game.toLowerCase()).not.toContain('</script');
    }
  });

  it('the catching game counts the named items and takes one of the named lives per hit', async () => {
    const spec = JSON.parse(/SPIELRAUM_AI_SPEC = (.*);\n/.exec(new TextDecoder().decode(bundles.get('catcher')!.find((file) => file.name === 'game.js')!.bytes))![1]!);
    expect([spec.player.id, spec.items[0].id, spec.hazards[0].id, spec.lives]).toEqual(['squirrel', 'nut', 'branch', 3]);
    const page = await browser.newPage({ viewport: { width: 800, height: 450 } });
    await page.addInitScript(`(function () {
      var kit;
      Object.defineProperty(window, 'Spielraum', {
        configurable: true,
        get: function () { return kit; },
        set: function (value) {
          kit = Object.assign({}, value, { start: function (game) { return (window.__g = value.start(game)); } });
        },
      });
    })()`);
    try {
      await page.goto(`${base}/catcher/index.html`);
      await page.getByRole('button', { name: 'Spielen' }).click();
      await page.waitForFunction(playing);
      // A nut and then a branch land right on the squirrel.
      const drop = (item: boolean) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit's untyped state object in the page
        const g = (globalThis as any).__g;
        // Nothing else falls meanwhile.
        g.next = 1e9;
        g.drops = [{ x: g.px, y: 312, vy: 0, r: 12, item, kind: 0, spin: 0 }];
      };
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit's untyped state object in the page
      const state = () => ({ score: (globalThis as any).__g.score, lives: (globalThis as any).__g.lives, state: (globalThis as any).__g.state });
      await page.evaluate(drop, true);
      await expect.poll(() => page.evaluate(state)).toMatchObject({ score: 1, lives: 3, state: 'play' });
      await page.evaluate(drop, false);
      await expect.poll(() => page.evaluate(state)).toMatchObject({ score: 1, lives: 2, state: 'play' });
    } finally {
      await page.close();
    }
  });

  it.each(AI_GENRES)('%s draws frames and reacts to keyboard and touch without errors', async (genre) => {
    const page = await browser.newPage({ viewport: { width: 800, height: 450 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Keeps the kit's state object reachable for the checks (window.Spielraum.start returns it).
    await page.addInitScript(`(function () {
      var kit;
      Object.defineProperty(window, 'Spielraum', {
        configurable: true,
        get: function () { return kit; },
        set: function (value) {
          kit = Object.assign({}, value, { start: function (game) { return (window.__g = value.start(game)); } });
        },
      });
    })()`);
    try {
      await page.goto(`${base}/${genre}/index.html`);
      await page.getByRole('button', { name: 'Spielen' }).click();
      await page.waitForFunction(playing);
      // The description shows as text on the title card (the help line), not as an element.
      expect(await page.locator('script:not([src])').count()).toBe(0);
      const drawn = await page.evaluate(coloursOnCanvas);
      expect(drawn).toBeGreaterThan(3);
      for (const key of KEYS[genre]) {
        await page.keyboard.down(key);
        await page.waitForTimeout(60);
        await page.keyboard.up(key);
      }
      await page.waitForFunction(reacted, genre, { timeout: 3_000 });
      // Touch: a tap on the canvas reaches the game without an error.
      await page.mouse.click(400, 300);
      await page.waitForTimeout(150);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
