// Notifications over real HTTP, on SQLite and PostgreSQL: every domain that exists produces one
// through notify(), alike ones are grouped on the server, mark-read only ever touches one's own, the unread
// count never goes below zero, a new one arrives live over the realtime socket, the e-mail digest goes out
// through the job worker in the person's own language with an unsubscribe link that works without signing in,
// and only admins broadcast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../server/db';
import { DIGEST_JOB } from '../../server/modules/notifications/service';
import { type Member, members } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { insertPost, userId } from './support/posts';
import { connectRealtime } from './support/realtime-client';
import { DEBUG_FIELDS, DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let admin: TestClient;
let creator: TestClient;
let creatorId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '1000' } });
  [admin, creator] = await Promise.all([server.loginAs(DEMO.admin), server.loginAs(DEMO.creator)]);
  creatorId = await userId(server, DEMO.creator);
});
afterAll(() => server.close());

async function listOf(client: TestClient) {
  const answer = await client.get('/api/notifications');
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { notifications: Array<{ id: number; type: string; title: string; message: string; read: boolean; link: string | null; data: { count: number; ids: number[]; actors: { name: string }[] } }>; unreadCount: number };
}

describe('producers', () => {
  it('follows, friend requests and their acceptance', async () => {
    const [a, b] = await members(server, 'Fol', 2);
    expect((await a!.client.post('/api/follow', { account_id: b!.id })).status).toBeLessThan(300);
    const sent = await a!.client.post('/api/friends', { friend_id: b!.id });
    expect(sent.status, sent.text).toBeLessThan(300);
    const list = await listOf(b!.client);
    expect(list.notifications.map((entry) => entry.type).sort()).toEqual(['follow', 'friend_request']);
    expect(list.unreadCount).toBe(2);
    const request = list.notifications.find((entry) => entry.type === 'friend_request')!;
    expect(request).toMatchObject({ link: '/friends', read: false });
    expect(request.message).toBe(`${a!.name} möchte mit dir befreundet sein.`);
    expect((await b!.client.put(`/api/friends/accept/${sent.body.request_id}`)).status).toBe(200);
    const accepted = (await listOf(a!.client)).notifications.find((entry) => entry.type === 'friend_accepted');
    expect(accepted).toMatchObject({ link: `/profile/${b!.id}`, message: `${b!.name} hat deine Freundschaftsanfrage angenommen.` });
    // Answered on /friends: the request's notification is done too (the follow stays unread).
    const after = await listOf(b!.client);
    expect(after.notifications.find((entry) => entry.type === 'friend_request')).toMatchObject({ read: true });
    expect(after.unreadCount).toBe(1);

    // Declined: the same.
    const [c] = await members(server, 'Abgelehnt', 1);
    const again = await c!.client.post('/api/friends', { friend_id: b!.id });
    expect((await listOf(b!.client)).unreadCount).toBe(2);
    expect((await b!.client.put(`/api/friends/decline/${again.body.request_id}`)).status).toBe(200);
    expect((await listOf(b!.client)).unreadCount).toBe(1);
  });

  it('likes and comments on one’s clip, game updates for favourites, donations, quests, giveaways and moderation', async () => {
    const [owner, fan] = await members(server, 'Prod', 2);
    const postId = await insertPost(server, { user_id: owner!.id });
    expect((await fan!.client.post('/api/likes', { post_id: postId })).status).toBe(201);
    expect((await fan!.client.post('/api/comments', { post_id: postId, comment: 'Geheimer Inhalt? Nein, öffentlich.' })).status).toBe(201);

    const game = await server.db
      .insertInto('games')
      .values({ name: 'Benachrichtigungsspiel', description: '', categories: '["Arcade"]', release_date: '2025-01-01', developer: 'X', publisher: 'Y', age_rating: 0, creator_id: creatorId, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.insertInto('favorite_games').values({ user_id: owner!.id, game_id: game.id, created_at: nowIso() }).execute();
    expect((await creator.post('/api/game-updates', { game_id: game.id, title: 'Winter-Patch', content: 'Schnee' })).status).toBe(201);

    await server.db.updateTable('users').set({ boostz: 5_000 }).where('id', '=', fan!.id).execute();
    await server.db
      .insertInto('ledger_entries')
      .values({ user_id: fan!.id, amount: 5_000, balance_after: 5_000, reason: 'adjustment', reference: 'test', idempotency_key: null, created_at: nowIso() })
      .execute();
    const key = `notify-${Math.random().toString(36).slice(2, 10)}`;
    expect((await fan!.client.post('/api/donations', { recipient_id: owner!.id, slider: 100, idempotency_key: key })).status).toBeLessThan(300);
    // A retry of the same donation notifies once.
    expect((await fan!.client.post('/api/donations', { recipient_id: owner!.id, slider: 100, idempotency_key: key })).status).toBeLessThan(300);

    expect((await owner!.client.post('/api/comments', { post_id: await insertPost(server, { user_id: creatorId }), comment: 'Quest!' })).status).toBe(201);
    expect((await owner!.client.post('/api/quests/daily-comment/claim')).status).toBe(200);

    const giveaway = await creator.post('/api/giveaways', { game_id: game.id, prize: 'Ein Steam-Key', description: '', winner_count: 1, ends_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(giveaway.status, giveaway.text).toBe(201);
    const giveawayId = giveaway.body.giveaway?.id ?? giveaway.body.id;
    expect((await owner!.client.post(`/api/giveaways/${giveawayId}/enter`)).status).toBeLessThan(300);
    expect((await admin.post(`/api/admin/giveaways/${giveawayId}/draw`)).status).toBe(200);

    const report = await fan!.client.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' });
    expect(report.status, report.text).toBe(201);
    expect((await admin.patch(`/api/admin/reports/${report.body.report.id}`, { action: 'remove' })).status).toBe(200);

    const list = await listOf(owner!.client);
    const types = list.notifications.map((entry) => entry.type);
    for (const type of ['like', 'comment', 'update', 'donation', 'achievement', 'giveaway_won', 'warning']) expect(types, type).toContain(type);
    expect(types.filter((type) => type === 'donation')).toHaveLength(1);
    expect(list.notifications.find((entry) => entry.type === 'update')).toMatchObject({ link: expect.stringMatching(/^\/updates\/games\/\d+\/\d+$/) });
    expect(list.notifications.find((entry) => entry.type === 'update')!.message).toContain('Winter-Patch');
    // The comment's text is not copied into the notification.
    expect(JSON.stringify(list.notifications)).not.toContain('Geheimer Inhalt');
  });
});

describe('grouping', () => {
  it('gathers likes of one clip into one entry: “… und 3 weitere haben deinen Clip geliked”', async () => {
    const [owner, ...likers] = await members(server, 'Grp', 5);
    const postId = await insertPost(server, { user_id: owner!.id });
    for (const liker of likers) expect((await liker.client.post('/api/likes', { post_id: postId })).status).toBe(201);
    const list = await listOf(owner!.client);
    const likes = list.notifications.filter((entry) => entry.type === 'like');
    expect(likes).toHaveLength(1);
    expect(likes[0]!.data.count).toBe(4);
    expect(likes[0]!.data.ids).toHaveLength(4);
    expect(likes[0]!.message).toBe(`${likers[3]!.name} und 3 weitere haben deinen Clip geliked.`);
    // The bell counts entries as the panel shows them: one.
    expect(list.unreadCount).toBe(1);
    // Marking the entry read marks the whole group.
    const marked = await owner!.client.post('/api/notifications/mark-read', { notification_id: likes[0]!.id });
    expect(marked.body).toEqual({ success: true, unreadCount: 0 });
    expect((await listOf(owner!.client)).notifications.find((entry) => entry.type === 'like')!.read).toBe(true);
  });
});

describe('reading', () => {
  it('marks one’s own read, refuses another’s with 404 (never 500), and the count never goes below zero', async () => {
    const [a, b, c] = await members(server, 'Read', 3);
    await b!.client.post('/api/follow', { account_id: a!.id });
    await c!.client.post('/api/friends', { friend_id: a!.id });
    const list = await listOf(a!.client);
    expect(list.unreadCount).toBe(2);
    const theirs = await b!.client.post('/api/notifications/mark-read', { notification_id: list.notifications[0]!.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Diese Benachrichtigung gibt es nicht.');
    for (const field of DEBUG_FIELDS) expect(theirs.body).not.toHaveProperty(field);
    expect((await b!.client.post('/api/notifications/mark-read', { notification_id: 'x' })).status).toBe(422);
    expect((await b!.client.post('/api/notifications/mark-read', { notification_id: 99_999_999_999 })).status).toBe(422);
    expect((await listOf(a!.client)).unreadCount).toBe(2);

    const one = await a!.client.post('/api/notifications/mark-read', { notification_id: list.notifications[0]!.id });
    expect(one.body).toEqual({ success: true, unreadCount: 1 });
    const again = await a!.client.post('/api/notifications/mark-read', { notification_id: list.notifications[0]!.id });
    expect(again.body).toEqual({ success: true, unreadCount: 1 });
    expect((await a!.client.post('/api/notifications/mark-all-read')).body).toEqual({ success: true, unreadCount: 0 });
    expect((await a!.client.post('/api/notifications/mark-all-read')).body).toEqual({ success: true, unreadCount: 0 });
    expect((await a!.client.post('/api/notifications/mark-read', { notification_id: list.notifications[1]!.id })).body.unreadCount).toBe(0);
    expect((await server.client().get('/api/notifications')).status).toBe(401);
  });
});

describe('live', () => {
  it('delivers a new notification over the realtime socket with the unread count, to the recipient only', async () => {
    const [a, b, c] = await members(server, 'Live', 3);
    const socket = await connectRealtime(server.baseUrl, { client: a!.client });
    const other = await connectRealtime(server.baseUrl, { client: c!.client });
    try {
      await b!.client.post('/api/follow', { account_id: a!.id });
      let message = await socket.nextMessage();
      while (message.type !== 'notification.new') message = await socket.nextMessage();
      expect(message.data).toMatchObject({ type: 'follow', unreadCount: 1 });
      expect(other.messages.some((entry) => entry.type === 'notification.new')).toBe(false);
    } finally {
      socket.close();
      other.close();
    }
  });
});

describe('settings and the e-mail digest', () => {
  it('turns a type off in the app, sends a digest in the person’s language through the job worker, and unsubscribes without login', async () => {
    const [a, b] = await members(server, 'Mail', 2);
    const settings = await a!.client.get('/api/notifications/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.settings.find((entry: { type: string }) => entry.type === 'follow')).toEqual({ type: 'follow', in_app: true, email: false });
    const saved = await a!.client.put('/api/notifications/settings', { settings: [{ type: 'follow', in_app: false, email: true }] });
    expect(saved.status, saved.text).toBe(200);
    expect((await a!.client.put('/api/notifications/settings', { settings: [{ type: 'nope', in_app: true, email: true }] })).status).toBe(422);
    await server.db.updateTable('users').set({ language: 'en' }).where('id', '=', a!.id).execute();

    await b!.client.post('/api/follow', { account_id: a!.id });
    // Off in the app: not listed, not counted; kept for the digest.
    expect((await listOf(a!.client)).unreadCount).toBe(0);
    const job = await server.db.selectFrom('jobs').select(['id', 'run_at']).where('type', '=', DIGEST_JOB).where('payload', '=', JSON.stringify({ user_id: a!.id })).executeTakeFirstOrThrow();
    expect(Date.parse(job.run_at)).toBeGreaterThan(Date.now());
    await server.db.updateTable('jobs').set({ run_at: nowIso() }).where('id', '=', job.id).execute();
    let mail = (await server.outbox()).find((entry) => entry.subject?.includes('Spielraum') && JSON.stringify(entry.to).includes(a!.email));
    for (let tries = 0; !mail && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mail = (await server.outbox()).find((entry) => JSON.stringify(entry.to).includes(a!.email));
    }
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Spielraum: 1 new notification');
    expect(mail!.text).toContain(`${b!.name} follows you now.`);
    // The text links to the page with the button (opening a link changes nothing: mail scanners open links);
    // mail programs get the one-click address of RFC 8058 in the headers.
    const page = new URL(/(http:\/\/\S+\/notifications\/unsubscribe\?\S+)/.exec(mail!.text ?? '')![1]!);
    expect(page.origin).toBe(server.baseUrl);
    const header = (name: string) => mail!.headerLines.find((line) => line.key === name)?.line;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // A long header is folded over lines.
    const oneClick = new URL(/^List-Unsubscribe:<(.+)>$/.exec((header('list-unsubscribe') ?? '').replace(/\s+/g, ''))![1]!);
    expect(oneClick.pathname).toBe('/api/notifications/unsubscribe');
    expect(oneClick.search).toBe(page.search);

    const get = await server.client().get(oneClick.pathname + oneClick.search);
    expect(get.status).not.toBe(200);
    expect((await a!.client.get('/api/notifications/settings')).body.settings.some((entry: { email: boolean }) => entry.email)).toBe(true);
    const forged = new URL(oneClick);
    forged.searchParams.set('signature', '0'.repeat(64));
    expect((await fetch(forged, { method: 'POST' })).status).toBe(403);
    // As a mail program posts it: a form body, no session, no CSRF token.
    const done = await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(((await done.json()) as { unsubscribed: boolean }).unsubscribed).toBe(true);
    const after = await a!.client.get('/api/notifications/settings');
    expect(after.body.settings.every((entry: { email: boolean }) => !entry.email)).toBe(true);
  });
});

/** Runs the person's waiting digest job now and returns the mail it writes. */
async function digestOf(person: Member) {
  const job = await server.db.selectFrom('jobs').select('id').where('type', '=', DIGEST_JOB).where('status', '=', 'queued').where('payload', '=', JSON.stringify({ user_id: person.id })).executeTakeFirstOrThrow();
  await server.db.updateTable('jobs').set({ run_at: nowIso() }).where('id', '=', job.id).execute();
  const to = (mail: { to?: unknown }) => JSON.stringify(mail.to).includes(`"${person.email}"`);
  let mail = (await server.outbox()).find(to);
  for (let tries = 0; !mail && tries < 40; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    mail = (await server.outbox()).find(to);
  }
  expect(mail, `digest to ${person.email}`).toBeDefined();
  return mail!;
}

describe('the digest in every language', () => {
  it('writes a French and an Arabic digest in that language, alike notifications grouped as in the app', async () => {
    const [french, arabic, ...fans] = await members(server, 'Lang', 5);
    expect((await french!.client.put('/api/notifications/settings', { settings: [{ type: 'like', in_app: true, email: true }] })).status).toBe(200);
    expect((await arabic!.client.put('/api/notifications/settings', { settings: [{ type: 'follow', in_app: true, email: true }] })).status).toBe(200);
    await server.db.updateTable('users').set({ language: 'fr' }).where('id', '=', french!.id).execute();
    await server.db.updateTable('users').set({ language: 'ar' }).where('id', '=', arabic!.id).execute();
    const postId = await insertPost(server, { user_id: french!.id });
    for (const fan of fans) {
      expect((await fan.client.post('/api/likes', { post_id: postId })).status).toBe(201);
      expect((await fan.client.post('/api/follow', { account_id: arabic!.id })).status).toBeLessThan(300);
    }
    const newest = fans[2]!.name;

    const mailFr = await digestOf(french!);
    expect(mailFr.subject).toBe('Spielraum : 3 nouvelles notifications');
    expect(mailFr.text).toContain(`Salut ${french!.name},`);
    expect(mailFr.text).toContain(`- Nouveaux j’aime : ${newest} et 2 autres ont aimé ton clip.`);
    expect(mailFr.text).toMatch(/Ne plus recevoir ces e-mails \(sans connexion\) : http:\/\/\S+\/notifications\/unsubscribe\?/);
    expect(mailFr.text).toContain('L’équipe Spielraum');
    // One entry for the three likes, as in the app.
    expect(mailFr.text!.match(/^- /gm)).toHaveLength(1);

    const mailAr = await digestOf(arabic!);
    expect(mailAr.subject).toBe('3 إشعارات جديدة في Spielraum');
    expect(mailAr.text).toContain(`مرحبًا ${arabic!.name}،`);
    expect(mailAr.text).toContain(`- متابِعون جدد: بدأ ${newest} وشخصان آخران متابعتك.`);
    expect(mailAr.text).toContain('إيقاف هذه الرسائل (دون تسجيل الدخول):');
    // Plain text only: no HTML part whose direction would need setting.
    expect(mailAr.html).toBe(false);
    for (const mail of [mailFr, mailAr]) expect(mail.text).not.toMatch(/Hallo|Hello|Benachrichtigung/);

    // The app's list speaks the person's language too.
    const list = await listOf(french!.client);
    expect(list.notifications.find((entry) => entry.type === 'like')!.message).toBe(`${newest} et 2 autres ont aimé ton clip.`);
  });
});

describe('admin broadcast', () => {
  it('previews the segment and sends plain text to it; only admins, rate-limited', async () => {
    const [a] = await members(server, 'Cast', 1);
    const preview = await admin.post('/api/admin/notifications/preview', { segment: 'creators' });
    expect(preview.status).toBe(200);
    const creators = await server.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'creator').where('deleted_at', 'is', null).where('suspended_at', 'is', null).executeTakeFirstOrThrow();
    expect(preview.body).toEqual({ segment: 'creators', recipients: Number(creators.n) });

    expect((await a!.client.post('/api/admin/notifications', { segment: 'all', title: 'x', message: 'y' })).status).toBe(403);
    expect((await a!.client.post('/api/admin/notifications/preview', { segment: 'all' })).status).toBe(403);
    expect((await server.client().post('/api/admin/notifications', { segment: 'all', title: 'x', message: 'y' })).status).toBe(419);
    expect((await admin.post('/api/admin/notifications', { segment: 'everyone', title: 'x', message: 'y' })).status).toBe(422);
    expect((await admin.post('/api/admin/notifications', { segment: 'all', title: ' ', message: 'y' })).status).toBe(422);
    expect((await admin.post('/api/admin/notifications', { segment: 'all', title: 'x', message: 'y', link: 'javascript:alert(1)' })).status).toBe(422);
    expect((await admin.post('/api/admin/notifications', { segment: 'all', title: 'x', message: 'y', link: '//evil.example' })).status).toBe(422);

    const sent = await admin.post('/api/admin/notifications', { segment: 'verified', title: 'Wartung <b>heute</b>', message: '<script>alert(1)</script> ab 22 Uhr', link: '/updates' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.recipients).toBeGreaterThan(0);
    const entry = (await listOf(a!.client)).notifications.find((item) => item.type === 'system')!;
    // Stored and answered as the admin wrote it: text, which the renderer never turns into HTML.
    expect(entry).toMatchObject({ title: 'Wartung <b>heute</b>', message: '<script>alert(1)</script> ab 22 Uhr', link: '/updates' });
  });
});
