import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from '@playwright/test';
import { answerConsent, arriveLoggedIn, dataDir, expect, registerViaApi, test } from './support';

// People in the browser: find someone, follow them (the count moves and stays after a reload), send a
// friend request, accept it as the other person in a second browser, then block and watch the profile
// disappear for the blocked person; unblocking in /settings/privacy brings it back. Visitors get the sign-in
// overlay when they try to follow.

test.describe.configure({ mode: 'serial' });

async function userIdOf(context: BrowserContext): Promise<number> {
  const response = await context.request.get('/api/logged-in-user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

async function followerCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('followers-count').getAttribute('data-value'));
}

const stamp = Date.now().toString(36).slice(-5);
let anna: { context: BrowserContext; page: Page; id: number; name: string };
let ben: { context: BrowserContext; page: Page; id: number; name: string };

test.beforeAll(async ({ browser, baseURL }) => {
  const make = async (label: string) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await answerConsent(context, baseURL!);
    const { name } = await registerViaApi(context, { name: `${label}${stamp}` });
    const page = await context.newPage();
    await arriveLoggedIn(page);
    return { context, page, id: await userIdOf(context), name };
  };
  anna = await make('Anna');
  ben = await make('Ben');
});

test.afterAll(async () => {
  await anna?.context.close();
  await ben?.context.close();
});

test('suggestions on /connect carry a reason and a follow button, and the invite link the referral id', async () => {
  const { page } = anna;
  await page.goto('/connect');
  await expect(page.getByRole('heading', { level: 1, name: 'Leute finden' })).toBeVisible();
  const card = page.getByTestId('suggestion-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('suggestion-reason')).not.toBeEmpty();
  await expect(page.getByTestId('invite-url')).toHaveValue(new RegExp(`/profile/${anna.id}\\?ref=${anna.id}$`));

  // Follow from the card: the button turns into "Entfolgen", and back.
  const followButton = card.getByTestId('follow-button');
  await expect(followButton).toHaveText('Folgen');
  await followButton.click();
  await expect(followButton).toHaveText('Entfolgen');
  await expect(followButton).not.toHaveAttribute('aria-busy', 'true');
  await followButton.click();
  await expect(followButton).toHaveText('Folgen');
  await expect(followButton).not.toHaveAttribute('aria-busy', 'true');
});

test('following a profile changes its follower count, also after a reload', async () => {
  const { page } = anna;
  await page.goto(`/profile/${ben.id}`);
  await expect(page.getByTestId('profile-name')).toHaveText(ben.name);
  expect(await followerCount(page)).toBe(0);
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveText('Entfolgen');
  await expect(page.getByTestId('followers-count')).toHaveAttribute('data-value', '1');
  await page.reload();
  await expect(page.getByTestId('followers-count')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('follow-button')).toHaveText('Entfolgen');

  // Ben sees that Anna follows him.
  await ben.page.goto(`/profile/${anna.id}`);
  await expect(ben.page.getByText('Folgt dir')).toBeVisible();
});

test('a friend request is sent, then accepted by the other person in a second browser', async () => {
  await anna.page.goto(`/profile/${ben.id}`);
  await anna.page.getByTestId('friend-button').click();
  await expect(anna.page.getByTestId('friend-status')).toHaveText('Anfrage gesendet');
  await anna.page.goto('/friends?tab=sent');
  await expect(anna.page.getByTestId('sent-row')).toContainText(ben.name);

  await ben.page.goto('/friends');
  await expect(ben.page.getByTestId('friends-count-requests')).toHaveText('1');
  await ben.page.getByTestId('friends-tab-requests').click();
  const request = ben.page.getByTestId('request-row').filter({ hasText: anna.name });
  await expect(request).toBeVisible();
  await request.getByTestId('request-accept').click();
  await expect(ben.page.getByTestId('friends-count-friends')).toHaveText('1');
  await expect(ben.page.getByTestId('friends-count-requests')).toHaveText('0');
  await ben.page.getByTestId('friends-tab-friends').click();
  await expect(ben.page.getByTestId('friend-row')).toContainText(anna.name);

  await anna.page.goto(`/profile/${ben.id}`);
  await expect(anna.page.getByTestId('friend-status')).toHaveText('Freunde');
});

test('blocking ends the friendship and the profile disappears for the blocked person', async () => {
  await ben.page.goto(`/profile/${anna.id}`);
  await ben.page.getByTestId('profile-menu').getByRole('button').click();
  await ben.page.getByTestId('profile-block').click();
  const dialog = ben.page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${anna.name} blockieren?`);
  await dialog.getByRole('button', { name: 'Blockieren' }).click();
  await expect(ben.page.getByTestId('blocked-notice')).toBeVisible();
  await expect(ben.page.getByTestId('follow-button')).toHaveCount(0);

  await anna.page.goto(`/profile/${ben.id}`);
  await expect(anna.page.getByRole('heading', { name: 'Dieses Profil ist nicht verfügbar' })).toBeVisible();
  await expect(anna.page.getByTestId('profile-name')).toHaveCount(0);
  // The block also ended the follow and the friendship.
  await anna.page.goto('/friends');
  await expect(anna.page.getByTestId('friends-count-friends')).toHaveText('0');

  // Ben finds Anna in his blocked list and lifts the block: her profile is back for her, without the follow.
  await ben.page.goto('/settings/privacy');
  const row = ben.page.getByTestId('privacy-blocks-row').filter({ hasText: anna.name });
  await expect(row).toBeVisible();
  await row.getByTestId('privacy-blocks-undo').click();
  await expect(ben.page.getByTestId('privacy-blocks-empty')).toBeVisible();
  await anna.page.goto(`/profile/${ben.id}`);
  await expect(anna.page.getByTestId('profile-name')).toHaveText(ben.name);
  await expect(anna.page.getByTestId('follow-button')).toHaveText('Folgen');
});

test('a private profile shows only to friends; privacy choices are saved', async () => {
  await ben.page.goto('/settings/privacy');
  await ben.page.getByTestId('privacy-visibility').selectOption('friends');
  await expect(ben.page.getByTestId('privacy-status')).toHaveText('Gespeichert.');
  await ben.page.reload();
  await expect(ben.page.getByTestId('privacy-visibility')).toHaveValue('friends');

  await anna.page.goto(`/profile/${ben.id}`);
  await expect(anna.page.getByRole('heading', { name: 'Dieses Profil ist privat' })).toBeVisible();
  await expect(anna.page.getByTestId('friend-button')).toBeVisible();
});

test('one edits one’s own profile in its dialog; muting shows on the profile and in the muted list', async () => {
  const { page } = anna;
  await page.goto(`/profile/${anna.id}`);
  await page.getByTestId('edit-profile').click();
  const dialog = page.getByTestId('edit-profile-dialog');
  await dialog.getByTestId('edit-profile-bio').fill('Koop-Abende und Rätsel.');
  await dialog.getByTestId('edit-profile-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Koop-Abende und Rätsel.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Koop-Abende und Rätsel.')).toBeVisible();

  await page.goto(`/profile/${ben.id}`);
  await page.getByTestId('profile-menu').getByRole('button').click();
  await page.getByTestId('profile-mute').click();
  await expect(page.getByTestId('muted-badge')).toBeVisible();
  await page.goto('/settings/privacy');
  const row = page.getByTestId('privacy-mutes-row').filter({ hasText: ben.name });
  await expect(row).toBeVisible();
  await row.getByTestId('privacy-mutes-undo').click();
  await expect(page.getByTestId('privacy-mutes-empty')).toBeVisible();
});

test('one’s own unfinished and failed clips show their state on one’s profile, and to nobody else', async () => {
  const db = new SQLite(path.join(dataDir(), 'spielraum.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    const insert = db.prepare(
      `insert into posts (user_id, title, text, status, progress, error, created_at, updated_at) values (?, ?, '', ?, ?, ?, ?, ?)`,
    );
    insert.run(anna.id, 'Halb fertig', 'processing', 40, null, now, now);
    insert.run(anna.id, 'Kaputt', 'failed', 0, 'Keine Videospur gefunden', now, now);
  } finally {
    db.close();
  }
  await anna.page.goto(`/profile/${anna.id}`);
  const states = anna.page.getByTestId('poster-status');
  await expect(states).toHaveCount(2);
  await expect(states.filter({ hasText: 'Wird verarbeitet … 40 %' })).toBeVisible();
  await expect(states.filter({ hasText: 'Die Verarbeitung ist fehlgeschlagen.' })).toBeVisible();
  await ben.page.goto(`/profile/${anna.id}`);
  await expect(ben.page.getByRole('heading', { level: 1 })).toContainText(anna.name);
  await expect(ben.page.getByTestId('poster-card')).toHaveCount(0);
});

test('a visitor opens an invitation link, sees the profile and gets the sign-in overlay on follow', async ({ consented: page }) => {
  await page.goto(`/profile/${anna.id}?ref=${anna.id}`);
  await expect(page.getByTestId('profile-name')).toHaveText(anna.name);
  // The sign-up (registration and Google) credits the inviter from here.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('referralId'))).toBe(String(anna.id));
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('auth-overlay')).toBeVisible();
});

test('a missing profile is the 404 page, a non-numeric id too', async ({ consented: page }) => {
  await page.goto('/profile/999999999');
  await expect(page.getByTestId('error-page')).toContainText('404');
  await page.goto('/profile/abc');
  await expect(page.getByTestId('error-page')).toContainText('404');
});
