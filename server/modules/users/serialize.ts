import type { SessionUser } from '../../../common/contract/auth';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';

function ageFrom(birthdate: string | null, now = new Date()): number | null {
  if (!birthdate) return null;
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

/** The spec §3 User as the logged-in user sees themself, with their relations. */
export async function toSessionUser(db: Db, user: UserRow): Promise<SessionUser> {
  // A friendship row points one way (who asked → who accepted); a friend is whoever is on the other end.
  const acceptedFriendsVia = (mine: 'user_id' | 'friend_id', theirs: 'user_id' | 'friend_id') =>
    db
      .selectFrom('friendships')
      .innerJoin('users', 'users.id', `friendships.${theirs}`)
      .select(['users.id', 'users.name', 'users.image'])
      .where(`friendships.${mine}`, '=', user.id)
      .where('friendships.status', '=', 'accepted')
      .where('users.deleted_at', 'is', null)
      .execute();
  const [following, friendsAsked, friendsAccepted, incoming, outgoing, borders] = await Promise.all([
    db.selectFrom('follows').select(['id', 'user_id', 'account_id']).where('user_id', '=', user.id).execute(),
    acceptedFriendsVia('user_id', 'friend_id'),
    acceptedFriendsVia('friend_id', 'user_id'),
    db
      .selectFrom('friendships')
      .innerJoin('users', 'users.id', 'friendships.user_id')
      .select(['friendships.id', 'friendships.user_id', 'users.name', 'users.image'])
      .where('friendships.friend_id', '=', user.id)
      .where('friendships.status', '=', 'pending')
      .execute(),
    db
      .selectFrom('friendships')
      .innerJoin('users', 'users.id', 'friendships.friend_id')
      .select(['friendships.id', 'friendships.friend_id', 'users.name', 'users.image'])
      .where('friendships.user_id', '=', user.id)
      .where('friendships.status', '=', 'pending')
      .execute(),
    db.selectFrom('owned_borders').select('border_id').where('user_id', '=', user.id).execute(),
  ]);
  return {
    id: user.id,
    name: user.name,
    bio: user.bio,
    boostz: user.boostz,
    credits: user.credits,
    steam_id: user.steam_id,
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
    friends: [...friendsAsked, ...friendsAccepted],
    friendRequests: incoming,
    sentRequests: outgoing,
    email_verified_at: user.email_verified_at,
    profile_border: user.profile_border,
    owned_borders: borders.map((border) => border.border_id),
    authenticated: true,
    notVerified: user.email_verified_at === null,
    created_at: user.created_at,
  };
}
