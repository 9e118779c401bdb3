import { GOAL_DAILY_MINUTES } from '../../../common/constants';
import { dayKey } from '../../../common/rules/boostz';
import type { z } from 'zod';
import type {
  AlternativeGamesResponse,
  GamingGoal,
  GamingGoalsResponse,
  LastPlayedEntry,
  OfflineActivity,
  SessionFeedback,
  WellbeingStats,
  gamingGoalRequest,
  sessionFeedbackRequest,
} from '../../../common/contract/wellbeing';
import { type Db, nowIso } from '../../db';
import type { Selectable } from 'kysely';
import type { GamingGoalsTable } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, validationError } from '../../http/errors';
import { toGame } from '../games/service';
import { computeWellbeingStats } from './stats';

/** Sessions this short or shorter count as "a quick round" for someone who wants to play less. */
const SHORT_SESSION_MINUTES = 15;
const OFFLINE_ACTIVITIES: OfflineActivity[] = [
  { id: 'walk', minutes: 15 },
  { id: 'stretch', minutes: 5 },
  { id: 'callFriend', minutes: 20 },
  { id: 'read', minutes: 20 },
  { id: 'music', minutes: 10 },
  { id: 'cook', minutes: 30 },
];

function toGoal(row: Selectable<GamingGoalsTable>): GamingGoal {
  return {
    id: row.id,
    goal_type: row.goal_type,
    settings: { confirmBeforeStart: row.confirm_before_start === 1, collectFeedback: row.collect_feedback === 1 },
    daily_minutes: row.daily_minutes,
    active: row.active === 1,
    created_at: row.created_at,
  };
}

export async function activeGoal(deps: AppDeps, userId: number): Promise<GamingGoal | null> {
  const row = await deps.db
    .selectFrom('gaming_goals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? toGoal(row) : null;
}

export async function goalsOf(deps: AppDeps, userId: number): Promise<GamingGoalsResponse> {
  const rows = await deps.db
    .selectFrom('gaming_goals')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const goals = rows.map(toGoal);
  return { goal: goals.find((goal) => goal.active) ?? null, history: goals.filter((goal) => !goal.active) };
}

/** One active goal per user: the new one replaces the old, which stays as history. */
export async function setGoal(
  deps: AppDeps,
  userId: number,
  input: z.infer<typeof gamingGoalRequest>,
): Promise<GamingGoal> {
  const row = await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('gaming_goals').set({ active: 0 }).where('user_id', '=', userId).where('active', '=', 1).execute();
    return trx
      .insertInto('gaming_goals')
      .values({
        user_id: userId,
        goal_type: input.goal_type,
        confirm_before_start: input.settings.confirmBeforeStart ? 1 : 0,
        collect_feedback: input.settings.collectFeedback ? 1 : 0,
        daily_minutes: input.daily_minutes ?? GOAL_DAILY_MINUTES[input.goal_type],
        active: 1,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toGoal(row);
}

async function requireGame(deps: AppDeps, gameId: number): Promise<void> {
  const game = await deps.db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!game) throw validationError('game_id', 'gameNotFound');
}

export async function recordSessionFeedback(
  deps: AppDeps,
  userId: number,
  input: z.infer<typeof sessionFeedbackRequest>,
): Promise<SessionFeedback> {
  await requireGame(deps, input.game_id);
  const row = await deps.db
    .insertInto('session_feedback')
    .values({
      user_id: userId,
      game_id: input.game_id,
      mood_before: input.mood_before ?? null,
      mood_after: input.mood_after ?? null,
      session_duration_minutes: input.session_duration_minutes,
      additional_notes: input.additional_notes ? input.additional_notes : null,
      created_at: nowIso(),
    })
    .returning(['id', 'game_id', 'mood_before', 'mood_after', 'session_duration_minutes', 'additional_notes', 'created_at'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function recordLastPlayed(deps: AppDeps, userId: number, gameId: number): Promise<void> {
  await requireGame(deps, gameId);
  const playedAt = nowIso();
  await deps.db
    .insertInto('last_played')
    .values({ user_id: userId, game_id: gameId, played_at: playedAt })
    .onConflict((conflict) => conflict.columns(['user_id', 'game_id']).doUpdateSet({ played_at: playedAt }))
    .execute();
  // "Zuletzt gespielt" on the play dashboard changed.
  await deps.events.publish({ type: 'play.recorded', userId, gameId });
}

export async function lastPlayedOf(deps: AppDeps, userId: number, limit = 12): Promise<LastPlayedEntry[]> {
  const rows = await deps.db
    .selectFrom('last_played')
    .innerJoin('games', 'games.id', 'last_played.game_id')
    .selectAll('games')
    .select('last_played.played_at')
    .where('last_played.user_id', '=', userId)
    .orderBy('last_played.played_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ played_at, ...game }) => ({ game: toGame(game), played_at }));
}

/**
 * "less": quick games and things to do away from the screen; "fulfilling": the games that lifted this
 * user's mood most, then quick games; "more": the user asked for no intervention, so nothing is suggested.
 */
export async function alternativesFor(deps: AppDeps, userId: number): Promise<AlternativeGamesResponse> {
  const goal = await activeGoal(deps, userId);
  if (!goal) throw new HttpError(404, 'goalNotFound');
  if (goal.goal_type === 'more') return { goal_type: goal.goal_type, games: [], activities: [] };
  const shortGames = (
    await deps.db
      .selectFrom('games')
      .selectAll()
      .where('typical_session_minutes', '<=', SHORT_SESSION_MINUTES)
      .orderBy('typical_session_minutes')
      .orderBy('name')
      .limit(6)
      .execute()
  ).map(toGame);
  if (goal.goal_type === 'less') return { goal_type: goal.goal_type, games: shortGames, activities: OFFLINE_ACTIVITIES };

  const uplifting = await deps.db
    .selectFrom('session_feedback')
    .innerJoin('games', 'games.id', 'session_feedback.game_id')
    .selectAll('games')
    .select((eb) => eb.fn.avg<number>(eb('session_feedback.mood_after', '-', eb.ref('session_feedback.mood_before'))).as('lift'))
    .where('session_feedback.user_id', '=', userId)
    .where('session_feedback.mood_before', 'is not', null)
    .where('session_feedback.mood_after', 'is not', null)
    .groupBy('games.id')
    .having((eb) => eb.fn.avg(eb('session_feedback.mood_after', '-', eb.ref('session_feedback.mood_before'))), '>', 0)
    .orderBy('lift', 'desc')
    .limit(6)
    .execute();
  const games = uplifting.map(({ lift: _lift, ...game }) => toGame(game));
  for (const game of shortGames) {
    if (games.length >= 6) break;
    if (!games.some((known) => known.id === game.id)) games.push(game);
  }
  return { goal_type: goal.goal_type, games, activities: OFFLINE_ACTIVITIES.slice(0, 3) };
}

export async function wellbeingStats(deps: AppDeps, userId: number, tzOffset: number, now = Date.now()): Promise<WellbeingStats> {
  // Four weeks back from this week's Monday is at most 34 days; 40 leaves room for any offset.
  const since = nowIso(new Date(now - 40 * 86_400_000));
  const rows = await deps.db
    .selectFrom('session_feedback')
    .innerJoin('games', 'games.id', 'session_feedback.game_id')
    .select([
      'session_feedback.game_id',
      'games.name as game_name',
      'session_feedback.mood_before',
      'session_feedback.mood_after',
      'session_feedback.session_duration_minutes',
      'session_feedback.created_at',
    ])
    .where('session_feedback.user_id', '=', userId)
    .where('session_feedback.created_at', '>=', since)
    .execute();
  return computeWellbeingStats(rows, await activeGoal(deps, userId), now, tzOffset);
}

// -------------------------------------------------------------- what boostz counts (quests, rewards)

/** How many different games the user last started since `since` (an ISO time): one last_played row per game. */
export async function gamesPlayedSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db.selectFrom('last_played').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).where('played_at', '>=', since).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Whether the user ever started a game. */
export async function hasPlayed(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('last_played').select('id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

function followingDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Days (UTC) from `from` to `now` on which the user had an active goal and played no longer than it allows. */
export async function daysWithinGoal(db: Db, userId: number, from: Date, now: Date): Promise<number> {
  const goal = await db
    .selectFrom('gaming_goals')
    .select(['daily_minutes', 'created_at'])
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!goal) return 0;
  const sessions = await db
    .selectFrom('session_feedback')
    .select(['session_duration_minutes', 'created_at'])
    .where('user_id', '=', userId)
    .where('created_at', '>=', from.toISOString())
    .execute();
  const minutesByDay = new Map<string, number>();
  for (const session of sessions) {
    const day = dayKey(new Date(session.created_at));
    minutesByDay.set(day, (minutesByDay.get(day) ?? 0) + session.session_duration_minutes);
  }
  const goalSince = dayKey(new Date(goal.created_at));
  let days = 0;
  const today = dayKey(now);
  for (let day = dayKey(from); day <= today; day = followingDay(day)) {
    if (day >= goalSince && (minutesByDay.get(day) ?? 0) <= goal.daily_minutes) days++;
  }
  return days;
}
