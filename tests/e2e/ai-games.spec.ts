import { DEMO, arriveLoggedIn, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from './support';

// Text to game: a new account describes a game on /ai (the text carries a </script>), follows the
// job's progress to /ai/h/{id}, sees the description as text and plays the generated game in the sandbox: the
// game starts, takes keyboard input and reports its score to the page. On a phone: the preview names the
// described figures and goal, and the game reaches the catalogue only after a confirmation.

// The one job worker renders the seeded demo clips of a fresh server first (ffmpeg, slow on a busy machine): a
// generation waits its turn behind them, so these tests allow it minutes.
const QUEUE_WAIT = 150_000;

test('generate a game from a description and play it', async ({ consented: page }) => {
  test.setTimeout(QUEUE_WAIT + 60_000);
  await registerViaApi(page.context());
  await page.goto('/ai');
  await expect(page.getByTestId('ai-tabs').getByRole('link', { name: 'Spiel erstellen' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('ai-gallery').getByTestId('ai-game-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/ai');

  const description = 'Ein Raumschiff schießt im Weltraum auf Aliens </script><b>fett</b>';
  await page.getByTestId('ai-game-description').fill('zu kurz');
  await page.getByTestId('ai-game-submit').click();
  await expect(page.getByText('Beschreibe dein Spiel in mindestens 10 Zeichen.')).toBeVisible();
  await page.getByTestId('ai-game-description').fill(description);
  await page.getByTestId('ai-game-submit').click();

  await expect(page).toHaveURL(/\/ai\/h\/\d+$/);
  await expect(page.getByTestId('ai-game-description-text')).toHaveText(description);
  await expect(page.locator('b', { hasText: 'fett' })).toHaveCount(0);
  await expect(page.getByTestId('ai-game-play')).toBeVisible({ timeout: QUEUE_WAIT });
  await page.getByTestId('ai-game-play').click();
  await expect(page.getByTestId('browser-player-frame')).toBeVisible();

  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/play-sandbox/ai'))).toBe(true);
  const frame = page.frames().find((entry) => entry.url().includes('/play-sandbox/ai'))!;
  // The title card shows the description as text, inside the sandbox as well.
  await expect(frame.locator('.sr-help')).toContainText('</script><b>fett</b>');
  // Started from the keyboard: a pointer click inside the frame is not checked against the page's fixed layers
  // (the verification banner at the bottom edge could take it), and keyboard play is part of the game.
  await frame.getByRole('button', { name: 'Spielen' }).focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('button', { name: 'Spielen' })).toBeHidden();
  await expect(page.getByTestId('browser-player-score')).toContainText('0');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
  }
  const pixels = () => frame.evaluate(() => document.querySelector('canvas')!.toDataURL().length);
  const before = await pixels();
  await expect.poll(pixels).not.toBe(before);

  await page.getByTestId('browser-player-exit').click();
  await page.getByTestId('ai-game-again').click();
  await expect(page).toHaveURL(/\/ai\?description=/);
  await expect(page.getByTestId('ai-game-description')).toHaveValue(description);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the preview shows the described figures and goal, publishing asks first, then the catalogue has it', async ({ consented: page }) => {
    test.setTimeout(QUEUE_WAIT + 60_000);
    await loginViaApi(page.context(), DEMO.mia);
    await arriveLoggedIn(page);
    await page.goto('/ai');
    await page.getByTestId('ai-game-description').fill('Ein Eichhörnchen sammelt Nüsse und weicht Ästen aus, 40 Punkte');
    await page.getByTestId('ai-game-submit').click();
    await expect(page).toHaveURL(/\/ai\/h\/\d+$/);

    const preview = page.getByTestId('ai-game-preview');
    await expect(preview).toBeVisible({ timeout: QUEUE_WAIT });
    await expect(page.getByTestId('ai-preview-player')).toHaveText('Eichhörnchen');
    await expect(page.getByTestId('ai-preview-items')).toHaveText('Nüsse');
    await expect(page.getByTestId('ai-preview-obstacles')).toHaveText('Äste');
    await expect(page.getByTestId('ai-preview-goal')).toHaveText('40 Punkte');
    await expect(page.getByTestId('ai-preview-world')).toHaveText('Wald');
    await expect(page.getByTestId('ai-game-play')).toBeVisible();
    // It fits the phone: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, '/ai/h preview on a phone');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(title).toContain('Eichhörnchen');

    // Publishing is never one click: the first answer "Noch nicht" leaves it out of the catalogue.
    await page.getByTestId('ai-game-publish').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Noch nicht' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('ai-game-catalogue')).toHaveCount(0);
    const catalogue = async () => (await (await page.request.get(`/api/games?q=${encodeURIComponent('Eichhörnchen')}&per_page=48`)).json()).games as { name: string }[];
    expect((await catalogue()).some((game) => game.name === title)).toBe(false);

    await page.getByTestId('ai-game-publish').click();
    await dialog.getByRole('button', { name: 'Ja, veröffentlichen' }).click();
    await page.getByTestId('ai-game-catalogue').click();
    await expect(page).toHaveURL(/\/game\/\d+/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await page.goto(`/games?q=${encodeURIComponent('Eichhörnchen')}`);
    await expect(page.getByTestId('game-card').filter({ hasText: title })).toBeVisible();
  });
});
