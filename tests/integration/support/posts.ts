// Posts for the short-video tests, written straight into the database as finished clips, so the posts and
// comments tests do not depend on ffmpeg or the transcode job.
import { nowIso } from '../../../server/db';
import type { TestServer } from './server';

export interface TestPost {
  user_id: number;
  title?: string;
  /** Minutes before now (default 0). */
  ageMinutes?: number;
  game_id?: number | null;
  status?: 'processing' | 'ready' | 'failed';
  hidden?: boolean;
  likes_count?: number;
  views_count?: number;
  watch_ms_total?: number;
  duration_ms?: number;
  hls_path?: string;
}

export function postRow(post: TestPost, now = Date.now()) {
  const created = nowIso(new Date(now - (post.ageMinutes ?? 0) * 60_000));
  const status = post.status ?? 'ready';
  const ready = status === 'ready';
  const folder = `/media/videos/test${Math.random().toString(16).slice(2, 14)}`;
  return {
    user_id: post.user_id,
    game_id: post.game_id ?? null,
    title: post.title ?? 'Testclip',
    text: 'Ein Clip für die Tests',
    status,
    progress: ready ? 100 : 40,
    error: status === 'failed' ? 'Die Datei ließ sich nicht umwandeln.' : null,
    hls_path: ready ? (post.hls_path ?? `${folder}/master.m3u8`) : null,
    mp4_path: ready ? `${folder}/video.mp4` : null,
    poster_path: ready ? `${folder}/poster.webp` : null,
    duration_ms: ready ? (post.duration_ms ?? 10_000) : null,
    width: ready ? 720 : null,
    height: ready ? 1280 : null,
    source_path: null,
    hidden: post.hidden ? 1 : 0,
    likes_count: post.likes_count ?? 0,
    comments_count: 0,
    views_count: post.views_count ?? 0,
    watch_ms_total: post.watch_ms_total ?? 0,
    created_at: created,
    updated_at: created,
  };
}

export async function insertPost(server: TestServer, post: TestPost): Promise<number> {
  const row = await server.db.insertInto('posts').values(postRow(post)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPosts(server: TestServer, posts: TestPost[]): Promise<number[]> {
  // Written past the service: the feed's per-second window must not hide them.
  server.deps.caches.clear();
  const now = Date.now();
  const ids: number[] = [];
  for (let start = 0; start < posts.length; start += 100) {
    const rows = await server.db
      .insertInto('posts')
      .values(posts.slice(start, start + 100).map((post) => postRow(post, now)))
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function userId(server: TestServer, email: string): Promise<number> {
  return (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
