import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  apiCall,
  expect,
  expectNoSeriousA11yViolations,
  logInThroughOverlay,
  openSignIn,
  overlay,
  registerViaApi,
  test,
  uniqueEmail,
  waitForMail,
} from './support';

// "Passwort vergessen" on a phone: from the sign-in dialog to the mail in the outbox, the new password through
// its link, every other session ended, the spent link refused, and signing in with the new password. Then what a
// person sees when a link is broken or too many links were asked for.

const SCREENSHOTS = process.env.RESET_SCREENSHOTS ?? path.join('test-results', 'password-reset-screenshots');
const RESET_SUBJECT = 'Neues Passwort für Spielraum festlegen';

test.use({ viewport: { width: 390, height: 844 } });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** The path and query of the link in the newest reset mail to `email` (registration sent a verification mail before). */
async function resetLinkFor(email: string): Promise<string> {
  // The mail job may wait behind a demo clip being rendered, which takes long on a busy machine.
  await expect.poll(async () => (await waitForMail(email, 150_000)).subject, { timeout: 150_000 }).toBe(RESET_SUBJECT);
  const { text } = await waitForMail(email);
  const link = text.match(/https?:\/\/\S*\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`No reset link in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('forgot the password: mail link from the outbox, a new password, sign in with it', async ({ consented: page, browser, baseURL }) => {
  test.slow();
  // The account, still signed in on another device.
  const otherDevice = await browser.newContext({ baseURL: baseURL! });
  const { email } = await registerViaApi(otherDevice);
  expect((await otherDevice.request.get('/api/logged-in-user')).status()).toBe(200);
  const newPassword = 'mein-neues-passwort-42';

  // The sign-in dialog: address, then "Passwort vergessen?" at the password.
  await page.goto('/welcome');
  await openSignIn(page);
  await overlay(page).getByTestId('auth-email').click();
  await overlay(page).getByTestId('auth-email-input').fill(email);
  await overlay(page).getByTestId('auth-next').click();
  await expect(overlay(page).getByTestId('auth-password-input')).toBeVisible();
  await shot(page, '01-sign-in-dialog');
  await overlay(page).getByRole('link', { name: 'Passwort vergessen?' }).click();

  // The address typed in the dialog is already there.
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await shot(page, '02-forgot-password');
  await expectNoSeriousA11yViolations(page, '/forgot-password');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText(`Falls zu ${email} ein Konto gehört`);
  await shot(page, '03-link-sent');

  // The link of the mail.
  const link = await resetLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await expect(page.getByTestId('reset-password')).toContainText(email);
  // The rules of registration.
  await page.getByLabel('Neues Passwort', { exact: true }).fill('kurz');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort wiederholen').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
  await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await shot(page, '04-new-password');
  await expectNoSeriousA11yViolations(page, '/reset-password');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByTestId('reset-done')).toContainText('Auf allen anderen Geräten wurdest du abgemeldet.');
  await shot(page, '05-password-changed');

  // The other device is signed out; this one is signed in.
  expect((await otherDevice.request.get('/api/logged-in-user')).status()).toBe(401);
  await otherDevice.close();
  await page.getByRole('button', { name: 'Weiter zu Spielraum' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'user');

  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId('reset-link-error')).toHaveText(
    'Dieser Link wurde schon benutzt oder gilt nicht mehr, weil dein Passwort inzwischen geändert wurde. Du kannst jederzeit einen neuen anfordern.',
  );
  await shot(page, '06-link-used');
  await expectNoSeriousA11yViolations(page, '/reset-password with a spent link');

  // Signed out, then in again with the new password through the dialog.
  await page.getByTestId('account-menu').getByRole('button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/welcome$/);
  await logInThroughOverlay(page, email, newPassword);
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'user');
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // Signed in without knowing the old password: the account settings lead to the same way.
  await page.goto('/settings/konto');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
});

test('a broken link says so in German and leads to a new one', async ({ consented: page }) => {
  await page.goto('/reset-password?token=abgeschnitten');
  await expect(page.getByTestId('reset-link-error')).toHaveText(
    'Dieser Link zum Zurücksetzen ist ungültig. Vielleicht wurde er beim Kopieren abgeschnitten – fordere einfach einen neuen an.',
  );
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
});

test('too many links for one address: a German message on the page', async ({ consented: page, context }) => {
  const email = uniqueEmail('vergesslich');
  // The per-address allowance of the hour is spent (it is counted for unregistered addresses too).
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await apiCall(context, 'POST', '/api/forgot-password', { email })).status()).toBe(200);
  }
  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByTestId('forgot-error')).toHaveText(
    'Du hast in kurzer Zeit zu viele Links angefordert. Bitte warte etwas und versuch es dann noch einmal.',
  );
  await shot(page, '07-too-many');
});
