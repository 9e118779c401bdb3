import { z } from 'zod/mini';
import { idParams, messageAnswer, dbId } from './common';
import { postAuthorSchema } from './posts';
import { defineRoute } from './route';

// The social graph and its safety tools (spec §3 User following/friends/friendRequests/sentRequests
// and Follow entry, §4 friendship and follow states, §5 unfollow, §7 /api/follow, /api/friends,
// /api/users/suggestions, /api/get-random-users). Blocks, mutes and privacy settings are not in the spec;
// every serious platform has them.

/** A person as lists show them: id, name, avatar and the border colour of their avatar. */
export const personSchema = postAuthorSchema;
export type Person = z.infer<typeof personSchema>;

const accountId = dbId;

/** Spec §3 Follow entry. */
export const followEntrySchema = z.object({ id: z.number(), user_id: z.number(), account_id: z.number() });
export type FollowEntry = z.infer<typeof followEntrySchema>;

export const followRequest = z.object({ account_id: accountId('userNotFound') });
/** The follow entry and the followed account's new follower count. */
export const followAnswer = z.object({ follow: followEntrySchema, followers: z.number() });
export const unfollowAnswer = z.object({ followers: z.number() });

export const FRIENDSHIP_STATES = ['none', 'friends', 'request_sent', 'request_received'] as const;
export type FriendshipState = (typeof FRIENDSHIP_STATES)[number];

/** A friend request: its id is what accept and decline take. */
export const friendRequestSchema = z.object({ id: z.number(), user: personSchema, created_at: z.string() });
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** GET /api/friends: the three tabs of /friends. */
export const friendsAnswer = z.object({
  friends: z.array(z.object({ ...personSchema.shape, since: z.string() })),
  friendRequests: z.array(friendRequestSchema),
  sentRequests: z.array(friendRequestSchema),
});
export type FriendsAnswer = z.infer<typeof friendsAnswer>;

export const friendRequestBody = z.object({ friend_id: accountId('userNotFound') });
/**
 * The state between the two after the call: 'request_sent' for a new request, 'friends' when the other had
 * already asked (the request became a friendship) or after an accept.
 */
export const friendshipAnswer = z.object({ state: z.enum(FRIENDSHIP_STATES), request_id: z.nullable(z.number()) });

/** Blocks and mutes: the other account and when. */
export const restrictionSchema = z.object({ id: z.number(), user: personSchema, created_at: z.string() });
export const blocksAnswer = z.object({ blocks: z.array(restrictionSchema) });
export const mutesAnswer = z.object({ mutes: z.array(restrictionSchema) });
export const blockRequest = z.object({ user_id: accountId('userNotFound') });
export const muteRequest = blockRequest;
export const restrictionAnswer = z.object({ restriction: restrictionSchema });

export const PROFILE_VISIBILITIES = ['everyone', 'friends'] as const;
export const CONTACT_AUDIENCES = ['everyone', 'friends_of_friends', 'nobody'] as const;
export const privacySettingsSchema = z.object({
  /** Who sees the profile's posts, games and favourites: everyone, or only friends. */
  profile_visibility: z.enum(PROFILE_VISIBILITIES, { error: 'invalidChoice' }),
  /** Who may send friend requests. */
  friend_requests_from: z.enum(CONTACT_AUDIENCES, { error: 'invalidChoice' }),
  /** Who may start a private chat. */
  messages_from: z.enum(CONTACT_AUDIENCES, { error: 'invalidChoice' }),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const privacySettingsAnswer = z.object({ settings: privacySettingsSchema });
export const updatePrivacySettingsRequest = z.partial(privacySettingsSchema);

export const SUGGESTION_REASONS = ['friends_of_friends', 'same_games', 'active_creator', 'new_member'] as const;
export const suggestionSchema = z.object({
  ...personSchema.shape,
  bio: z.nullable(z.string()),
  followers_count: z.number(),
  reason: z.enum(SUGGESTION_REASONS),
  /** Friends in common (for 'friends_of_friends'), games in common (for 'same_games'). */
  in_common: z.number(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsAnswer = z.object({ suggested: z.array(suggestionSchema) });
export const SUGGESTIONS_MAX = 30;
export const suggestionsQuery = z.object({
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,2}$/)),
      z.pipe(z.transform(Number), z.number().check(z.gte(1), z.lte(SUGGESTIONS_MAX))),
    ),
  ),
});

const TAG = 'Leute';
const follow = { windowSeconds: 60, by: 'user' } as const;

export const socialRoutes = {
  follow: defineRoute({
    method: 'post',
    path: '/api/follow',
    tag: TAG,
    summary: 'Einem Konto folgen (ein zweites Mal ändert nichts; sich selbst nicht)',
    guard: 'auth',
    body: followRequest,
    rateLimit: { max: 60, ...follow },
    responses: { 201: followAnswer, 200: followAnswer },
    errors: [404, 422],
  }),
  unfollow: defineRoute({
    method: 'delete',
    path: '/api/follow/{id}',
    tag: TAG,
    summary: 'Nicht mehr folgen ({id}: das Konto); braucht den passenden Folge-Eintrag',
    guard: 'auth',
    params: idParams,
    rateLimit: { max: 60, ...follow },
    responses: { 200: unfollowAnswer },
    errors: [404],
  }),
  friends: defineRoute({
    method: 'get',
    path: '/api/friends',
    tag: TAG,
    summary: 'Freunde, erhaltene und gesendete Anfragen',
    guard: 'auth',
    responses: { 200: friendsAnswer },
  }),
  requestFriend: defineRoute({
    method: 'post',
    path: '/api/friends',
    tag: TAG,
    summary: 'Freundschaftsanfrage senden; hat die andere Person schon angefragt, seid ihr Freunde',
    guard: 'auth',
    body: friendRequestBody,
    rateLimit: { max: 30, ...follow },
    responses: { 201: friendshipAnswer, 200: friendshipAnswer },
    errors: [403, 404, 422],
  }),
  acceptFriend: defineRoute({
    method: 'put',
    path: '/api/friends/accept/{id}',
    tag: TAG,
    summary: 'Eine erhaltene Anfrage annehmen ({id}: die Anfrage); nur die empfangende Person',
    guard: 'auth',
    params: idParams,
    responses: { 200: friendshipAnswer },
    errors: [404],
  }),
  declineFriend: defineRoute({
    method: 'put',
    path: '/api/friends/decline/{id}',
    tag: TAG,
    summary: 'Eine erhaltene Anfrage ablehnen ({id}: die Anfrage); nur die empfangende Person',
    guard: 'auth',
    params: idParams,
    responses: { 200: friendshipAnswer },
    errors: [404],
  }),
  removeFriend: defineRoute({
    method: 'delete',
    path: '/api/friends/{id}',
    tag: TAG,
    summary: 'Freundschaft beenden oder eigene Anfrage zurückziehen ({id}: die andere Person)',
    guard: 'auth',
    params: idParams,
    responses: { 200: friendshipAnswer },
    errors: [404],
  }),
  blocks: defineRoute({
    method: 'get',
    path: '/api/blocks',
    tag: TAG,
    summary: 'Blockierte Konten',
    guard: 'auth',
    responses: { 200: blocksAnswer },
  }),
  block: defineRoute({
    method: 'post',
    path: '/api/blocks',
    tag: TAG,
    summary: 'Ein Konto blockieren: beendet Folgen und Freundschaft in beide Richtungen',
    guard: 'auth',
    body: blockRequest,
    rateLimit: { max: 30, ...follow },
    responses: { 201: restrictionAnswer, 200: restrictionAnswer },
    errors: [404, 422],
  }),
  unblock: defineRoute({
    method: 'delete',
    path: '/api/blocks/{id}',
    tag: TAG,
    summary: 'Blockierung aufheben ({id}: das blockierte Konto)',
    guard: 'auth',
    params: idParams,
    responses: { 200: messageAnswer },
    errors: [404],
  }),
  mutes: defineRoute({
    method: 'get',
    path: '/api/mutes',
    tag: TAG,
    summary: 'Stummgeschaltete Konten',
    guard: 'auth',
    responses: { 200: mutesAnswer },
  }),
  mute: defineRoute({
    method: 'post',
    path: '/api/mutes',
    tag: TAG,
    summary: 'Ein Konto stummschalten: seine Beiträge und Kommentare verschwinden aus den eigenen Feeds, ohne dass es davon erfährt',
    guard: 'auth',
    body: muteRequest,
    rateLimit: { max: 30, ...follow },
    responses: { 201: restrictionAnswer, 200: restrictionAnswer },
    errors: [404, 422],
  }),
  unmute: defineRoute({
    method: 'delete',
    path: '/api/mutes/{id}',
    tag: TAG,
    summary: 'Stummschaltung aufheben ({id}: das stummgeschaltete Konto)',
    guard: 'auth',
    params: idParams,
    responses: { 200: messageAnswer },
    errors: [404],
  }),
  privacy: defineRoute({
    method: 'get',
    path: '/api/privacy-settings',
    tag: TAG,
    summary: 'Wer das Profil sieht und wer anfragen oder schreiben darf',
    guard: 'auth',
    responses: { 200: privacySettingsAnswer },
  }),
  updatePrivacy: defineRoute({
    method: 'patch',
    path: '/api/privacy-settings',
    tag: TAG,
    summary: 'Privatsphäre-Einstellungen ändern',
    guard: 'auth',
    body: updatePrivacySettingsRequest,
    responses: { 200: privacySettingsAnswer },
  }),
  suggestions: defineRoute({
    method: 'get',
    path: '/api/users/suggestions',
    tag: TAG,
    summary: 'Vorschläge: Freunde von Freunden, Leute mit denselben Lieblingsspielen, aktive Creator',
    guard: 'auth',
    query: suggestionsQuery,
    responses: { 200: suggestionsAnswer },
  }),
  randomUsers: defineRoute({
    method: 'get',
    path: '/api/get-random-users',
    tag: TAG,
    summary: 'Eine zufällige Auswahl aktiver Leute (auch für Besucher)',
    query: suggestionsQuery,
    rateLimit: { max: 120, windowSeconds: 60, by: 'address' },
    responses: { 200: suggestionsAnswer },
  }),
};
