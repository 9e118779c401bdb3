import type { BrowserContext, Frame, Page } from '@playwright/test';
import type { Game, GamesResponse } from '../../common/contract/games';
import type { GamingGoalRequest, SessionFeedback } from '../../common/contract/wellbeing';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support';

// Games in the browser: a seeded game's page, the pre-play gate in front of the start, the game
// running in the sandboxed frame (its canvas changes after key presses), the frame unable to read the site's
// cookies or storage, and the play time reported to the session-feedback flow on "Beenden" and on leaving.

async function send(context: BrowserContext, url: string, data: unknown) {
  await context.request.get('/sanctum/csrf-cookie');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(url, {
    data: data as Record<string, unknown>,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(response.ok(), `POST ${url}: ${response.status()} ${await response.text()}`).toBe(true);
}

async function seededGame(context: BrowserContext, name: string): Promise<Game> {
  const response = await context.request.get('/api/games?per_page=48', { headers: { Accept: 'application/json' } });
  const { games } = (await response.json()) as GamesResponse;
  const game = games.find((entry) => entry.name === name);
  if (!game) throw new Error(`${name} is not in the seeded catalogue`);
  return game;
}

async function gameFrame(page: Page): Promise<Frame> {
  await expect(page.getByTestId('browser-player-frame')).toBeVisible();
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/play-sandbox/'))).toBe(true);
  const frame = page.frames().find((entry) => entry.url().includes('/play-sandbox/'))!;
  await frame.waitForSelector('canvas');
  return frame;
}

/** A short fingerprint of the canvas pixels (the data URL itself is far too long for a failure message). */
const canvasPixels = (frame: Frame) =>
  frame.evaluate(() => {
    const data = document.querySelector('canvas')!.toDataURL();
    let hash = 0;
    for (let index = 0; index < data.length; index++) hash = (hash * 31 + data.charCodeAt(index)) | 0;
    return `${data.length}:${hash}`;
  });

/** The session the page records (POST /api/gaming-goals/session-feedback), as the server stored it. */
async function recordedSession(page: Page, trigger: () => Promise<void>): Promise<SessionFeedback> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/gaming-goals/session-feedback',
  );
  await trigger();
  const response = await answer;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { feedback: SessionFeedback }).feedback;
}

test.describe('games in the browser', () => {
  test.beforeEach(async ({ consented: page }) => {
    const context = page.context();
    await registerViaApi(context);
    // "Play less, ask before the start": the gate asks, and nothing asks after play (the session goes out at once).
    const goal: GamingGoalRequest = { goal_type: 'less', settings: { confirmBeforeStart: true, collectFeedback: false }, daily_minutes: 120 };
    await send(context, '/api/gaming-goals', goal);
  });

  test('a seeded game runs in the sandbox behind the gate, cannot reach the site, and reports its play time', async ({ consented: page }) => {
    const context = page.context();
    const game = await seededGame(context, 'Skyline Architects');
    expect(game.browser_build).toBe('/play-sandbox/skyline-architects/index.html');

    await page.goto(`/game/${game.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Skyline Architects' })).toBeVisible();
    await expect(page.getByTestId('game-age-rating')).toHaveText(`USK ${game.age_rating}`);
    await expect(page.getByText('Tall Order')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/game/{id}');

    // The gate stands in front of the start: cancelling keeps the game closed.
    await page.getByTestId('play-in-browser').click();
    const gate = page.getByTestId('gate-confirm');
    await expect(gate).toBeVisible();
    await gate.getByTestId('gate-cancel').click();
    await expect(page.getByTestId('browser-player')).toHaveCount(0);
    await page.getByTestId('play-in-browser').click();
    await gate.getByTestId('gate-proceed').click();

    const frameElement = page.getByTestId('browser-player-frame');
    await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-pointer-lock');
    const frame = await gameFrame(page);

    // The game runs: its title screen is still, after the keys the floors move and stack.
    await expect(frame.getByRole('button', { name: 'Spielen' })).toBeVisible();
    const still = await canvasPixels(frame);
    // A click into the frame (on the instructions, not the button) gives it the keyboard.
    await frame.locator('.sr-help').click();
    await page.keyboard.press('Space');
    await page.waitForTimeout(400);
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowDown');
    await expect(frame.getByRole('button', { name: 'Spielen' })).toBeHidden();
    expect(await canvasPixels(frame)).not.toBe(still);
    // Its score reaches the page through postMessage.
    await expect(page.getByTestId('browser-player-score')).toHaveText(/Punkte: \d+|Spiel vorbei – \d+ Punkte?/);

    // Script inside the frame runs in an opaque origin: no cookies, no storage, no API of the site.
    const reach = await frame.evaluate(async () => {
      const attempt = (read: () => unknown) => {
        try {
          return `value:${String(read())}`;
        } catch (error) {
          return `error:${(error as Error).name}`;
        }
      };
      let api: string;
      try {
        const response = await fetch('/api/logged-in-user', { credentials: 'include' });
        api = `status:${response.status}`;
      } catch (error) {
        api = `error:${(error as Error).name}`;
      }
      let parentDocument: string;
      try {
        parentDocument = `value:${window.parent.document.cookie}`;
      } catch (error) {
        parentDocument = `error:${(error as Error).name}`;
      }
      return {
        origin: window.origin,
        cookie: attempt(() => document.cookie),
        localStorage: attempt(() => window.localStorage.getItem('language')),
        api,
        parentDocument,
      };
    });
    expect(reach.origin).toBe('null');
    expect(['value:', 'error:SecurityError']).toContain(reach.cookie);
    expect(reach.localStorage).toBe('error:SecurityError');
    expect(reach.api).toBe('error:TypeError');
    expect(reach.parentDocument).toBe('error:SecurityError');
    // …while the site itself has its cookies.
    expect((await context.cookies()).some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);

    // Hiding the tab pauses the game (the frame sees the page's visibility).
    await frame.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(frame.getByRole('heading', { name: /Pausiert|Spiel vorbei/ })).toBeVisible();

    // Fullscreen takes the whole player (controls included) and gives the page back.
    await page.getByTestId('browser-player-fullscreen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('browser-player');
    await expect(page.getByTestId('browser-player-fullscreen')).toHaveText('Vollbild verlassen');
    await page.getByTestId('browser-player-fullscreen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    // "Beenden" ends the session: the play time goes to the session-feedback flow.
    const session = await recordedSession(page, () => page.getByTestId('browser-player-exit').click());
    expect(session.game_id).toBe(game.id);
    expect(session.session_duration_minutes).toBeGreaterThanOrEqual(0);
    await expect(page.getByTestId('browser-player')).toHaveCount(0);
    await expect(page.getByTestId('play-in-browser')).toBeVisible();
    await expect(page.getByTestId('play-in-browser')).toBeFocused();
  });

  test('a card says "Im Browser spielen", and leaving the page mid-game reports the play time', async ({ consented: page }) => {
    const game = await seededGame(page.context(), 'Moorhuhn Remix');
    const launcherOnly = await seededGame(page.context(), 'Die Letzte Schicht');
    expect(launcherOnly.browser_build).toBeNull();

    await page.goto(`/games?q=${encodeURIComponent('Die Letzte Schicht')}`);
    const other = page.getByTestId('game-card').filter({ hasText: 'Die Letzte Schicht' });
    await expect(other.getByTestId('play-button')).toBeVisible();
    await expect(other.getByTestId('card-play-in-browser')).toHaveCount(0);
    await page.goto('/games?q=Moorhuhn');
    const card = page.getByTestId('game-card').filter({ hasText: 'Moorhuhn Remix' });
    await expect(card.getByTestId('card-play-in-browser')).toHaveText('Im Browser spielen');

    // From the card: the gate, then the game page starts the game at once.
    await card.getByTestId('card-play-in-browser').click();
    await page.getByTestId('gate-confirm').getByTestId('gate-proceed').click();
    await expect(page).toHaveURL(new RegExp(`/game/${game.id}$`));
    const frame = await gameFrame(page);
    await frame.getByRole('button', { name: 'Spielen' }).click();
    await frame.locator('canvas').click({ position: { x: 100, y: 100 } });

    // Leaving the page (back to the catalogue) ends the session like "Beenden".
    const session = await recordedSession(page, async () => {
      await page.goBack();
    });
    await expect(page.getByTestId('catalogue-page')).toBeVisible();
    expect(session.game_id).toBe(game.id);
  });

  test('closing the tab mid-game still counts the play time', async ({ consented: page }) => {
    const context = page.context();
    const game = await seededGame(context, 'Nebelwald');
    await page.goto(`/game/${game.id}`);
    await page.getByTestId('play-in-browser').click();
    await page.getByTestId('gate-confirm').getByTestId('gate-proceed').click();
    const frame = await gameFrame(page);
    await frame.getByRole('button', { name: 'Spielen' }).click();
    const played = async () => {
      const answer = await context.request.get('/api/lastPlayed', { headers: { Accept: 'application/json' } });
      return ((await answer.json()) as { lastPlayed: { game: { id: number } }[] }).lastPlayed.map((entry) => entry.game.id);
    };
    expect(await played()).not.toContain(game.id);
    // The tab closes: pagehide sends the session with a keepalive request that outlives the page.
    await page.close({ runBeforeUnload: true });
    await expect.poll(played).toContain(game.id);
  });

  test('a USK 18 title does not start for someone whose birthdate says 14', async ({ consented: page }) => {
    const context = page.context();
    await context.request.get('/sanctum/csrf-cookie');
    const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const year = new Date().getUTCFullYear() - 14;
    const birthdate = await context.request.patch('/api/update-birthdate', {
      data: { year, month: 1, day: 1 },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    });
    expect(birthdate.status()).toBe(200);
    const game = await seededGame(context, 'Die Letzte Schicht');
    expect(game.age_rating).toBe(18);
    await page.goto(`/game/${game.id}`);
    await page.getByTestId('play-button').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'erst ab USK 18 freigegeben' })).toBeVisible();
    await expect(page.getByTestId('gate-confirm')).toHaveCount(0);
    await expect(page.getByTestId('install-dialog')).toHaveCount(0);
  });

  test('inside the desktop launcher, a start the launcher asks about is age-gated too', async ({ consented: page }) => {
    const context = page.context();
    await context.request.get('/sanctum/csrf-cookie');
    const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const birthdate = await context.request.patch('/api/update-birthdate', {
      data: { year: new Date().getUTCFullYear() - 14, month: 1, day: 1 },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    });
    expect(birthdate.status()).toBe(200);
    const adult = await seededGame(context, 'Die Letzte Schicht');
    const young = await seededGame(context, 'Moorhuhn Remix');
    expect(young.age_rating).toBeLessThan(16);
    // A stand-in for the preload bridge: the launcher (a spielraum:// link, its own list) asks the page's gate
    // with the catalogue id and name only, as over IPC.
    await page.addInitScript(() => {
      type Handler = (request: unknown) => Promise<unknown>;
      const state = { gate: null as Handler | null };
      (window as unknown as { __launcher: typeof state }).__launcher = state;
      (window as unknown as { spielraum: unknown }).spielraum = {
        version: '0.1.0',
        platform: 'linux',
        listInstalledGames: async () => [],
        getLaunchState: async () => [],
        launchGame: async (gameId: number) => ({ status: 'not_installed', gameId }),
        addGameFromFile: async () => ({ ok: false, reason: 'cancelled' }),
        onLaunchEvent: () => () => {},
        onGateRequest: (handler: Handler) => {
          state.gate = handler;
          return () => undefined;
        },
        onFeedbackRequest: () => () => undefined,
      };
    });
    await page.goto('/games');
    await expect(page.getByTestId('catalogue-page')).toBeVisible();
    const ask = (game: Game) =>
      page.evaluate(
        ({ id, name }) =>
          (window as unknown as { __launcher: { gate: (request: unknown) => Promise<unknown> } }).__launcher.gate({
            requestId: `r${id}`,
            game: { gameId: id, name },
          }),
        { id: game.id, name: game.name },
      );
    expect(await ask(adult)).toEqual({ proceed: false });
    await expect(page.getByTestId('toast').filter({ hasText: 'erst ab USK 18 freigegeben' })).toBeVisible();
    // A game for every age still asks as the goal says ("ask before the start"), and starts.
    const answer = ask(young);
    await page.getByTestId('gate-confirm').getByTestId('gate-proceed').click();
    expect(await answer).toEqual({ proceed: true });
  });

  test('inside the desktop launcher, a browser game installed on this computer can start there too', async ({ consented: page }) => {
    const game = await seededGame(page.context(), 'Nebelwald');
    expect(game.launch.steam_app_id).not.toBeNull();
    await page.addInitScript(() => {
      (window as unknown as { spielraum: unknown }).spielraum = {
        version: '0.1.0',
        platform: 'linux',
        listInstalledGames: async () => [],
        getLaunchState: async (games: { id: number }[]) => games.map((entry) => ({ gameId: entry.id, installed: true, running: false, source: 'steam' })),
        launchGame: async (gameId: number) => ({ status: 'started', gameId }),
        addGameFromFile: async () => ({ ok: false, reason: 'cancelled' }),
        onLaunchEvent: () => () => undefined,
        onGateRequest: () => () => undefined,
        onFeedbackRequest: () => () => undefined,
      };
    });
    await page.goto(`/game/${game.id}`);
    await expect(page.getByTestId('play-in-browser')).toBeVisible();
    await expect(page.getByTestId('play-button')).toHaveText('Im Launcher spielen');
  });

  test('every shipped game starts from its title screen, reacts to keys and throws no errors', async ({ consented: page }) => {
    const response = await page.context().request.get('/api/games?per_page=48', { headers: { Accept: 'application/json' } });
    const { games } = (await response.json()) as GamesResponse;
    // The bundles shipped with Spielraum (other tests upload their own builds, under g<id>-<random> slugs).
    const builds = games.filter((game) => game.browser_build && !/^\/play-sandbox\/g\d+-[0-9a-f]{12}\//.test(game.browser_build));
    expect(builds.length).toBeGreaterThanOrEqual(8);
    for (const game of builds) {
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      page.on('pageerror', onError);
      // Opened on its own the bundle is sandboxed by its CSP alone: an opaque origin as well.
      await page.goto(game.browser_build!);
      const frame = page.mainFrame();
      await expect(page.getByRole('button', { name: 'Spielen' }), game.name).toBeVisible();
      expect(await page.evaluate(() => window.origin), game.name).toBe('null');
      const before = await canvasPixels(frame);
      await page.getByRole('button', { name: 'Spielen' }).click();
      for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowUp']) {
        await page.keyboard.down(key);
        await page.waitForTimeout(150);
        await page.keyboard.up(key);
      }
      expect(await canvasPixels(frame), game.name).not.toBe(before);
      // P pauses (as hiding the tab does) and resumes.
      await page.keyboard.press('KeyP');
      await expect(page.getByRole('heading', { name: 'Pausiert' }), game.name).toBeVisible();
      await page.keyboard.press('KeyP');
      await expect(page.getByRole('heading', { name: 'Pausiert' }), game.name).toBeHidden();
      await page.keyboard.press('Space');
      await page.waitForTimeout(150);
      page.off('pageerror', onError);
      expect(errors, game.name).toEqual([]);
    }
  });

  test('a game id that does not exist is the 404 page', async ({ consented: page }) => {
    await page.goto('/game/999999');
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect(page.getByTestId('error-page')).toContainText('404');
  });
});
