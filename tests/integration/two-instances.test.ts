// Two server processes side by side on one PostgreSQL, one Redis and one bucket, as behind a load balancer:
// sessions, login limits, media, realtime events and jobs are shared, and one instance dying (SIGKILL) loses no
// acknowledged write. Runs in the PostgreSQL run (npm run test:integration:pg).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_USER_COUNT } from '../../server/seed';
import { createTestDatabase, postgresAdminUrl, type TestDatabase, testRedisUrl } from './support/database';
import { type ServerInstance, sameBrowserOn, startInstance } from './support/instance';
import { connectRealtime } from './support/realtime-client';
import { startTestS3, type TestS3 } from './support/s3';
import { TINY_PNG } from './support/server';

const DEMO_PASSWORD = 'spielraum-demo';
const LOGIN_LIMIT = 5;

describe.skipIf(!postgresAdminUrl())('two instances on one PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let bucket: TestS3;
  let a: ServerInstance;
  let b: ServerInstance;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    bucket = await startTestS3();
    env = {
      ...bucket.env,
      DATABASE_URL: database.url!,
      REDIS_URL: testRedisUrl()!,
      REDIS_PREFIX: `two${randomBytes(4).toString('hex')}:`,
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      RATE_LIMIT_SCALE: '20',
    };
    // Started together: migrations and the demo seed must not race (advisory lock).
    [a, b] = await Promise.all([startInstance('a', env), startInstance('b', env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await bucket?.close();
  });

  it('migrated and seeded once although both started at the same moment', async () => {
    const client = new pg.Client({ connectionString: database.url! });
    await client.connect();
    try {
      const users = await client.query<{ count: string }>("select count(*) from users where email like '%@spielraum.example'");
      expect(Number(users.rows[0]!.count)).toBe(SEEDED_USER_COUNT);
    } finally {
      await client.end();
    }
  });

  it('a session created on one instance works on the other', async () => {
    const onA = a.client();
    await onA.login('mia@spielraum.example', DEMO_PASSWORD);
    const onB = sameBrowserOn(onA, b.baseUrl);
    const me = await onB.get('/api/logged-in-user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('mia@spielraum.example');
    // An unsafe call on B with the token A issued passes the CSRF check.
    const language = await onB.patch('/api/update-language', { language: 'en' });
    expect(language.status).toBe(200);
  });

  it('an avatar uploaded through one instance is served by the other', async () => {
    const onA = a.client();
    await onA.login('creator@spielraum.example', DEMO_PASSWORD);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'avatar.png');
    const uploaded = await onA.request('POST', '/api/update-user-image', { body: form });
    expect(uploaded.status).toBe(200);
    const image = uploaded.body.image as string;
    expect(await bucket.keys('avatars/')).toContain(image.replace('/media/', ''));
    const served = await fetch(`${b.baseUrl}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('counts login attempts across both: the 429 comes at the same total', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT + 1; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      const client = instance.client();
      await client.csrf();
      statuses.push((await client.post('/login', { email: 'paul@spielraum.example', password: 'falsch-geraten' })).status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429]);
  });

  it('an event published on one instance reaches a socket connected to the other', async () => {
    const admin = a.client();
    await admin.login('admin@spielraum.example', DEMO_PASSWORD);
    // Both instances sit behind one public origin in production; here each checks its own PUBLIC_URL.
    const socket = await connectRealtime(b.baseUrl);
    const changed = await admin.patch('/api/admin/feature-flags/trending_games_feature', { rolloutPercentage: 25 });
    expect(changed.status).toBe(200);
    const message = await socket.nextMessage(10_000);
    expect(message).toMatchObject({ type: 'flags.changed', data: { name: 'trending_games_feature' } });
    socket.close();
  });

  it('a block on one instance hides the blocked person from the feed and search of the other at once', async () => {
    const client = new pg.Client({ connectionString: database.url! });
    await client.connect();
    let creator: { id: number; name: string };
    let postId: number;
    try {
      creator = (await client.query<{ id: number; name: string }>("select id, name from users where email = 'creator@spielraum.example'")).rows[0]!;
      // A finished clip of the creator's, the newest of all (written past the upload: no transcoding here).
      const now = new Date().toISOString();
      const folder = `/media/videos/two${randomBytes(6).toString('hex')}`;
      postId = (
        await client.query<{ id: number }>(
          `insert into posts (user_id, title, text, status, progress, hls_path, mp4_path, poster_path, duration_ms, width, height,
             hidden, likes_count, comments_count, views_count, watch_ms_total, created_at, updated_at)
           values ($1, 'Zwei Instanzen', 'Ein Clip', 'ready', 100, $2, $3, $4, 10000, 720, 1280, 0, 0, 0, 0, 0, $5, $5) returning id`,
          [creator.id, `${folder}/master.m3u8`, `${folder}/video.mp4`, `${folder}/poster.webp`, now],
        )
      ).rows[0]!.id;
    } finally {
      await client.end();
    }
    const onA = a.client();
    await onA.login('mia@spielraum.example', DEMO_PASSWORD);
    const onB = sameBrowserOn(onA, b.baseUrl);
    const feedIds = async () => {
      const ids: number[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 50; page += 1) {
        const answer = await onB.get(`/api/home?tab=foryou&limit=30${cursor ? `&cursor=${cursor}` : ''}`);
        expect(answer.status).toBe(200);
        ids.push(...(answer.body.posts as Array<{ id: number }>).map((post) => post.id));
        if (!answer.body.hasMore) return ids;
        cursor = answer.body.nextCursor as string;
      }
      throw new Error('the feed never ended');
    };
    const foundPeople = async () =>
      ((await onB.get(`/api/search/${encodeURIComponent(creator.name)}?limit=20`)).body.users as Array<{ id: number }>).map((user) => user.id);

    // B now keeps Mia's (empty) list of hidden people for a few seconds, and the search answer for the name.
    expect(await feedIds()).toContain(postId);
    expect(await foundPeople()).toContain(creator.id);

    expect((await onA.post('/api/blocks', { user_id: creator.id })).status).toBe(201);
    expect(await feedIds()).not.toContain(postId);
    expect(await foundPeople()).not.toContain(creator.id);

    expect((await onA.delete(`/api/blocks/${creator.id}`)).status).toBe(200);
    expect(await feedIds()).toContain(postId);
    expect(await foundPeople()).toContain(creator.id);
  });

  it('a job queued through one instance runs exactly once, on whichever worker takes it', async () => {
    const before = a.outboxFiles().length + b.outboxFiles().length;
    const visitor = b.client();
    await visitor.csrf();
    const sent = await visitor.post('/api/contact', {
      name: 'Zwei Instanzen',
      email: 'besuch@example.org',
      subject: 'Einmal, bitte',
      message: 'Diese Nachricht soll genau einmal weitergeleitet werden.',
    });
    expect(sent.status).toBe(201);
    // Up to 60 s on a loaded machine; usually it is there within a poll interval.
    for (let waited = 0; waited < 60_000 && a.outboxFiles().length + b.outboxFiles().length === before; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Give a second (wrong) execution the time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(a.outboxFiles().length + b.outboxFiles().length - before).toBe(1);
  }, 90_000);

  it('when one instance dies (SIGKILL) under write load, the other keeps answering and no acknowledged write is lost', async () => {
    const onA = a.client();
    await onA.login('paul@spielraum.example', DEMO_PASSWORD).catch(async () => {
      // The login-limit test above used up Paul's budget from this address: Mia writes instead.
      await onA.login('mia@spielraum.example', DEMO_PASSWORD);
    });
    const onB = sameBrowserOn(onA, b.baseUrl);
    const note = `last-${randomBytes(4).toString('hex')}`;
    const write = async (client: typeof onA, index: number) => {
      try {
        const response = await client.post('/api/gaming-goals/session-feedback', {
          game_id: 1,
          session_duration_minutes: index % 120,
          additional_notes: `${note}-${index}`,
        });
        return response.status === 201;
      } catch {
        return false; // the connection died with the instance: not acknowledged
      }
    };
    const TOTAL = 240;
    const acknowledged: string[] = [];
    let index = 0;
    let killed = false;
    const workers = Array.from({ length: 8 }, async (_unused, worker) => {
      while (index < TOTAL) {
        const mine = index++;
        if (!killed && mine >= TOTAL / 2) {
          killed = true;
          a.process.kill('SIGKILL');
        }
        const client = worker % 2 === 0 ? onA : onB;
        if (await write(client, mine)) acknowledged.push(`${note}-${mine}`);
      }
    });
    await Promise.all(workers);
    expect(killed).toBe(true);

    // B still answers reads and writes.
    expect((await onB.get('/api/logged-in-user')).status).toBe(200);
    expect(await write(onB, TOTAL + 1)).toBe(true);
    acknowledged.push(`${note}-${TOTAL + 1}`);

    const client = new pg.Client({ connectionString: database.url! });
    await client.connect();
    try {
      const stored = await client.query<{ additional_notes: string }>(
        'select additional_notes from session_feedback where additional_notes like $1',
        [`${note}-%`],
      );
      const inDatabase = new Set(stored.rows.map((row) => row.additional_notes));
      // Every acknowledged write is there (a write whose answer was lost in the crash may be there too).
      expect(acknowledged.filter((written) => !inDatabase.has(written))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(TOTAL / 2);
    } finally {
      await client.end();
    }
  });
});
