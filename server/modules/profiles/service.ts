import { sql } from 'kysely';
import { PROFILE_FOLLOWERS_LISTED, PROFILE_POSTS_PAGE, type ProfileAnswer, type Relationship } from '../../../common/contract/profiles';
import type { Db } from '../../db';
import { perDatabase, prepareQuery } from '../../db/prepared';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { TIME_ID, decodeCursor, encodeCursor } from '../posts/cursor';
import { toPosts } from '../posts/serialize';
import { haveCommonFriend, newestFollowers, relationRowsBetween, userNotFound } from '../social/relations';

// Profiles (spec §3 Profile, §7 GET /api/profiles/{id}). Counters come from the users row
// (followers_count, following_count, likes_received are kept with the rows they count); one query answers
// where the viewer stands with the account (follows both ways, blocks both ways, mute, friendship), the rest
// (followers listed, posts, games, favourites) run side by side on their indexes.

type Viewer = Pick<UserRow, 'id' | 'role'> | null;

export const profileUnavailable = () => new HttpError(403, 'profileUnavailable');

const PROFILE_COLUMNS = [
  'users.id',
  'users.name',
  'users.bio',
  'users.boostz',
  'users.steam_id',
  'users.steam_verified_at',
  'users.credits',
  'users.apperance',
  'users.language',
  'users.image',
  'users.profile_border',
  'users.role',
  'users.created_at',
  'users.followers_count',
  'users.following_count',
  'users.likes_received',
  'users.profile_visibility',
  'users.friend_requests_from',
  'users.messages_from',
  'users.deleted_at',
  'users.suspended_at',
] as const;

/**
 * The hot path runs fixed-shape queries, built and compiled once per database (server/db/prepared.ts):
 * GET /api/profiles/{id} is among the most frequent calls and Kysely's building cost more than the queries.
 * The relations and followers come from the social graph (social/relations.ts), prepared the same way.
 */

/** The users row with the number of visible posts (a handful of entries on the posts_profile index). */
const profileQuery = perDatabase((db: Db) =>
  prepareQuery(db, 1, (id: number) =>
    db
      .selectFrom('users')
      .select(PROFILE_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('posts')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('posts.user_id', '=', id)
          .where('posts.status', '=', 'ready')
          .where('posts.hidden', '=', 0)
          .as('posts_count'),
      )
      .where('users.id', '=', id),
  ),
);

async function profileRow(db: Db, id: number) {
  const [row] = await profileQuery(db)(id);
  if (!row) throw userNotFound();
  if (row.deleted_at !== null || row.suspended_at !== null) throw profileUnavailable();
  return row;
}

type ProfileRow = Awaited<ReturnType<typeof profileRow>>;

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
  for (const row of await relationRowsBetween(db, viewer.id, profile.id)) {
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

function buildPostQuery(db: Db, profileId: number, own: boolean) {
  const query = db
    .selectFrom('posts')
    .selectAll()
    .where('user_id', '=', profileId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PROFILE_POSTS_PAGE + 1);
  return own ? query : query.where('status', '=', 'ready').where('hidden', '=', 0);
}

const firstPageQuery = perDatabase((db: Db) => prepareQuery(db, 1, (profileId: number) => buildPostQuery(db, profileId, false)));

/** A page of the profile's posts: ready and shown ones, on one's own profile also unfinished and hidden ones. */
async function postPage(db: Db, viewer: Viewer, profileId: number, cursorText: string | undefined) {
  const cursor = decodeCursor(cursorText, TIME_ID);
  const own = viewer?.id === profileId;
  const rows =
    !cursor && !own
      ? await firstPageQuery(db)(profileId)
      : await buildPostQuery(db, profileId, own)
          .$if(cursor !== null, (query) =>
            query.where((eb) =>
              eb.or([eb('created_at', '<', cursor!.c), eb.and([eb('created_at', '=', cursor!.c), eb('id', '<', cursor!.i)])]),
            ),
          )
          .execute();
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

const GAMES_LISTED = 50;

/** Games the account made (games_creator index) and its favourites, in one round trip. */
const gamesQuery = perDatabase((db: Db) =>
  prepareQuery(db, 1, (profileId: number) => {
    const made = db
      .selectFrom('games')
      .select([sql<'made' | 'favourite'>`'made'`.as('kind'), 'games.id', 'games.name', 'games.image', 'games.created_at as at'])
      .where('games.creator_id', '=', profileId)
      .orderBy('games.id')
      .limit(GAMES_LISTED);
    const favourite = db
      .selectFrom('favorite_games')
      .innerJoin('games', 'games.id', 'favorite_games.game_id')
      .select([sql<'made' | 'favourite'>`'favourite'`.as('kind'), 'games.id', 'games.name', 'games.image', 'favorite_games.created_at as at'])
      .where('favorite_games.user_id', '=', profileId)
      .orderBy('favorite_games.created_at', 'desc')
      .limit(GAMES_LISTED);
    return db
      .selectFrom(made.as('made'))
      .selectAll()
      .unionAll(db.selectFrom(favourite.as('favourite')).selectAll());
  }),
);

export async function getProfile(deps: AppDeps, viewer: Viewer, profileId: number): Promise<ProfileAnswer> {
  const db = deps.db;
  const profile = await profileRow(db, profileId);
  const relationship = await relationshipOf(db, viewer, profile);
  const restricted = isRestricted(viewer, profile, relationship);
  // Someone the viewer blocked: the page offers to unblock; their posts and games stay away, as everywhere.
  const withoutContent = restricted || relationship.blocked;
  const [followers, page, gameRows] = await Promise.all([
    restricted ? Promise.resolve([]) : newestFollowers(db, profileId, PROFILE_FOLLOWERS_LISTED),
    withoutContent ? Promise.resolve(EMPTY_PAGE) : postPage(db, viewer, profileId, undefined),
    withoutContent ? Promise.resolve([]) : gamesQuery(db)(profileId),
  ]);
  // A union keeps no order: games by id, favourites newest first.
  const pick = (kind: 'made' | 'favourite') =>
    gameRows
      .filter((row) => row.kind === kind)
      .sort((a, b) => (kind === 'made' ? Number(a.id) - Number(b.id) : b.at.localeCompare(a.at)))
      .map((row) => ({ id: Number(row.id), name: row.name, image: row.image }));
  const games = pick('made');
  const favourites = pick('favourite');
  // Closed to this viewer: name, avatar and counters only, as search shows it ("Name und Profilbild sind immer
  // zu sehen"); the bio, the linked Steam account, the balance and who follows stay with the chosen group.
  const open = !restricted;
  return {
    user: [
      {
        id: profile.id,
        name: profile.name,
        bio: open ? profile.bio : null,
        boostz: open ? profile.boostz : null,
        steam_id: open ? profile.steam_id : null,
        steam_verified: open && profile.steam_id !== null && profile.steam_verified_at !== null,
        credits: open ? profile.credits : null,
        followers: open ? followers.map((row) => ({ id: Number(row.id), user_id: Number(row.user_id), account_id: Number(row.account_id) })) : [],
        apperance: profile.apperance,
        language: profile.language,
        image: profile.image,
        profile_border: profile.profile_border,
        role: profile.role,
        created_at: profile.created_at,
        followers_count: profile.followers_count,
        following_count: profile.following_count,
        total_likes: profile.likes_received,
        posts_count: Number(profile.posts_count ?? 0),
      },
    ],
    ...page,
    games,
    favorite_games: favourites,
    relationship,
    restricted,
  };
}

/**
 * Whether the viewer may see what a profile shows beyond name and avatar (posts, games, favourites): 404 for a
 * missing account, the neutral 403 for a deleted, suspended or blocking one; false for a friends-only profile
 * of someone who is not a friend.
 */
export async function profileContentVisible(deps: AppDeps, viewer: Viewer, profileId: number): Promise<boolean> {
  const profile = await profileRow(deps.db, profileId);
  const relationship = await relationshipOf(deps.db, viewer, profile);
  return !isRestricted(viewer, profile, relationship) && !relationship.blocked;
}

export async function profilePosts(deps: AppDeps, viewer: Viewer, profileId: number, cursor: string | undefined) {
  const profile = await profileRow(deps.db, profileId);
  const relationship = await relationshipOf(deps.db, viewer, profile);
  if (isRestricted(viewer, profile, relationship) || relationship.blocked) return EMPTY_PAGE;
  return postPage(deps.db, viewer, profileId, cursor);
}
