import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { answerConsent, apiCall, DEMO, expect, registerViaApi, test } from './support';

// The first visit: prerendered first paint per language, hydration without errors, the 404 answers, and what
// a new user hit (cookie banner focus, Enter during the sign-in transition, the verification banner on a
// phone, a translation bundle that fails to load).

const locales = path.resolve('locales');
const text = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8')) as Record<string, Record<string, string>>;
const heroDe = text('de', 'welcome').hero!.titleStart!;
const heroEn = text('en', 'welcome').hero!.titleStart!;

/** Console errors and page errors, collected from the start. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** React reports a hydration mismatch as an error (minified #418/#423/#425 in production builds). */
const hydrationErrors = (errors: string[]) =>
  errors.filter((error) => /hydrat|Minified React error #(418|419|421|422|423|425)/i.test(error));

/** The built chunk of a translation bundle (the language's map in i18n/bundles maps ../../../locales/<lang>/<ns>.json to it). */
function translationChunk(language: string, namespace: string): string {
  const assets = path.resolve('dist/renderer/assets');
  const pattern = new RegExp(`"(?:\\.\\./){3}locales/${language}/${namespace}\\.json":\\(\\)=>[^\`"]*[\`"]\\./([^\`"]+)[\`"]`);
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const match = pattern.exec(readFileSync(path.join(assets, file), 'utf8'));
    if (match) return match[1]!;
  }
  throw new Error(`no chunk for ${language}/${namespace} in ${assets}`);
}

/** The built chunk of a page (of the files named after it, the one that imports more than the bundler's runtime). */
function pageChunk(name: string): string {
  const assets = path.resolve('dist/renderer/assets');
  const found = readdirSync(assets)
    .filter((file) => file.startsWith(`${name}-`) && file.endsWith('.js'))
    .filter((file) => /from"\.\/(?!rolldown-runtime)/.test(readFileSync(path.join(assets, file), 'utf8')));
  if (found.length !== 1) throw new Error(`expected one page chunk for ${name}, found ${found.join(', ')}`);
  return found[0]!;
}

test.describe('first paint', () => {
  test('/welcome arrives with its hero text in the chosen language, cacheable only per language', async ({ request }) => {
    const german = await request.get('/welcome', { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(german.status()).toBe(200);
    const germanHtml = await german.text();
    expect(germanHtml).toContain(heroDe);
    expect(germanHtml).toContain('<html lang="de" dir="ltr">');
    expect(german.headers()['cache-control']).toBe('no-cache');
    expect(german.headers().vary).toMatch(/Cookie, Accept-Language/);

    const english = await (await request.get('/welcome', { headers: { 'Accept-Language': 'en' } })).text();
    expect(english).toContain(heroEn);
    expect(english).not.toContain(heroDe);

    // The stored choice (the cookie the app writes) wins over the browser languages; Arabic is right-to-left.
    const arabic = await (
      await request.get('/welcome', { headers: { 'Accept-Language': 'de', Cookie: 'language=ar' } })
    ).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(text('ar', 'welcome').hero!.titleStart!);

    // Nothing visitor-specific: no consent banner, no account.
    expect(germanHtml).not.toContain('cookie-banner');
    expect(germanHtml).not.toContain('account-menu');
  });

  test('/privacy?lang=en arrives in English, whatever the interface language', async ({ request }) => {
    const response = await request.get('/privacy?lang=en', { headers: { 'Accept-Language': 'de' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Privacy Policy');
    expect(html).not.toContain('Datenschutzerklärung</h1>');
    const german = await (await request.get('/privacy', { headers: { 'Accept-Language': 'de' } })).text();
    expect(german).toContain('Datenschutz');
  });

  test('the prerendered page hydrates in place without errors, and the banner comes after', async ({ page }) => {
    const errors = collectErrors(page);
    // Remember the server's <h1> node: hydration keeps it, a fresh client render would replace it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedTitle: Element | null }).prerenderedTitle = document.querySelector('h1');
      });
    });
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heroDe);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.getByTestId('sign-in-button').first().click();
    await expect(page.getByTestId('auth-overlay')).toBeVisible();
    const kept = await page.evaluate(
      () => (window as unknown as { prerenderedTitle: Element | null }).prerenderedTitle === document.querySelector('h1'),
    );
    expect(kept).toBe(true);
    expect(hydrationErrors(errors)).toEqual([]);
    expect(errors.filter((error) => !/401|logged-in-user/.test(error))).toEqual([]);
  });

  test('a button pressed before the app is ready is pressed again once it is', async ({ consented: page }) => {
    // Hold the app's entry script back, so the prerendered page is visible but not yet interactive.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The held script may be part of the load event: wait only for the prerendered HTML.
    await page.goto('/welcome', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('sign-in-button').first().click();
    await expect(page.getByTestId('auth-overlay')).toHaveCount(0);
    release();
    await expect(page.getByTestId('auth-overlay')).toBeVisible();
  });

  test('the legal pages hydrate without errors; a stored language that differs renders correctly', async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL!);
    const errors = collectErrors(page);
    for (const url of ['/privacy', '/privacy/cookies', '/terms/archive/08.08.2023', '/impressum']) {
      await page.goto(url);
      await expect(page.getByTestId('legal-document').first()).toBeVisible();
    }
    expect(hydrationErrors(errors)).toEqual([]);

    // A browser whose stored choice is English but whose cookie still says German gets the German HTML, then
    // the English page, without raw keys.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await context.addCookies([{ name: 'language', value: 'de', url: baseURL! }]);
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heroEn);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('body')).not.toContainText('hero.');
  });
});

test.describe('what a new user hit', () => {
  test('a missing asset is a 404, never the page; an unknown path is the 404 page with status 404', async ({ page, request }) => {
    const asset = await request.get('/assets/nope.js');
    expect(asset.status()).toBe(404);
    expect(asset.headers()['content-type']).not.toContain('text/html');
    expect(await asset.text()).not.toContain('<div id="root"');

    const api = await request.get('/api/gibt-es-nicht');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toContain('application/json');

    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-page')).toContainText('404');

    expect((await page.goto('/settings/konto-delete'))?.status()).toBe(200);
    expect((await page.goto('/terms/archive/08.08.2023'))?.status()).toBe(200);
  });

  test('after a release, a page whose code file is gone loads the new version instead of an error', async ({ consented: page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    // A release replaced the leaderboard's code: for the tab opened before it, the file is gone; the reloaded
    // page (the new version) finds it.
    const chunk = pageChunk('leaderboard');
    let documents = 0;
    let refused = 0;
    await page.route(`**/assets/${chunk}`, async (route) => {
      if (documents > 1) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    await page.goto('/foren');
    await expect(page.getByTestId('forum-card').first()).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Rangliste' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rangliste' })).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page).toHaveURL(/\/leaderboard$/);
    expect(refused).toBeGreaterThan(0);
    expect(documents).toBe(2);
  });

  test('the cookie banner takes the focus when it appears, without trapping it', async ({ page }) => {
    await page.goto('/welcome');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(1);
    // Keep tabbing: the focus leaves the banner for the rest of the page.
    let left = false;
    for (let index = 0; index < 12 && !left; index += 1) {
      await page.keyboard.press('Tab');
      left = await page.evaluate(() => !document.querySelector('[data-testid="cookie-banner"]')?.contains(document.activeElement));
    }
    expect(left).toBe(true);
    // The refusal looks like the acceptance.
    const necessary = await page.getByTestId('consent-necessary').getAttribute('class');
    const accept = await page.getByTestId('consent-accept-all').getAttribute('class');
    expect(necessary).toBe(accept);
  });

  test('Enter pressed during the step transition lands on the next step', async ({ consented: page }) => {
    // The held script may be part of the load event: wait only for the prerendered HTML.
    await page.goto('/welcome', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('sign-in-button').first().click();
    const overlay = page.getByTestId('auth-overlay');
    await overlay.getByTestId('auth-email').click();
    // At once, while the e-mail step is still sliding in (900 ms): type and press Enter.
    const input = overlay.getByTestId('auth-email-input');
    await input.fill(DEMO.mia);
    await input.press('Enter');
    expect(await overlay.getByTestId('auth-next').isDisabled()).toBe(true);
    await expect(overlay.getByTestId('auth-password-input')).toBeVisible();
  });

  test('a button pressed before the app has started works once it has', async ({ consented: page }) => {
    // Hold the app's entry module until the visitor has pressed the language button on the prerendered page.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/welcome', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('language-menu').getByRole('button').click();
    await expect(page.getByTestId('language-en')).toHaveCount(0);
    release();
    // Pressed once, the menu opens once (and stays open: the press is not replayed a second time).
    await expect(page.getByTestId('language-en')).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByTestId('language-en')).toBeVisible();
    await page.getByTestId('language-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the verification banner covers no page content on a phone', async ({ consented: page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerViaApi(context);
    await page.goto('/privacy/cookies');
    const banner = page.getByTestId('verification-banner');
    await expect(banner).toBeVisible();
    await expect
      .poll(async () => {
        const bannerBox = await banner.boundingBox();
        const headingBox = await page.locator('#main h1').first().boundingBox();
        return bannerBox && headingBox ? headingBox.y - (bannerBox.y + bannerBox.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });

  test('a translation bundle that fails to load falls back to German, never raw keys', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await answerConsent(context, baseURL!);
    const page = await context.newPage();
    const failing = ['common', 'client', 'contact'].map((namespace) => translationChunk('en', namespace));
    let attempts = 0;
    await page.route('**/assets/*.js', (route) => {
      if (failing.some((file) => route.request().url().endsWith(`/${file}`))) {
        attempts += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.goto('/contact_us');
    const german = text('de', 'common');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: german.nav!.imprint!, exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('body')).not.toContainText(/\b(nav|footer|form|errors)\.[a-zA-Z]+/);
    // Each bundle was tried three times (two retries with backoff) before German stood in.
    expect(attempts).toBe(failing.length * 3);
    await context.close();
  });

  test('a signed-in page arrives with the answers to its first reads (their own)', async ({ consented: page, context, browser, baseURL }) => {
    await registerViaApi(context);
    // Markup in the data must stay data: the block is JSON inside the HTML.
    const bio = '</script><script>window.injected = 1</script> Koop & Tee';
    expect((await apiCall(context, 'PATCH', '/api/update-user', { bio })).status()).toBe(200);

    const response = await context.request.get('/games');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    const html = await response.text();
    const block = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('</script>');
    const answers = JSON.parse(block!) as Record<string, { status: number; body: { bio?: string; games?: unknown[] } }>;
    expect(answers['/api/logged-in-user']?.body.bio).toBe(bio);
    expect(answers['/api/games']?.body.games?.length).toBeGreaterThan(0);
    // The largest image is asked for with the page's code.
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/games\//);

    // In the browser the page renders from them without asking again.
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
    });
    await page.goto('/games');
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    expect(reads).not.toContain('/api/logged-in-user');
    expect(reads).not.toContain('/api/games');
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();

    // A visitor's page carries none, and neither does a page with a query (it asks for other data).
    const visitor = await browser.newContext({ baseURL });
    expect(await (await visitor.request.get('/games')).text()).not.toContain('id="first-answers"');
    await visitor.close();
    expect(await (await context.request.get('/games?sort=new')).text()).not.toContain('id="first-answers"');
  });
});
