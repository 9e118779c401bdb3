import type { SessionUser } from '../../../common/contract/auth';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { type PreparedQuery, prepareQuery } from '../../db/prepared';
import type { UserRow } from '../../db/schema';

function ageFrom(birthdate: string | null, now = new Date()): number | null {
  if (!birthdate) return null;
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

type RelationKind = 'following' | 'friend' | 'incoming' | 'outgoing' | 'border';

/**
 * Everything the session user lists about their relations, in one round trip: follows, friends (a
 * friendship row points one way, asker → accepter, so a friend is whoever is on the other end), open
 * requests both ways and owned borders. One UNION ALL of indexed lookups instead of six queries: this runs
 * on every signed-in page load.
 */
function buildRelationsQuery(db: Db, userId: number) {
  const nullText = sql<string | null>`cast(null as text)`;
  const kind = (value: RelationKind) => sql<RelationKind>`${sql.lit(value)}`;
  const friendsVia = (mine: 'user_id' | 'friend_id', theirs: 'user_id' | 'friend_id', status: 'accepted' | 'pending', as: RelationKind) =>
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
    .unionAll(friendsVia('user_id', 'friend_id', 'pending', 'outgoing'))
    .unionAll(
      db
        .selectFrom('owned_borders')
        .select([kind('border').as('kind'), sql<number>`0`.as('id'), sql<number>`0`.as('other_id'), 'border_id as name', nullText.as('image')])
        .where('user_id', '=', userId),
    );
}

type RelationRow = Awaited<ReturnType<ReturnType<typeof buildRelationsQuery>['execute']>>[number];
const relationQueries = new WeakMap<Db, PreparedQuery<[number], RelationRow>>();

function relationsOf(db: Db, userId: number): Promise<RelationRow[]> {
  let query = relationQueries.get(db);
  if (!query) {
    query = prepareQuery(db, 1, (id: number) => buildRelationsQuery(db, id));
    relationQueries.set(db, query);
  }
  return query(userId);
}

/** The spec §3 User as the logged-in user sees themself, with their relations. */
export async function toSessionUser(db: Db, user: UserRow): Promise<SessionUser> {
  const following: SessionUser['following'] = [];
  const friends: SessionUser['friends'] = [];
  const friendRequests: SessionUser['friendRequests'] = [];
  const sentRequests: SessionUser['sentRequests'] = [];
  const ownedBorders: string[] = [];
  for (const row of await relationsOf(db, user.id)) {
    const id = Number(row.id);
    const otherId = Number(row.other_id);
    if (row.kind === 'following') following.push({ id, user_id: user.id, account_id: otherId });
    else if (row.kind === 'friend') friends.push({ id: otherId, name: row.name ?? '', image: row.image });
    else if (row.kind === 'incoming') friendRequests.push({ id, user_id: otherId, name: row.name ?? '', image: row.image });
    else if (row.kind === 'outgoing') sentRequests.push({ id, friend_id: otherId, name: row.name ?? '', image: row.image });
    else if (row.name !== null) ownedBorders.push(row.name);
  }
  return {
    id: user.id,
    name: user.name,
    bio: user.bio,
    boostz: user.boostz,
    credits: user.credits,
    steam_id: user.steam_id,
    steam_verified: user.steam_id !== null && user.steam_verified_at !== null,
    roblox_id: user.roblox_id,
    roblox_username: user.roblox_username,
    roblox_display_name: user.roblox_display_name,
    roblox_avatar_url: user.roblox_avatar_url,
    roblox_profile_url: user.roblox_profile_url,
    subscription_plan_id: user.subscription_plan_id,
    apperance: (user.apperance === 1 || user.apperance === 2 ? user.apperance : 0) as 0 | 1 | 2,
    language: user.language,
    gender: user.gender,
    image: user.image,
    email: user.email,
    age: ageFrom(user.birthdate),
    birthdate: user.birthdate,
    role: user.role,
    following,
    friends,
    friendRequests,
    sentRequests,
    email_verified_at: user.email_verified_at,
    profile_border: user.profile_border,
    owned_borders: ownedBorders,
    authenticated: true,
    notVerified: user.email_verified_at === null,
    created_at: user.created_at,
  };
}
