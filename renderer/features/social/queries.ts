import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../common/contract/auth';
import { exploreRoutes } from '../../../common/contract/explore';
import { type FollowEntry, type FriendsAnswer, type FriendshipState, type Person, type PrivacySettings, socialRoutes } from '../../../common/contract/social';
import { api } from '../../api/client';
import { patchProfile, profileKeys, restoreProfiles } from '../profiles/queries';
import { useSessionStore } from '../session/store';
import { notificationKeys } from '../notifications/queries';

// TanStack Query keys and hooks of the social graph and its safety tools (spec §7 /api/follow, /api/friends,
// /api/users/suggestions, /api/get-random-users; blocks, mutes and privacy settings). 4xx answers carry the
// server's message in the user's language, for the screen to show. One action keeps every copy in step: the profile
// (its counters and relationship), the session user's following/friends lists (which the follow buttons of
// lists read) and the lists of /friends, /connect and /settings/privacy.

const ROOT = 'social';
const id = (value: number) => ({ id: String(value) });

export const socialKeys = {
  all: [ROOT] as const,
  friends: (viewer: number) => [ROOT, 'friends', viewer] as const,
  blocks: (viewer: number) => [ROOT, 'blocks', viewer] as const,
  mutes: (viewer: number) => [ROOT, 'mutes', viewer] as const,
  privacy: (viewer: number) => [ROOT, 'privacy', viewer] as const,
  suggestions: (viewer: number | null) => [ROOT, 'suggestions', viewer ?? 0] as const,
  /** New and rising creators on /explore, as the viewer may see them. */
  creators: (viewer: number | null) => [ROOT, 'creators', viewer ?? 0] as const,
};

/** Feeds whose content depends on whom one follows, blocks or mutes. */
const POST_FEEDS = ['posts'] as const;
const COMMENTS = ['comments'] as const;

function viewerId(): number | null {
  return useSessionStore.getState().user?.id ?? null;
}

function patchSessionUser(change: (user: SessionUser) => SessionUser): SessionUser | null {
  const { user, setUser } = useSessionStore.getState();
  if (!user) return null;
  setUser(change(user));
  return user;
}

/** Re-reads the session user (its friends and requests) after a change the server decided. */
function refreshSessionUser(): void {
  void useSessionStore.getState().refreshUser();
}

/** Whether the signed-in user follows `accountId` (from the session user's following list). */
export function useIsFollowing(accountId: number): boolean {
  return useSessionStore((state) => state.user?.following.some((entry) => entry.account_id === accountId) ?? false);
}

// ---------------------------------------------------------------------------------------------------------
// Lists

export function friendsQuery(viewer: number) {
  return queryOptions({ queryKey: socialKeys.friends(viewer), queryFn: () => api(socialRoutes.friends), staleTime: 15_000 });
}

export function useFriends(viewer: number) {
  return useQuery(friendsQuery(viewer));
}

/** GET /api/explore/creators: new and rising creators (a follow changes their counts: 'social' keys refetch). */
export function useRisingCreators(viewer: number | null) {
  return useQuery({ queryKey: socialKeys.creators(viewer), queryFn: () => api(exploreRoutes.creators), staleTime: 60_000 });
}

export function useSuggestions(viewer: number | null) {
  return useQuery({
    queryKey: socialKeys.suggestions(viewer),
    // Visitors get a random selection of active people instead.
    queryFn: async () => (await api(viewer !== null ? socialRoutes.suggestions : socialRoutes.randomUsers, { query: {} })).suggested,
    staleTime: 5 * 60_000,
  });
}

export function useBlocks(viewer: number) {
  return useQuery({ queryKey: socialKeys.blocks(viewer), queryFn: async () => (await api(socialRoutes.blocks)).blocks });
}

export function useMutes(viewer: number) {
  return useQuery({ queryKey: socialKeys.mutes(viewer), queryFn: async () => (await api(socialRoutes.mutes)).mutes });
}

export function usePrivacySettings(viewer: number) {
  return useQuery({ queryKey: socialKeys.privacy(viewer), queryFn: async () => (await api(socialRoutes.privacy)).settings });
}

/** Saves one privacy choice; the choice shows at once and goes back if the server refuses. */
export function useUpdatePrivacy(viewer: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<PrivacySettings>) => (await api(socialRoutes.updatePrivacy, { body: change })).settings,
    onMutate: (change) => {
      const before = client.getQueryData<PrivacySettings>(socialKeys.privacy(viewer));
      if (before) client.setQueryData(socialKeys.privacy(viewer), { ...before, ...change });
      return { before };
    },
    onSuccess: (settings) => {
      client.setQueryData(socialKeys.privacy(viewer), settings);
      // Who sees what changed: other viewers' copies are theirs, but our own suggestions and profile may differ.
      void client.invalidateQueries({ queryKey: profileKeys.of(viewer) });
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(socialKeys.privacy(viewer), context.before);
    },
  });
}

// ---------------------------------------------------------------------------------------------------------
// Follow

const PENDING_ENTRY_ID = -1;

/** Follows an account: the button and the follower count change at once, and go back if the server says no. */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => api(socialRoutes.follow, { body: { account_id: accountId } }),
    onMutate: (accountId) => {
      const viewer = viewerId() ?? 0;
      const pending: FollowEntry = { id: PENDING_ENTRY_ID, user_id: viewer, account_id: accountId };
      const profiles = patchProfile(client, accountId, {
        user: (user) => ({ ...user, followers_count: user.followers_count + 1 }),
        relationship: (relationship) => ({ ...relationship, following: relationship.following ?? pending }),
      });
      const own = patchProfile(client, viewer, { user: (user) => ({ ...user, following_count: user.following_count + 1 }) });
      const sessionBefore = patchSessionUser((user) =>
        user.following.some((entry) => entry.account_id === accountId) ? user : { ...user, following: [...user.following, pending] },
      );
      return { profiles: [...profiles, ...own], sessionBefore };
    },
    onSuccess: (answer, accountId) => {
      patchProfile(client, accountId, {
        user: (user) => ({ ...user, followers_count: answer.followers }),
        relationship: (relationship) => ({ ...relationship, following: answer.follow }),
      });
      patchSessionUser((user) => ({
        ...user,
        following: [...user.following.filter((entry) => entry.account_id !== accountId), answer.follow],
      }));
      invalidateFollowingFeed(client);
    },
    onError: (_error, _accountId, context) => {
      if (context) restore(client, context);
    },
  });
}

export function useUnfollow() {
  const client = useQueryClient();
  return useMutation({
    // {id} is the followed account (the follow entry's account_id).
    mutationFn: (accountId: number) => api(socialRoutes.unfollow, { params: id(accountId) }),
    onMutate: (accountId) => {
      const viewer = viewerId() ?? 0;
      const profiles = patchProfile(client, accountId, {
        user: (user) => ({ ...user, followers_count: Math.max(0, user.followers_count - 1) }),
        relationship: (relationship) => ({ ...relationship, following: null }),
      });
      const own = patchProfile(client, viewer, {
        user: (user) => ({ ...user, following_count: Math.max(0, user.following_count - 1) }),
      });
      const sessionBefore = patchSessionUser((user) => ({
        ...user,
        following: user.following.filter((entry) => entry.account_id !== accountId),
      }));
      return { profiles: [...profiles, ...own], sessionBefore };
    },
    onSuccess: (answer, accountId) => {
      patchProfile(client, accountId, { user: (user) => ({ ...user, followers_count: answer.followers }) });
      // Again on success: a session refresh that answered in between (a realtime social event) may have put it back.
      patchSessionUser((user) => ({ ...user, following: user.following.filter((entry) => entry.account_id !== accountId) }));
      invalidateFollowingFeed(client);
    },
    onError: (_error, _accountId, context) => {
      if (context) restore(client, context);
    },
  });
}

function restore(client: QueryClient, context: { profiles: Array<[readonly unknown[], unknown]>; sessionBefore: SessionUser | null }) {
  restoreProfiles(client, context.profiles);
  if (context.sessionBefore) useSessionStore.getState().setUser(context.sessionBefore);
}

function invalidateFollowingFeed(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [...POST_FEEDS, 'feed', 'following'] });
}

// ---------------------------------------------------------------------------------------------------------
// Friends

export type FriendAction =
  | { kind: 'request'; userId: number }
  | { kind: 'accept'; userId: number; requestId: number }
  | { kind: 'decline'; userId: number; requestId: number }
  /** Ends a friendship or withdraws one's own request. */
  | { kind: 'remove'; userId: number };

function runFriendAction(action: FriendAction) {
  switch (action.kind) {
    case 'request':
      return api(socialRoutes.requestFriend, { body: { friend_id: action.userId } });
    case 'accept':
      return api(socialRoutes.acceptFriend, { params: id(action.requestId) });
    case 'decline':
      return api(socialRoutes.declineFriend, { params: id(action.requestId) });
    case 'remove':
      return api(socialRoutes.removeFriend, { params: id(action.userId) });
  }
}

/** The entry an action takes out of the /friends lists (accepting also moves it to the friends tab, on reload). */
function withoutPerson(data: FriendsAnswer, userId: number): FriendsAnswer {
  return {
    friends: data.friends.filter((friend) => friend.id !== userId),
    friendRequests: data.friendRequests.filter((request) => request.user.id !== userId),
    sentRequests: data.sentRequests.filter((request) => request.user.id !== userId),
  };
}

/** Requests, accepts, declines, withdraws and ends friendships; every copy follows the server's answer. */
export function useFriendAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runFriendAction,
    onMutate: async (action) => {
      const viewer = viewerId();
      if (viewer === null || action.kind === 'request') return { before: undefined };
      await client.cancelQueries({ queryKey: socialKeys.friends(viewer) });
      const before = client.getQueryData<FriendsAnswer>(socialKeys.friends(viewer));
      if (before && action.kind !== 'accept') client.setQueryData(socialKeys.friends(viewer), withoutPerson(before, action.userId));
      return { before };
    },
    onSuccess: (answer, action) => {
      const state: FriendshipState = answer.state;
      patchProfile(client, action.userId, {
        relationship: (relationship) => ({ ...relationship, friendship: state, request_id: answer.request_id }),
      });
      // A friends-only profile opens (or closes) with the friendship.
      void client.invalidateQueries({ queryKey: profileKeys.of(action.userId) });
      // The server marks an answered request's notification read: the bell's count follows.
      const viewer = viewerId();
      if (viewer !== null && (action.kind === 'accept' || action.kind === 'decline')) {
        void client.invalidateQueries({ queryKey: notificationKeys.list(viewer) });
      }
      refreshSessionUser();
    },
    onError: (_error, _action, context) => {
      const viewer = viewerId();
      if (viewer !== null && context?.before) client.setQueryData(socialKeys.friends(viewer), context.before);
    },
    onSettled: () => {
      const viewer = viewerId();
      if (viewer !== null) void client.invalidateQueries({ queryKey: socialKeys.friends(viewer) });
    },
  });
}

// ---------------------------------------------------------------------------------------------------------
// Block and mute

/** Blocks someone: follows and friendship end both ways, their posts and profile disappear for both. */
export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => (await api(socialRoutes.block, { body: { user_id: userId } })).restriction,
    onSuccess: (_restriction, userId) => {
      patchProfile(client, userId, {
        relationship: (relationship) => ({
          ...relationship,
          blocked: true,
          following: null,
          follows_you: false,
          friendship: 'none',
          request_id: null,
        }),
      });
      patchSessionUser((user) => ({ ...user, following: user.following.filter((entry) => entry.account_id !== userId) }));
      afterRestriction(client, userId, true);
      refreshSessionUser();
    },
  });
}

export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api(socialRoutes.unblock, { params: id(userId) }),
    onMutate: (userId) => removeFromList(client, 'blocks', userId),
    onSuccess: (_answer, userId) => {
      patchProfile(client, userId, { relationship: (relationship) => ({ ...relationship, blocked: false }) });
      afterRestriction(client, userId, true);
    },
    onError: (_error, _userId, context) => putBack(client, 'blocks', context),
  });
}

export function useMute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => (await api(socialRoutes.mute, { body: { user_id: userId } })).restriction,
    onSuccess: (_restriction, userId) => {
      patchProfile(client, userId, { relationship: (relationship) => ({ ...relationship, muted: true }) });
      afterRestriction(client, userId, false);
    },
  });
}

export function useUnmute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api(socialRoutes.unmute, { params: id(userId) }),
    onMutate: (userId) => removeFromList(client, 'mutes', userId),
    onSuccess: (_answer, userId) => {
      patchProfile(client, userId, { relationship: (relationship) => ({ ...relationship, muted: false }) });
      afterRestriction(client, userId, false);
    },
    onError: (_error, _userId, context) => putBack(client, 'mutes', context),
  });
}

type RestrictionList = 'blocks' | 'mutes';
type ListContext = { key: readonly unknown[]; before: unknown } | null;

function removeFromList(client: QueryClient, list: RestrictionList, userId: number): ListContext {
  const viewer = viewerId();
  if (viewer === null) return null;
  const key = socialKeys[list](viewer);
  const before = client.getQueryData<Array<{ user: Person }>>(key);
  if (before) client.setQueryData(key, before.filter((entry) => entry.user.id !== userId));
  return { key, before };
}

function putBack(client: QueryClient, _list: RestrictionList, context: ListContext | undefined): void {
  if (context?.before) client.setQueryData(context.key, context.before);
}

/** After a block or mute: lists, feeds and comments are read again (the server leaves the person out now). */
function afterRestriction(client: QueryClient, userId: number, blocked: boolean): void {
  const viewer = viewerId();
  if (viewer !== null) {
    void client.invalidateQueries({ queryKey: socialKeys[blocked ? 'blocks' : 'mutes'](viewer) });
    if (blocked) void client.invalidateQueries({ queryKey: socialKeys.friends(viewer) });
  }
  void client.invalidateQueries({ queryKey: socialKeys.suggestions(viewer) });
  void client.invalidateQueries({ queryKey: profileKeys.of(userId) });
  void client.invalidateQueries({ queryKey: POST_FEEDS });
  void client.invalidateQueries({ queryKey: COMMENTS });
}
