import { sql } from 'kysely';
import { PROFILE_FOLLOWERS_LISTED, PROFILE_POSTS_PAGE, type ProfileAnswer, type Relationship } from '../../../common/contract/profiles';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { TIME_ID, decodeCursor, encodeCursor } from '../posts/cursor';
import { toPosts } from '../posts/serialize';
import { haveCommonFriend, userNotFound } from '../social/relations';

// Profiles (issue 10; spec §3 Profile, §7 GET /api/profiles/{id}). Counters come from the users row
// (followers_count, following_count, likes_received are kept with the rows they count); one query answers
// where the viewer stands with the account (follows both ways, blocks both ways, mute, friendship), the rest
// (followers listed, posts, games, favourites) run side by side on their indexes.

type Viewer = Pick<UserRow, 'id' | 'role'> | null;

export const profileUnavailable = () => new HttpError(403, 'profileUnavailable');

const PROFILE_COLUMNS = [
  'id',
  'name',
  'bio',
  'boostz',
  'steam_id',
  'credits',
  'apperance',
  'language',
  'image',
  'profile_border',
  'role',
  'created_at',
  'followers_count',
  'following_count',
  'likes_received',
  'profile_visibility',
  'friend_requests_from',
  'messages_from',
  'deleted_at',
  'suspended_at',
] as const;

async function profileRow(db: Db, id: number) {
  const row = await db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw userNotFound();
  if (row.deleted_at !== null || row.suspended_at !== null) throw profileUnavailable();
  return row;
}

type ProfileRow = Awaited<ReturnType<typeof profileRow>>;
type RelationKind = 'follow' | 'block' | 'mute' | 'friendship';

/** Follows both ways, blocks both ways, the viewer's mute and the friendship row, in one round trip. */
async function relationRows(db: Db, viewerId: number, profileId: number) {
  const kind = (value: RelationKind) => sql<RelationKind>`${sql.lit(value)}`;
  const noStatus = sql<string | null>`cast(null as text)`;
  const rows = await db
    .selectFrom('follows')
    .select([kind('follow').as('kind'), 'id', 'user_id as a', noStatus.as('status')])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', viewerId), eb('account_id', '=', profileId)]),
        eb.and([eb('user_id', '=', profileId), eb('account_id', '=', viewerId)]),
      ]),
    )
    .unionAll(
      db
        .selectFrom('blocks')
        .select([kind('block').as('kind'), 'id', 'user_id as a', noStatus.as('status')])
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', viewerId), eb('blocked_id', '=', profileId)]),
            eb.and([eb('user_id', '=', profileId), eb('blocked_id', '=', viewerId)]),
          ]),
        ),
    )
    .unionAll(
      db
        .selectFrom('mutes')
        .select([kind('mute').as('kind'), 'id', 'user_id as a', noStatus.as('status')])
        .where('user_id', '=', viewerId)
        .where('muted_id', '=', profileId),
    )
    .unionAll(
      db
        .selectFrom('friendships')
        .select([kind('friendship').as('kind'), 'id', 'user_id as a', 'status'])
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', viewerId), eb('friend_id', '=', profileId)]),
            eb.and([eb('user_id', '=', profileId), eb('friend_id', '=', viewerId)]),
          ]),
        ),
    )
    .execute();
  return rows.map((row) => ({ kind: row.kind, id: Number(row.id), a: Number(row.a), status: row.status }));
}

const NO_RELATIONSHIP: Relationship = {
  is_self: false,
  following: null,
  follows_you: false,
  friendship: 'none',
  request_id: null,
  blocked: false,
  muted: false,
  can_request_friendship: false,
  can_message: false,
};

/** Where the viewer stands; a 403 (the same as for a deleted account) when the profile's owner blocked them. */
async function relationshipOf(db: Db, viewer: Viewer, profile: ProfileRow): Promise<Relationship> {
  if (!viewer) return NO_RELATIONSHIP;
  if (viewer.id === profile.id) return { ...NO_RELATIONSHIP, is_self: true };
  const relationship: Relationship = { ...NO_RELATIONSHIP };
  for (const row of await relationRows(db, viewer.id, profile.id)) {
    const mine = row.a === viewer.id;
    if (row.kind === 'block' && !mine) throw profileUnavailable();
    if (row.kind === 'block') relationship.blocked = true;
    else if (row.kind === 'mute') relationship.muted = true;
    else if (row.kind === 'follow' && mine) relationship.following = { id: row.id, user_id: viewer.id, account_id: profile.id };
    else if (row.kind === 'follow') relationship.follows_you = true;
    else if (row.kind === 'friendship' && relationship.friendship === 'none') {
      if (row.status === 'accepted') relationship.friendship = 'friends';
      else {
        relationship.friendship = mine ? 'request_sent' : 'request_received';
        relationship.request_id = row.id;
      }
    }
  }
  if (!relationship.blocked) {
    const friends = relationship.friendship === 'friends';
    const needsCommonFriend =
      (relationship.friendship === 'none' && profile.friend_requests_from === 'friends_of_friends') ||
      (!friends && profile.messages_from === 'friends_of_friends');
    const common = needsCommonFriend ? await haveCommonFriend(db, viewer.id, profile.id) : false;
    const allows = (audience: ProfileRow['friend_requests_from']) =>
      audience === 'everyone' || (audience === 'friends_of_friends' && (friends || common));
    relationship.can_request_friendship = relationship.friendship === 'none' && allows(profile.friend_requests_from);
    relationship.can_message = allows(profile.messages_from);
  }
  return relationship;
}

function isRestricted(viewer: Viewer, profile: ProfileRow, relationship: Relationship): boolean {
  if (profile.profile_visibility !== 'friends') return false;
  if (viewer?.id === profile.id) return false;
  return relationship.friendship !== 'friends';
}

/** A page of the profile's posts: ready and shown ones, on one's own profile also unfinished and hidden ones. */
async function postPage(db: Db, viewer: Viewer, profileId: number, cursorText: string | undefined) {
  const cursor = decodeCursor(cursorText, TIME_ID);
  let query = db
    .selectFrom('posts')
    .selectAll()
    .where('user_id', '=', profileId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PROFILE_POSTS_PAGE + 1);
  if (viewer?.id !== profileId) query = query.where('status', '=', 'ready').where('hidden', '=', 0);
  if (cursor) {
    query = query.where((eb) => eb.or([eb('created_at', '<', cursor.c), eb.and([eb('created_at', '=', cursor.c), eb('id', '<', cursor.i)])]));
  }
  const rows = await query.execute();
  const page = rows.slice(0, PROFILE_POSTS_PAGE);
  const last = page.at(-1);
  const hasMore = rows.length > PROFILE_POSTS_PAGE;
  return {
    posts: await toPosts(db, page, viewer),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor({ c: last.created_at, i: last.id }) : null,
  };
}

const EMPTY_PAGE = { posts: [], hasMore: false, nextCursor: null };

export async function getProfile(deps: AppDeps, viewer: Viewer, profileId: number): Promise<ProfileAnswer> {
  const db = deps.db;
  const profile = await profileRow(db, profileId);
  const relationship = await relationshipOf(db, viewer, profile);
  const restricted = isRestricted(viewer, profile, relationship);
  const [followers, postsCount, page, games, favourites] = await Promise.all([
    db
      .selectFrom('follows')
      .select(['id', 'user_id', 'account_id'])
      .where('account_id', '=', profileId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PROFILE_FOLLOWERS_LISTED)
      .execute(),
    // A handful of rows on the posts_user index, not a count over a table.
    db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', profileId)
      .where('status', '=', 'ready')
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow(),
    restricted ? Promise.resolve(EMPTY_PAGE) : postPage(db, viewer, profileId, undefined),
    restricted
      ? Promise.resolve([])
      : db.selectFrom('games').select(['id', 'name', 'image']).where('creator_id', '=', profileId).orderBy('id').limit(50).execute(),
    restricted
      ? Promise.resolve([])
      : db
          .selectFrom('favorite_games')
          .innerJoin('games', 'games.id', 'favorite_games.game_id')
          .select(['games.id', 'games.name', 'games.image'])
          .where('favorite_games.user_id', '=', profileId)
          .orderBy('favorite_games.created_at', 'desc')
          .orderBy('favorite_games.id', 'desc')
          .limit(50)
          .execute(),
  ]);
  return {
    user: [
      {
        id: profile.id,
        name: profile.name,
        bio: profile.bio,
        boostz: profile.boostz,
        steam_id: profile.steam_id,
        credits: profile.credits,
        followers,
        apperance: profile.apperance,
        language: profile.language,
        image: profile.image,
        profile_border: profile.profile_border,
        role: profile.role,
        created_at: profile.created_at,
        followers_count: profile.followers_count,
        following_count: profile.following_count,
        total_likes: profile.likes_received,
        posts_count: Number(postsCount.n),
      },
    ],
    ...page,
    games,
    favorite_games: favourites,
    relationship,
    restricted,
  };
}

export async function profilePosts(deps: AppDeps, viewer: Viewer, profileId: number, cursor: string | undefined) {
  const profile = await profileRow(deps.db, profileId);
  const relationship = await relationshipOf(deps.db, viewer, profile);
  if (isRestricted(viewer, profile, relationship)) return EMPTY_PAGE;
  return postPage(deps.db, viewer, profileId, cursor);
}
