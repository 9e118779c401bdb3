import { describe, expect, it } from 'vitest';
import {
  expectAnswer,
  InvalidAnswerError,
  isAlternativesResponse,
  isAppConfig,
  isGamingGoalsResponse,
  isLastPlayedAnswer,
  isWellbeingStats,
} from './answers';

const goal = {
  id: 3,
  goal_type: 'less',
  settings: { confirmBeforeStart: true, collectFeedback: false },
  daily_minutes: 60,
  active: true,
  created_at: '2025-03-01T10:00:00.000Z',
};

const stats = {
  goal,
  days: [{ date: '2025-03-01', minutes: 30, sessions: 1, within_goal: true }],
  weeks: [{ week_start: '2025-02-24', minutes: 30, sessions: 1 }],
  mood: { before_avg: 3, after_avg: null, sessions_with_mood: 1 },
  per_game: [{ game_id: 1, name: 'Nebelwald', sessions: 1, minutes: 30, mood_before_avg: 3, mood_after_avg: null }],
  days_within_goal: 1,
  days_total: 7,
  total_minutes: 30,
  total_sessions: 1,
};

describe('answer shapes', () => {
  it('accepts the contract shapes', () => {
    expect(isGamingGoalsResponse({ goal, history: [{ ...goal, active: false }] })).toBe(true);
    expect(isGamingGoalsResponse({ goal: null, history: [] })).toBe(true);
    expect(isWellbeingStats(stats)).toBe(true);
    expect(
      isAlternativesResponse({ goal_type: 'less', games: [{ id: 1, name: 'Turbo Kiosk' }], activities: [{ id: 'walk', minutes: 15 }] }),
    ).toBe(true);
    expect(isLastPlayedAnswer({ lastPlayed: [{ game: { id: 1, name: 'x' }, played_at: '2025-03-01T10:00:00Z' }] })).toBe(true);
    expect(isAppConfig({ launcherDownloadUrl: 'https://example.org/dl', socialSignIn: false, recaptcha: false })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isGamingGoalsResponse({ goal: { ...goal, goal_type: 'sometimes' }, history: [] })).toBe(false);
    expect(isGamingGoalsResponse({ goal })).toBe(false);
    expect(isGamingGoalsResponse('<html>')).toBe(false);
    expect(isWellbeingStats({ ...stats, days: [{ date: '2025-03-01', minutes: '30' }] })).toBe(false);
    expect(isWellbeingStats({ ...stats, mood: { before_avg: 'x', after_avg: null, sessions_with_mood: 0 } })).toBe(false);
    expect(isAlternativesResponse({ goal_type: 'less', games: [], activities: [{ id: 1 }] })).toBe(false);
    expect(isAppConfig({ launcherDownloadUrl: 42 })).toBe(false);
  });

  it('expectAnswer throws InvalidAnswerError naming the endpoint', () => {
    expect(expectAnswer('/api/app-config', { launcherDownloadUrl: 'u', socialSignIn: true, recaptcha: true }, isAppConfig)).toEqual({
      launcherDownloadUrl: 'u',
      socialSignIn: true,
      recaptcha: true,
    });
    expect(() => expectAnswer('/api/gaming-goals', null, isGamingGoalsResponse)).toThrow(InvalidAnswerError);
    try {
      expectAnswer('/api/gaming-goals', [], isGamingGoalsResponse);
    } catch (error) {
      expect((error as InvalidAnswerError).name).toBe('InvalidAnswerError');
      expect((error as InvalidAnswerError).endpoint).toBe('/api/gaming-goals');
    }
  });
});
