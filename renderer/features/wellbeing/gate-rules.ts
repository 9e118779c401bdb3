import { GOAL_DAILY_MINUTES, type GoalType, MOOD_MAX, MOOD_MIN, SESSION_DURATION_MAX_MINUTES } from '../../../common/constants';
import type { GamingGoal, WellbeingStats } from '../../../common/contract/wellbeing';

// The pure rules of the pre-play gate and the after-play feedback (spec §4 "Gaming goal before play"),
// the statistics facts the confirmation quotes, and the mapping of failures to the German messages of
// spec §8. No I/O, no React: unit-tested in gate-rules.test.ts.

/** What the gate does before a game starts. */
export type GateDecision =
  /** Spec §4: goal_type less with confirmBeforeStart — the user must confirm the start. */
  | { kind: 'confirm' }
  /** Spec §4: goal_type fulfilling with collectFeedback — the mood is asked before play. */
  | { kind: 'moodBefore' }
  /** No intervention: the game starts at once. */
  | { kind: 'none'; reason: 'loggedOut' | 'noGoal' | 'more' | 'settingOff' };

/** 'ageGate': the title's USK rating is above the signed-in person's age; the start is refused. */
export type Intervention = 'none' | 'confirm' | 'moodBefore' | 'ageGate';

export interface GateInput {
  loggedIn: boolean;
  /** The user's active goal, or null when none is set. */
  goal: GamingGoal | null;
}

/** Spec §4: less + confirmBeforeStart confirms; fulfilling + collectFeedback asks the mood; more never intervenes. */
export function decideGate({ loggedIn, goal }: GateInput): GateDecision {
  if (!loggedIn) return { kind: 'none', reason: 'loggedOut' };
  if (!goal || !goal.active) return { kind: 'none', reason: 'noGoal' };
  switch (goal.goal_type) {
    case 'more':
      return { kind: 'none', reason: 'more' };
    case 'less':
      return goal.settings.confirmBeforeStart ? { kind: 'confirm' } : { kind: 'none', reason: 'settingOff' };
    case 'fulfilling':
      return goal.settings.collectFeedback ? { kind: 'moodBefore' } : { kind: 'none', reason: 'settingOff' };
  }
}

/** What happens after a session ends. */
export interface AfterPlayDecision {
  /** Send the session (duration, moods, notes) and the last-played mark to the server. */
  record: boolean;
  /** Show the "how was it?" dialog with the mood after and notes. */
  ask: boolean;
}

/**
 * Logged out: nothing can be recorded. Logged in: the session is always recorded (it feeds the statistics);
 * the questions come only with the goal that collects feedback (fulfilling + collectFeedback), the same
 * goal that asked the mood before — so before and after belong to the same session.
 */
export function decideAfterPlay({ loggedIn, goal }: GateInput): AfterPlayDecision {
  if (!loggedIn) return { record: false, ask: false };
  const ask = Boolean(goal?.active && goal.goal_type === 'fulfilling' && goal.settings.collectFeedback);
  return { record: true, ask };
}

export interface GoalSettings {
  confirmBeforeStart: boolean;
  collectFeedback: boolean;
}

/**
 * The settings a goal type starts with when the user picks it: the switch that means something for that
 * type is on (less: confirm before start; fulfilling: collect feedback), the other is off; "more" has none.
 */
export function defaultSettings(goalType: GoalType): GoalSettings {
  return { confirmBeforeStart: goalType === 'less', collectFeedback: goalType === 'fulfilling' };
}

/** Which switches the settings page shows for a goal type. */
export function visibleSettings(goalType: GoalType): (keyof GoalSettings)[] {
  if (goalType === 'less') return ['confirmBeforeStart'];
  if (goalType === 'fulfilling') return ['collectFeedback'];
  return [];
}

/** Sends only the switch that belongs to the chosen goal type; the other one is off. */
export function settingsForSave(goalType: GoalType, chosen: GoalSettings): GoalSettings {
  const visible = visibleSettings(goalType);
  return {
    confirmBeforeStart: visible.includes('confirmBeforeStart') && chosen.confirmBeforeStart,
    collectFeedback: visible.includes('collectFeedback') && chosen.collectFeedback,
  };
}

export const DAILY_MINUTES_MIN = 15;
export const DAILY_MINUTES_MAX = 720;
export const DAILY_MINUTES_STEP = 5;

export function defaultDailyMinutes(goalType: GoalType): number {
  return GOAL_DAILY_MINUTES[goalType];
}

/** Parses the daily-minutes field: a whole number between 15 and 720, else null (the field shows an error). */
export function parseDailyMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= DAILY_MINUTES_MIN && value <= DAILY_MINUTES_MAX ? value : null;
}

/** Played minutes of a finished session for the feedback call: a whole number in 0…1440. */
export function sessionMinutes(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  return Math.min(SESSION_DURATION_MAX_MINUTES, Math.round(minutes));
}

export function isMood(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MOOD_MIN && value <= MOOD_MAX;
}

/** The five moods, worst to best, with their emoji; the text is common:mood.<value> (the scroll question uses them too). */
export const MOOD_SCALE = [
  { value: 1, emoji: '😞' },
  { value: 2, emoji: '🙁' },
  { value: 3, emoji: '😐' },
  { value: 4, emoji: '🙂' },
  { value: 5, emoji: '😄' },
] as const;

export function moodEmoji(value: number): string {
  return MOOD_SCALE.find((mood) => mood.value === Math.round(value))?.emoji ?? '';
}

/** What the confirmation before a start says about today (spec §4 "less" with confirmBeforeStart). */
export interface TodayFacts {
  /** Minutes played today (the last of the seven days the statistics count). */
  playedToday: number;
  /** The goal's daily minutes. */
  dailyGoal: number;
  /** Minutes left today; 0 once the goal is reached. */
  remaining: number;
  /** Minutes beyond the goal; 0 while within it. */
  over: number;
}

export function todayFacts(stats: Pick<WellbeingStats, 'days'>, goal: Pick<GamingGoal, 'daily_minutes'>): TodayFacts {
  const playedToday = stats.days.at(-1)?.minutes ?? 0;
  const dailyGoal = goal.daily_minutes;
  return {
    playedToday,
    dailyGoal,
    remaining: Math.max(0, dailyGoal - playedToday),
    over: Math.max(0, playedToday - dailyGoal),
  };
}

/** Mood change from before to after on average, rounded to one decimal; null without both. */
export function moodChange(before: number | null, after: number | null): number | null {
  if (before === null || after === null) return null;
  return Math.round((after - before) * 10) / 10;
}

/** The keys of spec §8's German messages in the wellbeing namespace. */
export type WellbeingErrorKey =
  | 'errors.goalNotFound'
  | 'errors.networkError'
  | 'errors.saveFailed'
  | 'errors.noAlternatives'
  | 'errors.statsFailed'
  | 'errors.invalidAnswer'
  | 'errors.unknownError';

/** Which call failed: it decides the message of a failure that is not about the network or the answer. */
export type WellbeingCall = 'goals' | 'save' | 'feedback' | 'alternatives' | 'stats' | 'lastPlayed';

interface ErrorLike {
  name?: unknown;
  status?: unknown;
}

/**
 * Maps a failure to its message (spec §8): no connection or timeout → 'Netzwerkfehler'; an answer of the
 * wrong shape → 'Ungültige Antwort'; 404 → 'Ziel nicht gefunden' (no active goal); a refused save →
 * 'Fehler beim Speichern'; failed statistics → 'Fehler beim Laden der Statistiken'; failed alternatives →
 * 'Keine Alternativen gefunden'; anything else → 'Unbekannter Fehler'.
 */
export function wellbeingErrorKey(error: unknown, call: WellbeingCall): WellbeingErrorKey {
  const { name, status } = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (name === 'InvalidAnswerError' || name === 'SyntaxError') return 'errors.invalidAnswer';
  if (status === 'network' || status === 'timeout') return 'errors.networkError';
  if (name === 'TypeError' && status === undefined) return 'errors.networkError';
  if (typeof status !== 'number') return 'errors.unknownError';
  if (status === 404 && (call === 'goals' || call === 'alternatives')) return 'errors.goalNotFound';
  switch (call) {
    case 'save':
    case 'feedback':
      return 'errors.saveFailed';
    case 'stats':
      return 'errors.statsFailed';
    case 'alternatives':
      return 'errors.noAlternatives';
    default:
      return 'errors.unknownError';
  }
}
