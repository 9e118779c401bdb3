import type { Transaction } from 'kysely';
import type { FriendsAnswer, FriendshipState, PrivacySettings } from '../../../common/contract/social';
import { type Db, nowIso } from '../../db';
import type { Database, SocialEventType, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { userAudience } from '../../platform/realtime';
import { markReadFrom, notify } from '../notifications/service';
import { HttpError } from '../../http/errors';
import {
  PERSON_COLUMNS,
  haveCommonFriend,
  reachableUser,
  toPerson,
  userNotFound,
} from './relations';

// Follow, friends, blocks, mutes and privacy settings. Counters (users.followers_count,
// following_count) move in the same transaction as the follows rows they count; a unique key decides
// whether a follow, block or mute is new. Each follow, request and accept is recorded in social_events for
// the notifications to deliver.

type Trx = Transaction<Database>;

async function recordEvent(db: Db | Trx, type: SocialEventType, forUser: number, actor: number, subjectId: number | null): Promise<void> {
  await db.insertInto('social_events').values({ user_id: forUser, actor_id: actor, type, subject_id: subjectId, created_at: nowIso() }).execute();
}

/** Tells the person's open tabs at once, after the transaction that recorded the event committed. */
async function announce(deps: AppDeps, type: SocialEventType, forUser: number, actor: UserRow, subjectId: number): Promise<void> {
  await deps.realtime.publish({
    audience: userAudience(forUser),
    type: 'social.event',
    data: { type, subject_id: subjectId, user: { id: actor.id, name: actor.name, image: actor.image } },
  });
  await notify(deps, {
    userId: forUser,
    type,
    actorId: actor.id,
    link: type === 'friend_request' ? '/friends' : `/profile/${actor.id}`,
    // New followers gather in one entry ("Mia und 3 weitere folgen dir jetzt"); requests stay one each.
    groupKey: type === 'follow' ? 'follow' : null,
    source: `${type}:${subjectId}:${actor.id}`,
  });
}

// ---------------------------------------------------------------------------------------------- follow

export async function follow(deps: AppDeps, user: UserRow, accountId: number) {
  if (accountId === user.id) throw new HttpError(422, 'cannotFollowSelf', { account_id: ['cannotFollowSelf'] });
  await reachableUser(deps.db, user.id, accountId);
  const result = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('follows')
      .values({ user_id: user.id, account_id: accountId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'account_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      const counted = await trx
        .updateTable('users')
        .set((eb) => ({ followers_count: eb('followers_count', '+', 1) }))
        .where('id', '=', accountId)
        .returning('followers_count')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set((eb) => ({ following_count: eb('following_count', '+', 1) }))
        .where('id', '=', user.id)
        .execute();
      await recordEvent(trx, 'follow', accountId, user.id, inserted.id);
      return { created: true, follow: { id: inserted.id, user_id: user.id, account_id: accountId }, followers: counted.followers_count };
    }
    const existing = await trx
      .selectFrom('follows')
      .select('id')
      .where('user_id', '=', user.id)
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const counted = await trx.selectFrom('users').select('followers_count').where('id', '=', accountId).executeTakeFirstOrThrow();
    return { created: false, follow: { id: existing.id, user_id: user.id, account_id: accountId }, followers: counted.followers_count };
  });
  if (result.created) {
    await deps.events.publish({ type: 'relation.changed', kind: 'follow', userIds: [user.id, accountId] });
    await announce(deps, 'follow', accountId, user, result.follow.id);
  }
  return result;
}

/** Removes follow rows inside a transaction and moves both counters by what was really removed. */
async function removeFollow(trx: Trx, followerId: number, accountId: number): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('follows')
    .where('user_id', '=', followerId)
    .where('account_id', '=', accountId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) return false;
  await trx
    .updateTable('users')
    .set((eb) => ({ followers_count: eb('followers_count', '-', 1) }))
    .where('id', '=', accountId)
    .execute();
  await trx
    .updateTable('users')
    .set((eb) => ({ following_count: eb('following_count', '-', 1) }))
    .where('id', '=', followerId)
    .execute();
  return true;
}

export async function unfollow(deps: AppDeps, user: UserRow, accountId: number): Promise<{ followers: number }> {
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!(await removeFollow(trx, user.id, accountId))) throw new HttpError(404, 'followNotFound');
    const counted = await trx.selectFrom('users').select('followers_count').where('id', '=', accountId).executeTakeFirstOrThrow();
    return { followers: counted.followers_count };
  });
  await deps.events.publish({ type: 'relation.changed', kind: 'follow', userIds: [user.id, accountId] });
  return result;
}

/**
 * Before an account's rows go (its follows cascade with them): the counters of those it followed and of those
 * who followed it move down, inside the caller's transaction (auth's purge of deleted accounts).
 */
export async function releaseFollowsOf(trx: Trx, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ followers_count: eb('followers_count', '-', 1) }))
    .where('id', 'in', trx.selectFrom('follows').select('follows.account_id').where('follows.user_id', '=', userId))
    .execute();
  await trx
    .updateTable('users')
    .set((eb) => ({ following_count: eb('following_count', '-', 1) }))
    .where('id', 'in', trx.selectFrom('follows').select('follows.user_id').where('follows.account_id', '=', userId))
    .execute();
}

// --------------------------------------------------------------------------------------------- friends

interface FriendshipRow {
  id: number;
  user_id: number;
  friend_id: number;
  status: 'pending' | 'accepted';
}

async function friendshipRow(db: Db | Trx, a: number, b: number): Promise<FriendshipRow | undefined> {
  return db
    .selectFrom('friendships')
    .select(['id', 'user_id', 'friend_id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('friend_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('friend_id', '=', a)]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

export function stateOf(row: FriendshipRow | undefined, viewerId: number): { state: FriendshipState; request_id: number | null } {
  if (!row) return { state: 'none', request_id: null };
  if (row.status === 'accepted') return { state: 'friends', request_id: null };
  return { state: row.user_id === viewerId ? 'request_sent' : 'request_received', request_id: row.id };
}

export async function friendshipState(db: Db, viewerId: number, otherId: number) {
  return stateOf(await friendshipRow(db, viewerId, otherId), viewerId);
}

export async function listFriends(deps: AppDeps, user: UserRow): Promise<FriendsAnswer> {
  const db = deps.db;
  const other = (mine: 'user_id' | 'friend_id', theirs: 'user_id' | 'friend_id', status: 'pending' | 'accepted') =>
    db
      .selectFrom('friendships')
      .innerJoin('users', 'users.id', `friendships.${theirs}`)
      .select(['friendships.id as request_id', 'friendships.created_at as since', ...PERSON_COLUMNS])
      .where(`friendships.${mine}`, '=', user.id)
      .where('friendships.status', '=', status)
      .where('users.deleted_at', 'is', null)
      .where('users.suspended_at', 'is', null)
      .orderBy('friendships.created_at', 'desc')
      .orderBy('friendships.id', 'desc')
      .execute();
  const [asked, accepted, received, sent] = await Promise.all([
    other('user_id', 'friend_id', 'accepted'),
    other('friend_id', 'user_id', 'accepted'),
    other('friend_id', 'user_id', 'pending'),
    other('user_id', 'friend_id', 'pending'),
  ]);
  const friends = [...asked, ...accepted]
    .sort((a, b) => a.name.localeCompare(b.name, 'de', { sensitivity: 'base' }))
    .map((row) => ({ ...toPerson(row), since: row.since }));
  const request = (row: (typeof received)[number]) => ({ id: row.request_id, user: toPerson(row), created_at: row.since });
  return { friends, friendRequests: received.map(request), sentRequests: sent.map(request) };
}

export async function requestFriend(deps: AppDeps, user: UserRow, friendId: number) {
  if (friendId === user.id) throw new HttpError(422, 'cannotBefriendSelf', { friend_id: ['cannotBefriendSelf'] });
  const target = await reachableUser(deps.db, user.id, friendId);
  const existing = await friendshipRow(deps.db, user.id, friendId);
  if (existing?.status === 'pending' && existing.user_id === friendId) {
    // They had already asked: the request becomes the friendship.
    return { created: false, ...(await acceptRow(deps, user, existing)) };
  }
  if (existing) return { created: false, ...stateOf(existing, user.id) };
  if (target.friend_requests_from === 'nobody') throw new HttpError(403, 'friendRequestsClosed');
  if (target.friend_requests_from === 'friends_of_friends' && !(await haveCommonFriend(deps.db, user.id, friendId))) {
    throw new HttpError(403, 'friendRequestsFriendsOfFriends');
  }
  const result = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('friendships')
      .values({ user_id: user.id, friend_id: friendId, status: 'pending', created_at: nowIso() })
      // Any row of the pair, in either direction (index friendships_pair): a crossing request is not a second row.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    await recordEvent(trx, 'friend_request', friendId, user.id, inserted.id);
    return { created: true, state: 'request_sent' as const, request_id: inserted.id };
  });
  if (result === null) {
    // They asked at the same moment: their request becomes the friendship, as if it had come first.
    const row = await friendshipRow(deps.db, user.id, friendId);
    if (row?.status === 'pending' && row.user_id === friendId) return { created: false, ...(await acceptRow(deps, user, row)) };
    return { created: false, ...stateOf(row, user.id) };
  }
  await deps.events.publish({ type: 'relation.changed', kind: 'friendship', userIds: [user.id, friendId] });
  if (result.request_id !== null) await announce(deps, 'friend_request', friendId, user, result.request_id);
  return result;
}

async function acceptRow(deps: AppDeps, user: UserRow, row: FriendshipRow) {
  const accepted = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('friendships')
      .set({ status: 'accepted' })
      .where('id', '=', row.id)
      .where('friend_id', '=', user.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await recordEvent(trx, 'friend_accepted', row.user_id, user.id, row.id);
    return true;
  });
  if (accepted) {
    await deps.events.publish({ type: 'relation.changed', kind: 'friendship', userIds: [user.id, row.user_id] });
    await announce(deps, 'friend_accepted', row.user_id, user, row.id);
  }
  await markReadFrom(deps.db, user.id, 'friend_request', row.user_id);
  return { state: 'friends' as const, request_id: null };
}

/** A request the user received; anyone else's (or none) is the same 404. */
async function receivedRequest(deps: AppDeps, user: UserRow, requestId: number): Promise<FriendshipRow> {
  const row = await deps.db
    .selectFrom('friendships')
    .innerJoin('users', 'users.id', 'friendships.user_id')
    .select(['friendships.id', 'friendships.user_id', 'friendships.friend_id', 'friendships.status'])
    .where('friendships.id', '=', requestId)
    .where('friendships.friend_id', '=', user.id)
    .where('friendships.status', '=', 'pending')
    // A request from an account deleted or suspended since is not shown, so it cannot be answered either.
    .where('users.deleted_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'friendRequestNotFound');
  return row;
}

export async function acceptFriend(deps: AppDeps, user: UserRow, requestId: number) {
  return acceptRow(deps, user, await receivedRequest(deps, user, requestId));
}

export async function declineFriend(deps: AppDeps, user: UserRow, requestId: number) {
  const row = await receivedRequest(deps, user, requestId);
  await deps.db.deleteFrom('friendships').where('id', '=', row.id).where('status', '=', 'pending').execute();
  await deps.events.publish({ type: 'relation.changed', kind: 'friendship', userIds: [user.id, row.user_id] });
  await markReadFrom(deps.db, user.id, 'friend_request', row.user_id);
  return { state: 'none' as const, request_id: null };
}

/** Ends a friendship or withdraws one's own request ({otherId}: the other person). */
export async function removeFriend(deps: AppDeps, user: UserRow, otherId: number) {
  const deleted = await deps.db
    .deleteFrom('friendships')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', user.id), eb('friend_id', '=', otherId)]),
        eb.and([eb('user_id', '=', otherId), eb('friend_id', '=', user.id), eb('status', '=', 'accepted')]),
      ]),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, 'friendshipNotFound');
  await deps.events.publish({ type: 'relation.changed', kind: 'friendship', userIds: [user.id, otherId] });
  return { state: 'none' as const, request_id: null };
}

// -------------------------------------------------------------------------------------- blocks, mutes

async function existingUser(db: Db, id: number) {
  const row = await db.selectFrom('users').select(PERSON_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw userNotFound();
  return row;
}

export async function listBlocks(deps: AppDeps, user: UserRow) {
  const rows = await deps.db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['blocks.id as restriction_id', 'blocks.created_at', ...PERSON_COLUMNS])
    .where('blocks.user_id', '=', user.id)
    .orderBy('blocks.created_at', 'desc')
    .orderBy('blocks.id', 'desc')
    .execute();
  return { blocks: rows.map((row) => ({ id: row.restriction_id, user: toPerson(row), created_at: row.created_at })) };
}

/** Blocks an account: follows both ways end (with their counters), friendships and requests both ways too. */
export async function block(deps: AppDeps, user: UserRow, otherId: number) {
  if (otherId === user.id) throw new HttpError(422, 'cannotBlockSelf', { user_id: ['cannotBlockSelf'] });
  const other = await existingUser(deps.db, otherId);
  const result = await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await trx
      .insertInto('blocks')
      .values({ user_id: user.id, blocked_id: otherId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'blocked_id']).doNothing())
      .returning(['id', 'created_at'])
      .executeTakeFirst();
    // Also when the block existed: a follow or request that slipped in at the same moment goes too.
    await removeFollow(trx, user.id, otherId);
    await removeFollow(trx, otherId, user.id);
    await trx
      .deleteFrom('friendships')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', user.id), eb('friend_id', '=', otherId)]),
          eb.and([eb('user_id', '=', otherId), eb('friend_id', '=', user.id)]),
        ]),
      )
      .execute();
    if (inserted) return { created: true, id: inserted.id, created_at: inserted.created_at };
    const existing = await trx
      .selectFrom('blocks')
      .select(['id', 'created_at'])
      .where('user_id', '=', user.id)
      .where('blocked_id', '=', otherId)
      .executeTakeFirstOrThrow();
    return { created: false, id: existing.id, created_at: existing.created_at };
  });
  await deps.events.publish({ type: 'relation.changed', kind: 'block', userIds: [user.id, otherId] });
  return { created: result.created, restriction: { id: result.id, user: toPerson(other), created_at: result.created_at } };
}

export async function unblock(deps: AppDeps, user: UserRow, otherId: number): Promise<void> {
  const deleted = await deps.db.deleteFrom('blocks').where('user_id', '=', user.id).where('blocked_id', '=', otherId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, 'blockNotFound');
  await deps.events.publish({ type: 'relation.changed', kind: 'block', userIds: [user.id, otherId] });
}

export async function listMutes(deps: AppDeps, user: UserRow) {
  const rows = await deps.db
    .selectFrom('mutes')
    .innerJoin('users', 'users.id', 'mutes.muted_id')
    .select(['mutes.id as restriction_id', 'mutes.created_at', ...PERSON_COLUMNS])
    .where('mutes.user_id', '=', user.id)
    .orderBy('mutes.created_at', 'desc')
    .orderBy('mutes.id', 'desc')
    .execute();
  return { mutes: rows.map((row) => ({ id: row.restriction_id, user: toPerson(row), created_at: row.created_at })) };
}

export async function mute(deps: AppDeps, user: UserRow, otherId: number) {
  if (otherId === user.id) throw new HttpError(422, 'cannotMuteSelf', { user_id: ['cannotMuteSelf'] });
  const other = await existingUser(deps.db, otherId);
  const inserted = await deps.db
    .insertInto('mutes')
    .values({ user_id: user.id, muted_id: otherId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'muted_id']).doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  const row =
    inserted ??
    (await deps.db.selectFrom('mutes').select(['id', 'created_at']).where('user_id', '=', user.id).where('muted_id', '=', otherId).executeTakeFirstOrThrow());
  await deps.events.publish({ type: 'relation.changed', kind: 'mute', userIds: [user.id] });
  return { created: inserted !== undefined, restriction: { id: row.id, user: toPerson(other), created_at: row.created_at } };
}

export async function unmute(deps: AppDeps, user: UserRow, otherId: number): Promise<void> {
  const deleted = await deps.db.deleteFrom('mutes').where('user_id', '=', user.id).where('muted_id', '=', otherId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, 'muteNotFound');
  await deps.events.publish({ type: 'relation.changed', kind: 'mute', userIds: [user.id] });
}

// ------------------------------------------------------------------------------------------- privacy

function settingsOf(row: Pick<UserRow, 'profile_visibility' | 'friend_requests_from' | 'messages_from'>): PrivacySettings {
  return { profile_visibility: row.profile_visibility, friend_requests_from: row.friend_requests_from, messages_from: row.messages_from };
}

export async function privacySettings(deps: AppDeps, user: UserRow): Promise<PrivacySettings> {
  const row = await deps.db
    .selectFrom('users')
    .select(['profile_visibility', 'friend_requests_from', 'messages_from'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return settingsOf(row);
}

export async function updatePrivacySettings(deps: AppDeps, user: UserRow, changes: Partial<PrivacySettings>): Promise<PrivacySettings> {
  const set: Partial<PrivacySettings> = {};
  if (changes.profile_visibility !== undefined) set.profile_visibility = changes.profile_visibility;
  if (changes.friend_requests_from !== undefined) set.friend_requests_from = changes.friend_requests_from;
  if (changes.messages_from !== undefined) set.messages_from = changes.messages_from;
  if (Object.keys(set).length === 0) return privacySettings(deps, user);
  const row = await deps.db
    .updateTable('users')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', user.id)
    .returning(['profile_visibility', 'friend_requests_from', 'messages_from'])
    .executeTakeFirstOrThrow();
  // The feed's ranked window notes whose posts are for friends only.
  if (set.profile_visibility !== undefined) await deps.events.publish({ type: 'relation.changed', kind: 'visibility', userIds: [user.id] });
  return settingsOf(row);
}
