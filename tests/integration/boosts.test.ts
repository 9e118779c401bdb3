// Boosts in "Für dich" over real HTTP, on SQLite and PostgreSQL: a boosted clip is `sponsored` in
// every post answer and ranks ahead of comparable clips while its boost runs (at most one boosted clip in five
// positions), and no longer once the boost is over. Posts are written into the database directly (no
// transcoding); the boosts are bought through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostPage } from '../../common/contract/posts';
import { FEED_BOOST } from '../../common/rules/feed-ranking';
import { nowIso } from '../../server/db';
import type { TestClient } from './support/http-client';
import { insertPost, insertPosts, userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let creator: TestClient;
let mia: TestClient;
let ids: { creator: number; mia: number };

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '1000' } });
  visitor = server.client();
  await visitor.csrf();
  [creator, mia] = await Promise.all([server.loginAs(DEMO.creator), server.loginAs(DEMO.mia)]);
  ids = { creator: await userId(server, DEMO.creator), mia: await userId(server, DEMO.mia) };
  // Enough boostz for every boost below, booked like any other change of the balance.
  const { boostz } = await server.db.selectFrom('users').select('boostz').where('id', '=', ids.creator).executeTakeFirstOrThrow();
  await server.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ boostz: 10_000 }).where('id', '=', ids.creator).execute();
    await trx
      .insertInto('ledger_entries')
      .values({ user_id: ids.creator, amount: 10_000 - boostz, balance_after: 10_000, reason: 'adjustment', reference: 'test', idempotency_key: null, created_at: nowIso() })
      .execute();
  });
});
afterAll(() => server.close());

async function allPages(client: TestClient, path: string, limit: number): Promise<Post[]> {
  const posts: Post[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page += 1) {
    const url: string = `${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response: { status: number; body: PostPage } = await client.get<PostPage>(url);
    expect(response.status, url).toBe(200);
    posts.push(...response.body.posts);
    if (!response.body.hasMore) return posts;
    cursor = response.body.nextCursor;
  }
  throw new Error('the feed never ended');
}

async function boost(postId: number, hours: number): Promise<string> {
  const answer = await creator.post(`/api/posts/${postId}/boost`, { hours, idempotency_key: crypto.randomUUID() });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.ends_at as string;
}

const idsOf = (posts: Post[]) => posts.map((post) => post.id);

describe('boosted posts in "Für dich"', () => {
  it('rank ahead of comparable posts and say `sponsored` while the boost runs, and not after', async () => {
    const [leader, ...comparable] = await insertPosts(server, [
      { user_id: ids.mia, ageMinutes: 1, likes_count: 999, title: 'leader' },
      ...[5, 6, 7, 8].map((ageMinutes) => ({ user_id: ids.mia, ageMinutes, title: `comparable ${ageMinutes}` })),
      ...Array.from({ length: 8 }, (_, index) => ({ user_id: ids.mia, ageMinutes: 120 + index, title: `filler ${index}` })),
    ]);
    const target = await insertPost(server, { user_id: ids.creator, title: 'boosted', ageMinutes: 20 });
    server.deps.caches.clear();
    const comparableIds = comparable.slice(0, 4);

    const before = idsOf(await allPages(visitor, '/api/home', 4));
    for (const id of comparableIds) expect(before.indexOf(id)).toBeLessThan(before.indexOf(target));

    const endsAt = await boost(target, 1);
    for (const client of [visitor, mia, creator]) {
      const feed = await allPages(client, '/api/home', 4);
      // Never the first clip, but right after the leader, ahead of every clip that is not boosted.
      expect(idsOf(feed).slice(0, 2)).toEqual([leader, target]);
      expect(feed.filter((post) => post.sponsored).map((post) => post.id)).toEqual([target]);
      expect(feed.find((post) => post.id === target)).toMatchObject({ sponsored: true, sponsored_until: endsAt });
      expect(feed.find((post) => post.id === leader)).toMatchObject({ sponsored: false, sponsored_until: null });
    }
    // A page marker written before boosts existed (only the unboosted keyset) still continues the feed.
    const legacy = Buffer.from(JSON.stringify({ p: 'r', t: Math.ceil(Date.now() / 1000) * 1000, s: 2.5, i: leader })).toString('base64url');
    const continued = await visitor.get<PostPage>(`/api/home?limit=30&cursor=${legacy}`);
    expect(continued.status).toBe(200);
    expect(idsOf(continued.body.posts)).toContain(target);
    expect(idsOf(continued.body.posts)).not.toContain(leader);

    // Every other answer with posts says so too.
    expect((await visitor.get(`/api/posts/${target}`)).body.post).toMatchObject({ sponsored: true, sponsored_until: endsAt });
    const profile = await mia.get(`/api/profiles/${ids.creator}/posts`);
    expect(profile.status).toBe(200);
    expect((profile.body.posts as Post[]).find((post) => post.id === target)).toMatchObject({ sponsored: true });
    const studio = await creator.get(`/api/profiles/${ids.creator}/studio-content`);
    expect((studio.body.posts as Post[]).find((post) => post.id === target)).toMatchObject({ sponsored: true, sponsored_until: endsAt });
    expect((await visitor.get(`/api/posts/${leader}`)).body.post).toMatchObject({ sponsored: false, sponsored_until: null });

    // The boost is over: back to its own place, and no longer sponsored.
    await server.db
      .updateTable('post_boosts')
      .set({ starts_at: nowIso(new Date(Date.now() - 2 * 3_600_000)), ends_at: nowIso(new Date(Date.now() - 60_000)) })
      .where('post_id', '=', target)
      .execute();
    server.deps.caches.clear();
    const after = await allPages(visitor, '/api/home', 4);
    for (const id of comparableIds) expect(idsOf(after).indexOf(id)).toBeLessThan(idsOf(after).indexOf(target));
    expect(after.some((post) => post.sponsored)).toBe(false);
    expect((await visitor.get(`/api/posts/${target}`)).body.post).toMatchObject({ sponsored: false, sponsored_until: null });
  });

  it('show at most one boosted post in five, also an old one beyond the ranked window, each post once across all pages', async () => {
    // More posts than the ranked window holds, so the feed continues with its tail; the oldest clip is boosted.
    const fillers = await insertPosts(
      server,
      Array.from({ length: 505 }, (_, index) => ({ user_id: ids.mia, ageMinutes: 10 * 24 * 60 + index * 3, likes_count: index % 2 })),
    );
    const old = await insertPost(server, { user_id: ids.creator, title: 'old but boosted', ageMinutes: 60 * 24 * 60 });
    const fresh = await insertPosts(server, [
      { user_id: ids.creator, ageMinutes: 2, title: 'boosted 1' },
      { user_id: ids.creator, ageMinutes: 3, title: 'boosted 2' },
      { user_id: ids.creator, ageMinutes: 4, title: 'boosted 3' },
    ]);
    const boosted = [old, ...fresh];
    for (const id of boosted) await boost(id, 6);

    const visible = (await server.db.selectFrom('posts').select('id').where('status', '=', 'ready').where('hidden', '=', 0).execute()).map(
      (row) => row.id,
    );
    const feed = await allPages(mia, '/api/home', 7);
    const seen = idsOf(feed);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(visible.sort((a, b) => a - b));

    const positions = feed.flatMap((post, position) => (post.sponsored ? [position] : []));
    const numeric = (a: number, b: number) => a - b;
    expect(feed.filter((post) => post.sponsored).map((post) => post.id).sort(numeric)).toEqual([...boosted].sort(numeric));
    expect(positions[0]).toBe(FEED_BOOST.firstPosition);
    for (let index = 1; index < positions.length; index += 1) {
      expect(positions[index]! - positions[index - 1]!).toBeGreaterThanOrEqual(FEED_BOOST.every);
    }
    // The two-month-old clip is ranked ahead of the ten-day-old ones that score less, not left at the end of the tail.
    expect(seen.indexOf(old)).toBeLessThan(Math.min(...fillers.map((id) => seen.indexOf(id))));
  });
});
