import { type Post, type PostPage, postRoutes, type StudioStats } from '../../common/contract/posts';
import { api } from './client';

// The creator studio and the admins' video management (issue 9; spec §2 /studio, /studio/dashboard,
// /studio/inhalte, /dev/video-management; §7 /api/profiles/{id}/studio-content). Every call needs a signed-in
// user; the admin calls need the admin role (the server checks both). Failures reject with the ApiError of
// api/http.ts, or with InvalidAnswerError when the answer does not have the contract's shape.

export type StatsRange = 7 | 28 | 90;
export const STATS_RANGES: readonly StatsRange[] = [7, 28, 90];

/** Views, likes, comments and watch time per day and per post of the signed-in creator. */
export function getStudioStats(days: StatsRange): Promise<StudioStats> {
  return api(postRoutes.studioStats, { query: { days: String(days) as '7' | '28' | '90' } });
}

/** All posts of a creator, processing and failed ones included (only the creator or an admin). */
export async function getStudioContent(userId: number): Promise<Post[]> {
  return (await api(postRoutes.studioContent, { params: { id: String(userId) } })).posts;
}

/** Changes the title and text of one's own post. */
export async function updatePost(id: number, change: { title?: string; text?: string }): Promise<Post> {
  return (await api(postRoutes.update, { params: { id: String(id) }, body: change })).post;
}

/** Deletes a post with its media (one's own; admins any). */
export async function deletePost(id: number): Promise<void> {
  await api(postRoutes.remove, { params: { id: String(id) } });
}

/** All posts, newest first, hidden and unfinished ones included (admins). */
export function listAllPosts(cursor?: string | null): Promise<PostPage> {
  return api(postRoutes.adminList, { query: cursor ? { cursor } : {} });
}

/** Hides a post from every feed or shows it again (admins). */
export async function setPostHidden(id: number, hidden: boolean): Promise<Post> {
  return (await api(postRoutes.adminUpdate, { params: { id: String(id) }, body: { hidden } })).post;
}

/** The curated list of /custom, in its order. */
export async function getCustomPosts(): Promise<Post[]> {
  return (await api(postRoutes.custom)).posts;
}

/** Replaces the curated list of /custom (admins); answers the list as stored. */
export async function setCustomPosts(postIds: number[]): Promise<Post[]> {
  return (await api(postRoutes.setCustom, { body: { post_ids: postIds } })).posts;
}
