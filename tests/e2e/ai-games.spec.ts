import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support';

// Text to game: a new account describes a game on /ai (the text carries a </script>), follows the
// job's progress to /ai/h/{id}, sees the description as text and plays the generated game in the sandbox: the
// game starts, takes keyboard input and reports its score to the page.

test('generate a game from a description and play it', async ({ consented: page }) => {
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
  // The one job worker may still be rendering the seeded demo clips of this fresh server: the generation waits its turn.
  await expect(page.getByTestId('ai-game-play')).toBeVisible({ timeout: 40_000 });
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
