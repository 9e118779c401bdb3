import { type Comment, commentRoutes } from '../../common/contract/comments';
import { api } from './client';

// Comments on posts (spec §7 /api/comments, /api/comment_likes; §9 ranking computed by the server).

export function listComments(postId: number, cursor?: string | null) {
  return api(commentRoutes.list, { params: { id: String(postId) }, query: cursor ? { cursor } : {} });
}

export async function createComment(postId: number, text: string, parentId: number | null): Promise<Comment> {
  return (await api(commentRoutes.create, { body: { post_id: postId, comment: text, parent_id: parentId } })).comment;
}

export function removeComment(id: number) {
  return api(commentRoutes.remove, { params: { id: String(id) } });
}

export function likeComment(commentId: number) {
  return api(commentRoutes.like, { body: { comment_id: commentId } });
}

export function unlikeComment(likeId: number) {
  return api(commentRoutes.unlike, { params: { id: String(likeId) } });
}
