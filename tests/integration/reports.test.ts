// Reports over real HTTP on SQLite (and PostgreSQL with TEST_DB=postgres): filing a report of a
// post, comment or profile, the admin queue with the content, and handling (dismiss, remove, suspend), which
// closes every open report of the same target. Posts are written into the database directly (no ffmpeg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '../../common/contract/reports';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { insertPost, userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let creator: TestClient;
let ids: { admin: number; creator: number; mia: number };
let people: { id: number; email: string }[];
let clients: TestClient[];

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000' } });
  visitor = server.client();
  await visitor.csrf();
  people = await insertUsers(server, 'Melder', 8);
  [admin, creator, ...clients] = await Promise.all([
    server.loginAs(DEMO.admin),
    server.loginAs(DEMO.creator),
    ...people.map((person) => server.loginAs(person.email)),
  ]);
  ids = { admin: await userId(server, DEMO.admin), creator: await userId(server, DEMO.creator), mia: await userId(server, DEMO.mia) };
});
afterAll(() => server.close());

async function comment(client: TestClient, postId: number, text = 'Ein Kommentar'): Promise<number> {
  const response = await client.post('/api/comments', { post_id: postId, comment: text });
  expect(response.status).toBe(201);
  return response.body.comment.id;
}

/** Every report of a status, through all pages. */
async function queue(status = 'open', limit = 50): Promise<AdminReport[]> {
  const reports: AdminReport[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const url: string = `/api/admin/reports?status=${status}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await admin.get(url);
    expect(response.status).toBe(200);
    reports.push(...response.body.reports);
    if (!response.body.hasMore) return reports;
    cursor = response.body.nextCursor;
  }
  throw new Error('the queue never ended');
}

describe('filing a report', () => {
  it('files one report when the same person sends it several times at the same moment (a double click)', async () => {
    const client = clients[2]!;
    const postId = await insertPost(server, { user_id: ids.creator, title: 'Doppelklick' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.report.id)).size).toBe(1);
    const rows = await server.db.selectFrom('reports').select('id').where('target_type', '=', 'post').where('target_id', '=', postId).execute();
    expect(rows).toHaveLength(1);
  });

  it('reports a post, a comment and a profile (201), and a second open report of the same thing answers the first (200)', async () => {
    const [alice, bob] = clients as [TestClient, TestClient];
    const postId = await insertPost(server, { user_id: ids.creator, title: 'Speedrun mit Abkürzung' });
    const post = await alice.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam', details: '  Werbung  ' });
    expect(post.status).toBe(201);
    expect(post.body.report).toMatchObject({ status: 'open' });
    const again = await alice.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'hate' });
    expect(again.status).toBe(200);
    expect(again.body.report.id).toBe(post.body.report.id);

    const commentId = await comment(bob, postId, 'Doofer Kommentar');
    const onComment = await alice.post('/api/reports', { target_type: 'comment', target_id: commentId, reason: 'harassment' });
    expect(onComment.status).toBe(201);
    const onProfile = await alice.post('/api/reports', { target_type: 'user', target_id: people[1]!.id, reason: 'other' });
    expect(onProfile.status).toBe(201);

    const rows = await server.db
      .selectFrom('reports')
      .selectAll()
      .where('reporter_id', '=', people[0]!.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.target_type, row.target_id, row.target_user_id, row.reason, row.status])).toEqual([
      ['post', postId, ids.creator, 'spam', 'open'],
      ['comment', commentId, people[1]!.id, 'harassment', 'open'],
      ['user', people[1]!.id, people[1]!.id, 'other', 'open'],
    ]);
    expect(rows[0]!.details).toBe('Werbung');
  });

  it('needs a signed-in user', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    expect((await visitor.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' })).status).toBe(401);
  });

  it('answers 404 for missing, hidden, unfinished and deleted targets', async () => {
    const reporter = clients[2]!;
    const hidden = await insertPost(server, { user_id: ids.creator, hidden: true });
    const processing = await insertPost(server, { user_id: ids.creator, status: 'processing' });
    const onHidden = await insertPost(server, { user_id: ids.creator, hidden: true });
    const commentOnHidden = await server.db
      .insertInto('comments')
      .values({ post_id: onHidden, user_id: ids.mia, parent_id: null, text: 'versteckt', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [gone] = await insertUsers(server, 'Geloescht', 1);
    await server.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', gone!.id).execute();
    for (const [type, id] of [
      ['post', 999_999],
      ['post', hidden],
      ['post', processing],
      ['comment', 999_999],
      ['comment', commentOnHidden.id],
      ['user', 999_999],
      ['user', gone!.id],
    ] as const) {
      const response = await reporter.post('/api/reports', { target_type: type, target_id: id, reason: 'spam' });
      expect(response.status, `${type} ${id}`).toBe(404);
      expect(response.body.message).toBe('Das, was du melden möchtest, gibt es nicht (mehr).');
    }
  });

  it('answers 422 for one’s own profile, post and comment', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const own = await creator.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('Deine eigenen Beiträge, Kommentare und dein eigenes Profil kannst du nicht melden.');
    const reporter = clients[2]!;
    const ownComment = await comment(reporter, postId);
    expect((await reporter.post('/api/reports', { target_type: 'comment', target_id: ownComment, reason: 'spam' })).status).toBe(422);
    expect((await reporter.post('/api/reports', { target_type: 'user', target_id: people[2]!.id, reason: 'spam' })).status).toBe(422);
  });

  it('answers bad input with clear German 422s', async () => {
    const reporter = clients[3]!;
    const postId = await insertPost(server, { user_id: ids.creator });
    const cases: [unknown, string, string][] = [
      [{ target_type: 'game', target_id: postId, reason: 'spam' }, 'target_type', 'Bitte gib an, ob du einen Clip, einen Kommentar, einen Forenbeitrag oder ein Profil meldest.'],
      [{ target_id: postId, reason: 'spam' }, 'target_type', 'Bitte gib an, ob du einen Clip, einen Kommentar, einen Forenbeitrag oder ein Profil meldest.'],
      [{ target_type: 'post', reason: 'spam' }, 'target_id', 'Das, was du melden möchtest, gibt es nicht (mehr).'],
      [{ target_type: 'post', target_id: -3, reason: 'spam' }, 'target_id', 'Das, was du melden möchtest, gibt es nicht (mehr).'],
      [{ target_type: 'post', target_id: 'abc', reason: 'spam' }, 'target_id', 'Das, was du melden möchtest, gibt es nicht (mehr).'],
      [{ target_type: 'post', target_id: 1.5, reason: 'spam' }, 'target_id', 'Das, was du melden möchtest, gibt es nicht (mehr).'],
      // Beyond the 32-bit ids of PostgreSQL.
      [{ target_type: 'user', target_id: 2 ** 40, reason: 'spam' }, 'target_id', 'Das, was du melden möchtest, gibt es nicht (mehr).'],
      [{ target_type: 'post', target_id: postId, reason: 'boring' }, 'reason', 'Bitte wähle einen Grund für deine Meldung.'],
      [{ target_type: 'post', target_id: postId }, 'reason', 'Bitte wähle einen Grund für deine Meldung.'],
      [
        { target_type: 'post', target_id: postId, reason: 'spam', details: 'x'.repeat(1001) },
        'details',
        'Deine Beschreibung darf höchstens 1000 Zeichen lang sein.',
      ],
      [{ target_type: 'post', target_id: postId, reason: 'spam', details: 42 }, 'details', 'Dieser Wert hat das falsche Format.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await reporter.post('/api/reports', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect((await reporter.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam', details: 'x'.repeat(1000) })).status).toBe(201);
    const count = await server.db.selectFrom('reports').select('id').where('reporter_id', '=', people[3]!.id).execute();
    expect(count).toHaveLength(1);
  });
});

describe('the admin queue', () => {
  it('is for admins only: 401 for visitors, 403 for users and creators, also with bad input', async () => {
    expect((await visitor.get('/api/admin/reports')).status).toBe(401);
    for (const client of [clients[0]!, creator]) {
      expect((await client.get('/api/admin/reports')).status).toBe(403);
      expect((await client.get('/api/admin/reports?status=bogus')).status).toBe(403);
      expect((await client.patch('/api/admin/reports/1', { action: 'dismiss' })).status).toBe(403);
      expect((await client.patch('/api/admin/reports/abc', { action: 'dismiss' })).status).toBe(403);
    }
  });

  it('lists open reports oldest first with reporter, target account, the content and the open count per target', async () => {
    const [, , , , eve, finn] = clients as TestClient[];
    const postId = await insertPost(server, { user_id: ids.creator, title: 'Bosskampf ohne Schaden' });
    const first = (await eve!.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'violence', details: 'Zu brutal' })).body.report;
    const second = (await finn!.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' })).body.report;
    const commentId = await comment(finn!, postId, 'Gemeiner Text');
    const onComment = (await eve!.post('/api/reports', { target_type: 'comment', target_id: commentId, reason: 'harassment' })).body.report;
    await server.db.updateTable('users').set({ bio: 'Ich spiele gern', image: '/media/avatars/x.webp' }).where('id', '=', people[5]!.id).execute();
    const onProfile = (await eve!.post('/api/reports', { target_type: 'user', target_id: people[5]!.id, reason: 'other' })).body.report;

    const open = await queue('open', 2);
    const byId = new Map(open.map((report) => [report.id, report]));
    const order = open.map((report) => report.id);
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(second.id));
    expect(new Set(order).size).toBe(order.length);
    expect(byId.get(first.id)).toMatchObject({
      target_type: 'post',
      target_id: postId,
      reason: 'violence',
      details: 'Zu brutal',
      status: 'open',
      handled_at: null,
      handled_by: null,
      reporter: { id: people[4]!.id, name: 'Melder4', suspended: false },
      target_user: { id: ids.creator, name: 'Kreativa', role: 'creator' },
      content: { post: { id: postId, title: 'Bosskampf ohne Schaden', text: 'Ein Clip für die Tests', hidden: false }, comment: null, profile: null },
      open_reports: 2,
    });
    expect(byId.get(first.id)!.content.post!.poster).toMatch(/poster\.webp$/);
    expect(byId.get(onComment.id)).toMatchObject({
      target_user: { id: people[5]!.id },
      content: { post: null, comment: { id: commentId, post_id: postId, text: 'Gemeiner Text' }, profile: null },
      open_reports: 1,
    });
    expect(byId.get(onProfile.id)).toMatchObject({
      content: { profile: { id: people[5]!.id, name: 'Melder5', bio: 'Ich spiele gern', image: '/media/avatars/x.webp' } },
    });
    // The other statuses list nothing of these.
    expect((await queue('dismissed')).some((report) => report.id === first.id)).toBe(false);
  });

  it('answers bad queue parameters with 422', async () => {
    expect((await admin.get('/api/admin/reports?status=bogus')).status).toBe(422);
    expect((await admin.get('/api/admin/reports?cursor=kaputt')).status).toBe(422);
    expect((await admin.get('/api/admin/reports?limit=0')).status).toBe(422);
    expect((await admin.get('/api/admin/reports?limit=abc')).status).toBe(422);
  });

  it('keeps one user from seeing another’s reports: a reporter only learns about their own receipt', async () => {
    const [alice, bob] = clients as [TestClient, TestClient];
    const postId = await insertPost(server, { user_id: ids.creator });
    const mine = await alice.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam', details: 'geheim' });
    const theirs = await bob.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' });
    // Bob's report is his own receipt, not Alice's (her details never reach him).
    expect(theirs.status).toBe(201);
    expect(theirs.body.report.id).not.toBe(mine.body.report.id);
    expect(JSON.stringify(theirs.body)).not.toContain('geheim');
    expect((await bob.get('/api/admin/reports')).status).toBe(403);
    expect((await bob.patch(`/api/admin/reports/${mine.body.report.id}`, { action: 'dismiss' })).status).toBe(403);
    const row = await server.db.selectFrom('reports').select('status').where('id', '=', mine.body.report.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });
});

describe('handling a report', () => {
  it('dismisses and closes every open report of the same target, then refuses to handle it again (409)', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const a = (await clients[0]!.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' })).body.report;
    const b = (await clients[1]!.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'other' })).body.report;
    const otherPost = await insertPost(server, { user_id: ids.creator });
    const unrelated = (await clients[0]!.post('/api/reports', { target_type: 'post', target_id: otherPost, reason: 'spam' })).body.report;

    const handled = await admin.patch(`/api/admin/reports/${a.id}`, { action: 'dismiss' });
    expect(handled.status).toBe(200);
    expect(handled.body.closed).toBe(2);
    expect(handled.body.report).toMatchObject({ id: a.id, status: 'dismissed', handled_by: { id: ids.admin }, open_reports: 0 });
    const statuses = await server.db.selectFrom('reports').select(['id', 'status']).where('id', 'in', [a.id, b.id, unrelated.id]).execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [a.id]: 'dismissed', [b.id]: 'dismissed', [unrelated.id]: 'open' });
    expect((await admin.patch(`/api/admin/reports/${b.id}`, { action: 'dismiss' })).status).toBe(409);
    // The post stays.
    expect((await visitor.get(`/api/posts/${postId}`)).status).toBe(200);
    expect((await queue('dismissed')).map((report) => report.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    // A new report of the same post after the decision is a new open report.
    expect((await clients[0]!.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' })).status).toBe(201);
  });

  it('lets only one of two admins deciding at once act; the other gets a 409', async () => {
    const secondAdmin = await server.loginAs(DEMO.admin);
    const postId = await insertPost(server, { user_id: ids.creator });
    const report = (await clients[5]!.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' })).body.report;
    const answers = await Promise.all([
      admin.patch(`/api/admin/reports/${report.id}`, { action: 'dismiss' }),
      secondAdmin.patch(`/api/admin/reports/${report.id}`, { action: 'remove' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const row = await server.db.selectFrom('reports').select('status').where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(winner.body.report.status);
    const post = await server.db.selectFrom('posts').select('hidden').where('id', '=', postId).executeTakeFirstOrThrow();
    expect(post.hidden).toBe(winner.body.report.status === 'removed' ? 1 : 0);
  });

  it('removes a post by hiding it (default) or deleting it', async () => {
    const hideMe = await insertPost(server, { user_id: ids.creator });
    const report = (await clients[6]!.post('/api/reports', { target_type: 'post', target_id: hideMe, reason: 'sexual' })).body.report;
    const hidden = await admin.patch(`/api/admin/reports/${report.id}`, { action: 'remove' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.report).toMatchObject({ status: 'removed', content: { post: { id: hideMe, hidden: true } } });
    expect((await visitor.get(`/api/posts/${hideMe}`)).status).toBe(404);

    const deleteMe = await insertPost(server, { user_id: ids.creator });
    const again = (await clients[6]!.post('/api/reports', { target_type: 'post', target_id: deleteMe, reason: 'sexual' })).body.report;
    const deleted = await admin.patch(`/api/admin/reports/${again.id}`, { action: 'remove', removal: 'delete' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.report.content.post).toBeNull();
    expect(await server.db.selectFrom('posts').select('id').where('id', '=', deleteMe).executeTakeFirst()).toBeUndefined();
  });

  it('removes a comment with its counters, and a profile’s bio and picture', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const commentId = await comment(clients[7]!, postId, 'Beleidigung');
    await comment(clients[6]!, postId, 'Bleibt');
    const report = (await clients[6]!.post('/api/reports', { target_type: 'comment', target_id: commentId, reason: 'harassment' })).body.report;
    const handled = await admin.patch(`/api/admin/reports/${report.id}`, { action: 'remove' });
    expect(handled.status).toBe(200);
    expect(handled.body.report.content.comment).toBeNull();
    const post = await server.db.selectFrom('posts').select('comments_count').where('id', '=', postId).executeTakeFirstOrThrow();
    expect(post.comments_count).toBe(1);

    await server.db.updateTable('users').set({ bio: 'Böser Text', image: '/media/avatars/b.webp' }).where('id', '=', people[7]!.id).execute();
    const onProfile = (await clients[6]!.post('/api/reports', { target_type: 'user', target_id: people[7]!.id, reason: 'hate' })).body.report;
    expect((await admin.patch(`/api/admin/reports/${onProfile.id}`, { action: 'remove' })).status).toBe(200);
    const user = await server.db.selectFrom('users').select(['bio', 'image', 'suspended_at']).where('id', '=', people[7]!.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ bio: null, image: null, suspended_at: null });
  });

  it('suspends the account behind the content with a reason: its sessions end and it cannot sign in', async () => {
    const [target] = await insertUsers(server, 'Stoerer', 1);
    const troll = await server.loginAs(target!.email);
    const postId = await insertPost(server, { user_id: target!.id });
    const report = (await clients[0]!.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'harassment' })).body.report;
    expect((await troll.get('/api/logged-in-user')).status).toBe(200);

    const noReason = await admin.patch(`/api/admin/reports/${report.id}`, { action: 'suspend' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe('Bitte gib einen Grund für die Sperre an. Die Person bekommt ihn zu sehen.');
    const suspended = await admin.patch(`/api/admin/reports/${report.id}`, { action: 'suspend', suspension_reason: 'Beleidigungen in Kommentaren' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.report).toMatchObject({ status: 'suspended', target_user: { id: target!.id, suspended: true } });

    expect((await troll.get('/api/logged-in-user')).status).toBe(401);
    const login = server.client();
    await login.csrf();
    const refused = await login.post('/login', { email: target!.email, password: 'spielraum-demo', remember: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Dein Konto ist gesperrt. Grund: „Beleidigungen in Kommentaren“. Wenn du das für einen Fehler hältst, schreib uns über das Kontaktformular.',
    );
  });

  it('refuses to suspend an admin (403) or oneself (422) through a report', async () => {
    const postId = await insertPost(server, { user_id: ids.admin });
    const report = (await clients[1]!.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' })).body.report;
    const refused = await admin.patch(`/api/admin/reports/${report.id}`, { action: 'suspend', suspension_reason: 'Test' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Du kannst dein eigenes Konto nicht sperren.');
    const row = await server.db.selectFrom('reports').select('status').where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    const adminUser = await server.db.selectFrom('users').select('suspended_at').where('id', '=', ids.admin).executeTakeFirstOrThrow();
    expect(adminUser.suspended_at).toBeNull();
  });

  it('answers bad handling input with 404 and 422', async () => {
    expect((await admin.patch('/api/admin/reports/999999', { action: 'dismiss' })).status).toBe(404);
    expect((await admin.patch('/api/admin/reports/-1', { action: 'dismiss' })).status).toBe(404);
    expect((await admin.patch('/api/admin/reports/abc', { action: 'dismiss' })).status).toBe(404);
    expect((await admin.patch('/api/admin/reports/0', { action: 'dismiss' })).status).toBe(404);
    // Beyond the 32-bit ids of PostgreSQL: still a 404, never a 500.
    expect((await admin.patch('/api/admin/reports/99999999999', { action: 'dismiss' })).status).toBe(404);
    const postId = await insertPost(server, { user_id: ids.creator });
    const report = (await clients[1]!.post('/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' })).body.report;
    for (const body of [{}, { action: 'ban' }, { action: 'remove', removal: 'burn' }, { action: 'suspend', suspension_reason: 'x'.repeat(501) }]) {
      const response = await admin.patch(`/api/admin/reports/${report.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.message).not.toBe('');
    }
    const row = await server.db.selectFrom('reports').select('status').where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });
});
