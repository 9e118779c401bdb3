import { describe, expect, it } from 'vitest';
import type { GamingGoal } from '../../../common/contract/wellbeing';
import { computeWellbeingStats, localDay, mondayOf } from './stats';

const goal: GamingGoal = {
  id: 1,
  goal_type: 'less',
  settings: { confirmBeforeStart: true, collectFeedback: true },
  daily_minutes: 60,
  active: true,
  created_at: '2026-11-01T00:00:00.000Z',
};
// Saturday, 21 November 2026, 10:00 UTC
const now = Date.parse('2026-11-21T10:00:00.000Z');

function row(createdAt: string, minutes: number, gameId = 1, moods: [number | null, number | null] = [null, null]) {
  return {
    game_id: gameId,
    game_name: `Spiel ${gameId}`,
    mood_before: moods[0],
    mood_after: moods[1],
    session_duration_minutes: minutes,
    created_at: createdAt,
  };
}

describe('well-being statistics', () => {
  it('counts the week from Monday', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-15')).toBe('2026-11-09');
  });

  it('uses the viewer’s day, not UTC', () => {
    expect(localDay(Date.parse('2026-11-20T23:30:00Z'), 60)).toBe('2026-11-21');
    expect(localDay(Date.parse('2026-11-20T23:30:00Z'), 0)).toBe('2026-11-20');
  });

  it('adds minutes and sessions per day and week, and judges days against the goal', () => {
    const stats = computeWellbeingStats(
      [
        row('2026-11-21T08:00:00Z', 45),
        row('2026-11-21T09:00:00Z', 30, 2),
        row('2026-11-19T18:00:00Z', 20),
        row('2026-11-10T18:00:00Z', 90),
        row('2026-09-01T18:00:00Z', 500),
      ],
      goal,
      now,
      0,
    );
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toEqual({ date: '2026-11-21', minutes: 75, sessions: 2, within_goal: false });
    expect(stats.days.find((day) => day.date === '2026-11-19')).toMatchObject({ minutes: 20, within_goal: true });
    expect(stats.days_within_goal).toBe(6);
    expect(stats.weeks.map((week) => week.week_start)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(stats.weeks.at(-1)).toMatchObject({ minutes: 95, sessions: 3 });
    expect(stats.weeks.at(-2)).toMatchObject({ minutes: 90, sessions: 1 });
    expect(stats.total_minutes).toBe(685);
  });

  it('averages moods overall and per game, ignoring sessions without an answer', () => {
    const stats = computeWellbeingStats(
      [
        row('2026-11-21T08:00:00Z', 30, 1, [2, 4]),
        row('2026-11-20T08:00:00Z', 30, 1, [3, 5]),
        row('2026-11-20T09:00:00Z', 10, 2, [null, 1]),
        row('2026-11-20T10:00:00Z', 10, 2),
      ],
      goal,
      now,
      0,
    );
    expect(stats.mood).toEqual({ before_avg: 2.5, after_avg: 3.33, sessions_with_mood: 3 });
    expect(stats.per_game).toEqual([
      { game_id: 1, name: 'Spiel 1', sessions: 2, minutes: 60, mood_before_avg: 2.5, mood_after_avg: 4.5 },
      { game_id: 2, name: 'Spiel 2', sessions: 2, minutes: 20, mood_before_avg: null, mood_after_avg: 1 },
    ]);
  });

  it('treats every day as within the goal when there is no goal', () => {
    const stats = computeWellbeingStats([row('2026-11-21T08:00:00Z', 600)], null, now, 0);
    expect(stats.days_within_goal).toBe(7);
  });
});
