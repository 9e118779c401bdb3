import type { Post } from '../../../common/contract/posts';
import type { Db } from '../../db';
import type { PostRow } from '../../db/schema';
import { boostedUntil } from '../boostz/boosts';

// One post as the contract shows it, for one viewer. A page of posts costs four extra queries (authors,
// games, the viewer's likes, the running boosts), however many posts it holds.

export type PostViewer = { id: number } | null;

/** The media of a finished post; null while processing, after a failure, or if a path is missing. */
function mediaOf(row: PostRow): Post['media'] {
  if (row.status !== 'ready' || !row.hls_path || !row.mp4_path || !row.poster_path) return null;
  return {
    hls: row.hls_path,
    mp4: row.mp4_path,
    poster: row.poster_path,
    duration_ms: row.duration_ms ?? 0,
    width: row.width ?? 720,
    height: row.height ?? 1280,
  };
}

/** Serializes a page of posts, keeping their order. */
export async function toPosts(db: Db, rows: readonly PostRow[], viewer: PostViewer, now = new Date()): Promise<Post[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const gameIds = [...new Set(rows.map((row) => row.game_id).filter((id): id is number => id !== null))];
  const postIds = rows.map((row) => row.id);
  const [authors, games, likes, boosts] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'image', 'profile_border']).where('id', 'in', userIds).execute(),
    gameIds.length
      ? db.selectFrom('games').select(['id', 'name', 'image']).where('id', 'in', gameIds).execute()
      : Promise.resolve([]),
    viewer
      ? db.selectFrom('likes').select(['id', 'user_id', 'post_id']).where('user_id', '=', viewer.id).where('post_id', 'in', postIds).execute()
      : Promise.resolve([]),
    boostedUntil(db, postIds, now),
  ]);
  const authorById = new Map(authors.map((author) => [author.id, author]));
  const gameById = new Map(games.map((game) => [game.id, game]));
  const likeByPost = new Map(likes.map((like) => [like.post_id, { id: like.id, user_id: like.user_id }]));
  return rows.map((row) => {
    const author = authorById.get(row.user_id);
    const game = row.game_id === null ? undefined : gameById.get(row.game_id);
    return {
      id: row.id,
      title: row.title,
      text: row.text,
      user: author
        ? { id: author.id, name: author.name, image: author.image, profile_border: author.profile_border }
        : { id: row.user_id, name: '', image: null, profile_border: null },
      game: game ? { id: game.id, name: game.name, image: game.image } : null,
      status: row.status,
      progress: row.status === 'ready' ? 100 : row.progress,
      error: row.status === 'failed' ? row.error : null,
      media: mediaOf(row),
      likes: row.likes_count,
      comments: row.comments_count,
      views: row.views_count,
      my_like: likeByPost.get(row.id) ?? null,
      hidden: row.hidden === 1,
      sponsored: boosts.has(row.id),
      sponsored_until: boosts.get(row.id) ?? null,
      created_at: row.created_at,
    };
  });
}

/** One post for one viewer (the upload route answers 202 {post} with it). */
export async function toPost(db: Db, row: PostRow, viewer: PostViewer): Promise<Post> {
  const [post] = await toPosts(db, [row], viewer);
  return post!;
}
