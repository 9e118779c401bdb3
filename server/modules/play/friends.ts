import {
  FRIENDS_PER_GAME,
  FRIENDS_PLAYING_DAYS,
  FRIENDS_PLAYING_MAX,
  type FriendsPlaying,
  type FriendsPlayingAnswer,
} from '../../../common/contract/explore';
import type { Person } from '../../../common/contract/social';
import { nowIso } from '../../db';
import type { AppDeps } from '../../deps';
import { selectGames, toGame } from '../games/service';
import { cachedBlockedAccountIds, friendIdsOf, PERSON_COLUMNS, toPerson } from '../social/relations';

// "Was deine Freunde spielen" on /explore: the games the signed-in person's friends played over the last days, from
// their play sessions (session feedback: launcher and browser sessions with their length) and their "zuletzt
// gespielt". Friends on the other side of a block and deleted or suspended accounts are left out. Games with the
// most friends come first, then the most recent.

const DAY_MS = 86_400_000;

interface Played {
  friends: Map<number, string>;
  minutes: number;
  last: string;
}

export async function friendsPlaying(deps: Pick<AppDeps, 'db' | 'caches'>, user: { id: number }, now = Date.now()): Promise<FriendsPlayingAnswer> {
  const empty = { games: [], days: FRIENDS_PLAYING_DAYS };
  const [friendRows, blocked] = await Promise.all([friendIdsOf(deps.db, user.id).execute(), cachedBlockedAccountIds(deps, user.id)]);
  const friendIds = [...new Set(friendRows.map((row) => Number(row.id)))].filter((id) => !blocked.has(id));
  if (friendIds.length === 0) return empty;
  const since = nowIso(new Date(now - FRIENDS_PLAYING_DAYS * DAY_MS));
  const [people, sessions, played] = await Promise.all([
    deps.db
      .selectFrom('users')
      .select(PERSON_COLUMNS)
      .where('users.id', 'in', friendIds)
      .where('users.deleted_at', 'is', null)
      .where('users.suspended_at', 'is', null)
      .execute(),
    deps.db
      .selectFrom('session_feedback')
      .select([
        'session_feedback.user_id',
        'session_feedback.game_id',
        (eb) => eb.fn.sum<number | string>('session_feedback.session_duration_minutes').as('minutes'),
        (eb) => eb.fn.max('session_feedback.created_at').as('last'),
      ])
      .where('session_feedback.user_id', 'in', friendIds)
      .where('session_feedback.created_at', '>=', since)
      .groupBy(['session_feedback.user_id', 'session_feedback.game_id'])
      .execute(),
    deps.db
      .selectFrom('last_played')
      .select(['last_played.user_id', 'last_played.game_id', 'last_played.played_at'])
      .where('last_played.user_id', 'in', friendIds)
      .where('last_played.played_at', '>=', since)
      .execute(),
  ]);
  const personOf = new Map<number, Person>(people.map((person) => [person.id, toPerson(person)]));
  const byGame = new Map<number, Played>();
  const record = (userId: number, gameId: number, at: string, minutes: number) => {
    if (!personOf.has(userId)) return;
    const entry = byGame.get(gameId) ?? { friends: new Map<number, string>(), minutes: 0, last: at };
    entry.minutes += minutes;
    if (at > entry.last) entry.last = at;
    if (at > (entry.friends.get(userId) ?? '')) entry.friends.set(userId, at);
    byGame.set(gameId, entry);
  };
  for (const row of sessions) record(row.user_id, row.game_id, String(row.last), Number(row.minutes ?? 0));
  for (const row of played) record(row.user_id, row.game_id, row.played_at, 0);
  if (byGame.size === 0) return empty;
  const ranked = [...byGame]
    .sort(([a, left], [b, right]) => right.friends.size - left.friends.size || right.last.localeCompare(left.last) || a - b)
    .slice(0, FRIENDS_PLAYING_MAX);
  const games = new Map(
    (
      await selectGames(deps.db)
        .where(
          'games.id',
          'in',
          ranked.map(([gameId]) => gameId),
        )
        .execute()
    ).map((row) => [row.id, toGame(row)]),
  );
  const entries: FriendsPlaying[] = ranked.flatMap(([gameId, entry]) => {
    const game = games.get(gameId);
    if (!game) return [];
    const friends = [...entry.friends]
      .sort((a, b) => b[1].localeCompare(a[1]) || a[0] - b[0])
      .map(([id]) => personOf.get(id)!)
      .slice(0, FRIENDS_PER_GAME);
    return [{ game, friends, friends_count: entry.friends.size, minutes: entry.minutes, last_played_at: entry.last }];
  });
  return { games: entries, days: FRIENDS_PLAYING_DAYS };
}
