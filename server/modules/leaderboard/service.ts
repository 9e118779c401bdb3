import { LEADERBOARD_DEFAULT_LIMIT } from '../../../common/constants';
import type { LeaderboardAnswer, LeaderboardPeriod, LeaderboardRow } from '../../../common/contract/leaderboard';
import { nowIso } from '../../db';
import type { AppDeps } from '../../deps';

// The creators' leaderboard: per creator, over the period, the plays (sessions) of their games,
// the favourites they gained and the likes of clips about them. One query; the score and the order here.

const PERIOD_DAYS: Record<LeaderboardPeriod, number | null> = { week: 7, month: 30, all: null };

export function leaderboardScore(row: Pick<LeaderboardRow, 'plays' | 'favorites' | 'likes'>): number {
  return row.plays + 3 * row.favorites + row.likes;
}

export async function creatorsLeaderboard(
  deps: AppDeps,
  options: { limit?: number; period?: LeaderboardPeriod } = {},
  now = Date.now(),
): Promise<LeaderboardAnswer> {
  const period = options.period ?? 'month';
  const days = PERIOD_DAYS[period];
  const since = days === null ? '' : nowIso(new Date(now - days * 86_400_000));
  const rows = await deps.db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.image',
      'u.profile_border',
      eb.selectFrom('games as g').select((inner) => inner.fn.countAll<number | string>().as('n')).whereRef('g.creator_id', '=', 'u.id').as('games'),
      eb
        .selectFrom('session_feedback as s')
        .innerJoin('games as g', 'g.id', 's.game_id')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('g.creator_id', '=', 'u.id')
        .where('s.created_at', '>=', since)
        .as('plays'),
      eb
        .selectFrom('favorite_games as f')
        .innerJoin('games as g', 'g.id', 'f.game_id')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('g.creator_id', '=', 'u.id')
        .where('f.created_at', '>=', since)
        .as('favorites'),
      eb
        .selectFrom('likes as l')
        .innerJoin('posts as p', 'p.id', 'l.post_id')
        .innerJoin('games as g', 'g.id', 'p.game_id')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('g.creator_id', '=', 'u.id')
        .where('l.created_at', '>=', since)
        .as('likes'),
    ])
    .where('u.deleted_at', 'is', null)
    .where('u.suspended_at', 'is', null)
    .where((eb) => eb.exists(eb.selectFrom('games as g').select('g.id').whereRef('g.creator_id', '=', 'u.id')))
    .execute();
  const ranked = rows
    .map((row) => {
      const figures = { plays: Number(row.plays ?? 0), favorites: Number(row.favorites ?? 0), likes: Number(row.likes ?? 0) };
      return {
        user: { id: row.id, name: row.name, image: row.image, profile_border: row.profile_border },
        games: Number(row.games ?? 0),
        ...figures,
        score: leaderboardScore(figures),
      };
    })
    .sort((a, b) => b.score - a.score || b.games - a.games || a.user.id - b.user.id)
    .slice(0, options.limit ?? LEADERBOARD_DEFAULT_LIMIT)
    .map((row, index) => ({ rank: index + 1, ...row }));
  return { rows: ranked, period };
}
