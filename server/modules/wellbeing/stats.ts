import type { GamingGoal, WellbeingStats } from '../../../common/contract/wellbeing';

export interface FeedbackRow {
  game_id: number;
  game_name: string;
  mood_before: number | null;
  mood_after: number | null;
  session_duration_minutes: number;
  created_at: string;
}

const DAY_MS = 86_400_000;
export const STATS_DAYS = 7;
export const STATS_WEEKS = 4;

function average(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

/** The viewer's calendar day (YYYY-MM-DD) of an instant, given their offset east of UTC in minutes. */
export function localDay(instantMs: number, tzOffsetMinutes: number): string {
  return new Date(instantMs + tzOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Monday of the week containing a local day (the week starts on Monday, spec §9). */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Minutes and sessions per day (last 7 days) and week (last 4 weeks), moods on average and per game,
 * and how many of the last 7 days stayed within the goal's daily minutes.
 */
export function computeWellbeingStats(
  rows: FeedbackRow[],
  goal: GamingGoal | null,
  now: number,
  tzOffsetMinutes: number,
): WellbeingStats {
  const today = localDay(now, tzOffsetMinutes);
  const dayKeys = Array.from({ length: STATS_DAYS }, (_, index) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - (STATS_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  const thisMonday = mondayOf(today);
  const weekKeys = Array.from({ length: STATS_WEEKS }, (_, index) =>
    new Date(Date.parse(`${thisMonday}T00:00:00Z`) - (STATS_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  const byDay = new Map(dayKeys.map((key) => [key, { minutes: 0, sessions: 0 }]));
  const byWeek = new Map(weekKeys.map((key) => [key, { minutes: 0, sessions: 0 }]));
  const byGame = new Map<number, { name: string; sessions: number; minutes: number; before: number[]; after: number[] }>();
  const before: number[] = [];
  const after: number[] = [];
  let sessionsWithMood = 0;

  for (const row of rows) {
    const day = localDay(Date.parse(row.created_at), tzOffsetMinutes);
    const dayEntry = byDay.get(day);
    if (dayEntry) {
      dayEntry.minutes += row.session_duration_minutes;
      dayEntry.sessions += 1;
    }
    const weekEntry = byWeek.get(mondayOf(day));
    if (weekEntry) {
      weekEntry.minutes += row.session_duration_minutes;
      weekEntry.sessions += 1;
    }
    const game = byGame.get(row.game_id) ?? { name: row.game_name, sessions: 0, minutes: 0, before: [], after: [] };
    game.sessions += 1;
    game.minutes += row.session_duration_minutes;
    if (row.mood_before !== null) {
      game.before.push(row.mood_before);
      before.push(row.mood_before);
    }
    if (row.mood_after !== null) {
      game.after.push(row.mood_after);
      after.push(row.mood_after);
    }
    if (row.mood_before !== null || row.mood_after !== null) sessionsWithMood += 1;
    byGame.set(row.game_id, game);
  }

  const limit = goal?.daily_minutes ?? null;
  const days = dayKeys.map((date) => {
    const entry = byDay.get(date)!;
    return { date, ...entry, within_goal: limit === null ? true : entry.minutes <= limit };
  });
  return {
    goal,
    days,
    weeks: weekKeys.map((week_start) => ({ week_start, ...byWeek.get(week_start)! })),
    mood: { before_avg: average(before), after_avg: average(after), sessions_with_mood: sessionsWithMood },
    per_game: [...byGame.entries()]
      .map(([game_id, game]) => ({
        game_id,
        name: game.name,
        sessions: game.sessions,
        minutes: game.minutes,
        mood_before_avg: average(game.before),
        mood_after_avg: average(game.after),
      }))
      .sort((a, b) => b.minutes - a.minutes),
    days_within_goal: days.filter((day) => day.within_goal).length,
    days_total: days.length,
    total_minutes: rows.reduce((sum, row) => sum + row.session_duration_minutes, 0),
    total_sessions: rows.length,
  };
}
