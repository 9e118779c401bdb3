import type { BrowserContext, Page } from '@playwright/test';
import { answerConsent, arriveLoggedIn, expect, registerViaApi, test } from './support';

// Notifications in the browser (issue 12), with two people in two browser contexts: Ben follows Anna on her
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
