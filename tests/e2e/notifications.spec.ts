import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { unsubscribeLinks } from '../../server/modules/notifications/unsubscribe-link';
import { answerConsent, arriveLoggedIn, dataDir, expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support';

// Notifications in the browser, with two people in two browser contexts: Ben follows Anna on her
// profile; without a reload the bell in Anna's header counts one, her panel shows "Ben … folgt dir jetzt." with
// the generic bell icon (follow is not one of the spec's eight types), and opening it marks it read and leads to
// Ben's profile. Her /settings/notifications lists every type.

test.describe.configure({ mode: 'serial' });

async function userIdOf(context: BrowserContext): Promise<number> {
  const response = await context.request.get('/api/logged-in-user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

const stamp = Date.now().toString(36).slice(-5);
let anna: { context: BrowserContext; page: Page; id: number; name: string; email: string };
let ben: { context: BrowserContext; page: Page; id: number; name: string; email: string };

test.beforeAll(async ({ browser, baseURL }) => {
  const make = async (label: string) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await answerConsent(context, baseURL!);
    const { name, email } = await registerViaApi(context, { name: `${label}${stamp}` });
    const page = await context.newPage();
    await arriveLoggedIn(page);
    return { context, page, id: await userIdOf(context), name, email };
  };
  anna = await make('Anna');
  ben = await make('Ben');
});

test.afterAll(async () => {
  await anna?.context.close();
  await ben?.context.close();
});

test('a follow arrives live in the header, is listed in the panel and marked read when opened', async () => {
  // Any page with the main layout's header (the landing page /welcome has its own).
  await anna.page.goto('/games');
  const bell = anna.page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(anna.page.getByTestId('notification-count')).toHaveCount(0);

  await ben.page.goto(`/profile/${anna.id}`);
  await ben.page.getByTestId('follow-button').click();
  await expect(ben.page.getByTestId('follow-button')).toHaveText('Entfolgen');

  // Live over the realtime channel: no reload on Anna's side.
  await expect(anna.page.getByTestId('notification-count')).toHaveText('1');
  await expect(bell).toHaveAttribute('aria-label', 'Benachrichtigungen, 1 ungelesen');

  await bell.click();
  const panel = anna.page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  const entry = panel.getByTestId('notification-entry').first();
  await expect(entry).toContainText(`${ben.name} folgt dir jetzt.`);
  await expect(entry).toHaveAttribute('data-read', 'false');
  await expect(entry.locator('[data-icon="bell"]')).toHaveCount(1);

  await entry.getByRole('link').click();
  await expect(anna.page).toHaveURL(new RegExp(`/profile/${ben.id}$`));
  await expect(anna.page.getByTestId('notification-count')).toHaveCount(0);
  const list = await anna.context.request.get('/api/notifications');
  expect(((await list.json()) as { unreadCount: number }).unreadCount).toBe(0);
});

test('the settings page lists every type with its switches for the app and the e-mail digest', async () => {
  // Anna's settings page lists every type with both switches.
  await anna.page.goto('/settings/notifications');
  await expect(anna.page.getByTestId('notification-settings')).toBeVisible();
  await expect(anna.page.getByTestId('in-app-like')).toBeChecked();
  await expect(anna.page.getByTestId('email-like')).not.toBeChecked();
});

test('the digest’s unsubscribe link asks first, then turns every e-mail off without signing in', async ({ browser, baseURL }) => {
  await anna.page.goto('/settings/notifications');
  await anna.page.getByTestId('email-like').check();
  await anna.page.getByRole('button', { name: 'Speichern' }).click();
  await expect(anna.page.getByText('Deine Einstellungen sind gespeichert.')).toBeVisible();
  const emailSettings = async () =>
    ((await (await anna.context.request.get('/api/notifications/settings')).json()) as { settings: { type: string; email: boolean }[] }).settings;
  expect((await emailSettings()).find((setting) => setting.type === 'like')?.email).toBe(true);

  // The link of Anna's digest mail, made by the server's own function with this server's key.
  const link = unsubscribeLinks('', readFileSync(path.join(dataDir(), 'app-key'), 'utf8').trim(), anna).page;
  const visitor = await browser.newContext({ locale: 'de-DE' });
  await answerConsent(visitor, baseURL!);
  const page = await visitor.newPage();
  // Cut short: said at once.
  await page.goto(`/notifications/unsubscribe?user=${anna.id}`);
  await expect(page.getByTestId('unsubscribe-invalid')).toContainText('Dieser Abmeldelink ist ungültig');
  // Forged: refused when confirmed.
  await page.goto(link.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`));
  await page.getByTestId('unsubscribe-confirm').click();
  await expect(page.getByTestId('unsubscribe-invalid')).toBeVisible();

  // The real link: opening it changes nothing (mail scanners open links); the button does.
  await page.goto(link);
  await expect(page.getByTestId('unsubscribe-ask')).toContainText('Möchtest du keine E-Mail-Zusammenfassungen mehr');
  await expectNoSeriousA11yViolations(page, '/notifications/unsubscribe');
  expect((await emailSettings()).find((setting) => setting.type === 'like')?.email).toBe(true);
  await page.getByTestId('unsubscribe-confirm').click();
  await expect(page.getByTestId('unsubscribe-done')).toContainText('Du bekommst keine E-Mail-Zusammenfassungen mehr.');
  expect((await emailSettings()).every((setting) => !setting.email)).toBe(true);
  await visitor.close();
});
