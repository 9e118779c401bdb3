import type { Page } from '@playwright/test';
import {
  answerConsent,
  arriveLoggedIn,
  COLOUR_RULES,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  loginViaApi,
  openSignIn,
  overlay,
  registerViaApi,
  test,
} from './support';

// axe (WCAG 2.1 A/AA + best practice) on every page this build has, in both themes: no serious or critical
// violation. Each page is checked once it has rendered its main content.

const VISITOR_PAGES = [
  '/welcome',
  '/privacy',
  '/privacy?lang=en',
  '/privacy/archive',
  '/privacy/cookies',
  '/terms',
  '/terms/archive',
  '/terms/archive/08.08.2023',
  '/impressum',
  '/contact_us',
  '/settings',
  '/settings/privacy',
  '/settings/konto-deletet',
  '/restore-account/1',
  '/google-login-success?error=state',
  '/gibt-es-nicht',
  '/connect',
  '/profile/2',
];

const USER_PAGES = [
  '/',
  '/settings',
  '/settings/konto',
  '/settings/konto-delete',
  '/settings/konto-delete-finish',
  '/settings/konto-restored',
  '/settings/privacy',
  '/contact_us',
  '/verify-email',
  '/friends',
  '/connect',
  '/profile/2',
];

async function settle(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByTestId('loading-cover')).toHaveCount(0, { timeout: 5_000 });
  await expect(page.locator('[role="status"] .visually-hidden, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * The pages in both themes: every axe rule in the light theme, then the system scheme switches to dark on the
 * same page (the appearance hook follows it) and the colour rules run again — the structure (names, roles,
 * landmarks) is the same in both themes, so half the page loads and a third of the axe time of a full run per theme.
 */
async function expectInBothThemes(page: Page, label: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expectNoSeriousA11yViolations(page, `${label} (${scheme})`, scheme === 'dark' ? { onlyRules: COLOUR_RULES } : {});
  }
}

test.describe('accessibility (light and dark)', () => {
  test('visitor pages', async ({ consented: page }) => {
    // Eighteen pages, each analysed by axe: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    for (const path of VISITOR_PAGES) {
      await page.goto(path);
      await settle(page);
      await expectInBothThemes(page, path);
    }
  });

  test('logged-in pages', async ({ page, context, baseURL }) => {
    test.setTimeout(150_000);
    await answerConsent(context, baseURL!);
    await registerViaApi(context);
    await arriveLoggedIn(page);
    for (const path of USER_PAGES) {
      await page.goto(path);
      await settle(page);
      await expectInBothThemes(page, path);
    }
    // Menus and the side menu open.
    await page.goto('/settings');
    await settle(page);
    await page.getByTestId('account-menu').getByRole('button').click();
    await expectInBothThemes(page, 'account menu');
    await page.keyboard.press('Escape');
    await page.getByTestId('side-menu-button').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expectInBothThemes(page, 'side menu');
    await page.keyboard.press('Escape');
    // One's own profile and its edit dialog; someone else's profile with its "…" menu open.
    const me = (await (await context.request.get('/api/logged-in-user')).json()) as { id: number };
    await page.goto(`/profile/${me.id}`);
    await settle(page);
    await expectInBothThemes(page, 'own profile');
    await page.getByTestId('edit-profile').click();
    await expect(page.getByTestId('edit-profile-dialog')).toBeVisible();
    await expectInBothThemes(page, 'edit profile dialog');
    await page.keyboard.press('Escape');
    await page.goto('/profile/2');
    await settle(page);
    await page.getByTestId('profile-menu').getByRole('button').click();
    await expectInBothThemes(page, 'profile menu');
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });

    test('cookie banner, expanded', async ({ page }) => {
      await page.goto('/welcome');
      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Einstellungen anpassen' }).click();
      await settle(page);
      await expectNoSeriousA11yViolations(page, `cookie banner (${scheme})`);
    });

    test('sign-in overlay steps', async ({ consented: page }) => {
      await page.goto('/welcome');
      await settle(page);
      await openSignIn(page);
      await expectNoSeriousA11yViolations(page, `overlay step 0 (${scheme})`);
      await overlay(page).getByTestId('auth-email').click();
      await overlay(page).getByTestId('auth-email-input').fill('kaputt');
      await overlay(page).getByTestId('auth-next').click();
      await expect(overlay(page).getByRole('alert')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `overlay step 1 with error (${scheme})`);
      await overlay(page).getByTestId('auth-email-input').fill(`a11y.${Date.now()}@example.org`);
      await overlay(page).getByTestId('auth-next').click();
      await expect(overlay(page).getByTestId('auth-fast')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `overlay step 500 (${scheme})`);
      await overlay(page).getByTestId('auth-personal').click();
      await expect(overlay(page).getByTestId('auth-name-input')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `overlay step 2 (${scheme})`);
    });

    test('admin page', async ({ consented: page, context }) => {
      await loginViaApi(context, DEMO.admin);
      await page.goto('/admin/feature-flags');
      await expect(page.getByTestId('flag-trending_games_feature')).toBeVisible();
      await settle(page);
      await expectNoSeriousA11yViolations(page, `/admin/feature-flags (${scheme})`);
    });
  });
}
