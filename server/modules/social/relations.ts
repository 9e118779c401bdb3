import { type RawBuilder, sql } from 'kysely';
import type { Person } from '../../../common/contract/social';
import type { Db } from '../../db';
import { perDatabase, prepareQuery } from '../../db/prepared';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { cacheSlot } from '../../platform/cache';

// What the social graph answers other modules: who blocked whom, who is a friend of whom, whose posts and
// comments a viewer does not want to see. Friendship rows point one way (asker → accepter), so every
// question about friends looks at both columns.

export const userNotFound = () => new HttpError(404, 'userNotFound');

export type PersonRow = Pick<UserRow, 'id' | 'name' | 'image' | 'profile_border'>;
export const PERSON_COLUMNS = ['users.id', 'users.name', 'users.image', 'users.profile_border'] as const;

export function toPerson(row: PersonRow): Person {
  return { id: row.id, name: row.name, image: row.image, profile_border: row.profile_border };
}

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Which of `others` stand on the other side of a block from `userId` (either direction): a group's members
 * who must neither hear from nor be heard by that person.
 */
export async function blockedAmong(db: Db, userId: number, others: readonly number[]): Promise<Set<number>> {
  const candidates = [...new Set(others.filter((id) => id !== userId))];
  if (candidates.length === 0) return new Set();
  const rows = await db
    .selectFrom('blocks')
    .select(['user_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', userId), eb('blocked_id', 'in', candidates)]),
        eb.and([eb('blocked_id', '=', userId), eb('user_id', 'in', candidates)]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => (row.user_id === userId ? row.blocked_id : row.user_id)));
}

/** Ids of the accepted friends of a user, as a subquery. */
export function friendIdsOf(db: Db, userId: number) {
  return db
    .selectFrom('friendships')
    .select('friendships.friend_id as id')
    .where('friendships.user_id', '=', userId)
    .where('friendships.status', '=', 'accepted')
    .unionAll(
      db
        .selectFrom('friendships')
        .select('friendships.user_id as id')
        .where('friendships.friend_id', '=', userId)
        .where('friendships.status', '=', 'accepted'),
    );
}

/** Which of `accounts` are friends of the viewer (an accepted friendship, stored in either direction). */
export async function friendsAmong(db: Db, viewerId: number, accounts: number[]): Promise<Set<number>> {
  if (accounts.length === 0) return new Set();
  const rows = await db
    .selectFrom('friendships')
    .select(['user_id', 'friend_id'])
    .where('status', '=', 'accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', viewerId), eb('friend_id', 'in', accounts)]),
        eb.and([eb('friend_id', '=', viewerId), eb('user_id', 'in', accounts)]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => (row.user_id === viewerId ? row.friend_id : row.user_id)));
}

// A profile set to "Nur Freunde" shows its posts only to its friends and its owner ("Name und Profilbild sind
// immer zu sehen, Beiträge und Spiele nur für die gewählte Gruppe"). These are the social graph's parts of the
// one rule of who may see and touch a post (server/modules/posts/visibility.ts); the posts module composes them.

/**
 * SQL over a row whose author is `author` (a column such as posts.user_id): that author's account is active
 * (not deleted, not suspended) and shows its posts to the viewer (null: a visitor).
 */
export function authorShowsPostsTo(author: RawBuilder<number>, viewerId: number | null) {
  const active = sql`a.deleted_at is null and a.suspended_at is null`;
  if (viewerId === null) {
    return sql<boolean>`exists (select 1 from users a where a.id = ${author} and ${active} and a.profile_visibility <> 'friends')`;
  }
  return sql<boolean>`(${author} = ${viewerId} or exists (select 1 from users a where a.id = ${author} and ${active} and (
    a.profile_visibility <> 'friends' or exists (select 1 from friendships f where f.status = 'accepted'
      and ((f.user_id = ${viewerId} and f.friend_id = a.id) or (f.friend_id = ${viewerId} and f.user_id = a.id))))))`;
}

/** Which of the accounts show their profile (bio and more) to everyone right now. */
export async function profilesOpenToEveryone(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', [...new Set(ids)]).where('profile_visibility', '=', 'everyone').execute();
  return new Set(rows.map((row) => row.id));
}

/** SQL: the account `author` (a column) is active: not deleted, not suspended. */
export function activeAccount(author: RawBuilder<number>) {
  return sql<boolean>`exists (select 1 from users a where a.id = ${author} and a.deleted_at is null and a.suspended_at is null)`;
}

/** SQL: no block between the viewer and `other` (a column), in either direction; always true for a visitor. */
export function noBlockBetween(other: RawBuilder<number>, viewerId: number | null) {
  if (viewerId === null) return sql<boolean>`1 = 1`;
  return sql<boolean>`(not exists (select 1 from blocks b where b.user_id = ${viewerId} and b.blocked_id = ${other})
    and not exists (select 1 from blocks b where b.user_id = ${other} and b.blocked_id = ${viewerId}))`;
}

/** Whether the two have at least one friend in common. */
export async function haveCommonFriend(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom(friendIdsOf(db, a).as('mine'))
    .select('mine.id')
    .where('mine.id', 'in', friendIdsOf(db, b))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An account others can reach (follow, befriend): exists, not deleted, not suspended, and neither of the two
 * blocked the other. Anything else is the same 404, so a block is not confirmed to the blocked person.
 */
export async function reachableUser(db: Db, viewerId: number, otherId: number): Promise<UserRow> {
  const [other, blocked] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', otherId).executeTakeFirst(),
    blockedEitherWay(db, viewerId, otherId),
  ]);
  if (!other || other.deleted_at !== null || other.suspended_at !== null || blocked) throw userNotFound();
  return other;
}

/** Whether the two are friends (an accepted friendship, stored in either direction). */
export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('friendships')
    .select('id')
    .where('status', '=', 'accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('friend_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('friend_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Everyone on the other end of a friendship row with the user (accepted or pending, either direction). */
export async function friendshipPartnersOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('friendships')
    .select(['user_id', 'friend_id'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]))
    .execute();
  return rows.map((row) => (row.user_id === userId ? row.friend_id : row.user_id));
}

// ------------------------------------------------------------------ one's own relations (the session user)

export type OwnRelationKind = 'following' | 'friend' | 'incoming' | 'outgoing';

/**
 * Everything a person lists of their own relations, as one UNION ALL of indexed lookups with the columns kind,
 * id, other_id, name, image: whom they follow, their friends (a friendship row points one way, asker → accepter,
 * so a friend is whoever is on the other end) and open requests both ways. A query, not rows: the session user's
 * answer (users/serialize.ts) adds its owned borders and prepares the whole once, as it runs on every signed-in
 * page load.
 */
export function ownRelationsQuery(db: Db, userId: number) {
  const nullText = sql<string | null>`cast(null as text)`;
  const kind = (value: OwnRelationKind) => sql<OwnRelationKind>`${sql.lit(value)}`;
  const friendsVia = (mine: 'user_id' | 'friend_id', theirs: 'user_id' | 'friend_id', status: 'accepted' | 'pending', as: OwnRelationKind) =>
    db
      .selectFrom('friendships')
      .innerJoin('users', 'users.id', `friendships.${theirs}`)
      .select([
        kind(as).as('kind'),
        'friendships.id as id',
        'users.id as other_id',
        'users.name as name',
        'users.image as image',
      ])
      .where(`friendships.${mine}`, '=', userId)
      .where('friendships.status', '=', status)
      .where('users.deleted_at', 'is', null);
  return db
    .selectFrom('follows')
    .select([kind('following').as('kind'), 'id', 'account_id as other_id', nullText.as('name'), nullText.as('image')])
    .where('user_id', '=', userId)
    .unionAll(friendsVia('user_id', 'friend_id', 'accepted', 'friend'))
    .unionAll(friendsVia('friend_id', 'user_id', 'accepted', 'friend'))
    .unionAll(friendsVia('friend_id', 'user_id', 'pending', 'incoming'))
    .unionAll(friendsVia('user_id', 'friend_id', 'pending', 'outgoing'));
}

// --------------------------------------------------------------------------- follows (profiles, feeds)

/** Ids of the accounts a user follows, as a subquery. */
export function followedIdsOf(db: Db, userId: number) {
  return db.selectFrom('follows').select('follows.account_id').where('follows.user_id', '=', userId);
}

/** How many follow each of the accounts (absent: none). */
export async function followerCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('follows')
    .select(['account_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', 'in', userIds)
    .groupBy('account_id')
    .execute();
  return new Map(rows.map((row) => [row.account_id, Number(row.n)]));
}

// GET /api/profiles/{id} is among the most frequent calls: its queries are prepared once per database
// (server/db/prepared.ts), as Kysely's building cost more than running them.

/** The newest follow entries of the account's followers (follows_account index). */
const followersQuery = perDatabase((db: Db) =>
  prepareQuery(db, 2, (accountId: number, limit: number) =>
    db
      .selectFrom('follows')
      .select(['id', 'user_id', 'account_id'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  ),
);

export function newestFollowers(db: Db, accountId: number, limit: number) {
  return followersQuery(db)(accountId, limit);
}

type RelationKind = 'follow' | 'block' | 'mute' | 'friendship';

/** Follows both ways, blocks both ways, the viewer's mute and the friendship row, in one round trip. */
function buildRelationQuery(db: Db, viewerId: number, otherId: number) {
  const kind = (value: RelationKind) => sql<RelationKind>`${sql.lit(value)}`;
  const noStatus = sql<string | null>`cast(null as text)`;
  return db
    .selectFrom('follows')
    .select([kind('follow').as('kind'), 'id', 'user_id as a', noStatus.as('status')])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', viewerId), eb('account_id', '=', otherId)]),
        eb.and([eb('user_id', '=', otherId), eb('account_id', '=', viewerId)]),
      ]),
    )
    .unionAll(
      db
        .selectFrom('blocks')
        .select([kind('block').as('kind'), 'id', 'user_id as a', noStatus.as('status')])
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', viewerId), eb('blocked_id', '=', otherId)]),
            eb.and([eb('user_id', '=', otherId), eb('blocked_id', '=', viewerId)]),
          ]),
        ),
    )
    .unionAll(
      db
        .selectFrom('mutes')
        .select([kind('mute').as('kind'), 'id', 'user_id as a', noStatus.as('status')])
        .where('user_id', '=', viewerId)
        .where('muted_id', '=', otherId),
    )
    .unionAll(
      db
        .selectFrom('friendships')
        .select([kind('friendship').as('kind'), 'id', 'user_id as a', 'status'])
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', viewerId), eb('friend_id', '=', otherId)]),
            eb.and([eb('user_id', '=', otherId), eb('friend_id', '=', viewerId)]),
          ]),
        ),
    );
}

const relationQuery = perDatabase((db: Db) => prepareQuery(db, 2, (viewerId: number, otherId: number) => buildRelationQuery(db, viewerId, otherId)));

/**
 * Every row between the viewer and another user: follows and blocks both ways, the viewer's mute, the friendship
 * (accepted or pending). `a` is whose row it is (the follower, the blocker, the asker).
 */
export async function relationRowsBetween(
  db: Db,
  viewerId: number,
  otherId: number,
): Promise<Array<{ kind: RelationKind; id: number; a: number; status: string | null }>> {
  const rows = await relationQuery(db)(viewerId, otherId);
  return rows.map((row) => ({ kind: row.kind, id: Number(row.id), a: Number(row.a), status: row.status }));
}

// ------------------------------------------------------------------------------ hidden authors (feeds)

/**
 * A viewer's mutes and blocks change rarely: looked up at most every 10 s, and at once after a change
 * (relation.changed, in every instance: server/modules/social/events.ts).
 */
const HIDDEN = cacheSlot<number, Promise<HiddenAuthors>>({ ttlMs: 10_000, max: 10_000 });

interface HiddenAuthors {
  /** Muted, blocked, or who blocked the viewer: left out of feeds, comments and forums. */
  all: Set<number>;
  /** Blocked either way, without mutes: search leaves out only these (a muted account can still be found). */
  blocked: Set<number>;
}

type CacheDeps = Pick<AppDeps, 'db' | 'caches'>;

/** The viewer's mutes and the blocks both ways in one round trip (each side on its own index). */
async function hiddenAuthorsOf(db: Db, viewerId: number): Promise<HiddenAuthors> {
  const kind = (value: 'mute' | 'block') => sql<'mute' | 'block'>`${sql.lit(value)}`;
  const rows = await db
    .selectFrom('mutes')
    .select([kind('mute').as('kind'), 'muted_id as id'])
    .where('user_id', '=', viewerId)
    .unionAll(db.selectFrom('blocks').select([kind('block').as('kind'), 'blocked_id as id']).where('user_id', '=', viewerId))
    .unionAll(db.selectFrom('blocks').select([kind('block').as('kind'), 'user_id as id']).where('blocked_id', '=', viewerId))
    .execute();
  const authors: HiddenAuthors = { all: new Set(), blocked: new Set() };
  for (const row of rows) {
    authors.all.add(Number(row.id));
    if (row.kind === 'block') authors.blocked.add(Number(row.id));
  }
  return authors;
}

function cachedHiddenAuthors(deps: CacheDeps, viewerId: number): Promise<HiddenAuthors> {
  return deps.caches.of(HIDDEN).remember(viewerId, () => hiddenAuthorsOf(deps.db, viewerId));
}

/** Authors whose posts and comments a viewer does not get (muted, blocked, or who blocked the viewer), cached briefly per viewer. */
export async function cachedHiddenAuthorIds(deps: CacheDeps, viewerId: number): Promise<Set<number>> {
  return (await cachedHiddenAuthors(deps, viewerId)).all;
}

/** Accounts the viewer blocked and accounts that blocked the viewer, cached briefly per viewer. */
export async function cachedBlockedAccountIds(deps: CacheDeps, viewerId: number): Promise<Set<number>> {
  return (await cachedHiddenAuthors(deps, viewerId)).blocked;
}

/** After a block, mute or their undoing (relation.changed): the users see the change at once. */
export function forgetHiddenAuthors(deps: Pick<AppDeps, 'caches'>, userIds: readonly number[]): void {
  const cache = deps.caches.of(HIDDEN);
  for (const id of userIds) cache.delete(id);
}
