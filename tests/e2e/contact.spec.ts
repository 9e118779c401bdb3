import { expect, test } from './support';

test.describe('contact form', () => {
  test('validates, sends and shows the confirmation', async ({ consented: page }) => {
    await page.goto('/contact_us');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText('Bitte gib deinen Namen an (mindestens 2 Zeichen).')).toBeVisible();
    await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(page.getByText('Deine Nachricht ist noch etwas kurz (mindestens 10 Zeichen).')).toBeVisible();
    await expect(page.getByLabel('Dein Name')).toBeFocused();

    await page.getByLabel('Dein Name').fill('Erika Mustermann');
    await page.getByLabel('Deine E-Mail-Adresse').fill('erika@example.org');
    await page.getByLabel('Betreff').fill('Frage zu boostz');
    await page.getByLabel('Nachricht', { exact: true }).fill('Wie kann ich boostz an eine Freundin verschenken? Danke!');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-success')).toBeVisible();
    await expect(page.getByTestId('contact-success')).toContainText('Danke!');
  });
});
