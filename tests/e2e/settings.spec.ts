import { DEMO, expect, loginViaApi, registerViaApi, test } from './support';

test.describe('account settings', () => {
  test('profile, picture, personal details and the password messages of §5', async ({ consented: page, context }) => {
    const account = await registerViaApi(context);
    await page.goto('/settings/konto');
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();

    // Profile
    await page.getByTestId('profile-name').fill('xy');
    await page.getByRole('button', { name: 'Profil speichern' }).click();
    await expect(page.getByText('Der Benutzername muss mindestens 3 Zeichen lang sein.')).toBeVisible();
    const newName = `Neuer Name ${Date.now() % 10000}`;
    await page.getByTestId('profile-name').fill(newName);
    await page.getByLabel(/Über mich/).fill('Ich spiele gern Rätselspiele.');
    await page.getByRole('button', { name: 'Profil speichern' }).click();
    await expect(page.getByTestId('profile-outcome')).toHaveText('Dein Profil wurde gespeichert.');

    // Picture: preview first, then upload.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByTestId('avatar-input').setInputFiles({ name: 'ich.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByAltText('Vorschau deines neuen Profilbilds')).toBeVisible();
    await page.getByTestId('avatar-upload').click();
    await expect(page.getByTestId('avatar-outcome')).toHaveText('Dein neues Profilbild ist gespeichert.');
    await expect(page.getByAltText('Dein Profilbild')).toHaveAttribute('src', /\/media\//);

    // Password: wrong old one → 403 text; success text.
    await page.getByTestId('password-old').fill('nicht-das-passwort');
    await page.getByTestId('password-new').fill('neues-passwort-123');
    await page.getByTestId('password-confirm').fill('neues-passwort-123');
    await page.getByTestId('password-submit').click();
    await expect(page.getByTestId('password-outcome')).toHaveText('Das alte Passwort ist falsch.');

    await page.getByTestId('password-new').fill('kurz');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();

    await page.getByTestId('password-old').fill(account.password);
    await page.getByTestId('password-new').fill('neues-passwort-123');
    await page.getByTestId('password-confirm').fill('neues-passwort-123');
    await page.getByTestId('password-submit').click();
    await expect(page.getByTestId('password-outcome')).toHaveText('Passwort erfolgreich geändert.');
  });

  test('delete the account, see the 30-day notice, restore it', async ({ consented: page, context }) => {
    const account = await registerViaApi(context);
    await page.goto('/settings/konto-delete');
    await expect(page.getByText(/30 Tage lang bewahren wir dein Konto auf/)).toBeVisible();
    await page.getByRole('link', { name: 'Weiter zur Löschung' }).click();
    await expect(page).toHaveURL(/konto-delete-finish$/);
    await expect(page.getByTestId('delete-account')).toBeDisabled();
    await page.getByTestId('delete-understood').check();
    await page.getByTestId('delete-account').click();

    // The confirm dialog: cancel first, then confirm.
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('delete-account').click();
    await dialog.getByRole('button', { name: 'Ja, Konto löschen' }).click();

    await expect(page).toHaveURL(/konto-deletet$/);
    await expect(page.getByTestId('account-deleted')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'anon');

    await page.getByRole('link', { name: 'Konto wiederherstellen' }).click();
    await expect(page).toHaveURL(/\/restore-account\/\d+$/);
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByLabel('E-Mail-Adresse').fill(account.email);
    await page.getByRole('button', { name: 'Konto wiederherstellen' }).click();
    await expect(page.getByTestId('restore-error')).toBeVisible();
    await page.getByLabel('Passwort').fill(account.password);
    await page.getByRole('button', { name: 'Konto wiederherstellen' }).click();
    await expect(page).toHaveURL(/konto-restored$/);
    await expect(page.getByTestId('account-restored')).toContainText(account.name);
  });

  test('admins manage feature flags', async ({ consented: page, context }) => {
    await loginViaApi(context, DEMO.admin);
    await page.goto('/admin/feature-flags');
    const row = page.getByTestId('flag-trending_games_feature');
    await expect(row).toBeVisible();
    const toggle = row.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(row.getByText('Gespeichert')).toBeVisible();

    const rollout = row.getByTestId('rollout-trending_games_feature');
    await rollout.fill('150');
    await row.getByRole('button', { name: 'Speichern' }).click();
    await expect(row.getByText('Bitte gib eine ganze Zahl von 0 bis 100 ein.')).toBeVisible();
    await rollout.fill('25');
    await row.getByRole('button', { name: 'Speichern' }).click();
    await expect(row.getByText('Gespeichert')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('rollout-trending_games_feature')).toHaveValue('25');
    await expect(page.getByTestId('flag-trending_games_feature').getByRole('switch')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Put it back for other tests.
    await page.getByTestId('flag-trending_games_feature').getByRole('switch').click();
    await expect(page.getByTestId('flag-trending_games_feature').getByRole('switch')).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});
