import {
  type FriendsAnswer,
  type PrivacySettings,
  type Suggestion,
  socialRoutes,
} from '../../common/contract/social';
import { api } from './client';

// The social graph and its safety tools (issue 10; spec §7 /api/follow, /api/friends, /api/users/suggestions,
// /api/get-random-users; blocks, mutes and privacy settings). Failures reject with the ApiError of api/http.ts;
// 4xx answers carry the server's message in the user's language, for the screen to show.

const id = (value: number) => ({ id: String(value) });

export function follow(accountId: number) {
  return api(socialRoutes.follow, { body: { account_id: accountId } });
}

/** {id} is the followed account (the follow entry's account_id). */
export function unfollow(accountId: number) {
  return api(socialRoutes.unfollow, { params: id(accountId) });
}

export function getFriends(): Promise<FriendsAnswer> {
  return api(socialRoutes.friends);
}

export function requestFriend(friendId: number) {
  return api(socialRoutes.requestFriend, { body: { friend_id: friendId } });
}

/** {id} is the request. */
export function acceptFriend(requestId: number) {
  return api(socialRoutes.acceptFriend, { params: id(requestId) });
}

/** {id} is the request. */
export function declineFriend(requestId: number) {
  return api(socialRoutes.declineFriend, { params: id(requestId) });
}

/** Ends a friendship or withdraws one's own request; {id} is the other person. */
export function removeFriend(otherId: number) {
  return api(socialRoutes.removeFriend, { params: id(otherId) });
}

export async function getBlocks() {
  return (await api(socialRoutes.blocks)).blocks;
}

export async function block(userId: number) {
  return (await api(socialRoutes.block, { body: { user_id: userId } })).restriction;
}

export function unblock(userId: number) {
  return api(socialRoutes.unblock, { params: id(userId) });
}

export async function getMutes() {
  return (await api(socialRoutes.mutes)).mutes;
}

export async function mute(userId: number) {
  return (await api(socialRoutes.mute, { body: { user_id: userId } })).restriction;
}

export function unmute(userId: number) {
  return api(socialRoutes.unmute, { params: id(userId) });
}

export async function getPrivacySettings(): Promise<PrivacySettings> {
  return (await api(socialRoutes.privacy)).settings;
}

export async function updatePrivacySettings(change: Partial<PrivacySettings>): Promise<PrivacySettings> {
  return (await api(socialRoutes.updatePrivacy, { body: change })).settings;
}

/** Suggestions for the signed-in user; visitors get a random selection of active people instead. */
export async function getSuggestions(signedIn: boolean, limit?: number): Promise<Suggestion[]> {
  const query = limit ? { limit: String(limit) } : {};
  const route = signedIn ? socialRoutes.suggestions : socialRoutes.randomUsers;
  return (await api(route, { query })).suggested;
}
