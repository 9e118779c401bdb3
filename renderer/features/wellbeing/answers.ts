import { GOAL_TYPES } from '../../../common/constants';
import type { AppConfigResponse } from '../../../common/contract/app-config';
import type { Game } from '../../../common/contract/games';
import type {
  AlternativeGamesResponse,
  GamingGoal,
  GamingGoalsResponse,
  LastPlayedEntry,
  SessionFeedback,
  WellbeingStats,
} from '../../../common/contract/wellbeing';

// Shape checks for the answers of the well-being and app-config calls. The server is typed by the same
// contract, so a failure here means a proxy, a captive portal or a version mismatch answered: the caller
// shows 'Ungültige Antwort' (spec §8) instead of crashing somewhere inside a chart. Pure, no I/O.

/** The answer did not have the shape the contract promises. */
export class InvalidAnswerError extends Error {
  readonly endpoint: string;

  constructor(endpoint: string, detail: string) {
    super(`invalid answer from ${endpoint}: ${detail}`);
    this.name = 'InvalidAnswerError';
    this.endpoint = endpoint;
  }
}

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNullableNumber = (value: unknown): value is number | null => value === null || isNumber(value);
const isArrayOf =
  <T>(guard: Guard<T>) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard);

export function isGamingGoal(value: unknown): value is GamingGoal {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    (GOAL_TYPES as readonly unknown[]).includes(value.goal_type) &&
    isRecord(value.settings) &&
    isBoolean(value.settings.confirmBeforeStart) &&
    isBoolean(value.settings.collectFeedback) &&
    isNumber(value.daily_minutes) &&
    isBoolean(value.active) &&
    isString(value.created_at)
  );
}

export function isGame(value: unknown): value is Game {
  return isRecord(value) && isNumber(value.id) && isString(value.name);
}

export function isGamingGoalsResponse(value: unknown): value is GamingGoalsResponse {
  return (
    isRecord(value) &&
    (value.goal === null || isGamingGoal(value.goal)) &&
    isArrayOf(isGamingGoal)(value.history)
  );
}

export function isGoalAnswer(value: unknown): value is { goal: GamingGoal } {
  return isRecord(value) && isGamingGoal(value.goal);
}

export function isFeedbackAnswer(value: unknown): value is { feedback: SessionFeedback } {
  return (
    isRecord(value) &&
    isRecord(value.feedback) &&
    isNumber(value.feedback.id) &&
    isNumber(value.feedback.session_duration_minutes)
  );
}

export function isAlternativesResponse(value: unknown): value is AlternativeGamesResponse {
  return (
    isRecord(value) &&
    (GOAL_TYPES as readonly unknown[]).includes(value.goal_type) &&
    isArrayOf(isGame)(value.games) &&
    isArrayOf((activity): activity is { id: string; minutes: number } => {
      return isRecord(activity) && isString(activity.id) && isNumber(activity.minutes);
    })(value.activities)
  );
}

function isStatsDay(value: unknown): value is WellbeingStats['days'][number] {
  return (
    isRecord(value) &&
    isString(value.date) &&
    isNumber(value.minutes) &&
    isNumber(value.sessions) &&
    isBoolean(value.within_goal)
  );
}

function isStatsWeek(value: unknown): value is WellbeingStats['weeks'][number] {
  return isRecord(value) && isString(value.week_start) && isNumber(value.minutes) && isNumber(value.sessions);
}

function isStatsGame(value: unknown): value is WellbeingStats['per_game'][number] {
  return (
    isRecord(value) &&
    isNumber(value.game_id) &&
    isString(value.name) &&
    isNumber(value.sessions) &&
    isNumber(value.minutes) &&
    isNullableNumber(value.mood_before_avg) &&
    isNullableNumber(value.mood_after_avg)
  );
}

export function isWellbeingStats(value: unknown): value is WellbeingStats {
  return (
    isRecord(value) &&
    (value.goal === null || isGamingGoal(value.goal)) &&
    isArrayOf(isStatsDay)(value.days) &&
    isArrayOf(isStatsWeek)(value.weeks) &&
    isRecord(value.mood) &&
    isNullableNumber(value.mood.before_avg) &&
    isNullableNumber(value.mood.after_avg) &&
    isNumber(value.mood.sessions_with_mood) &&
    isArrayOf(isStatsGame)(value.per_game) &&
    isNumber(value.days_within_goal) &&
    isNumber(value.days_total) &&
    isNumber(value.total_minutes) &&
    isNumber(value.total_sessions)
  );
}

export function isLastPlayedAnswer(value: unknown): value is { lastPlayed: LastPlayedEntry[] } {
  return (
    isRecord(value) &&
    isArrayOf((entry): entry is LastPlayedEntry => isRecord(entry) && isGame(entry.game) && isString(entry.played_at))(
      value.lastPlayed,
    )
  );
}

export function isAppConfig(value: unknown): value is AppConfigResponse {
  return (
    isRecord(value) &&
    isString(value.launcherDownloadUrl) &&
    isBoolean(value.socialSignIn) &&
    isBoolean(value.recaptcha)
  );
}

/** Returns the value when it passes the guard, else throws InvalidAnswerError. */
export function expectAnswer<T>(endpoint: string, value: unknown, guard: Guard<T>): T {
  if (!guard(value)) throw new InvalidAnswerError(endpoint, 'unexpected shape');
  return value;
}
