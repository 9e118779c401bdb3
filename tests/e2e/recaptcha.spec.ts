// reCAPTCHA in the browser. Without keys (the suite's server) the contact form and the registration make no
// request to Google at all. With keys (a second server started here, its siteverify a local HTTP server) the two
// forms load Google's script (answered here by a stand-in of the same URL, so the real CSP decides whether it may
// run), show Google's notice and send a token the server confirms.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { type ExtraServer, expect, openSignIn, overlay, startExtraServer, test, uniqueEmail } from './support';

const SECRET = 'e2e-recaptcha-secret';
const SITE_KEY = 'e2e-recaptcha-site-key';
const SCRIPT_URL = `https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`;

/** Hosts of Google's reCAPTCHA (and Google at large): none of them may be asked while reCAPTCHA is off. */
function isGoogle(url: string): boolean {
  const { hostname } = new URL(url);
  return /(^|\.)(google\.com|gstatic\.com|recaptcha\.net|googleapis\.com)$/.test(hostname);
}

function recordGoogleRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isGoogle(request.url())) requests.push(request.url());
  });
  return requests;
}

async function fillContactForm(page: Page, subject: string) {
  await page.getByLabel('Dein Name').fill('Erika Mustermann');
  await page.getByLabel('Deine E-Mail-Adresse').fill('erika@example.org');
  await page.getByLabel('Betreff').fill(subject);
  await page.getByLabel('Nachricht', { exact: true }).fill('Wie kann ich boostz an eine Freundin verschenken? Danke!');
}

/** Through the overlay's fast path up to the confirmation step (step 6), not yet submitted. */
async function fastSignUpToConfirm(page: Page, email: string) {
  await openSignIn(page);
  const dialog = overlay(page);
  await dialog.getByTestId('auth-email').click();
  await dialog.getByTestId('auth-email-input').fill(email);
  await dialog.getByTestId('auth-next').click();
  await dialog.getByTestId('auth-fast').click();
  await dialog.getByTestId('auth-password-input').fill('schnelles-passwort');
  await dialog.getByTestId('auth-next').click();
  await dialog.getByTestId('auth-confirm-input').fill('schnelles-passwort');
}

test.describe('without reCAPTCHA keys', () => {
  test('the contact form and the registration send no request to Google and show no notice', async ({ consented: page }) => {
    const google = recordGoogleRequests(page);
    await page.goto('/contact_us');
    await fillContactForm(page, 'Ohne reCAPTCHA');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-success')).toBeVisible();

    await page.goto('/welcome');
    await fastSignUpToConfirm(page, uniqueEmail('ohne-captcha'));
    await expect(overlay(page).getByTestId('recaptcha-notice')).toHaveCount(0);
    await overlay(page).getByTestId('auth-register').click();
    await expect(overlay(page).getByRole('heading', { name: 'Fast geschafft!' })).toBeVisible();

    expect(google).toEqual([]);
    expect(await page.locator('script[src*="recaptcha"]').count()).toBe(0);
  });
});

test.describe('with reCAPTCHA keys', () => {
  let server: ExtraServer | null = null;
  let siteverify: Server | null = null;
  let origin = '';
  const tokens: string[] = [];
  const mode = { value: 'normal' as 'normal' | 'error' };

  test.beforeAll(async () => {
    siteverify = createServer(async (request, response) => {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      const form = new URLSearchParams(raw);
      const token = form.get('response') ?? '';
      tokens.push(token);
      if (mode.value === 'error') {
        response.writeHead(502).end();
        return;
      }
      const action = token.startsWith('token:') ? token.slice('token:'.length) : null;
      const answer =
        form.get('secret') === SECRET && action
          ? { success: true, score: 0.9, action, hostname: '127.0.0.1' }
          : { success: false, 'error-codes': ['invalid-input-response'] };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => siteverify!.listen(0, '127.0.0.1', resolve));
    const verifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/recaptcha/api/siteverify`;

    server = await startExtraServer('recaptcha', { RECAPTCHA_SECRET: SECRET, RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_VERIFY_URL: verifyUrl });
    origin = server.origin;
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => (siteverify ? siteverify.close(resolve) : resolve(undefined)));
  });

  test.beforeEach(async ({ page }) => {
    tokens.length = 0;
    mode.value = 'normal';
    // Google's script, answered by a stand-in at the same address: it hands out "token:<action>" for our key.
    await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = {
          ready: function (callback) { setTimeout(callback, 0); },
          execute: function (key, options) {
            return Promise.resolve(key === ${JSON.stringify(SITE_KEY)} ? 'token:' + options.action : 'fremder-schluessel');
          },
        };`,
      }),
    );
  });

  test('the contact form loads Google’s script, shows the notice and sends a confirmed token', async ({ consented: page }) => {
    const google = recordGoogleRequests(page);
    await page.goto(`${origin}/`);
    await expect(page.locator('main#main')).toBeVisible();
    expect(google, 'no page but the two forms loads Google').toEqual([]);

    await page.goto(`${origin}/contact_us`);
    const notice = page.getByTestId('recaptcha-notice');
    await expect(notice).toContainText('Diese Seite ist durch reCAPTCHA geschützt');
    await expect(notice.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
    await expect(notice.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', 'https://policies.google.com/terms');
    await fillContactForm(page, 'Mit reCAPTCHA');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-success')).toBeVisible();
    expect(tokens).toEqual(['token:contact']);
    expect(google).toEqual([SCRIPT_URL]);
  });

  test('the contact form says so when Google cannot be asked, and when its script is blocked', async ({ consented: page }) => {
    mode.value = 'error';
    await page.goto(`${origin}/contact_us`);
    await fillContactForm(page, 'Google kaputt');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-error')).toHaveText(
      'Die Sicherheitsprüfung ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten noch einmal.',
    );
    // Sent once: the token is spent by the first try.
    expect(tokens).toEqual(['token:contact']);

    await page.unroute(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?/);
    await page.route(/^https:\/\/www\.google\.com\/recaptcha\//, (route) => route.abort('blockedbyclient'));
    await page.goto(`${origin}/contact_us`);
    await fillContactForm(page, 'Skript blockiert');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-error')).toContainText('Ohne Sicherheitsprüfung (reCAPTCHA) können wir das Formular nicht annehmen.');
  });

  test('the registration loads Google’s script at its last step and signs up with a confirmed token', async ({ consented: page }) => {
    const google = recordGoogleRequests(page);
    await page.goto(`${origin}/welcome`);
    await fastSignUpToConfirm(page, uniqueEmail('mit-captcha'));
    const dialog = overlay(page);
    await expect(dialog.getByTestId('recaptcha-notice')).toBeVisible();
    await dialog.getByTestId('auth-register').click();
    await expect(dialog.getByRole('heading', { name: 'Fast geschafft!' })).toBeVisible();
    expect(tokens).toEqual(['token:register']);
    expect(google).toEqual([SCRIPT_URL]);
  });
});
