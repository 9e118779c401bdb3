// The request path's caches across two server processes on one PostgreSQL and Redis: what one instance keeps (the
// session user's relations, the feed's first pages) is dropped when a write lands on the other one. Each read on
// the second instance first fills its cache; after the write on the first, the second must show the write (the
// event travels over Redis, so the check waits for it). Runs in the PostgreSQL run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, postgresAdminUrl, type TestDatabase, testRedisUrl } from './support/database';
import { type ServerInstance, sameBrowserOn, startInstance } from './support/instance';
import type { TestClient } from './support/http-client';

const DEMO_PASSWORD = 'spielraum-demo';

describe.skipIf(!postgresAdminUrl())('the request caches of two instances on one PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let a: ServerInstance;
  let b: ServerInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: testRedisUrl()!,
      REDIS_PREFIX: `rc${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_SCALE: '20',
      SEED_DEMO_VIDEOS: 'false',
    };
    [a, b] = await Promise.all([startInstance('cache-a', env), startInstance('cache-b', env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  async function signedIn(email: string): Promise<{ onA: TestClient; onB: TestClient; id: number }> {
    const onA = a.client();
    await onA.login(email, DEMO_PASSWORD);
    const onB = sameBrowserOn(onA, b.baseUrl);
    return { onA, onB, id: (await onB.get('/api/logged-in-user')).body.id };
  }

  /** Reads until the check passes: the event reaches the other instance over Redis a moment after the write. */
  const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 100 });

  it('a follow and an unfollow on one instance show in the session user on the other', async () => {
    const mia = await signedIn('mia@spielraum.example');
    const paul = await signedIn('paul@spielraum.example');
    const following = async () => ((await mia.onB.get('/api/logged-in-user')).body.following as { account_id: number }[]).map((row) => row.account_id);
    if ((await following()).includes(paul.id)) {
      await mia.onA.delete(`/api/follow/${paul.id}`);
      await eventually(async () => expect(await following()).not.toContain(paul.id));
    }
    expect((await mia.onA.post('/api/follow', { account_id: paul.id })).status).toBe(201);
    await eventually(async () => expect(await following()).toContain(paul.id));
    expect((await mia.onA.delete(`/api/follow/${paul.id}`)).status).toBe(200);
    await eventually(async () => expect(await following()).not.toContain(paul.id));
  });

  it("a friend's new name given on one instance shows in the other's session user", async () => {
    const mia = await signedIn('mia@spielraum.example');
    const paul = await signedIn('paul@spielraum.example');
    const friendNames = async () => ((await mia.onB.get('/api/logged-in-user')).body.friends as { id: number; name: string }[]);
    const before = (await friendNames()).find((friend) => friend.id === paul.id);
    expect(before).toBeDefined();
    expect((await paul.onA.patch('/api/update-user', { name: 'PixelPaul2' })).status).toBe(200);
    await eventually(async () => expect((await friendNames()).find((friend) => friend.id === paul.id)?.name).toBe('PixelPaul2'));
  });

  it("a like on one instance shows on the other's kept first page of the feed", async () => {
    const mia = await signedIn('mia@spielraum.example');
    const creator = await signedIn('creator@spielraum.example');
    // A finished clip of the creator's, written straight into the database before any page was made.
    const client = new pg.Client({ connectionString: database.url! });
    await client.connect();
    try {
      const at = new Date().toISOString();
      await client.query(
        `insert into posts (user_id, title, text, status, progress, hls_path, mp4_path, poster_path, duration_ms, width, height, created_at, updated_at)
         values ($1, 'Zwei Instanzen', '', 'ready', 100, '/media/videos/x/master.m3u8', '/media/videos/x/video.mp4', '/media/videos/x/poster.webp', 10000, 720, 1280, $2, $2)`,
        [creator.id, at],
      );
    } finally {
      await client.end();
    }
    await mia.onA.post('/api/follow', { account_id: creator.id });
    const page = async () => (await mia.onB.get('/api/home?tab=following')).body.posts as { id: number; likes: number; my_like: unknown }[];
    await eventually(async () => expect((await page()).length).toBeGreaterThan(0));
    const [post] = await page();
    const liked = post!.my_like !== null;
    const response = liked ? await mia.onA.delete(`/api/likes/${(post!.my_like as { id: number }).id}`) : await mia.onA.post('/api/likes', { post_id: post!.id });
    expect(response.status).toBeLessThan(300);
    const likes = liked ? post!.likes - 1 : post!.likes + 1;
    await eventually(async () => expect((await page()).find((entry) => entry.id === post!.id)?.likes).toBe(likes));
  });
});
