import { arriveLoggedIn, DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from './support';

// The assistant: opened from the help menu, it switches the theme when asked and its links lead
// to the page they name.

async function openAssistant(page: import('@playwright/test').Page) {
  await page.getByTestId('help-menu').getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Assistent öffnen oder schließen' }).click();
  const panel = page.getByTestId('assistant-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function ask(page: import('@playwright/test').Page, question: string) {
  const input = page.getByTestId('assistant-input');
  await input.fill(question);
  await input.press('Enter');
}

test.describe('assistant', () => {
  test('greets, suggests, switches to dark mode and back on request, closes with Escape', async ({ consented: page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/contact_us');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const panel = await openAssistant(page);
    await expect(panel.getByTestId('assistant-bot').first()).toContainText('Spielraum-Assistent');
    await expect(panel.getByTestId('assistant-suggestion')).toHaveCount(3);
    // Left-to-right, the side panel sits on the right.
    expect((await panel.boundingBox())!.x).toBeGreaterThan(page.viewportSize()!.width / 2);

    // Blank input is ignored.
    await page.getByTestId('assistant-input').fill('   ');
    await page.getByTestId('assistant-input').press('Enter');
    await expect(panel.getByTestId('assistant-user')).toHaveCount(0);
    await expect(panel.getByText('3/200 Zeichen')).toBeVisible();

    await ask(page, 'mach den Dunkelmodus an');
    await expect(panel.getByTestId('assistant-user')).toHaveText(/mach den Dunkelmodus an/);
    await expect(panel.getByTestId('assistant-link').filter({ hasText: 'Dunkelmodus an' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoSeriousA11yViolations(page, 'assistant panel (dark)');

    await ask(page, 'switch to light mode');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await panel.getByTestId('assistant-link').filter({ hasText: 'Dunkelmodus an' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // The help menu toggles it open again, with the conversation kept.
    const again = await openAssistant(page);
    await expect(again.getByTestId('assistant-user')).toHaveCount(2);
  });

  test('answers where to upload and its link opens the upload page', async ({ consented: page, context }) => {
    await loginViaApi(context, DEMO.mia);
    await arriveLoggedIn(page);
    await page.goto('/games');
    const panel = await openAssistant(page);
    await ask(page, 'Wo lade ich ein Video hoch?');
    const upload = panel.getByTestId('assistant-link').filter({ hasText: 'Video hochladen' });
    await expect(upload).toBeVisible();
    await upload.click();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(panel).toBeHidden();
  });

  test('in Arabic the panel is right-to-left, greets and answers in Arabic, also to a question in English', async ({ consented: page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/contact_us');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('help-menu').getByRole('button').click();
    await page.getByTestId('help-assistant').click();
    const panel = page.getByTestId('assistant-panel');
    await expect(panel.getByTestId('assistant-bot').first()).toContainText('مساعد Spielraum');
    // The side panel sits at the end of the reading direction: on the left in Arabic.
    const box = await panel.boundingBox();
    expect(box!.x).toBeLessThan(page.viewportSize()!.width / 2);
    await ask(page, 'أين لوحة الصدارة؟');
    await expect(panel.getByTestId('assistant-link').filter({ hasText: 'لوحة الصدارة' })).toBeVisible();
    await expect(panel.getByTestId('assistant-bot').last()).toContainText('تعرض لوحة الصدارة');
    await ask(page, 'Where is the leaderboard?');
    await expect(panel.getByTestId('assistant-bot')).toHaveCount(3);
    await expect(panel.getByTestId('assistant-bot').last()).toContainText('تعرض لوحة الصدارة');
  });
});
