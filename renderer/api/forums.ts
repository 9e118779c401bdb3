import { type CreateForumRequest, type ModerateForumRequest, forumRoutes } from '../../common/contract/forums';
import { api } from './client';

// Forums (issue 12; spec §7 GET /api/foren, GET /api/foren/{id}, POST /api/foren, POST /api/message).

export function listForums(gameId: number | null, cursor?: string | null) {
  return api(forumRoutes.list, { query: { ...(gameId ? { game_id: String(gameId) } : {}), ...(cursor ? { cursor } : {}) } });
}

/** The spec's answer is a list of forums; the first entry is the one asked for. */
export async function getForum(id: number, cursor?: string | null) {
  const answer = await api(forumRoutes.show, { params: { id: String(id) }, query: cursor ? { cursor } : {} });
  const forum = answer[0];
  if (!forum) throw new Error('forum answer without entry');
  return forum;
}

export async function createForum(body: CreateForumRequest) {
  return (await api(forumRoutes.create, { body })).forum;
}

export async function postForumMessage(forumId: number, message: string, replyTo: number | null) {
  return (await api(forumRoutes.post, { body: { forum_id: forumId, message, reply_to: replyTo } })).message;
}

export async function editForumMessage(id: number, message: string) {
  return (await api(forumRoutes.edit, { params: { id: String(id) }, body: { message } })).message;
}

export function deleteForumMessage(id: number) {
  return api(forumRoutes.remove, { params: { id: String(id) } });
}

export async function moderateForum(id: number, body: ModerateForumRequest) {
  return (await api(forumRoutes.moderate, { params: { id: String(id) }, body })).forum;
}

export function deleteForum(id: number) {
  return api(forumRoutes.removeForum, { params: { id: String(id) } });
}
