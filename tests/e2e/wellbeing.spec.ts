import type { BrowserContext, Page } from '@playwright/test';
import type { GamingGoalRequest, GamingGoalsResponse, SessionFeedbackRequest } from '../../common/contract/wellbeing';
import type { GamesResponse } from '../../common/contract/games';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from './support';

// Well-being goals end to end (spec §3 Gaming goal, Session feedback; §4 "Gaming goal before play"):
// /settings/wellbeing sets each goal type, the statistics render after feedback was posted through the API,
// and the pre-play gate behaves per goal type — through the page's "Spielstart ausprobieren" preview and
// through the play button ("Zuletzt gespielt") with its install dialog.

const PAGE = '/settings/wellbeing';

/** An unsafe API call with the context's cookies and the XSRF header, as the app sends it. */
async function send(context: BrowserContext, method: 'POST', url: string, data: unknown) {
  await context.request.get('/sanctum/csrf-cookie');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.fetch(url, {
    method,
    data: data as Record<string, unknown>,
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(token),
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    },
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

async function getJson<T>(context: BrowserContext, url: string): Promise<T> {
  const response = await context.request.get(url, { headers: { Accept: 'application/json' } });
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

function setGoal(context: BrowserContext, goal: GamingGoalRequest) {
  return send(context, 'POST', '/api/gaming-goals', goal);
}

async function firstGame(context: BrowserContext) {
  const { games } = await getJson<GamesResponse>(context, '/api/games');
  const game = games[0];
  if (!game) throw new Error('the seeded catalogue is empty');
  return game;
}

async function openPage(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Wohlbefinden' })).toBeVisible();
}

async function tryGameStart(page: Page) {
  await page.getByTestId('gate-preview').click();
}

test.describe('well-being goals', () => {
  test.beforeEach(async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.mia);
  });

  test('the settings page sets each goal type with its settings and keeps the earlier ones', async ({
    consented: page,
  }) => {
    const context = page.context();
    await setGoal(context, { goal_type: 'more', settings: { confirmBeforeStart: false, collectFeedback: false }, daily_minutes: 300 });
    await openPage(page);
    await expect(page.getByTestId('current-goal')).toContainText('Aktuelles Ziel: Mehr spielen');

    const goalSection = page.getByTestId('wellbeing-goal');
    const save = goalSection.getByTestId('goal-save');
    const minutes = goalSection.getByLabel('Tagesziel in Minuten');

    // Weniger spielen: the confirmation before a start is on by default.
    await goalSection.getByRole('radio', { name: 'Weniger spielen' }).check();
    await expect(goalSection.getByRole('switch', { name: 'Vor dem Start nachfragen' })).toHaveAttribute('aria-checked', 'true');
    await expect(goalSection.getByRole('switch', { name: 'Stimmung abfragen' })).toHaveCount(0);
    await minutes.fill('45');
    await save.click();
    await expect(goalSection.getByTestId('goal-saved')).toHaveText('Gespeichert');
    let goals = await getJson<GamingGoalsResponse>(context, '/api/gaming-goals');
    expect(goals.goal).toMatchObject({
      goal_type: 'less',
      daily_minutes: 45,
      settings: { confirmBeforeStart: true, collectFeedback: false },
    });

    // Erfüllender spielen: the mood question is on by default; turn it off and on again with the keyboard.
    await goalSection.getByRole('radio', { name: 'Erfüllender spielen' }).check();
    const feedbackSwitch = goalSection.getByRole('switch', { name: 'Stimmung abfragen' });
    await expect(feedbackSwitch).toHaveAttribute('aria-checked', 'true');
    await feedbackSwitch.focus();
    await page.keyboard.press('Space');
    await expect(feedbackSwitch).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Space');
    await expect(feedbackSwitch).toHaveAttribute('aria-checked', 'true');
    await minutes.fill('90');
    await save.click();
    await expect(goalSection.getByTestId('goal-saved')).toBeVisible();
    goals = await getJson<GamingGoalsResponse>(context, '/api/gaming-goals');
    expect(goals.goal).toMatchObject({
      goal_type: 'fulfilling',
      daily_minutes: 90,
      settings: { confirmBeforeStart: false, collectFeedback: true },
    });

    // Mehr spielen: no switches, nothing interrupts.
    await goalSection.getByRole('radio', { name: 'Mehr spielen' }).check();
    await expect(goalSection.getByRole('switch')).toHaveCount(0);
    await expect(goalSection.getByText('Bei diesem Ziel unterbrechen wir dich nie.')).toBeVisible();
    await minutes.fill('240');
    await save.click();
    await expect(goalSection.getByTestId('goal-saved')).toBeVisible();
    goals = await getJson<GamingGoalsResponse>(context, '/api/gaming-goals');
    expect(goals.goal).toMatchObject({
      goal_type: 'more',
      daily_minutes: 240,
      settings: { confirmBeforeStart: false, collectFeedback: false },
    });
    await expect(save).toBeDisabled();

    // The earlier goals are listed, newest first.
    const history = page.getByTestId('wellbeing-history').getByRole('listitem');
    await expect(history.nth(0)).toContainText('Erfüllender spielen');
    await expect(history.nth(0)).toContainText('1 Std. 30 Min. pro Tag · Stimmung abfragen');
    await expect(history.nth(1)).toContainText('Weniger spielen');
    await expect(history.nth(1)).toContainText('45 Minuten pro Tag · Vor dem Start nachfragen');

    // A daily goal outside 15…720 is refused in the form.
    await goalSection.getByRole('radio', { name: 'Weniger spielen' }).check();
    await minutes.fill('5');
    await save.click();
    await expect(goalSection.getByText('Bitte gib eine ganze Zahl zwischen 15 und 720 ein.')).toBeVisible();
    goals = await getJson<GamingGoalsResponse>(context, '/api/gaming-goals');
    expect(goals.goal?.goal_type).toBe('more');
  });

  test('the statistics render after session feedback was posted through the API', async ({ consented: page }) => {
    const context = page.context();
    await setGoal(context, { goal_type: 'less', settings: { confirmBeforeStart: true, collectFeedback: false }, daily_minutes: 60 });
    const game = await firstGame(context);
    const sessions: SessionFeedbackRequest[] = [
      { game_id: game.id, mood_before: 2, mood_after: 4, session_duration_minutes: 35, additional_notes: 'Entspannt' },
      { game_id: game.id, mood_before: 2, mood_after: 4, session_duration_minutes: 40 },
    ];
    for (const session of sessions) await send(context, 'POST', '/api/gaming-goals/session-feedback', session);

    const chartChunk = page.waitForResponse((response) => /StatsCharts-[^/]*\.js$/.test(new URL(response.url()).pathname));
    await openPage(page);
    await chartChunk;

    const stats = page.getByTestId('wellbeing-stats');
    await expect(stats.getByTestId('stats-within-goal')).toContainText(/\d von 7 Tagen/);
    await expect(stats.getByText('Heute gespielt')).toBeVisible();

    const days = stats.getByTestId('chart-days');
    await expect(days.locator('svg.recharts-surface')).toBeVisible();
    await expect(days.locator('.recharts-bar-rectangle').first()).toBeAttached();
    // Today's 75 minutes are over the 60-minute goal: the screen-reader table says so.
    const dayTable = days.getByRole('table', { name: 'Spielzeit pro Tag in den letzten 7 Tagen' });
    await expect(dayTable.getByRole('row').last()).toContainText('75');
    await expect(dayTable.getByRole('row').last()).toContainText('Nein');

    await expect(stats.getByTestId('chart-weeks').locator('svg.recharts-surface')).toBeVisible();
    const mood = stats.getByTestId('chart-mood');
    await expect(mood).toContainText('Im Schnitt vorher 2,0, nachher 4,0');
    await expect(mood.getByRole('table')).toContainText(game.name);

    await expectNoSeriousA11yViolations(page, '/settings/wellbeing with statistics');
  });

  test('goal "less" with confirmation: the start must be confirmed, and cancelling does not proceed', async ({
    consented: page,
  }) => {
    await setGoal(page.context(), { goal_type: 'less', settings: { confirmBeforeStart: true }, daily_minutes: 60 });
    await openPage(page);

    await tryGameStart(page);
    const dialog = page.getByTestId('gate-confirm');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('role', 'alertdialog');
    await expect(dialog.getByTestId('gate-confirm-message')).toContainText(/Du wolltest weniger spielen\. Heute hast du schon \d+ Minuten? gespielt, dein Tagesziel sind 60 Minuten\. Trotzdem starten\?/);
    await expect(dialog.getByText('Eine Runde spazieren gehen')).toBeVisible();
    // The safe choice has the focus.
    await expect(dialog.getByTestId('gate-cancel')).toBeFocused();
    await dialog.getByTestId('gate-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('gate-preview-result')).toHaveText('Abgebrochen – das Spiel würde nicht starten.');

    // Escape cancels too; confirming proceeds.
    await tryGameStart(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('gate-preview-result')).toHaveText('Abgebrochen – das Spiel würde nicht starten.');
    await tryGameStart(page);
    await dialog.getByTestId('gate-proceed').click();
    await expect(page.getByTestId('gate-preview-result')).toHaveText('Du hast bestätigt – das Spiel würde jetzt starten.');
  });

  test('goal "fulfilling" with feedback: the mood is asked before play', async ({ consented: page }) => {
    await setGoal(page.context(), { goal_type: 'fulfilling', settings: { collectFeedback: true }, daily_minutes: 120 });
    await openPage(page);

    await tryGameStart(page);
    const dialog = page.getByTestId('gate-mood-before');
    await expect(dialog.getByRole('heading', { name: 'Wie fühlst du dich gerade?' })).toBeVisible();
    const scale = dialog.getByRole('group', { name: 'Deine Stimmung jetzt' });
    await expect(scale.getByRole('radio')).toHaveCount(5);
    await expect(dialog.getByTestId('gate-proceed')).toBeDisabled();

    // Keyboard: the radios move with the arrow keys.
    await scale.getByRole('radio', { name: 'Okay' }).check();
    await page.keyboard.press('ArrowRight');
    await expect(scale.getByRole('radio', { name: 'Gut' })).toBeChecked();
    await dialog.getByTestId('gate-proceed').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('gate-preview-result')).toHaveText('Das Spiel würde starten. Deine Stimmung vorher: 🙂 Gut.');
  });

  test('on a phone the mood words stay whole ("Schlecht", never "Schlech-t")', async ({ consented: page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await setGoal(page.context(), { goal_type: 'fulfilling', settings: { collectFeedback: true }, daily_minutes: 120 });
    await openPage(page);
    await tryGameStart(page);
    const scale = page.getByTestId('mood-before-scale');
    await expect(scale.getByRole('radio')).toHaveCount(5);
    // A word broken inside lies on two lines: its text's boxes start at two heights.
    const broken = await scale.locator('label').evaluateAll((labels) =>
      labels.flatMap((label) => {
        const text = label.querySelector('span:not([aria-hidden])')?.firstChild;
        if (text?.nodeType !== Node.TEXT_NODE || !text.textContent) return ['(no word)'];
        return [...text.textContent.matchAll(/\S+/g)].flatMap((match) => {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          return tops.size > 1 ? [match[0]] : [];
        });
      }),
    );
    expect(broken).toEqual([]);
    await expect(scale.getByRole('radio', { name: 'Schlecht', exact: true })).toBeVisible();
  });

  test('goal "more": the game starts without a dialog', async ({ consented: page }) => {
    await setGoal(page.context(), { goal_type: 'more', settings: { confirmBeforeStart: true, collectFeedback: true } });
    await openPage(page);

    await tryGameStart(page);
    await expect(page.getByTestId('gate-preview-result')).toHaveText('Keine Rückfrage – das Spiel würde sofort starten.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a launcher game says first that it needs the launcher (the launcher asks the goal), a browser game runs here behind the gate', async ({
    consented: page,
  }) => {
    const context = page.context();
    const { games } = await getJson<GamesResponse>(context, '/api/games?per_page=48');
    const game = games.find((entry) => entry.browser_build === null)!;
    const browserGame = games.find((entry) => entry.browser_build !== null)!;
    await send(context, 'POST', '/api/lastPlayed', { game_id: browserGame.id });
    await send(context, 'POST', '/api/lastPlayed', { game_id: game.id });
    await setGoal(context, { goal_type: 'less', settings: { confirmBeforeStart: true }, daily_minutes: 60 });
    await openPage(page);

    // The requirement comes first: nothing can start in a browser, so nothing is asked here; the launcher asks
    // the goal's question when it starts the game.
    const row = page.getByTestId('wellbeing-last-played').getByRole('listitem').filter({ hasText: game.name });
    await row.getByTestId('play-button').click();
    const install = page.getByTestId('install-dialog');
    await expect(install.getByRole('heading', { name: 'Spiele mit dem Spielraum-Launcher starten' })).toBeVisible();
    await expect(page.getByTestId('gate-confirm')).toHaveCount(0);
    await expect(install).toContainText('Bevor ein Spiel startet, fragt der Launcher immer nach.');
    await expect(install.getByTestId('launcher-open-link')).toHaveAttribute('href', `spielraum://launch?game=${game.id}`);
    await expect(install.getByTestId('launcher-open-link')).toHaveText('Im Launcher öffnen');
    await install.getByRole('button', { name: 'Schließen' }).click();
    await expect(install).toHaveCount(0);

    // "Launcher herunterladen" leads to our own page about the launcher.
    await row.getByTestId('play-button').click();
    await expect(install.getByTestId('launcher-download')).toHaveAttribute('href', '/download');
    await install.getByTestId('launcher-download').click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByTestId('download-page')).toBeVisible();
    await expect(page.getByTestId('install-dialog')).toHaveCount(0);

    // A game with a browser build is no dead end: the gate asks, then its page starts it.
    await openPage(page);
    const browserRow = page.getByTestId('wellbeing-last-played').getByRole('listitem').filter({ hasText: browserGame.name });
    await expect(browserRow.getByTestId('play-button')).toHaveText('Im Browser spielen');
    await browserRow.getByTestId('play-button').click();
    await page.getByTestId('gate-confirm').getByTestId('gate-proceed').click();
    await expect(page).toHaveURL(new RegExp(`/game/${browserGame.id}$`));
    await expect(page.getByTestId('browser-player')).toBeVisible();
    await expect(page.getByTestId('install-dialog')).toHaveCount(0);
  });

  test('inside the desktop launcher the play button launches through the bridge, and the launcher gate is answered by the page', async ({
    consented: page,
  }) => {
    const context = page.context();
    const game = await firstGame(context);
    await send(context, 'POST', '/api/lastPlayed', { game_id: game.id });
    await setGoal(context, { goal_type: 'fulfilling', settings: { collectFeedback: true }, daily_minutes: 120 });

    // A stand-in for the preload bridge: the game is installed, and launching asks the page's gate first, as the
    // real launcher does over IPC.
    await page.addInitScript(() => {
      type Handler = (request: unknown) => Promise<unknown>;
      const state = { gate: null as Handler | null, feedback: null as Handler | null, answers: [] as unknown[] };
      (window as unknown as { __launcher: typeof state }).__launcher = state;
      (window as unknown as { spielraum: unknown }).spielraum = {
        version: '0.1.0',
        platform: 'linux',
        listInstalledGames: async () => [],
        getLaunchState: async (games: { id: number }[]) =>
          games.map((entry) => ({ gameId: entry.id, installed: true, running: false, source: 'user' })),
        launchGame: async (gameId: number) => {
          const answer = state.gate
            ? await state.gate({ requestId: 'r1', game: { gameId, name: 'Testspiel' } })
            : { proceed: true };
          state.answers.push(answer);
          const proceed = (answer as { proceed: boolean }).proceed;
          return proceed ? { status: 'started', gameId } : { status: 'cancelled', gameId, by: 'gate' };
        },
        addGameFromFile: async () => ({ ok: false, reason: 'cancelled' }),
        onLaunchEvent: () => () => {},
        onGateRequest: (handler: Handler) => {
          state.gate = handler;
          return () => {
            if (state.gate === handler) state.gate = null;
          };
        },
        onFeedbackRequest: (handler: Handler) => {
          state.feedback = handler;
          return () => {
            if (state.feedback === handler) state.feedback = null;
          };
        },
      };
    });
    await openPage(page);

    const row = page.getByTestId('wellbeing-last-played').getByRole('listitem').filter({ hasText: game.name });
    const play = row.getByTestId('play-button');
    await expect(play).toHaveText('Im Launcher spielen');
    await play.click();

    const dialog = page.getByTestId('gate-mood-before');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Super' }).check();
    await dialog.getByTestId('gate-proceed').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'startet – viel Spaß!' })).toBeVisible();
    const answers = await page.evaluate(() => (window as unknown as { __launcher: { answers: unknown[] } }).__launcher.answers);
    expect(answers).toEqual([{ proceed: true, moodBefore: 5 }]);

    // After the session the launcher asks for the feedback; the page answers, the launcher records it.
    const feedback = page.evaluate(() => {
      const launcher = (window as unknown as { __launcher: { feedback: ((request: unknown) => Promise<unknown>) | null } })
        .__launcher;
      if (!launcher.feedback) throw new Error('no feedback handler registered');
      return launcher.feedback({
        requestId: 'f1',
        session: { gameId: 1, name: 'Testspiel', durationMinutes: 42, moodBefore: 5 },
      });
    });
    const after = page.getByTestId('after-play');
    await expect(after.getByRole('heading', { name: 'Wie war’s?' })).toBeVisible();
    await expect(after).toContainText('Du hast 42 Minuten „Testspiel“ gespielt.');
    await expect(after).toContainText('Vorher: 😄 Super');
    await expect(after.getByTestId('after-play-save')).toBeDisabled();
    await after.getByRole('radio', { name: 'Gut' }).check();
    await after.getByLabel('Notizen').fill('  Schöne Runde  ');
    await after.getByTestId('after-play-save').click();
    expect(await feedback).toEqual({ moodAfter: 4, notes: 'Schöne Runde' });
    await expect(after).toHaveCount(0);
  });
});

test.describe('well-being for a new account', () => {
  test('shows the empty states in German', async ({ consented: page }) => {
    await registerViaApi(page.context());
    await openPage(page);
    await expect(page.getByTestId('current-goal')).toHaveText(
      'Du hast noch kein Ziel festgelegt. Such dir eins aus – du kannst es jederzeit ändern.',
    );
    await expect(page.getByText('Noch keine Spielzeiten')).toBeVisible();
    await expect(page.getByText('Noch nichts gespielt')).toBeVisible();
    await expect(page.getByText('Noch keine früheren Ziele.', { exact: false })).toBeVisible();

    // Saving without a choice asks for one.
    await page.getByTestId('goal-save').click();
    await expect(page.getByText('Bitte wähle ein Ziel aus.')).toBeVisible();

    // Without a goal, the gate never asks.
    await tryGameStart(page);
    await expect(page.getByTestId('gate-preview-result')).toHaveText('Keine Rückfrage – das Spiel würde sofort starten.');
    await expectNoSeriousA11yViolations(page, '/settings/wellbeing empty');
  });
});
