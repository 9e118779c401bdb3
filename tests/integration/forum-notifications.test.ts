// Forum replies tell people, over real HTTP, on SQLite and PostgreSQL (TEST_DB=postgres): a reply notifies the
// thread's author and everyone who wrote in it, never the replier, nobody on the other side of a block or who muted
// the replier, nobody who turned the type off; the entries of one thread gather into one. Every open tab (a visitor's
// too) hears that the thread changed, without its text, and the recipient's bell counts the reply at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, members } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { connectRealtime, type RealtimeConnection } from './support/realtime-client';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '1000' } });
});
afterAll(() => server.close());

interface Entry {
  id: number;
  type: string;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  data: { count: number; actors: { id: number; name: string }[]; subject?: Record<string, string | number> };
}

async function forumReplies(client: TestClient): Promise<{ entries: Entry[]; unreadCount: number }> {
  const answer = await client.get('/api/notifications');
  expect(answer.status, answer.text).toBe(200);
  const body = answer.body as { notifications: Entry[]; unreadCount: number };
  return { entries: body.notifications.filter((entry) => entry.type === 'forum_reply'), unreadCount: body.unreadCount };
}

async function openThread(client: TestClient, title: string): Promise<number> {
  const created = await client.post('/api/foren', { title, message: 'Wer hat Lust auf eine Runde?' });
  expect(created.status, created.text).toBe(201);
  return created.body.forum.id as number;
}

async function reply(client: TestClient, forumId: number, message: string, replyTo?: number): Promise<number> {
  const answer = await client.post('/api/message', { forum_id: forumId, message, ...(replyTo ? { reply_to: replyTo } : {}) });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.message.id as number;
}

async function nameOf(member: Member): Promise<string> {
  return (await server.db.selectFrom('users').select('name').where('id', '=', member.id).executeTakeFirstOrThrow()).name;
}

async function waitFor(socket: RealtimeConnection, matches: (message: { type: string; data: unknown }) => boolean) {
  for (;;) {
    const message = await socket.nextMessage();
    if (matches(message)) return message;
  }
}

describe('a reply in a forum thread', () => {
  it('notifies the author and the participants, not the replier, grouped per thread', async () => {
    const [author, first, second] = await members(server, 'Frm', 3);
    const forumId = await openThread(author!.client, 'Koop-Runde am Sonntag');

    await reply(first!.client, forumId, 'Bin dabei!');
    let mine = await forumReplies(author!.client);
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0]).toMatchObject({
      link: `/foren/${forumId}`,
      read: false,
      title: 'Neue Antworten im Forum',
      message: `${await nameOf(first!)} hat im Thema „Koop-Runde am Sonntag“ geantwortet.`,
      data: { count: 1, subject: { title: 'Koop-Runde am Sonntag' } },
    });
    expect(mine.unreadCount).toBe(1);
    // The replier hears nothing of their own reply.
    expect((await forumReplies(first!.client)).entries).toHaveLength(0);

    await reply(second!.client, forumId, 'Ich auch, ab acht.');
    mine = await forumReplies(author!.client);
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0]!.data.count).toBe(2);
    expect(mine.entries[0]!.message).toBe(`${await nameOf(second!)} und 1 weitere Person haben im Thema „Koop-Runde am Sonntag“ geantwortet.`);
    expect(mine.unreadCount).toBe(1);
    // A participant hears of the replies after their own.
    const firstHears = await forumReplies(first!.client);
    expect(firstHears.entries).toHaveLength(1);
    expect(firstHears.entries[0]!.data.actors.map((actor) => actor.id)).toEqual([second!.id]);
    expect((await forumReplies(second!.client)).entries).toHaveLength(0);

    // Replying to oneself in one's own thread tells the others only.
    await reply(author!.client, forumId, 'Super, dann bis Sonntag!');
    expect((await forumReplies(author!.client)).entries[0]!.data.count).toBe(2);
    expect((await forumReplies(second!.client)).entries).toHaveLength(1);
  });

  it('leaves out whoever is on the other side of a block, who muted the replier, and who turned the type off', async () => {
    const [author, blocked, muter, quiet, replier] = await members(server, 'Frb', 5);
    const forumId = await openThread(author!.client, 'Nebelwald: Tipps für Kapitel vier');
    await reply(blocked!.client, forumId, 'Die Laterne hilft.');
    await reply(muter!.client, forumId, 'Und schleichen!');
    await reply(quiet!.client, forumId, 'Danke euch.');
    expect((await author!.client.post('/api/blocks', { user_id: replier!.id })).status).toBeLessThan(300);
    expect((await blocked!.client.post('/api/blocks', { user_id: replier!.id })).status).toBeLessThan(300);
    // The blocked side blocked nobody: a block counts in either direction.
    expect((await muter!.client.post('/api/mutes', { user_id: replier!.id })).status).toBeLessThan(300);
    const off = await quiet!.client.put('/api/notifications/settings', { settings: [{ type: 'forum_reply', in_app: false, email: false }] });
    expect(off.status, off.text).toBe(200);
    const before = await Promise.all([author!, blocked!, muter!, quiet!].map(async (member) => (await forumReplies(member.client)).entries));

    await reply(replier!.client, forumId, 'Wer mag, kann mit mir zusammen spielen.');
    const after = await Promise.all([author!, blocked!, muter!, quiet!].map(async (member) => (await forumReplies(member.client)).entries));
    expect(after).toEqual(before);
    const stored = await server.db
      .selectFrom('notifications')
      .select('user_id')
      .where('type', '=', 'forum_reply')
      .where('actor_id', '=', replier!.id)
      .execute();
    expect(stored).toEqual([]);

    // Someone else's reply still reaches them all (except the one who turned it off).
    const [other] = await members(server, 'Frc', 1);
    await reply(other!.client, forumId, 'Bin auch neu hier.');
    const notified = await server.db
      .selectFrom('notifications')
      .select('user_id')
      .where('type', '=', 'forum_reply')
      .where('actor_id', '=', other!.id)
      .execute();
    expect(notified.map((row) => row.user_id).sort((a, b) => a - b)).toEqual([author!.id, blocked!.id, muter!.id, replier!.id].sort((a, b) => a - b));
  });

  it('reaches open tabs live: every reader hears that the thread changed, the author’s bell counts the reply', async () => {
    const [author, replier] = await members(server, 'Frl', 2);
    const forumId = await openThread(author!.client, 'Speedrun-Abend');
    const visitor = await connectRealtime(server.baseUrl);
    const authorTab = await connectRealtime(server.baseUrl, { client: author!.client });
    try {
      const messageId = await reply(replier!.client, forumId, 'Neue Bestzeit: 4:12!');
      const changed = await waitFor(visitor, (message) => message.type === 'forum.changed');
      // No text, no author: a reader who blocked or muted the replier loads the thread and does not see it.
      expect(changed.data).toEqual({ forum_id: forumId });
      const bell = await waitFor(authorTab, (message) => message.type === 'notification.new');
      expect(bell.data).toMatchObject({ type: 'forum_reply', unreadCount: 1 });

      expect((await replier!.client.patch(`/api/message/${messageId}`, { message: 'Neue Bestzeit: 4:10!' })).status).toBe(200);
      expect((await waitFor(visitor, (message) => message.type === 'forum.changed')).data).toEqual({ forum_id: forumId });
      expect((await replier!.client.delete(`/api/message/${messageId}`)).status).toBe(200);
      expect((await waitFor(visitor, (message) => message.type === 'forum.changed')).data).toEqual({ forum_id: forumId });
    } finally {
      visitor.close();
      authorTab.close();
    }
  });
});
