import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from '@playwright/test';
import { answerConsent, dataDir, DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from './support';

// The creator studio and the admins' video management: /studio for a new creator (the first-upload
// start), /studio/dashboard with charts or its empty state, /studio/inhalte with statuses, inline editing and
// deleting after a confirmation, /dev/video-management hiding a post, and the 403 a normal user gets there.
// Posts are written straight into the server's SQLite file as finished (or processing, or failed) clips, so
// these tests do not wait for ffmpeg.

const SCREENSHOTS = process.env.STUDIO_SCREENSHOTS ?? path.join('test-results', 'studio-screenshots');

function database() {
  const db = new SQLite(path.join(dataDir(), 'spielraum.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

interface Seed {
  title: string;
  status?: 'ready' | 'processing' | 'failed';
  progress?: number;
  error?: string;
  views?: number;
  likes?: number;
}

/** Posts of one user, with today's views and likes by the demo accounts; answers their ids in order. */
function insertPosts(userId: number, posts: Seed[]): number[] {
  const db = database();
  try {
    const now = new Date();
    const iso = now.toISOString();
    const day = iso.slice(0, 10);
    const insert = db.prepare(`insert into posts (user_id, title, text, status, progress, error, hls_path, mp4_path, poster_path,
      duration_ms, width, height, hidden, likes_count, comments_count, views_count, watch_ms_total, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 0, ?, ?, ?, ?)`);
    const view = db.prepare('insert into post_views (user_id, post_id, day, created_at) values (?, ?, ?, ?)');
    const like = db.prepare('insert into likes (user_id, post_id, created_at) values (?, ?, ?)');
    const watch = db.prepare('insert into watch_time (user_id, post_id, day, watch_ms, updated_at) values (?, ?, ?, ?, ?)');
    const viewers = (db.prepare('select id from users order by id limit 4').all() as { id: number }[]).map((row) => row.id);
    return db.transaction(() =>
      posts.map((post, index) => {
        const status = post.status ?? 'ready';
        const ready = status === 'ready';
        const folder = `/media/videos/e2e-studio-${userId}-${index}`;
        const views = Math.min(post.views ?? 0, viewers.length);
        const likes = Math.min(post.likes ?? 0, viewers.length);
        const created = new Date(now.getTime() - (posts.length - index) * 60_000).toISOString();
        const id = Number(
          insert.run(
            userId,
            post.title,
            'Beschreibung aus dem Test',
            status,
            ready ? 100 : (post.progress ?? 0),
            status === 'failed' ? (post.error ?? 'Die Datei ließ sich nicht umwandeln.') : null,
            ready ? `${folder}/master.m3u8` : null,
            ready ? `${folder}/video.mp4` : null,
            ready ? `${folder}/poster.webp` : null,
            ready ? 12_000 : null,
            ready ? 720 : null,
            ready ? 1280 : null,
            likes,
            views,
            views * 9_000,
            created,
            created,
          ).lastInsertRowid,
        );
        for (const viewer of viewers.slice(0, views)) {
          view.run(viewer, id, day, iso);
          watch.run(viewer, id, day, 9_000, iso);
        }
        for (const viewer of viewers.slice(0, likes)) like.run(viewer, id, iso);
        return id;
      }),
    )();
  } finally {
    db.close();
  }
}

async function currentUserId(context: BrowserContext): Promise<number> {
  const response = await context.request.get('/api/logged-in-user', { headers: { Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { id?: number; user?: { id: number } };
  const id = body.id ?? body.user?.id;
  if (!id) throw new Error(`no user id in ${JSON.stringify(body)}`);
  return id;
}

/** A new creator account, signed in, with the given posts. */
async function newCreator(page: Page, posts: Seed[] = [], language = 'de'): Promise<{ userId: number; ids: number[] }> {
  await registerViaApi(page.context(), { name: `Studio${Math.floor(Math.random() * 1e6)}`, language });
  const userId = await currentUserId(page.context());
  return { userId, ids: posts.length ? insertPosts(userId, posts) : [] };
}

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // After the shell's entry fades (a full-page capture would show a cover that is still fading out).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: no sideways scrolling`).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test.describe('creator studio', () => {
  test('a creator without posts gets the friendly start and the empty dashboard', async ({ consented: page }) => {
    await newCreator(page);
    await page.goto('/studio');
    await expect(page.getByTestId('studio-start')).toBeVisible();
    const start = page.getByRole('link', { name: 'Lade deinen ersten Clip hoch' });
    await expect(start).toHaveAttribute('href', '/upload');
    await expectNoSeriousA11yViolations(page, '/studio (no posts)');

    await page.getByRole('navigation', { name: 'Studio-Bereiche' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();
    await expect(page.getByTestId('studio-empty')).toContainText('sobald du deinen ersten Clip hochgeladen hast');
    await expectNoSeriousA11yViolations(page, '/studio/dashboard (empty)');
  });

  test('the dashboard draws the days and sorts the per-video table', async ({ consented: page }) => {
    await newCreator(page, [
      { title: 'Clutch in der Verlängerung', views: 3, likes: 2 },
      { title: 'Speedrun Level 1', views: 1, likes: 1 },
      { title: 'Noch in Arbeit', status: 'processing', progress: 45 },
    ]);
    await page.goto('/studio/dashboard');
    await expect(page.getByTestId('chart-views')).toBeVisible();
    await expect(page.getByTestId('chart-watch_ms')).toBeVisible();
    await expect(page.getByTestId('studio-totals')).toContainText('Aufrufe');
    await expect(page.getByTestId('studio-totals')).toContainText('Durchschnittlich angesehen');

    const table = page.getByTestId('post-stats');
    const firstTitle = () => table.locator('tbody tr').first().locator('th');
    await expect(firstTitle()).toHaveText('Clutch in der Verlängerung');
    const viewsHeader = table.locator('th', { has: page.getByTestId('sort-views') });
    await expect(viewsHeader).toHaveAttribute('aria-sort', 'descending');
    await page.getByTestId('sort-views').click();
    await expect(viewsHeader).toHaveAttribute('aria-sort', 'ascending');
    await page.getByTestId('sort-title').focus();
    await page.keyboard.press('Enter');
    await expect(table.locator('th', { has: page.getByTestId('sort-title') })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.locator('tbody tr').first()).toContainText('%');

    // The same numbers as a table for everyone.
    await page.getByText('Alle Werte als Tabelle').click();
    await expect(page.getByTestId('days-table').locator('tbody tr')).toHaveCount(28);
    await page.getByTestId('range-7').click();
    await expect(page.getByTestId('range-7')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('days-table').locator('tbody tr')).toHaveCount(7);
    await expectNoSeriousA11yViolations(page, '/studio/dashboard (charts)');
  });

  test('/studio/inhalte lists the posts with their status, edits a title and deletes after a confirmation', async ({
    consented: page,
  }) => {
    const { ids } = await newCreator(page, [
      { title: 'Fertiger Clip', views: 2, likes: 1 },
      { title: 'Halb fertig', status: 'processing', progress: 45 },
      { title: 'Kaputte Datei', status: 'failed', error: 'Die Datei enthält kein Video.' },
    ]);
    const [ready, processing, failed] = ids as [number, number, number];
    await page.goto('/studio/inhalte');
    await expect(page.getByTestId(`status-${ready}`)).toHaveText('Bereit');
    await expect(page.getByTestId(`status-${processing}`)).toContainText('Wird verarbeitet … 45 %');
    await expect(page.getByTestId(`content-${processing}`).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await expect(page.getByTestId(`status-${failed}`)).toHaveText('Fehlgeschlagen: Die Datei enthält kein Video.');
    await expectNoSeriousA11yViolations(page, '/studio/inhalte');

    // Processing progress shows without a reload (the list asks again while something is processing).
    const db = database();
    db.prepare('update posts set progress = 80 where id = ?').run(processing);
    db.close();
    await expect(page.getByTestId(`status-${processing}`)).toContainText('80 %');

    // Edit the title inline.
    const item = page.getByTestId(`content-${ready}`);
    await item.getByRole('button', { name: '„Fertiger Clip“ bearbeiten' }).click();
    const title = item.getByLabel('Titel');
    await expect(title).toBeFocused();
    await title.fill('Mein bester Clip');
    await item.getByTestId('save-post').click();
    await expect(item.getByRole('heading', { name: 'Mein bester Clip' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId(`content-${ready}`).getByRole('heading', { name: 'Mein bester Clip' })).toBeVisible();

    // Delete: cancel first, then confirm.
    const doomed = page.getByTestId(`content-${failed}`);
    await doomed.getByRole('button', { name: '„Kaputte Datei“ löschen' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText('Clip löschen?');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(doomed).toBeVisible();
    await doomed.getByRole('button', { name: '„Kaputte Datei“ löschen' }).click();
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(doomed).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId(`content-${failed}`)).toHaveCount(0);
    await expect(page.getByTestId(`content-${ready}`)).toBeVisible();
  });
});

test.describe('video management', () => {
  test('an admin hides a post and shows it again; a normal user gets the 403 page', async ({ consented: page, browser, baseURL }) => {
    const { ids } = await newCreator(page, [{ title: 'Zum Verstecken', views: 1 }]);
    const postId = ids[0]!;
    await page.context().clearCookies();

    await loginViaApi(page.context(), DEMO.admin);
    await page.goto('/dev');
    await page.getByRole('link', { name: /Clip-Verwaltung/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clip-Verwaltung' })).toBeVisible();
    const row = page.getByTestId(`admin-post-${postId}`);
    await expect(row).toBeVisible();
    const hide = row.getByRole('switch', { name: '„Zum Verstecken“ verstecken' });
    await expect(hide).toHaveAttribute('aria-checked', 'false');
    await hide.click();
    await expect(hide).toHaveAttribute('aria-checked', 'true');
    await expectNoSeriousA11yViolations(page, '/dev/video-management');

    // A visitor no longer finds it.
    const visitor = await browser.newContext({ baseURL });
    expect((await visitor.request.get(`/api/posts/${postId}`, { headers: { Accept: 'application/json' } })).status()).toBe(404);

    await page.reload();
    const again = page.getByTestId(`admin-post-${postId}`).getByRole('switch');
    await expect(again).toHaveAttribute('aria-checked', 'true');
    await again.click();
    await expect(again).toHaveAttribute('aria-checked', 'false');
    expect((await visitor.request.get(`/api/posts/${postId}`, { headers: { Accept: 'application/json' } })).status()).toBe(200);
    await visitor.close();

    // The curated list: add, and it shows in the list above.
    await page.getByTestId(`admin-post-${postId}`).getByTestId('toggle-custom').click();
    await expect(page.getByTestId(`custom-${postId}`)).toBeVisible();
    await page.getByTestId(`custom-${postId}`).getByRole('button', { name: '„Zum Verstecken“ aus der Liste entfernen' }).click();
    await expect(page.getByTestId(`custom-${postId}`)).toHaveCount(0);

    // A normal user (in a browser of their own): the 403 page, not the tools; the server refuses the calls too.
    const other = await browser.newContext({ baseURL });
    await answerConsent(other, baseURL!);
    await loginViaApi(other, DEMO.mia);
    const miaPage = await other.newPage();
    await miaPage.goto('/dev/video-management');
    await expect(miaPage.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
    await expect(miaPage.getByTestId('video-management')).toHaveCount(0);
    expect((await other.request.get('/api/admin/posts', { headers: { Accept: 'application/json' } })).status()).toBe(403);
    await other.close();
  });
});

test.describe('screenshots', () => {
  for (const [language, width, scheme] of [
    ['de', 390, 'light'],
    ['de', 1366, 'dark'],
    ['ar', 390, 'dark'],
    ['ar', 1366, 'light'],
  ] as const) {
    test(`studio in ${language} at ${width} px, ${scheme}`, async ({ consented: page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const { ids } = await newCreator(page, [
        { title: 'Clutch in der Verlängerung', views: 4, likes: 3 },
        { title: 'Speedrun Level 1', views: 2, likes: 1 },
        { title: 'Noch in Arbeit', status: 'processing', progress: 45 },
        { title: 'Kaputte Datei', status: 'failed', error: 'Die Datei enthält kein Video.' },
      ], language);
      await page.goto('/studio/dashboard');
      await expect(page.getByTestId('chart-views')).toBeVisible();
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await shoot(page, `dashboard-${language}-${width}-${scheme}`);
      await page.goto('/studio/inhalte');
      await expect(page.getByTestId(`status-${ids[2]}`)).toBeVisible();
      await shoot(page, `inhalte-${language}-${width}-${scheme}`);
      await page.goto('/studio');
      await expect(page.getByTestId('studio-totals')).toBeVisible();
      await shoot(page, `index-${language}-${width}-${scheme}`);
    });
  }
});
