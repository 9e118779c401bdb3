import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  answerConsent,
  arriveLoggedIn,
  dataDir,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  loginViaApi,
  overlay,
  openSignIn,
  registerViaApi,
  test,
} from './support';

// Reports and moderation in the browser: a user reports a post from its page, an admin finds it on
// /admin/reports with the content and deletes it, and the post is gone; an admin suspends an account on
// /admin/users, its open tab loses the session, and the person sees the reason when signing in again.
// The post is written straight into the server's SQLite file as a finished clip (no ffmpeg wait).

function insertPost(userEmail: string, title: string): number {
  const db = new SQLite(path.join(dataDir(), 'spielraum.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const user = db.prepare('select id from users where email = ?').get(userEmail) as { id: number };
    const now = new Date().toISOString();
    const folder = `/media/videos/e2e-report-${Date.now().toString(36)}`;
    const result = db
      .prepare(
        `insert into posts (user_id, title, text, status, progress, error, hls_path, mp4_path, poster_path, duration_ms, width,
          height, hidden, likes_count, comments_count, views_count, watch_ms_total, created_at, updated_at)
          values (?, ?, ?, 'ready', 100, null, ?, ?, ?, 8000, 720, 1280, 0, 0, 0, 0, 0, ?, ?)`,
      )
      .run(user.id, title, 'Ein Clip, der gemeldet wird', `${folder}/master.m3u8`, `${folder}/video.mp4`, `${folder}/poster.webp`, now, now);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

async function signedInPage(
  browser: Browser,
  baseURL: string,
  email: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'de-DE', colorScheme });
  await answerConsent(context, baseURL);
  await loginViaApi(context, email);
  const page = await context.newPage();
  await arriveLoggedIn(page);
  return { context, page };
}

test.describe('reports and moderation', () => {
  test('a user reports a post, an admin deletes it from the queue, and the post is gone', async ({ browser, baseURL }) => {
    const title = `Meldeclip ${Date.now().toString(36)}`;
    const postId = insertPost(DEMO.creator, title);

    const mia = await signedInPage(browser, baseURL!, DEMO.mia);
    await mia.page.goto(`/post/${postId}`);
    const item = mia.page.getByTestId('feed-item');
    await expect(item.getByRole('heading', { name: title })).toBeVisible();
    await item.getByTestId('report-button').click();
    const dialog = mia.page.getByTestId('report-dialog');
    await expect(dialog.getByRole('heading', { name: 'Clip melden' })).toBeVisible();
    // Without a reason the dialog says what is missing and sends nothing.
    await dialog.getByTestId('report-submit').click();
    await expect(dialog.getByRole('alert')).toHaveText('Bitte wähle einen Grund.');
    await dialog.getByRole('radio', { name: /Spam oder Werbung/ }).check();
    await dialog.getByTestId('report-details').fill('Das ist Werbung für einen fremden Shop.');
    await expectNoSeriousA11yViolations(mia.page, 'report dialog');
    const sent = mia.page.waitForResponse((response) => response.url().endsWith('/api/reports'));
    await dialog.getByTestId('report-submit').click();
    expect((await sent).status()).toBe(201);
    await expect(dialog.getByTestId('report-done')).toContainText('Danke, wir sehen uns das an');
    await dialog.getByRole('button', { name: 'Schließen' }).first().click();
    await expect(dialog).toBeHidden();
    await mia.context.close();

    const admin = await signedInPage(browser, baseURL!, DEMO.admin);
    await admin.page.goto('/admin/reports');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Meldungen' })).toBeVisible();
    const card = admin.page.getByTestId('report-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Spam oder Werbung');
    await expect(card).toContainText('Gemeldet von Mia_Zockt');
    await expect(card).toContainText('Das ist Werbung für einen fremden Shop.');
    await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', `/post/${postId}`);
    await expectNoSeriousA11yViolations(admin.page, 'admin reports');
    await card.getByTestId('report-delete').click();
    const confirm = admin.page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Clip löschen?');
    const handled = admin.page.waitForResponse((response) => /\/api\/admin\/reports\/\d+$/.test(response.url()));
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    expect((await handled).status()).toBe(200);
    await expect(card).toHaveCount(0);
    // The decision is listed under "Entfernt".
    await admin.page.getByTestId('report-status').selectOption('removed');
    const removed = admin.page.getByTestId('report-card').filter({ hasText: 'Spam oder Werbung' }).first();
    await expect(removed.getByTestId('report-outcome')).toContainText('Inhalt entfernt von Admina');
    await admin.context.close();

    // The post is gone for everyone.
    const visitor = await browser.newContext({ locale: 'de-DE' });
    await answerConsent(visitor, baseURL!);
    const page = await visitor.newPage();
    const answer = await page.request.get(`/api/posts/${postId}`);
    expect(answer.status()).toBe(404);
    await page.goto(`/post/${postId}`);
    await expect(page.getByTestId('feed-item')).toHaveCount(0);
    await expect(page.getByText(title)).toHaveCount(0);
    await visitor.close();
  });

  test('a comment is reported from the comments beside the player', async ({ browser, baseURL }) => {
    const title = `Kommentarclip ${Date.now().toString(36)}`;
    const postId = insertPost(DEMO.creator, title);
    const text = `Gemeiner Kommentar ${Date.now().toString(36)}`;
    const paul = await signedInPage(browser, baseURL!, DEMO.paul);
    const created = await paul.page.evaluate(
      async ({ postId, text }) => {
        const token = decodeURIComponent(document.cookie.split('; ').find((entry) => entry.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
        const response = await fetch('/api/comments', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token },
          body: JSON.stringify({ post_id: postId, comment: text }),
        });
        return response.status;
      },
      { postId, text },
    );
    expect(created).toBe(201);
    await paul.context.close();

    const mia = await signedInPage(browser, baseURL!, DEMO.mia);
    await mia.page.goto(`/post/${postId}`);
    const comment = mia.page.getByTestId('comment').filter({ hasText: text });
    await expect(comment).toBeVisible();
    await comment.getByRole('button', { name: 'Kommentar von PixelPaul melden' }).click();
    const dialog = mia.page.getByTestId('report-dialog');
    await expect(dialog.getByRole('heading', { name: 'Kommentar melden' })).toBeVisible();
    await dialog.getByRole('radio', { name: /Belästigung oder Mobbing/ }).check();
    const sent = mia.page.waitForResponse((response) => response.url().endsWith('/api/reports'));
    await dialog.getByTestId('report-submit').click();
    const response = await sent;
    expect(response.status()).toBe(201);
    await expect(dialog.getByTestId('report-done')).toContainText('Danke, wir sehen uns das an');
    const db = new SQLite(path.join(dataDir(), 'spielraum.sqlite'), { readonly: true });
    try {
      const row = db
        .prepare(
          `select reports.target_type, reports.reason, comments.text from reports join comments on comments.id = reports.target_id
            where reports.id = ?`,
        )
        .get(((await response.json()) as { report: { id: number } }).report.id);
      expect(row).toEqual({ target_type: 'comment', reason: 'harassment', text });
    } finally {
      db.close();
    }
    await mia.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await mia.context.close();
  });

  test('a profile is reported from its menu', async ({ browser, baseURL }) => {
    const mia = await signedInPage(browser, baseURL!, DEMO.mia);
    const db = new SQLite(path.join(dataDir(), 'spielraum.sqlite'), { readonly: true });
    const paulId = (db.prepare('select id from users where email = ?').get(DEMO.paul) as { id: number }).id;
    db.close();
    await mia.page.goto(`/profile/${paulId}`);
    await mia.page.getByTestId('profile-menu').getByRole('button').click();
    await mia.page.getByTestId('profile-report').click();
    const dialog = mia.page.getByTestId('report-dialog');
    await expect(dialog.getByRole('heading', { name: 'Profil melden' })).toBeVisible();
    await dialog.getByRole('radio', { name: /Spam oder Werbung/ }).check();
    const sent = mia.page.waitForResponse((response) => response.url().endsWith('/api/reports'));
    await dialog.getByTestId('report-submit').click();
    const answer = (await (await sent).json()) as { report: { id: number } };
    await expect(dialog.getByTestId('report-done')).toContainText('Danke, wir sehen uns das an');
    const check = new SQLite(path.join(dataDir(), 'spielraum.sqlite'), { readonly: true });
    try {
      expect(check.prepare('select target_type, target_id from reports where id = ?').get(answer.report.id)).toEqual({
        target_type: 'user',
        target_id: paulId,
      });
    } finally {
      check.close();
    }
    await mia.context.close();
  });

  test('a visitor who wants to report gets the sign-in overlay instead', async ({ consented: page }) => {
    const title = `Besucherclip ${Date.now().toString(36)}`;
    const postId = insertPost(DEMO.creator, title);
    await page.goto(`/post/${postId}`);
    const item = page.getByTestId('feed-item');
    await expect(item.getByRole('heading', { name: title })).toBeVisible();
    await item.getByTestId('report-button').click();
    await expect(overlay(page)).toBeVisible();
    await expect(page.getByTestId('report-dialog')).toHaveCount(0);
  });

  test('an admin suspends an account: its tab is signed out and signing in shows the reason', async ({ browser, baseURL }) => {
    // The person: a fresh account with an open tab.
    const personContext = await browser.newContext({ locale: 'de-DE' });
    await answerConsent(personContext, baseURL!);
    const person = await registerViaApi(personContext, { name: `Stoerer${Date.now().toString(36).slice(-5)}` });
    const personPage = await personContext.newPage();
    await arriveLoggedIn(personPage);

    const admin = await signedInPage(browser, baseURL!, DEMO.admin);
    await admin.page.goto('/admin/users');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Nutzer' })).toBeVisible();
    await expect(admin.page.getByTestId('signups-summary')).toContainText(/Registrierung/);
    await admin.page.getByTestId('filter-q').fill(person.email);
    await admin.page.getByTestId('filter-apply').click();
    const row = admin.page.getByTestId('user-row').filter({ hasText: person.email });
    await expect(row).toHaveCount(1);
    await expect(admin.page.getByTestId('user-row')).toHaveCount(1);
    await expectNoSeriousA11yViolations(admin.page, 'admin users');
    // Picking a role asks first; cancelling (button or Escape) shows the stored role again.
    const role = row.getByTestId('user-role');
    await expect(role).toHaveValue('user');
    const confirmDialog = admin.page.getByTestId('confirm-dialog');
    await role.selectOption('admin');
    await confirmDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirmDialog).toBeHidden();
    await expect(role).toHaveValue('user');
    await role.selectOption('creator');
    await expect(confirmDialog).toBeVisible();
    await admin.page.keyboard.press('Escape');
    await expect(confirmDialog).toBeHidden();
    await expect(role).toHaveValue('user');
    await row.getByTestId('user-suspend').click();
    const suspend = admin.page.getByTestId('suspend-dialog');
    await expect(suspend).toContainText(`${person.name} sperren?`);
    // The reason is required.
    await suspend.getByTestId('suspend-confirm').click();
    await expect(suspend).toContainText('Bitte gib einen Grund an.');
    await suspend.getByTestId('suspend-reason').fill('Wiederholte Beleidigungen im Chat');
    await suspend.getByTestId('suspend-confirm').click();
    await expect(suspend).toBeHidden();
    await expect(row.getByTestId('user-status')).toContainText('Gesperrt');
    await expect(row.getByTestId('user-status')).toContainText('Wiederholte Beleidigungen im Chat');
    await expect(row.getByTestId('user-suspend')).toHaveCount(0);
    await expect(row.getByTestId('user-unsuspend')).toBeVisible();
    // Filtering by "Gesperrt: Ja" finds the account.
    await admin.page.getByTestId('filter-suspended').selectOption('yes');
    await admin.page.getByTestId('filter-apply').click();
    await expect(admin.page.getByTestId('user-row')).toHaveCount(1);

    // The open tab's session ended: the next request is a 401, a reload shows a visitor.
    const me = await personPage.request.get('/api/logged-in-user');
    expect(me.status()).toBe(401);
    await personPage.goto('/welcome');
    await expect(personPage.locator('html')).toHaveAttribute('data-auth', 'anon');
    await openSignIn(personPage);
    await overlay(personPage).getByTestId('auth-email').click();
    await overlay(personPage).getByTestId('auth-email-input').fill(person.email);
    await overlay(personPage).getByTestId('auth-next').click();
    await expect(overlay(personPage).getByTestId('auth-password-input')).toBeVisible();
    await overlay(personPage).getByTestId('auth-password-input').fill(person.password);
    await overlay(personPage).getByTestId('auth-next').click();
    await expect(overlay(personPage).getByTestId('auth-error')).toContainText(
      'Dein Konto ist gesperrt. Grund: „Wiederholte Beleidigungen im Chat“.',
    );
    await expect(personPage.locator('html')).toHaveAttribute('data-auth', 'anon');

    // Lifting the suspension lets the person back in.
    await row.getByTestId('user-unsuspend').click();
    await admin.page.getByTestId('confirm-dialog').getByRole('button', { name: 'Sperre aufheben' }).click();
    await expect(row.getByTestId('user-status')).toHaveText('Aktiv');
    await expect(row.getByTestId('user-suspend')).toBeVisible();
    const again = await personPage.request.post('/login', {
      data: { email: person.email, password: person.password, remember: false },
      headers: {
        'X-XSRF-TOKEN': decodeURIComponent((await personContext.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''),
        Accept: 'application/json',
      },
    });
    expect(again.status()).toBe(200);
    await admin.context.close();
    await personContext.close();
  });

  test('the admin screens pass the accessibility check in the dark theme too', async ({ browser, baseURL }) => {
    const postId = insertPost(DEMO.creator, `Dunkelclip ${Date.now().toString(36)}`);
    const mia = await signedInPage(browser, baseURL!, DEMO.mia);
    const status = await mia.page.evaluate(async (postId) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((entry) => entry.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
      const response = await fetch('/api/reports', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({ target_type: 'post', target_id: postId, reason: 'violence', details: 'Zu brutal für USK 12' }),
      });
      return response.status;
    }, postId);
    expect(status).toBe(201);
    await mia.context.close();
    const admin = await signedInPage(browser, baseURL!, DEMO.admin, 'dark');
    await admin.page.goto('/admin/reports');
    await expect(admin.page.getByTestId('report-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(admin.page, 'admin reports (dark)');
    await admin.page.goto('/admin/users');
    await expect(admin.page.getByTestId('user-row').first()).toBeVisible();
    await expect(admin.page.getByTestId('signups-chart')).toBeVisible();
    await expectNoSeriousA11yViolations(admin.page, 'admin users (dark)');
    await admin.context.close();
  });
});
