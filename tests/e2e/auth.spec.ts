import {
  expect,
  logInThroughOverlay,
  openSignIn,
  overlay,
  test,
  uniqueEmail,
  verificationLinkIn,
  waitForMail,
} from './support';

test.describe('sign-up and sign-in through the overlay', () => {
  test('sign up, confirm the e-mail from the mail, log out and log in again', async ({ consented: page }) => {
    const email = uniqueEmail('neu');
    const name = `Zockerin ${Date.now() % 100000}`;
    const password = 'sicheres-passwort';

    await page.goto('/welcome');
    await page.getByTestId('welcome-cta').first().click();
    const dialog = overlay(page);
    await expect(dialog.getByRole('heading', { name: 'Willkommen bei Spielraum' })).toBeVisible();

    // Step 0 → 1: e-mail, with the §5 validation message for a bad address.
    await dialog.getByTestId('auth-email').click();
    await dialog.getByTestId('auth-email-input').fill('keine-adresse');
    await dialog.getByTestId('auth-next').click();
    await expect(dialog.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await dialog.getByTestId('auth-email-input').fill(email);
    await dialog.getByTestId('auth-next').click();

    // Step 500: unknown address → choose the personalised path.
    await expect(dialog.getByRole('heading', { name: 'Neu bei Spielraum?' })).toBeVisible();
    await dialog.getByTestId('auth-personal').click();

    // Step 2: username (too short first).
    await dialog.getByTestId('auth-name-input').fill('ab');
    await dialog.getByTestId('auth-next').click();
    await expect(dialog.getByText('Der Benutzername muss mindestens 3 Zeichen lang sein.')).toBeVisible();
    await dialog.getByTestId('auth-name-input').fill(name);
    await dialog.getByTestId('auth-next').click();

    // Step 4: password (too short first), then back and forward again.
    await dialog.getByTestId('auth-password-input').fill('kurz');
    await dialog.getByTestId('auth-next').click();
    await expect(dialog.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await dialog.getByTestId('auth-password-input').fill(password);
    await dialog.getByTestId('auth-next').click();

    // Step 6: confirmation (mismatch first).
    await dialog.getByTestId('auth-confirm-input').fill(`${password}x`);
    await dialog.getByTestId('auth-register').click();
    await expect(dialog.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
    await dialog.getByTestId('auth-confirm-input').fill(password);
    await dialog.getByTestId('auth-register').click();

    // Step 8: check your inbox.
    await expect(dialog.getByRole('heading', { name: 'Fast geschafft!' })).toBeVisible();
    await expect(dialog.getByText(email)).toBeVisible();
    await dialog.getByTestId('auth-done').click();
    await expect(page).toHaveURL(/\/$/);
    // Signed in as the new account: the feed, and the account menu carries the chosen name.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Für dich');
    await expect(page.getByTestId('account-menu').getByRole('button')).toHaveAccessibleName(new RegExp(name));

    // The verification banner appears for the unverified user.
    await expect(page.getByTestId('verification-banner')).toBeVisible();

    // Follow the link of the mail.
    const mail = await waitForMail(email);
    const link = new URL(verificationLinkIn(mail.text));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('verify-success')).toBeVisible();
    await expect(page.getByTestId('verification-banner')).toHaveCount(0);

    // Log out through the account menu.
    await page.getByTestId('account-menu').getByRole('button').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'anon');

    // Log in again; a wrong password first shows the login error.
    await openSignIn(page);
    await overlay(page).getByTestId('auth-email').click();
    await overlay(page).getByTestId('auth-email-input').fill(email);
    await overlay(page).getByTestId('auth-next').click();
    await expect(overlay(page).getByRole('heading', { name: 'Willkommen zurück!' })).toBeVisible();
    await overlay(page).getByTestId('auth-password-input').fill('falsches-passwort');
    await overlay(page).getByTestId('auth-next').click();
    await expect(overlay(page).getByTestId('auth-error')).toBeVisible();
    await overlay(page).getByTestId('auth-password-input').fill(password);
    await Promise.all([page.waitForURL(/\/$/), overlay(page).getByTestId('auth-next').click()]);
    await expect(page.getByTestId('account-menu').getByRole('button')).toHaveAccessibleName(new RegExp(name));
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'user');
    await expect(page.getByTestId('verification-banner')).toHaveCount(0);
  });

  test('fast sign-up generates a name, back moves through the steps', async ({ consented: page }) => {
    const email = uniqueEmail('schnell');
    await page.goto('/welcome');
    await openSignIn(page);
    const dialog = overlay(page);
    await dialog.getByTestId('auth-email').click();
    await dialog.getByTestId('auth-back').click();
    await expect(dialog.getByTestId('auth-email')).toBeVisible();
    await dialog.getByTestId('auth-email').click();
    await dialog.getByTestId('auth-email-input').fill(email);
    await dialog.getByTestId('auth-next').click();
    await dialog.getByTestId('auth-fast').click();
    await expect(dialog.getByText(/Dein Name ist \S+/)).toBeVisible();
    // Back from the password goes to the registration choice (spec §4).
    await dialog.getByTestId('auth-back').click();
    await expect(dialog.getByTestId('auth-fast')).toBeVisible();
    await dialog.getByTestId('auth-fast').click();
    await dialog.getByTestId('auth-password-input').fill('schnelles-passwort');
    await dialog.getByTestId('auth-next').click();
    await dialog.getByTestId('auth-confirm-input').fill('schnelles-passwort');
    await dialog.getByTestId('auth-register').click();
    await expect(dialog.getByRole('heading', { name: 'Fast geschafft!' })).toBeVisible();
    await waitForMail(email);
  });

  test('closing the overlay announces it (paused videos resume)', async ({ consented: page }) => {
    await page.goto('/welcome');
    await page.evaluate(() => {
      (window as unknown as { closedEvents: number }).closedEvents = 0;
      window.addEventListener('spielraum:auth-overlay-closed', () => {
        (window as unknown as { closedEvents: number }).closedEvents += 1;
      });
    });
    await openSignIn(page);
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { closedEvents: number }).closedEvents)).toBe(1);
  });

  test('a page that needs a login sends visitors to the overlay and back', async ({ consented: page }) => {
    await page.goto('/settings/konto');
    await expect(page).toHaveURL(/\/welcome\?next=%2Fsettings%2Fkonto/);
    await expect(overlay(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await logInThroughOverlay(page, 'mia@spielraum.example', 'spielraum-demo');
    await expect(page).toHaveURL(/\/settings\/konto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  });
});

test.describe('the welcome page promises what this installation offers', () => {
  test('Google sign-in only where it is configured; no invented figures; the AI workshop as what it is', async ({ consented: page }) => {
    // The suite's server has no Google client (GOOGLE_CLIENT_ID): the page names e-mail only, like the overlay.
    const config = page.waitForResponse((response) => response.url().endsWith('/api/app-config'));
    await page.goto('/welcome');
    expect(((await (await config).json()) as { socialSignIn: boolean }).socialSignIn).toBe(false);
    const main = page.locator('main');
    await expect(main).toContainText('Kostenlos und in einer Minute startklar.');
    await expect(main).toContainText('Mit deiner E-Mail-Adresse. Einen Namen schlagen wir dir vor');
    await expect(main).not.toContainText('Google');
    await expect(main).not.toContainText('Freunde online');
    await expect(main).not.toContainText('unsere KI');
    await expect(main).toContainText('mit eigenen Vorlagen');
    await page.getByTestId('welcome-cta').first().click();
    await expect(overlay(page).getByTestId('auth-google')).toHaveCount(0);

    // An installation with Google says so.
    await page.route('**/api/app-config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), socialSignIn: true } });
    });
    await page.goto('/welcome');
    await expect(main).toContainText('Kostenlos und in einer Minute startklar. Mit E-Mail oder Google.');
    await expect(main).toContainText('Mit deiner E-Mail-Adresse oder deinem Google-Konto.');
  });
});
