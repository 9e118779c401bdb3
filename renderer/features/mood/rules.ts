import { MOOD_DEFAULTS, MOOD_QUESTION_COUNT } from '../../../common/constants';

// The mood question while scrolling (spec §3 mood settings, §4 mood question, §9 defaults). Pure state changes;
// the store in ./store.ts keeps them in localStorage.

export interface MoodTracker {
  enabled: boolean;
  /** Seconds between two questions. */
  frequency: number;
  postsBeforeQuestion: number;
  postCounter: number;
  /** When the last question was answered or dismissed (ms); null: none yet, the first one is due at once. */
  lastAskedAt: number | null;
  /** Index of the next question (0 … MOOD_QUESTION_COUNT − 1). */
  nextQuestion: number;
}

export interface MoodResponse {
  question: number;
  answer: number;
  timestamp: number;
}

/** On initialisation the first question is due immediately and a random one is chosen. */
export function initialTracker(random: () => number = Math.random): MoodTracker {
  return {
    enabled: true,
    frequency: MOOD_DEFAULTS.frequencyS,
    postsBeforeQuestion: MOOD_DEFAULTS.postsBeforeQuestion,
    postCounter: 0,
    lastAskedAt: null,
    nextQuestion: Math.min(MOOD_QUESTION_COUNT - 1, Math.floor(random() * MOOD_QUESTION_COUNT)),
  };
}

export function countPost(tracker: MoodTracker): MoodTracker {
  return { ...tracker, postCounter: tracker.postCounter + 1 };
}

/** Shown only when enabled, the post counter has reached the threshold and enough time has passed. */
export function questionDue(tracker: MoodTracker, now: number): boolean {
  return (
    tracker.enabled &&
    tracker.postCounter >= tracker.postsBeforeQuestion &&
    (tracker.lastAskedAt === null || now - tracker.lastAskedAt >= tracker.frequency * 1000)
  );
}

/** After an answer or a dismissal: timestamp and counter reset, the next question in rotation. */
export function questionClosed(tracker: MoodTracker, now: number): MoodTracker {
  return {
    ...tracker,
    postCounter: 0,
    lastAskedAt: now,
    nextQuestion: (tracker.nextQuestion + 1) % MOOD_QUESTION_COUNT,
  };
}
