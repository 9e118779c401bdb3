// Forums over real HTTP, on SQLite and PostgreSQL (TEST_DB=postgres): threads, replies with
// reply_to, editing, deleting, moderation (lock, pin, move, delete), blocks, bad input (nothing stored, never a
// 500) and the access matrix: every call as a visitor, an unrelated user, the author and an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORUM_MESSAGES_PAGE, FORUM_POST_MAX, FORUM_TITLE_MAX } from '../../common/contract/forums';
import { nowIso } from '../../server/db';
import { members } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let mia: TestClient;
let paul: TestClient;
let gameId: number;
let otherGameId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '1000' } });
  visitor = server.client();
  await visitor.csrf();
  [admin, mia, paul] = await Promise.all([server.loginAs(DEMO.admin), server.loginAs(DEMO.mia), server.loginAs(DEMO.paul)]);
  const games = await server.db.selectFrom('games').select('id').orderBy('id').limit(2).execute();
  [gameId, otherGameId] = [games[0]!.id, games[1]!.id];
});
afterAll(() => server.close());

async function openThread(client: TestClient, title = 'Koop-Abend am Freitag?', message = 'Wer ist dabei?', game_id?: number) {
  const created = await client.post('/api/foren', { title, message, ...(game_id ? { game_id } : {}) });
  expect(created.status).toBe(201);
  return created.body.forum as { id: number; title: string };
}

async function thread(client: TestClient, id: number, cursor?: string) {
  const answer = await client.get(`/api/foren/${id}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  expect(answer.status).toBe(200);
  expect(Array.isArray(answer.body)).toBe(true);
  return answer.body[0];
}

async function counts() {
  const [forums, messages] = await Promise.all([
    server.db.selectFrom('forums').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    server.db.selectFrom('forum_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { forums: Number(forums.n), messages: Number(messages.n) };
}

describe('demo data', () => {
  it('gives a fresh install lively German threads: house rules pinned, answers nested, one thread locked', async () => {
    const list = await visitor.get('/api/foren');
    expect(list.body.forums[0]).toMatchObject({ title: 'Willkommen in den Foren – bitte kurz lesen', pinned: true });
    const boss = list.body.forums.find((entry: { title: string }) => entry.title.startsWith('Nebelwald:'));
    expect(boss).toMatchObject({ game: { name: 'Nebelwald' }, messages_count: 5 });
    const shown = await thread(visitor, boss.id);
    const [question, answer, thanks] = shown.messages;
    expect(answer).toMatchObject({ reply_to: question.id });
    expect(answer.edited_at).not.toBeNull();
    expect(thanks).toMatchObject({ reply_to: answer.id });
    expect(list.body.forums.some((entry: { locked: boolean }) => entry.locked)).toBe(true);
  });
});

describe('threads', () => {
  it('opens a thread with its first post and shows it first in /api/foren', async () => {
    const forum = await openThread(mia, 'Bester Bosskampf 2026?', 'Meiner: **der Drache** im Nebelpass.', gameId);
    const list = await visitor.get('/api/foren');
    expect(list.status).toBe(200);
    const mine = list.body.forums.find((entry: { id: number }) => entry.id === forum.id);
    expect(mine).toMatchObject({ title: 'Bester Bosskampf 2026?', messages_count: 1, pinned: false, locked: false, game: { id: gameId } });
    const shown = await thread(visitor, forum.id);
    expect(shown).toMatchObject({ id: forum.id, title: 'Bester Bosskampf 2026?', can_post: false, can_moderate: false });
    expect(shown.messages).toHaveLength(1);
    expect(shown.messages[0]).toMatchObject({ text: 'Meiner: **der Drache** im Nebelpass.', reply_to: null, edited_at: null, can_edit: false });
  });

  it('lists newest activity first and filters by game', async () => {
    const older = await openThread(mia, 'Älterer Faden', 'Erster Beitrag', otherGameId);
    const newer = await openThread(paul, 'Neuerer Faden', 'Erster Beitrag', otherGameId);
    let list = await visitor.get(`/api/foren?game_id=${otherGameId}`);
    let ids = list.body.forums.map((entry: { id: number }) => entry.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.body.forums.every((entry: { game: { id: number } }) => entry.game.id === otherGameId)).toBe(true);
    // A reply brings the older thread up.
    expect((await paul.post('/api/message', { forum_id: older.id, message: 'Hoch damit!' })).status).toBe(200);
    list = await visitor.get(`/api/foren?game_id=${otherGameId}`);
    ids = list.body.forums.map((entry: { id: number }) => entry.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
  });

  it('pages the list with a cursor without repeating a thread', async () => {
    for (let index = 0; index < 22; index += 1) await openThread(paul, `Seitenfaden ${index}`, 'Text');
    const first = await visitor.get('/api/foren');
    expect(first.body.has_more).toBe(true);
    const second = await visitor.get(`/api/foren?cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(second.status).toBe(200);
    const firstIds = new Set(first.body.forums.map((entry: { id: number }) => entry.id));
    expect(second.body.forums.some((entry: { id: number }) => firstIds.has(entry.id))).toBe(false);
    expect((await visitor.get('/api/foren?cursor=kaputt')).status).toBe(422);
  });
});

describe('posts', () => {
  it('answers a post of the same thread with reply_to, stores Markdown as text, and pages long threads', async () => {
    const forum = await openThread(mia);
    const opening = (await thread(mia, forum.id)).messages[0];
    const reply = await paul.post('/api/message', { forum_id: forum.id, message: `> ${'Wer ist dabei?'}\n\nIch! Mein Mod: \`<script>\``, reply_to: opening.id });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toMatchObject({ reply_to: opening.id, text: '> Wer ist dabei?\n\nIch! Mein Mod: `<script>`', can_edit: true });
    for (let index = 0; index < FORUM_MESSAGES_PAGE; index += 1) {
      await server.db.insertInto('forum_messages').values({ forum_id: forum.id, user_id: opening.user.id, reply_to: null, text: `Nr. ${index}`, created_at: nowIso() }).execute();
    }
    const page = await thread(visitor, forum.id);
    expect(page.messages).toHaveLength(FORUM_MESSAGES_PAGE);
    expect(page.has_more).toBe(true);
    const rest = await thread(visitor, forum.id, page.next_cursor);
    expect(rest.messages).toHaveLength(2);
    expect(rest.has_more).toBe(false);
  });

  it('lets the author edit their post (marked edited), nobody else', async () => {
    const forum = await openThread(mia);
    const opening = (await thread(mia, forum.id)).messages[0];
    expect((await paul.patch(`/api/message/${opening.id}`, { message: 'Gekapert' })).status).toBe(403);
    expect((await admin.patch(`/api/message/${opening.id}`, { message: 'Gekapert' })).status).toBe(403);
    const edited = await mia.patch(`/api/message/${opening.id}`, { message: 'Wer ist dabei? *Start 20 Uhr*' });
    expect(edited.status).toBe(200);
    expect(edited.body.message.edited_at).not.toBeNull();
    expect((await thread(visitor, forum.id)).messages[0].text).toBe('Wer ist dabei? *Start 20 Uhr*');
  });

  it('deletes a post but keeps its place for the replies under it', async () => {
    const forum = await openThread(mia);
    const opening = (await thread(mia, forum.id)).messages[0];
    const reply = (await paul.post('/api/message', { forum_id: forum.id, message: 'Antwort', reply_to: opening.id })).body.message;
    expect((await paul.delete(`/api/message/${opening.id}`)).status).toBe(403);
    const removed = await mia.delete(`/api/message/${opening.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Dieser Beitrag wurde gelöscht.');
    const shown = await thread(visitor, forum.id);
    expect(shown.messages[0]).toMatchObject({ id: opening.id, deleted: true, text: '', user: null });
    expect(shown.messages[1]).toMatchObject({ id: reply.id, reply_to: opening.id });
    expect(shown.messages_count).toBe(1);
    expect((await mia.delete(`/api/message/${opening.id}`)).status).toBe(404);
    expect((await paul.post('/api/message', { forum_id: forum.id, message: 'x', reply_to: opening.id })).status).toBe(422);
    // An admin deletes anyone's post.
    expect((await admin.delete(`/api/message/${reply.id}`)).status).toBe(200);
  });
});

describe('bad input: a clear 4xx in German, nothing stored', () => {
  it('refuses empty, huge and wrongly typed titles and posts', async () => {
    const before = await counts();
    const forum = await openThread(mia);
    const after = await counts();
    const cases: [string, unknown][] = [
      ['/api/foren', { title: '', message: 'Text' }],
      ['/api/foren', { title: '   ', message: 'Text' }],
      ['/api/foren', { title: 'x'.repeat(FORUM_TITLE_MAX + 1), message: 'Text' }],
      ['/api/foren', { title: 'Gut', message: '   ' }],
      ['/api/foren', { title: 'Gut', message: 'x'.repeat(FORUM_POST_MAX + 1) }],
      ['/api/foren', { title: 42, message: 'Text' }],
      ['/api/foren', { title: 'Gut', message: 'Text', game_id: 999_999 }],
      ['/api/message', { forum_id: forum.id, message: '' }],
      ['/api/message', { forum_id: forum.id, message: 'x'.repeat(FORUM_POST_MAX + 1) }],
      ['/api/message', { forum_id: 'eins', message: 'Text' }],
      ['/api/foren', { title: 'Gut', message: 'Ich! <script>alert(1)</script>' }],
      ['/api/foren', { title: 'Suche Team <b>jetzt</b>', message: 'Text' }],
      ['/api/message', { forum_id: forum.id, message: 'Bin dabei! <img src=x onerror="alert(1)">' }],
      ['/api/message', { forum_id: forum.id, message: '> Zitat mit <span style="color:red">Farbe</span>' }],
    ];
    for (const [path, body] of cases) {
      const answer = await mia.post(path, body);
      expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(422);
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await counts()).toEqual(after);
    expect(after.forums).toBe(before.forums + 1);
    const german = await mia.post('/api/foren', { title: '', message: 'Text' });
    expect(german.body.message).toBe('Der Titel muss mindestens 3 Zeichen lang sein.');
    const html = await mia.post('/api/message', { forum_id: forum.id, message: 'Hallo <b>Welt</b>' });
    expect(html.body.errors).toMatchObject({ message: ['HTML ist hier nicht erlaubt. Formatiere mit Markdown, zum Beispiel **fett** oder *kursiv*; Code gehört in `Backticks`.'] });
    // An edit cannot bring HTML in either; the post keeps its text.
    const opening = (await thread(mia, forum.id)).messages[0];
    expect((await mia.patch(`/api/message/${opening.id}`, { message: '<iframe src="https://evil.example"></iframe>' })).status).toBe(422);
    expect((await thread(mia, forum.id)).messages[0].text).toBe(opening.text);
  });

  it('refuses posts to missing threads, replies into another thread, and edits that are empty', async () => {
    const a = await openThread(mia);
    const b = await openThread(mia);
    const inB = (await thread(mia, b.id)).messages[0];
    const before = await counts();
    expect((await paul.post('/api/message', { forum_id: 2_000_000_000, message: 'Hallo' })).status).toBe(404);
    const other = await paul.post('/api/message', { forum_id: a.id, message: 'Hallo', reply_to: inB.id });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('Du kannst nur auf Beiträge in diesem Forum antworten.');
    expect((await paul.post('/api/message', { forum_id: a.id, message: 'Hallo', reply_to: 2_000_000_000 })).status).toBe(422);
    expect((await mia.patch(`/api/message/${inB.id}`, { message: '  ' })).status).toBe(422);
    expect((await mia.patch('/api/message/2000000000', { message: 'x' })).status).toBe(404);
    expect((await visitor.get('/api/foren/2000000000')).status).toBe(404);
    expect((await visitor.get('/api/foren/abc')).status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('moderation', () => {
  it('locks a thread: new posts and edits answer 409 in German', async () => {
    const forum = await openThread(mia);
    const opening = (await thread(mia, forum.id)).messages[0];
    expect((await admin.patch(`/api/foren/${forum.id}`, { locked: true })).body.forum.locked).toBe(true);
    const before = await counts();
    const refused = await paul.post('/api/message', { forum_id: forum.id, message: 'Noch was' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Dieses Forum ist gesperrt. Neue Beiträge sind nicht mehr möglich.');
    expect((await mia.patch(`/api/message/${opening.id}`, { message: 'Nachträglich' })).status).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await thread(mia, forum.id)).can_post).toBe(false);
    expect((await admin.patch(`/api/foren/${forum.id}`, { locked: false })).body.forum.locked).toBe(false);
    expect((await paul.post('/api/message', { forum_id: forum.id, message: 'Wieder offen' })).status).toBe(200);
  });

  it('pins a thread to the top, moves it to another game, and deletes it with its posts', async () => {
    const forum = await openThread(mia, 'Regeln des Forums', 'Seid nett zueinander.');
    await openThread(paul, 'Später eröffnet', 'Text');
    expect((await admin.patch(`/api/foren/${forum.id}`, { pinned: true })).status).toBe(200);
    const list = await visitor.get('/api/foren');
    expect(list.body.forums[0]).toMatchObject({ id: forum.id, pinned: true });
    const moved = await admin.patch(`/api/foren/${forum.id}`, { game_id: otherGameId });
    expect(moved.body.forum.game).toMatchObject({ id: otherGameId });
    expect((await admin.patch(`/api/foren/${forum.id}`, { game_id: 999_999 })).status).toBe(422);
    expect((await admin.patch(`/api/foren/${forum.id}`, { game_id: null })).body.forum.game).toBeNull();
    await paul.post('/api/message', { forum_id: forum.id, message: 'Verstanden' });
    expect((await admin.delete(`/api/foren/${forum.id}`)).status).toBe(200);
    expect((await visitor.get(`/api/foren/${forum.id}`)).status).toBe(404);
    const left = await server.db.selectFrom('forum_messages').select('id').where('forum_id', '=', forum.id).execute();
    expect(left).toHaveLength(0);
    expect((await admin.delete(`/api/foren/${forum.id}`)).status).toBe(404);
  });
});

describe('blocks', () => {
  it('hides the blocked person’s posts from the blocker and stops replies between the two', async () => {
    const blocker = (await members(server, 'Blocker', 1))[0]!;
    const blocked = (await members(server, 'Blockiert', 1))[0]!;
    const forum = await openThread(mia);
    const theirs = (await blocked.client.post('/api/message', { forum_id: forum.id, message: 'Von mir' })).body.message;
    expect((await blocker.client.post('/api/blocks', { user_id: blocked.id })).status).toBe(201);
    const seen = await thread(blocker.client, forum.id);
    expect(seen.messages.some((message: { id: number }) => message.id === theirs.id)).toBe(false);
    expect((await thread(mia, forum.id)).messages.some((message: { id: number }) => message.id === theirs.id)).toBe(true);
    const mine = (await blocker.client.post('/api/message', { forum_id: forum.id, message: 'Von mir' })).body.message;
    expect((await blocker.client.post('/api/message', { forum_id: forum.id, message: 'x', reply_to: theirs.id })).status).toBe(403);
    expect((await blocked.client.post('/api/message', { forum_id: forum.id, message: 'x', reply_to: mine.id })).status).toBe(403);
  });
});

describe('access matrix', () => {
  it('answers every call as a visitor, an unrelated user, the author and an admin as it should', async () => {
    const forum = await openThread(mia);
    const post = (await thread(mia, forum.id)).messages[0];
    const stranger = (await members(server, 'Fremd', 1))[0]!.client;
    const actors = { visitor, stranger, author: mia, admin } as const;
    type Actor = keyof typeof actors;
    const matrix: { call: string; run: (client: TestClient) => Promise<{ status: number }>; expect: Record<Actor, number> }[] = [
      { call: 'GET /api/foren', run: (client) => client.get('/api/foren'), expect: { visitor: 200, stranger: 200, author: 200, admin: 200 } },
      { call: 'GET /api/foren/{id}', run: (client) => client.get(`/api/foren/${forum.id}`), expect: { visitor: 200, stranger: 200, author: 200, admin: 200 } },
      {
        call: 'POST /api/foren',
        run: (client) => client.post('/api/foren', { title: 'Matrix', message: 'Text' }),
        expect: { visitor: 401, stranger: 201, author: 201, admin: 201 },
      },
      {
        call: 'POST /api/message',
        run: (client) => client.post('/api/message', { forum_id: forum.id, message: 'Antwort', reply_to: post.id }),
        expect: { visitor: 401, stranger: 200, author: 200, admin: 200 },
      },
      {
        call: 'PATCH /api/message/{id}',
        run: (client) => client.patch(`/api/message/${post.id}`, { message: 'Geändert' }),
        expect: { visitor: 401, stranger: 403, author: 200, admin: 403 },
      },
      {
        call: 'PATCH /api/foren/{id}',
        run: (client) => client.patch(`/api/foren/${forum.id}`, { pinned: false }),
        expect: { visitor: 401, stranger: 403, author: 403, admin: 200 },
      },
    ];
    for (const row of matrix) {
      for (const actor of Object.keys(actors) as Actor[]) {
        const answer = await row.run(actors[actor]);
        expect(answer.status, `${row.call} as ${actor}`).toBe(row.expect[actor]);
      }
    }
    // The destructive calls last, each on its own object.
    const deleteAs = async (actor: Actor) => {
      const own = (await mia.post('/api/message', { forum_id: forum.id, message: 'Zum Löschen' })).body.message;
      return (await actors[actor].delete(`/api/message/${own.id}`)).status;
    };
    expect(await deleteAs('visitor')).toBe(401);
    expect(await deleteAs('stranger')).toBe(403);
    expect(await deleteAs('author')).toBe(200);
    expect(await deleteAs('admin')).toBe(200);
    const removeThreadAs = async (actor: Actor) => {
      const target = await openThread(mia);
      return (await actors[actor].delete(`/api/foren/${target.id}`)).status;
    };
    expect(await removeThreadAs('visitor')).toBe(401);
    expect(await removeThreadAs('stranger')).toBe(403);
    expect(await removeThreadAs('author')).toBe(403);
    expect(await removeThreadAs('admin')).toBe(200);
  });
});

describe('reports', () => {
  it('sends a reported forum post to the admin queue, where removing it deletes the post', async () => {
    const forum = await openThread(mia, 'Gemeldeter Faden', 'Kauft billige boostz bei mir!!!');
    const post = (await thread(mia, forum.id)).messages[0];
    expect((await visitor.post('/api/reports', { target_type: 'forum_post', target_id: post.id, reason: 'spam' })).status).toBe(401);
    expect((await paul.post('/api/reports', { target_type: 'forum_post', target_id: 2_000_000_000, reason: 'spam' })).status).toBe(404);
    const filed = await paul.post('/api/reports', { target_type: 'forum_post', target_id: post.id, reason: 'spam' });
    expect(filed.status).toBe(201);
    const queue = await admin.get('/api/admin/reports');
    const entry = queue.body.reports.find((report: { id: number }) => report.id === filed.body.report.id);
    expect(entry).toMatchObject({ target_type: 'forum_post', content: { forum_post: { id: post.id, forum_id: forum.id, forum_title: 'Gemeldeter Faden' } } });
    const handled = await admin.patch(`/api/admin/reports/${entry.id}`, { action: 'remove' });
    expect(handled.status).toBe(200);
    expect((await thread(visitor, forum.id)).messages[0]).toMatchObject({ deleted: true, text: '' });
  });
});
