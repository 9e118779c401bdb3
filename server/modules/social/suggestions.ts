import type { Suggestion } from '../../../common/contract/social';
import { type Db, nowIso } from '../../db';
import type { AppDeps } from '../../deps';
import { PERSON_COLUMNS, toPerson } from './relations';

// People to follow (spec §7 /api/users/suggestions and /api/get-random-users): friends of
// friends first (most friends in common first), then people who favour the same games, then active
// creators (ready posts in the last 30 days), then the newest members. Never oneself, people one already
// follows or is friends with, anyone blocked either way, deleted or suspended accounts.

export const SUGGESTIONS_DEFAULT = 12;
const POOL = 60;
const ACTIVE_DAYS = 30;

type Reason = Suggestion['reason'];
interface Candidate {
  id: number;
  reason: Reason;
  in_common: number;
}

async function excludedIds(db: Db, viewerId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('follows')
    .select('account_id as id')
    .where('user_id', '=', viewerId)
    .unionAll(db.selectFrom('friendships').select('friend_id as id').where('user_id', '=', viewerId))
    .unionAll(db.selectFrom('friendships').select('user_id as id').where('friend_id', '=', viewerId))
    .unionAll(db.selectFrom('blocks').select('blocked_id as id').where('user_id', '=', viewerId))
    .unionAll(db.selectFrom('blocks').select('user_id as id').where('blocked_id', '=', viewerId))
    .execute();
  const ids = new Set(rows.map((row) => Number(row.id)));
  ids.add(viewerId);
  return ids;
}

async function friendsOfFriends(db: Db, viewerId: number): Promise<Candidate[]> {
  const mine = await db
    .selectFrom('friendships')
    .select(['user_id', 'friend_id'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('user_id', '=', viewerId), eb('friend_id', '=', viewerId)]))
    .limit(1000)
    .execute();
  const friendIds = mine.map((row) => (row.user_id === viewerId ? row.friend_id : row.user_id));
  if (friendIds.length === 0) return [];
  const theirs = await db
    .selectFrom('friendships')
    .select(['user_id', 'friend_id'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('user_id', 'in', friendIds), eb('friend_id', 'in', friendIds)]))
    .limit(5000)
    .execute();
  const friends = new Set(friendIds);
  const counts = new Map<number, number>();
  for (const row of theirs) {
    for (const [a, b] of [
      [row.user_id, row.friend_id],
      [row.friend_id, row.user_id],
    ] as const) {
      if (friends.has(a) && !friends.has(b) && b !== viewerId) counts.set(b, (counts.get(b) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, POOL)
    .map(([id, n]) => ({ id, reason: 'friends_of_friends', in_common: n }));
}

async function sameGames(db: Db, viewerId: number): Promise<Candidate[]> {
  const rows = await db
    .selectFrom('favorite_games as theirs')
    .select(['theirs.user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('theirs.game_id', 'in', (eb) => eb.selectFrom('favorite_games').select('favorite_games.game_id').where('favorite_games.user_id', '=', viewerId))
    .where('theirs.user_id', '!=', viewerId)
    .groupBy('theirs.user_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('theirs.user_id')
    .limit(POOL)
    .execute();
  return rows.map((row) => ({ id: row.user_id, reason: 'same_games', in_common: Number(row.n) }));
}

async function activeCreators(db: Db): Promise<Candidate[]> {
  const since = nowIso(new Date(Date.now() - ACTIVE_DAYS * 86_400_000));
  const rows = await db
    .selectFrom('posts')
    .select(['posts.user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('posts.status', '=', 'ready')
    .where('posts.hidden', '=', 0)
    .where('posts.created_at', '>=', since)
    .groupBy('posts.user_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('posts.user_id')
    .limit(POOL)
    .execute();
  return rows.map((row) => ({ id: row.user_id, reason: 'active_creator', in_common: 0 }));
}

async function newMembers(db: Db): Promise<Candidate[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(POOL)
    .execute();
  return rows.map((row) => ({ id: row.id, reason: 'new_member', in_common: 0 }));
}

async function toSuggestions(db: Db, candidates: Candidate[]): Promise<Suggestion[]> {
  if (candidates.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select([...PERSON_COLUMNS, 'users.bio', 'users.followers_count'])
    .where('users.id', 'in', candidates.map((candidate) => candidate.id))
    .where('users.deleted_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .execute();
  const byId = new Map(users.map((user) => [user.id, user]));
  const result: Suggestion[] = [];
  for (const candidate of candidates) {
    const user = byId.get(candidate.id);
    if (!user) continue;
    result.push({ ...toPerson(user), bio: user.bio, followers_count: user.followers_count, reason: candidate.reason, in_common: candidate.in_common });
  }
  return result;
}

/** The ranked candidates: each person once, under the first reason that found them. */
async function rankedCandidates(db: Db, viewerId: number | null): Promise<Candidate[]> {
  const [excluded, ...groups] = await Promise.all([
    viewerId === null ? Promise.resolve(new Set<number>()) : excludedIds(db, viewerId),
    viewerId === null ? Promise.resolve([]) : friendsOfFriends(db, viewerId),
    viewerId === null ? Promise.resolve([]) : sameGames(db, viewerId),
    activeCreators(db),
    newMembers(db),
  ]);
  const seen = new Set(excluded);
  const ranked: Candidate[] = [];
  for (const group of groups) {
    for (const candidate of group) {
      if (seen.has(candidate.id)) continue;
      seen.add(candidate.id);
      ranked.push(candidate);
    }
  }
  return ranked;
}

export async function suggestions(deps: AppDeps, viewerId: number, limit = SUGGESTIONS_DEFAULT): Promise<Suggestion[]> {
  const ranked = await rankedCandidates(deps.db, viewerId);
  // A few more than asked, in case some turn out deleted or suspended.
  const people = await toSuggestions(deps.db, ranked.slice(0, limit + 10));
  return people.slice(0, limit);
}

/** A random pick from the same pool (for visitors: active creators and new members). */
export async function randomUsers(deps: AppDeps, viewerId: number | null, limit = SUGGESTIONS_DEFAULT): Promise<Suggestion[]> {
  const ranked = await rankedCandidates(deps.db, viewerId);
  for (let index = ranked.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [ranked[index], ranked[other]] = [ranked[other]!, ranked[index]!];
  }
  const people = await toSuggestions(deps.db, ranked.slice(0, limit + 10));
  return people.slice(0, limit);
}
