import type { ResponsePromise } from 'ky';
import type {
  AlternativeGamesResponse,
  GamingGoal,
  GamingGoalRequest,
  GamingGoalsResponse,
  LastPlayedEntry,
  SessionFeedback,
  SessionFeedbackRequest,
  WellbeingStats,
} from '../../common/contract/wellbeing';
import {
  expectAnswer,
  InvalidAnswerError,
  isAlternativesResponse,
  isFeedbackAnswer,
  isGamingGoalsResponse,
  isGoalAnswer,
  isLastPlayedAnswer,
  isWellbeingStats,
} from '../features/wellbeing/answers';
import { http } from './http';

// Well-being goals (spec §3 Gaming goal, Session feedback; §7 gaming-goals rows; GET and POST /api/lastPlayed).
// Every call needs a logged-in user. Failures reject with the ApiError of api/http.ts, or with
// InvalidAnswerError when the answer does not have the contract's shape.

const GOALS = '/api/gaming-goals';
const SESSION_FEEDBACK = '/api/gaming-goals/session-feedback';
const ALTERNATIVES = '/api/gaming-goals/alternative-games';
const STATS = '/api/gaming-goals/wellbeing-stats';
const LAST_PLAYED = '/api/lastPlayed';

/** The JSON body of a response; a body that is not JSON is an invalid answer (spec §8 'Ungültige Antwort'). */
async function json(endpoint: string, response: ResponsePromise): Promise<unknown> {
  const answer = await response;
  try {
    return await answer.json();
  } catch (error) {
    if (error instanceof SyntaxError) throw new InvalidAnswerError(endpoint, 'not JSON');
    throw error;
  }
}

/** The active goal (or null) and the earlier goals, newest first. */
export async function getGoals(): Promise<GamingGoalsResponse> {
  return expectAnswer(GOALS, await json(GOALS, http.get(GOALS)), isGamingGoalsResponse);
}

/** Sets a new goal; the previous one becomes history. Answers the new goal. */
export async function setGoal(payload: GamingGoalRequest): Promise<GamingGoal> {
  const answer = expectAnswer(GOALS, await json(GOALS, http.post(GOALS, { json: payload })), isGoalAnswer);
  return answer.goal;
}

/** Records one play session (duration, optional moods and notes). */
export async function sendSessionFeedback(payload: SessionFeedbackRequest): Promise<SessionFeedback> {
  const answer = expectAnswer(
    SESSION_FEEDBACK,
    await json(SESSION_FEEDBACK, http.post(SESSION_FEEDBACK, { json: payload })),
    isFeedbackAnswer,
  );
  return answer.feedback;
}

/** Short games and offline activities for the current goal; 404 when no goal is set. */
export async function getAlternatives(): Promise<AlternativeGamesResponse> {
  return expectAnswer(ALTERNATIVES, await json(ALTERNATIVES, http.get(ALTERNATIVES)), isAlternativesResponse);
}

/**
 * Minutes per day (7) and week (4), moods and the days within the goal, counted in the viewer's days:
 * `tzOffset` is minutes east of UTC (Berlin in summer: 120).
 */
export async function getStats(tzOffset: number = -new Date().getTimezoneOffset()): Promise<WellbeingStats> {
  const response = http.get(STATS, { searchParams: { tzOffset: Math.round(tzOffset) } });
  return expectAnswer(STATS, await json(STATS, response), isWellbeingStats);
}

/** The games this user played most recently, newest first. */
export async function getLastPlayed(): Promise<LastPlayedEntry[]> {
  return expectAnswer(LAST_PLAYED, await json(LAST_PLAYED, http.get(LAST_PLAYED)), isLastPlayedAnswer).lastPlayed;
}

/** Marks a game as just played; answers the updated list. */
export async function markPlayed(gameId: number): Promise<LastPlayedEntry[]> {
  const response = http.post(LAST_PLAYED, { json: { game_id: gameId } });
  return expectAnswer(LAST_PLAYED, await json(LAST_PLAYED, response), isLastPlayedAnswer).lastPlayed;
}
