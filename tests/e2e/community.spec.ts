import type { BrowserContext, Page } from '@playwright/test';
import { answerConsent, apiCall, arriveLoggedIn, DEMO, expect, loginViaApi, registerViaApi, test } from './support';

// What a newcomer with a phone (390 px) meets of the community: the demo people follow Mia and like and comment
// the demo clips, so the counters say something on a fresh install; and a reply in a forum thread notifies the
// thread's author and appears in her open thread without a reload.

const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36).slice(-5);

test.describe('the community on a phone', () => {
  test.use({ viewport: PHONE });

  test('the demo people follow Mia, and a demo clip shows their likes and comments', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.mia);
    await arriveLoggedIn(page);
    const mia = (await (await page.context().request.get('/api/logged-in-user')).json()) as { id: number };
    await page.goto(`/profile/${mia.id}`);
    await expect(page.getByTestId('followers-count')).toBeVisible();
    expect(Number((await page.getByTestId('followers-count').innerText()).replace(/\D+/g, ''))).toBeGreaterThan(0);

    // A clip of the demo people with likes and comments of others, as the feed lists it; on its page the same.
    const feed = (await (await page.context().request.get('/api/home?tab=foryou')).json()) as {
      posts: { id: number; likes: number; comments: number; user: { id: number } }[];
    };
    const clip = feed.posts.find((post) => post.likes > 0 && post.comments > 0 && post.user.id !== mia.id);
    expect(clip, 'a demo clip with likes and comments').toBeDefined();
    await page.goto(`/post/${clip!.id}`);
    await expect(page.getByTestId('like-count').first()).toHaveText(String(clip!.likes));
    await page.getByTestId('comments-button').first().click();
    await expect(page.getByTestId('comments-panel')).toBeVisible();
    await expect(page.getByTestId('comments-panel').getByRole('listitem').first()).toBeVisible();
  });

  test('a reply in a forum thread notifies its author and appears in her open thread at once', async ({ browser, baseURL }) => {
    const person = async (label: string): Promise<{ context: BrowserContext; page: Page; name: string }> => {
      const context = await browser.newContext({ locale: 'de-DE', viewport: PHONE });
      await answerConsent(context, baseURL!);
      const { name } = await registerViaApi(context, { name: `${label}${stamp}` });
      const page = await context.newPage();
      await arriveLoggedIn(page);
      return { context, page, name };
    };
    const anna = await person('Anna');
    const ben = await person('Ben');
    try {
      const title = `Koop heute Abend? ${stamp}`;
      const created = await apiCall(anna.context, 'POST', '/api/foren', { title, message: 'Wer hat Lust auf eine Runde Harbor Lights?' });
      expect(created.status(), await created.text()).toBe(201);
      const forumId = ((await created.json()) as { forum: { id: number } }).forum.id;
      await anna.page.goto(`/foren/${forumId}`);
      await expect(anna.page.getByTestId('forum-post')).toHaveCount(1);
      await expect(anna.page.getByTestId('notification-count')).toHaveCount(0);

      const reply = await apiCall(ben.context, 'POST', '/api/message', { forum_id: forumId, message: 'Bin dabei, ab 20 Uhr!' });
      expect(reply.status(), await reply.text()).toBe(200);

      // Live over the realtime channel: no reload on Anna's side.
      await expect(anna.page.getByTestId('forum-post')).toHaveCount(2);
      await expect(anna.page.getByTestId('forum-post').nth(1)).toContainText('Bin dabei, ab 20 Uhr!');
      await expect(anna.page.getByTestId('notification-count')).toHaveText('1');
      await anna.page.getByTestId('notification-bell').click();
      const entry = anna.page.getByTestId('notification-panel').getByTestId('notification-entry').first();
      await expect(entry).toContainText(`${ben.name} hat im Thema „${title}“ geantwortet.`);
    } finally {
      await anna.context.close();
      await ben.context.close();
    }
  });
});
