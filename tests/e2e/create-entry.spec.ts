import path from 'node:path';
import { arriveLoggedIn, DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from './support';

// Creating is one tap from anywhere: "Hochladen" in the header reaches the upload page on a phone and on a desktop,
// by pointer and by keyboard; the avatar menu, the side menu and one's own profile lead to the upload page and the
// studio. Visitors see none of it.

const SCREENSHOTS = process.env.CREATE_SCREENSHOTS ?? path.join('test-results', 'create-entry-screenshots');

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the header’s "Hochladen" reaches the upload page, by tap and by keyboard', async ({ consented: page, context }) => {
      await loginViaApi(context, DEMO.creator);
      await arriveLoggedIn(page);
      await page.goto('/explore');
      const upload = page.getByTestId('header-upload');
      await expect(upload).toBeVisible();
      await expect(upload).toHaveAccessibleName('Hochladen');
      await expect(page.getByTestId('loading-cover')).toHaveCount(0);
      await page.screenshot({ path: path.join(SCREENSHOTS, `header-${viewport.name}.png`) });
      await expectNoSeriousA11yViolations(page, `header with Hochladen (${viewport.name})`);
      await upload.click();
      await expect(page).toHaveURL(/\/upload$/);
      await expect(page.getByTestId('upload-page')).toBeVisible();

      // The keyboard: right after the search button in the tab order, Enter follows it.
      await page.goto('/explore');
      await page.getByTestId('search-button').focus();
      await page.keyboard.press('Tab');
      await expect(upload).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/upload$/);
    });
  });
}

test.describe('the other ways to create', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('avatar menu, side menu and one’s own profile lead to the upload page and the studio', async ({ consented: page, context }) => {
    await loginViaApi(context, DEMO.creator);
    await arriveLoggedIn(page);

    await page.goto('/explore');
    await page.getByTestId('account-menu').getByRole('button').click();
    await expect(page.getByRole('menuitem', { name: 'Hochladen' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Studio' }).click();
    await expect(page).toHaveURL(/\/studio$/);

    await page.goto('/explore');
    await page.getByTestId('side-menu-button').click();
    await page.getByTestId('side-menu').getByRole('link', { name: 'Hochladen' }).click();
    await expect(page).toHaveURL(/\/upload$/);

    const me = await (await context.request.get('/api/logged-in-user')).json();
    await page.goto(`/profile/${me.id}`);
    await expect(page.getByTestId('profile-studio')).toHaveAccessibleName('Studio');
    await page.getByTestId('profile-upload').click();
    await expect(page).toHaveURL(/\/upload$/);
  });

  test('visitors see no upload entry', async ({ consented: page }) => {
    await page.goto('/explore');
    await expect(page.getByTestId('sign-in-button').first()).toBeVisible();
    await expect(page.getByTestId('header-upload')).toHaveCount(0);
  });
});
