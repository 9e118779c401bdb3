import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from './support';

// Forums: Mia opens a thread; Paul, in a browser of his own, quotes her post in his answer, which
// shows nested under hers with the quote; he edits it in the editing panel and it is marked "bearbeitet". HTML in
// a post stays text.

test.describe('forums', () => {
  test('open a thread, answer with a quote, edit the answer, see it threaded', async ({ browser, consented: page }) => {
    await loginViaApi(page.context(), DEMO.mia);
    await page.goto('/foren');
    await expect(page.getByTestId('forum-card').first()).toBeVisible();
    await page.getByTestId('forum-new').click();
    await expect(page).toHaveURL(/\/foren\/create$/);
    const title = `Wer spielt heute Abend? ${Date.now().toString(36)}`;
    await page.getByTestId('forum-title').fill(title);
    await page.getByTestId('forum-message').fill('Ich suche **zwei Leute** für eine Runde Koop.');
    // Back by mistake: asked first, and the draft stays.
    await page.goBack();
    const leave = page.getByTestId('confirm-dialog');
    await expect(leave).toContainText('Entwurf verwerfen?');
    await leave.getByRole('button', { name: 'Weiterschreiben' }).click();
    await expect(page).toHaveURL(/\/foren\/create$/);
    await expect(page.getByTestId('forum-title')).toHaveValue(title);
    // A double click opens one thread, not two.
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/foren') creates.push(request.url());
    });
    await page.getByTestId('forum-create-submit').dblclick();
    await expect(page).toHaveURL(/\/foren\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('forum-post').first().locator('strong')).toHaveText('zwei Leute');
    expect(creates).toHaveLength(1);
    const threadUrl = page.url();

    // Paul answers in his own browser, quoting Mia's post.
    const paulContext = await browser.newContext({ baseURL: new URL(threadUrl).origin });
    await paulContext.addCookies(await page.context().cookies().then((cookies) => cookies.filter((cookie) => !/session|XSRF/i.test(cookie.name))));
    await loginViaApi(paulContext, DEMO.paul);
    const paul = await paulContext.newPage();
    await paul.goto(threadUrl);
    // Others' posts can be reported to the admins' queue; his own cannot.
    await expect(paul.getByTestId('forum-post').first().getByRole('button', { name: 'Melden' })).toBeVisible();
    await paul.getByTestId('forum-post').first().getByRole('button', { name: 'Zitieren' }).click();
    await expect(paul.getByTestId('forum-replying-to')).toContainText('Mia_Zockt');
    const box = paul.getByTestId('forum-reply-text');
    await expect(box).toHaveValue(/^> \*\*Mia\\_Zockt:\*\* Ich suche zwei Leute/);
    await box.press('End');
    await box.pressSequentially('Bin dabei! <img src=x onerror="window.pwned=1">');
    await paul.getByTestId('forum-reply-send').click();
    // HTML is refused with a German hint; in backticks the same markup is code, shown as text.
    await expect(paul.getByText('HTML ist hier nicht erlaubt.', { exact: false })).toBeVisible();
    await box.fill((await box.inputValue()).replace('<img src=x onerror="window.pwned=1">', '`<img src=x onerror="window.pwned=1">`'));
    await paul.getByTestId('forum-reply-send').click();
    // Sent: the box is empty and keeps the focus for the next reply.
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();

    // The answer nests under Mia's post, with her words quoted and the HTML shown as text.
    const opening = paul.locator('[data-testid="forum-thread"] > li').first();
    const answer = opening.locator('ol [data-testid="forum-post"]').first();
    await expect(answer).toContainText('Bin dabei! <img src=x onerror="window.pwned=1">');
    await expect(answer.locator('blockquote')).toContainText('Ich suche zwei Leute');
    await expect(answer.locator('img[src="x"]')).toHaveCount(0);
    expect(await paul.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    // He edits his answer in the editing panel; it is marked as edited.
    await answer.getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = paul.getByTestId('forum-edit-text');
    await edit.fill('Bin dabei, ab 20 Uhr. *Headset liegt bereit.*');
    await paul.getByTestId('forum-edit-save').click();
    await expect(answer.locator('em')).toHaveText('Headset liegt bereit.');
    await expect(answer.getByTestId('forum-post-edited')).toHaveText('bearbeitet');
    await expect(answer.getByRole('button', { name: 'Melden' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(paul, 'forum thread');
    await paulContext.close();

    // Mia sees Paul's answer under her post after a reload; the thread is listed first in /foren.
    await page.reload();
    await expect(page.locator('[data-testid="forum-thread"] > li').first().locator('ol [data-testid="forum-post"]')).toContainText('Headset liegt bereit.');
    await page.goto('/foren');
    const cards = page.getByTestId('forum-card');
    await expect(cards.filter({ hasText: title })).toContainText('2 Beiträge');
  });
});
