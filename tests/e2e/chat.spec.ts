import type { Browser, BrowserContext, Page } from '@playwright/test';
import { answerConsent, apiCall, arriveLoggedIn, expect, loginViaApi, registerViaApi, test } from './support';

// End-to-end encrypted chat in the browser, with people in separate browser contexts: keys are set up
// with a recovery passphrase, a private message arrives live and is read (read receipt back), an image is sent
// and seen, the server only ever has ciphertext, a removed group member cannot read what comes after, a
// second device of Ben's unlocks the history with the passphrase, and when Ben makes new keys Anna is warned
// and sends nothing to them until she accepts (docs/security/e2ee.md, "Key changes").

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).slice(-5);
const PASSPHRASE = 'lila Drache spielt Schach';
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Person = { context: BrowserContext; page: Page; id: number; name: string; email: string; password: string };
const people: Record<'anna' | 'ben' | 'cleo', Person> = {} as never;

async function setUpKeys(page: Page) {
  await page.goto('/messages');
  const form = page.getByTestId('chat-key-setup');
  await expect(form).toBeVisible();
  await form.getByLabel('Wiederherstellungs-Passphrase').fill(PASSPHRASE);
  await form.getByLabel('Passphrase wiederholen').fill(PASSPHRASE);
  await form.getByRole('button', { name: 'Schlüssel erzeugen' }).click();
  await expect(page.getByTestId('messenger')).toBeVisible();
}

/** Ben on another device: a fresh browser context, signed in, nothing unlocked yet. The caller closes it. */
async function secondDevice(browser: Browser, baseURL: string, person: Person): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    await answerConsent(context, baseURL);
    await loginViaApi(context, person.email, person.password);
    const page = await context.newPage();
    await arriveLoggedIn(page);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Nachricht' }).fill(text);
  await page.getByRole('textbox', { name: 'Nachricht' }).press('Enter');
}

test.beforeAll(async ({ browser, baseURL }) => {
  for (const label of ['anna', 'ben', 'cleo'] as const) {
    const context = await browser.newContext({ locale: 'de-DE' });
    await answerConsent(context, baseURL!);
    const account = await registerViaApi(context, { name: `${label}${stamp}` });
    const page = await context.newPage();
    await arriveLoggedIn(page);
    const me = await context.request.get('/api/logged-in-user');
    people[label] = { context, page, id: ((await me.json()) as { id: number }).id, ...account };
  }
});

test.afterAll(async () => {
  for (const person of Object.values(people)) await person.context.close();
});

test('a private conversation: live, read receipts, an image, and only ciphertext on the server', async () => {
  const { anna, ben } = people;
  await setUpKeys(anna.page);
  await setUpKeys(ben.page);

  await anna.page.goto(`/messages/${ben.id}`);
  await ben.page.goto(`/messages/${anna.id}`);
  await expect(ben.page.getByTestId('chat-thread')).toContainText('Ende-zu-Ende-verschlüsselt');

  await send(ben.page, 'Hallo Anna, Raid heute um 20 Uhr?');
  const annaThread = anna.page.getByTestId('chat-thread');
  await expect(annaThread.getByTestId('chat-message').filter({ hasText: 'Raid heute um 20 Uhr?' })).toBeVisible();
  // Anna has it open, so it is read: Ben's tick turns into "Gelesen" without a reload.
  await expect(ben.page.getByTestId('chat-message').last().getByLabel('Gelesen')).toBeVisible();

  await anna.page.getByTestId('chat-file-input').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
  await send(anna.page, 'Bin dabei! Hier mein Loadout');
  const image = ben.page.getByRole('img', { name: 'screenshot.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  await expect(ben.page.getByTestId('chat-message').filter({ hasText: 'Bin dabei! Hier mein Loadout' })).toBeVisible();

  // On a phone the send button fits beside the box and on the screen, also below the e-mail banner (Anna has not
  // confirmed her address); after a click on it the box keeps the focus.
  const wide = anna.page.viewportSize()!;
  await anna.page.setViewportSize({ width: 390, height: 844 });
  await expect(anna.page.getByText('Bitte bestätige deine E-Mail-Adresse')).toBeVisible();
  await anna.page.getByRole('textbox', { name: 'Nachricht' }).fill('Bis gleich');
  const sendButton = anna.page.getByRole('button', { name: 'Senden', exact: true });
  const placed = (await sendButton.boundingBox())!;
  expect(placed.x + placed.width).toBeLessThanOrEqual(390);
  expect(placed.y + placed.height).toBeLessThanOrEqual(844);
  await sendButton.click();
  await expect(anna.page.getByRole('textbox', { name: 'Nachricht' })).toBeFocused();
  await expect(ben.page.getByTestId('chat-message').filter({ hasText: 'Bis gleich' })).toBeVisible();
  await anna.page.setViewportSize(wide);

  // What the server stores and hands out is ciphertext.
  const stored = await ben.context.request.get(`/api/messages/${anna.id}`);
  const body = JSON.stringify(await stored.json());
  expect(body).not.toContain('Raid heute');
  expect(body).not.toContain('Loadout');

  // The safety number is the same on both screens.
  await ben.page.getByRole('button', { name: 'Sicherheitsnummer' }).click();
  await anna.page.getByRole('button', { name: 'Sicherheitsnummer' }).click();
  const benNumber = await ben.page.getByTestId('safety-number').textContent();
  expect(benNumber).toMatch(/^\d{60}$/);
  await expect(anna.page.getByTestId('safety-number')).toHaveText(benNumber!);
  await ben.page.keyboard.press('Escape');
  await anna.page.keyboard.press('Escape');
});

test('a group where a removed member cannot read what comes after', async () => {
  const { anna, ben, cleo } = people;
  await setUpKeys(cleo.page);
  const created = await apiCall(anna.context, 'POST', '/api/chat-groups', { name: `Squad ${stamp}`, users: [ben.id, cleo.id] });
  expect(created.status()).toBe(201);
  const groupId = ((await created.json()) as { group: { id: number } }).group.id;

  await anna.page.goto(`/groups/${groupId}`);
  await cleo.page.goto(`/groups/${groupId}`);
  await send(anna.page, 'Willkommen im Squad!');
  await expect(cleo.page.getByTestId('chat-message').filter({ hasText: 'Willkommen im Squad!' })).toBeVisible();

  await anna.page.getByRole('button', { name: 'Mitglieder' }).click();
  const dialog = anna.page.getByRole('dialog', { name: 'Gruppe' });
  await dialog.getByRole('listitem').filter({ hasText: cleo.name }).getByRole('button', { name: 'Entfernen' }).click();
  await anna.page.getByRole('alertdialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(dialog.getByRole('heading', { name: '2 Mitglieder' })).toBeVisible();
  await anna.page.keyboard.press('Escape');

  // Cleo's open screen learns live that she is out.
  await expect(cleo.page.getByText('Keine Berechtigung für diese Konversation')).toBeVisible();
  await expect(cleo.page.getByRole('heading', { name: 'Unbekannter Nutzer' })).toBeVisible();
  await send(anna.page, 'Nur noch für Ben');
  await ben.page.goto(`/groups/${groupId}`);
  await expect(ben.page.getByTestId('chat-message').filter({ hasText: 'Nur noch für Ben' })).toBeVisible();
  await expect(cleo.page.getByText('Nur noch für Ben')).toHaveCount(0);
});

test('a second device unlocks the history with the recovery passphrase', async ({ browser, baseURL }) => {
  const { anna, ben } = people;
  const { context, page } = await secondDevice(browser, baseURL!, ben);
  try {
    await page.goto(`/messages/${anna.id}`);
    const form = page.getByTestId('chat-key-unlock');
    await form.getByLabel('Wiederherstellungs-Passphrase').fill('falsch geraten');
    await form.getByRole('button', { name: 'Entsperren' }).click();
    await expect(form.getByText('Die Passphrase stimmt nicht.')).toBeVisible();
    await form.getByLabel('Wiederherstellungs-Passphrase').fill(PASSPHRASE);
    await form.getByRole('button', { name: 'Entsperren' }).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: 'Hallo Anna, Raid heute um 20 Uhr?' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a changed key is noticed: a warning, and sending waits until it is accepted', async ({ browser, baseURL }) => {
  const { anna, ben } = people;
  // Ben forgets his passphrase on a new device and makes new keys.
  const { context, page } = await secondDevice(browser, baseURL!, ben);
  try {
    await page.goto('/messages');
    await page.getByTestId('chat-key-unlock').getByRole('button', { name: 'Passphrase vergessen? Neue Schlüssel erzeugen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Neue Schlüssel erzeugen' }).click();
    const form = page.getByTestId('chat-key-setup');
    await form.getByLabel('Wiederherstellungs-Passphrase').fill(`${PASSPHRASE} neu`);
    await form.getByLabel('Passphrase wiederholen').fill(`${PASSPHRASE} neu`);
    await form.getByRole('button', { name: 'Schlüssel erzeugen' }).click();
    await expect(page.getByTestId('messenger')).toBeVisible();
  } finally {
    await context.close();
  }

  // Anna's browser saw Ben's first key: the new one is announced and the composer says why it waits.
  await anna.page.goto(`/messages/${ben.id}`);
  const warning = anna.page.getByRole('alert').filter({ hasText: `Der Sicherheitsschlüssel von ${ben.name} hat sich geändert.` });
  await expect(warning).toBeVisible();
  await expect(anna.page.getByRole('textbox', { name: 'Nachricht' })).toBeDisabled();
  await expect(anna.page.getByText(`Du kannst erst wieder schreiben, wenn du den neuen Schlüssel von ${ben.name} akzeptiert hast.`)).toBeVisible();
  // What Ben wrote with his old key still verifies: Anna's browser kept the key it trusted back then.
  const older = anna.page.getByTestId('chat-message').filter({ hasText: 'Hallo Anna, Raid heute um 20 Uhr?' });
  await expect(older).toBeVisible();
  await expect(anna.page.getByTestId('chat-message').filter({ hasText: '[Nachricht]' })).toHaveCount(0);

  await warning.getByRole('button', { name: 'Sicherheitsnummer vergleichen' }).click();
  await expect(anna.page.getByRole('dialog', { name: `Sicherheitsnummer mit ${ben.name}` }).getByTestId('safety-number')).toHaveText(/^\d{60}$/);
  await anna.page.keyboard.press('Escape');
  await warning.getByRole('button', { name: 'Neuen Schlüssel akzeptieren' }).click();
  await expect(warning).toHaveCount(0);
  await expect(anna.page.getByRole('textbox', { name: 'Nachricht' })).toBeEnabled();

  // Compared: marked as verified, a small badge in the header.
  await anna.page.getByRole('button', { name: 'Sicherheitsnummer', exact: true }).click();
  const dialog = anna.page.getByRole('dialog', { name: `Sicherheitsnummer mit ${ben.name}` });
  await dialog.getByRole('button', { name: 'Als überprüft markieren' }).click();
  await expect(dialog.getByText(`Du hast ${ben.name} als überprüft markiert.`)).toBeVisible();
  await anna.page.keyboard.press('Escape');
  await expect(anna.page.getByTestId('chat-thread').getByText('Überprüft', { exact: true })).toBeVisible();

  await send(anna.page, 'Neue Schlüssel, alles klar');
  await expect(anna.page.getByTestId('chat-message').filter({ hasText: 'Neue Schlüssel, alles klar' })).toBeVisible();
  await anna.page.reload();
  await expect(older).toBeVisible();
  await expect(anna.page.getByText('Nicht gesendet')).toHaveCount(0);
});
