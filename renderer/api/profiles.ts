import { type ProfileAnswer, profileRoutes } from '../../common/contract/profiles';
import { api } from './client';

// Profiles (issue 10; spec §7 GET /api/profiles/{id}: "answer user (list, first used), posts").

/** Silent: a 403 (not available) and a 404 are the page's business, not a toast. */
export function getProfile(id: number): Promise<ProfileAnswer> {
  return api(profileRoutes.get, { params: { id: String(id) } }, { context: { silent: true } });
}

export function getProfilePosts(id: number, cursor: string) {
  return api(profileRoutes.posts, { params: { id: String(id) }, query: { cursor } });
}
