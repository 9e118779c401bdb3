import { create } from 'zustand';
import { countPost, initialTracker, type MoodResponse, type MoodTracker, questionClosed, questionDue } from './rules';

// The mood tracker (spec §4, §9): counts posts seen, asks every 90 s after 4 posts; answers stay in this browser
// (no server call).

const TRACKER_KEY = 'mood.tracker';
const RESPONSES_KEY = 'mood.responses';
const RESPONSES_KEPT = 100;

function load(): MoodTracker {
  try {
    const stored = JSON.parse(localStorage.getItem(TRACKER_KEY) ?? 'null') as MoodTracker | null;
    if (stored && typeof stored.postCounter === 'number' && typeof stored.nextQuestion === 'number') return stored;
  } catch {
    // Unreadable: start over.
  }
  return initialTracker();
}

function save(tracker: MoodTracker): void {
  try {
    localStorage.setItem(TRACKER_KEY, JSON.stringify(tracker));
  } catch {
    // Private mode.
  }
}

export function storedResponses(): MoodResponse[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(RESPONSES_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as MoodResponse[]) : [];
  } catch {
    return [];
  }
}

interface MoodState {
  tracker: MoodTracker | null;
  /** The question on screen, or null. */
  asking: number | null;
  postSeen(now?: number): void;
  answer(answer: number, now?: number): void;
  dismiss(now?: number): void;
}

export const useMoodStore = create<MoodState>()((set, get) => {
  const tracker = () => get().tracker ?? load();
  const close = (now: number) => {
    const next = questionClosed(tracker(), now);
    save(next);
    set({ tracker: next, asking: null });
  };
  return {
    tracker: null,
    asking: null,
    postSeen(now = Date.now()) {
      if (get().asking !== null) return;
      const next = countPost(tracker());
      save(next);
      // Never over another dialog (the comments sheet, the donate dialog): the question waits for a later clip.
      const dialogOpen = typeof document !== 'undefined' && document.querySelector('[aria-modal="true"]') !== null;
      set({ tracker: next, asking: !dialogOpen && questionDue(next, now) ? next.nextQuestion : null });
    },
    answer(answer, now = Date.now()) {
      const question = get().asking;
      if (question === null) return;
      try {
        const responses = [...storedResponses(), { question, answer, timestamp: now }].slice(-RESPONSES_KEPT);
        localStorage.setItem(RESPONSES_KEY, JSON.stringify(responses));
      } catch {
        // Private mode: the answer is not kept.
      }
      close(now);
    },
    dismiss(now = Date.now()) {
      close(now);
    },
  };
});
