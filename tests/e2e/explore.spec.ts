import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ffmpegBinaries } from '../../server/platform/ffmpeg';
import { answerConsent, apiCall, arriveLoggedIn, DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from './support';

// The community side on a phone (390 px): "Entdecken" is discovery of its own (clips in trend, new and rising
// creators with a follow button, what friends play, games by category), the feed one tap away; a forum reply
// written in one browser appears in the thread another has open, without a reload, and the thread's author's bell
// counts it.

const SHOTS = process.env.EXPLORE_SCREENSHOTS ?? path.join('test-results', 'explore-screenshots');
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // The start-up cover (250 ms) has passed.
  await expect(page.getByTestId('loading-cover')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** A short test clip made by ffmpeg (the upload's transcode is real). */
function makeClip(seconds = 4): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'spielraum-trend-')), 'trend.mp4');
  const { ffmpeg } = ffmpegBinaries();
  execFileSync(ffmpeg, [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=360x640:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-y', file],
  ]);
  return file;
}

async function phone(browser: import('@playwright/test').Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', viewport: PHONE, hasTouch: true, isMobile: true });
  await answerConsent(context, baseURL);
  return { context, page: await context.newPage() };
}

test.describe('Entdecken', () => {
  test.use({ viewport: PHONE });

  test('shows trending clips, creators to follow, friends’ games and games by category; the feed is one tap away', async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    // A fresh clip of Kreativa's, watched and liked by Paul, is in the trend (beside the seed's demo clips, which
    // the demo community watched and liked).
    const kreativa = await browser.newContext({ baseURL });
    await loginViaApi(kreativa, DEMO.creator);
    const token = decodeURIComponent((await kreativa.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
    const uploaded = await kreativa.request.post('/api/posts', {
      headers: { 'X-XSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      multipart: { video: { name: 'trend.mp4', mimeType: 'video/mp4', buffer: readFileSync(makeClip()) }, title: 'Trend-Kandidat' },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(202);
    const postId = ((await uploaded.json()) as { post: { id: number } }).post.id;
    await expect
      .poll(async () => ((await (await kreativa.request.get(`/api/posts/${postId}`)).json()) as { post: { status: string } }).post.status, {
        timeout: 200_000,
        intervals: [2_000],
      })
      .toBe('ready');
    await kreativa.close();
    const paul = await browser.newContext({ baseURL });
    await loginViaApi(paul, DEMO.paul);
    expect((await apiCall(paul, 'POST', '/api/views', { post_id: postId })).status()).toBeLessThan(300);
    expect((await apiCall(paul, 'POST', '/api/likes', { post_id: postId })).status()).toBe(201);
    // The ranking is kept for 30 s at most.
    await expect
      .poll(async () => ((await (await paul.request.get('/api/explore/clips')).json()) as { posts: { id: number }[] }).posts.map((post) => post.id), {
        timeout: 60_000,
        intervals: [2_000],
      })
      .toContain(postId);
    await paul.close();

    // Someone new: no friends yet.
    const newcomer = await phone(browser, baseURL!);
    await registerViaApi(newcomer.context, { name: `Neuling${Date.now().toString(36).slice(-5)}` });
    await arriveLoggedIn(newcomer.page);
    await newcomer.page.goto('/explore');
    const page = newcomer.page;
    await expect(page.getByRole('heading', { level: 1, name: 'Entdecken' })).toBeVisible();
    const trending = page.getByTestId('explore-trending');
    await expect(trending.getByRole('heading', { name: 'Im Trend' })).toBeVisible();
    await expect(trending.locator(`a[href="/post/${postId}"]`)).toBeVisible();
    const creators = page.getByTestId('explore-creators');
    await expect(creators.getByRole('heading', { name: 'Neue und aufstrebende Creator' })).toBeVisible();
    const card = creators.getByTestId('creator-card').first();
    await expect(card.getByTestId('creator-reason')).toHaveText(/Neu dabei|Im Aufwind/);
    await card.getByTestId('follow-button').click();
    await expect(card.getByTestId('follow-button')).toHaveText('Entfolgen');
    const friends = page.getByTestId('explore-friends');
    await expect(friends.getByRole('heading', { name: 'Was deine Freunde spielen' })).toBeVisible();
    await expect(friends.getByTestId('explore-friends-empty')).toContainText('Deine Freunde haben in den letzten zwei Wochen nichts gespielt.');
    await expect(friends.getByRole('link', { name: 'Leute finden' })).toHaveAttribute('href', '/connect');
    const games = page.getByTestId('explore-games');
    await expect(games.getByRole('heading', { name: 'Spiele nach Kategorie' })).toBeVisible();
    await expect(games.getByTestId('explore-category').first().getByTestId('game-tile').first()).toBeVisible();
    // Nothing wider than the phone: the rows scroll inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page, '/explore');

    // The feed, for everyone.
    await page.getByTestId('explore-watch-clips').click();
    await expect(page).toHaveURL(/\/explore\?view=clips$/);
    await expect(page.locator('[data-testid="feed-item"]').first()).toBeVisible();
    await newcomer.context.close();

    // Mia sees what her friends played, with their names.
    const mia = await phone(browser, baseURL!);
    await loginViaApi(mia.context, DEMO.mia);
    await arriveLoggedIn(mia.page);
    await mia.page.goto('/explore');
    const played = mia.page.getByTestId('explore-friends').getByTestId('game-tile');
    // Three requests at once on a busy machine: more time than the default for this one.
    await expect(played.first()).toBeVisible({ timeout: 30_000 });
    await expect(played.first()).toContainText(/KoopKim|PixelPia|SoulsSophie/);
    await expect(mia.page.getByTestId('explore-trending').getByTestId('poster-card').first()).toBeVisible();
    await shot(mia.page, 'explore', true);
    await mia.context.close();
  });

  test('a visitor is asked to sign in for friends’ games', async ({ consented: page }) => {
    await page.goto('/explore');
    const friends = page.getByTestId('explore-friends');
    await expect(friends).toContainText('Melde dich an und sieh, was deine Freunde gerade spielen.');
    await friends.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByTestId('auth-overlay')).toBeVisible();
  });
});

test.describe('a forum reply, live', () => {
  test('appears in another open tab of the thread, and the author’s bell counts it', async ({ browser, baseURL }) => {
    const stamp = Date.now().toString(36).slice(-5);
    const author = await phone(browser, baseURL!);
    await registerViaApi(author.context, { name: `Fragende${stamp}` });
    await arriveLoggedIn(author.page);
    const created = await apiCall(author.context, 'POST', '/api/foren', {
      title: `Wer kennt einen Trick für den Wächter? ${stamp}`,
      message: 'Ich komme nicht an ihm vorbei.',
    });
    expect(created.status()).toBe(201);
    const forumId = ((await created.json()) as { forum: { id: number } }).forum.id;

    // The author has the thread open in one tab; a second tab of hers shows another page with the bell. Both
    // listen before the answer goes out: the server greeted their sockets.
    const listening = async (page: Page, url: string) => {
      const socket = page.waitForEvent('websocket', (candidate) => candidate.url().endsWith('/api/realtime'));
      await page.goto(url);
      await (await socket).waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"realtime.ready"') });
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
    };
    await listening(author.page, `/foren/${forumId}`);
    await expect(author.page.getByTestId('forum-post')).toHaveCount(1);
    const other = await author.context.newPage();
    await listening(other, '/foren');
    await expect(other.getByTestId('notification-bell')).toBeVisible();
    await expect(other.getByTestId('notification-count')).toHaveCount(0);

    // Someone else answers in their own browser.
    const helper = await phone(browser, baseURL!);
    await registerViaApi(helper.context, { name: `Helfer${stamp}` });
    await arriveLoggedIn(helper.page);
    await helper.page.goto(`/foren/${forumId}`);
    await helper.page.getByTestId('forum-reply-text').fill('Schleich hinter den Wurzeln entlang, dann hört er dich nicht.');
    await helper.page.getByTestId('forum-reply-send').click();
    await expect(helper.page.getByTestId('forum-reply-text')).toHaveValue('');

    // Without a reload: the answer in the author's open thread, and one new notification on her bell.
    await expect(author.page.getByTestId('forum-post')).toHaveCount(2);
    await expect(author.page.getByTestId('forum-thread')).toContainText('Schleich hinter den Wurzeln entlang');
    await expect(author.page.getByTestId('notification-count')).toHaveText('1');
    await expect(other.getByTestId('notification-count')).toHaveText('1');
    for (const tab of [author.page, other]) expect(await tab.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await author.page.getByTestId('forum-thread').getByText('Schleich hinter den Wurzeln entlang').scrollIntoViewIfNeeded();
    await shot(author.page, 'forum-live');

    await other.getByTestId('notification-bell').click();
    const entry = other.getByTestId('notification-panel').getByTestId('notification-entry').first();
    await expect(entry).toHaveAttribute('data-type', 'forum_reply');
    await expect(entry).toContainText(`Helfer${stamp} hat im Thema „Wer kennt einen Trick für den Wächter? ${stamp}“ geantwortet.`);
    await helper.context.close();
    await author.context.close();
  });
});
