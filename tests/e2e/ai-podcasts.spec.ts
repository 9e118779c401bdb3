import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from './support';

// Text to podcast: a description becomes a podcast, made by the real job worker (speech, ffmpeg mix)
// while the page shows the progress; then the §4 player plays it and steps through its tracks: next, previous
// (stays on the first), a track from the list, and next after the last wraps to the first.

test.describe('podcast generator', () => {
  test('generates a podcast and the player advances through its tracks', async ({ consented: page }) => {
    test.setTimeout(90_000);
    // Kreativa has no demo podcast in the making, so nothing of the seed stands in the way.
    await loginViaApi(page.context(), DEMO.creator);
    await page.goto('/ai/podcast');
    await expect(page.getByRole('heading', { level: 1, name: 'Podcast erstellen' })).toBeVisible();

    await page.getByTestId('podcast-description').fill('  Ein gemütlicher Abend mit Rätselspielen und Tee  ');
    await page.getByTestId('podcast-submit').click();
    await expect(page.getByTestId('podcast-status')).toBeVisible();

    const player = page.getByTestId('podcast-player');
    await expect(player.getByRole('heading', { name: 'Ein gemütlicher Abend mit Rätselspielen und Tee' })).toBeVisible({ timeout: 60_000 });
    const nowPlaying = page.getByTestId('podcast-now-playing');
    await expect(nowPlaying).toHaveText(/^Titel 1 von \d+: Ganze Folge$/);
    await expect(page.getByTestId('podcast-transcript')).toContainText('Rätselspielen');

    const audio = page.getByTestId('podcast-audio');
    await page.getByTestId('podcast-play').click();
    await expect(page.getByTestId('podcast-pause')).toBeVisible();
    // It really plays: the position moves.
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);

    await page.getByTestId('podcast-next').click();
    await expect(nowPlaying).toHaveText(/^Titel 2 von \d+: Begrüßung$/);
    await expect(audio).toHaveAttribute('src', /\/chapter-1\.mp3$/);
    await page.getByTestId('podcast-previous').click();
    await page.getByTestId('podcast-previous').click();
    await expect(nowPlaying).toHaveText(/^Titel 1 von \d+: Ganze Folge$/);

    await player.getByRole('button', { name: /Verabschiedung/ }).click();
    await expect(nowPlaying).toHaveText(/: Verabschiedung$/);
    await page.getByTestId('podcast-next').click();
    await expect(nowPlaying).toHaveText(/^Titel 1 von \d+: Ganze Folge$/);
    await page.getByTestId('podcast-pause').click();
    await expect(page.getByTestId('podcast-play')).toBeVisible();

    // The seed's demo podcasts (made before ours) fill the community list.
    await expect(page.getByTestId('podcasts-community')).toContainText('Gemütliche Koop-Spiele für lange Winterabende');
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoSeriousA11yViolations(page, `/ai/podcast (${scheme})`);
    }
  });
});
