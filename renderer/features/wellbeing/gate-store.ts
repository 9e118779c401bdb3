import { create } from 'zustand';
import type { GamingGoal } from '../../../common/contract/wellbeing';

// The questions of the pre-play gate and the after-play feedback waiting for the user. <PrePlayGate /> shows
// the first one; a question that arrives while another is open waits its turn (for example the launcher's
// after-play question while a confirmation for another game is open).

/** The game a question is about; the id is the site's game id. */
export interface GateGame {
  id: number;
  name: string;
  /** The USK rating, where the caller knows it: USK 16 and 18 titles are held back from younger people. */
  age_rating?: number;
}

export type GatePrompt =
  | { kind: 'confirm'; game: GateGame; goal: GamingGoal }
  | { kind: 'moodBefore'; game: GateGame; goal: GamingGoal }
  | { kind: 'afterPlay'; game: GateGame; goal: GamingGoal | null; minutes: number; moodBefore: number | null };

export type GateReply =
  | { kind: 'confirm'; proceed: boolean }
  | { kind: 'moodBefore'; proceed: boolean; mood: number | null }
  | { kind: 'afterPlay'; moodAfter: number | null; notes: string | null };

export interface PendingPrompt {
  id: number;
  prompt: GatePrompt;
}

interface GateState {
  /** Open questions in arrival order; the first is on screen. */
  queue: PendingPrompt[];
  /** Shows a question; resolves with the answer, or null when it was withdrawn (signal aborted). */
  ask(prompt: GatePrompt, signal?: AbortSignal): Promise<GateReply | null>;
  /** The dialog answers the question with this id. */
  reply(id: number, reply: GateReply): void;
}

const resolvers = new Map<number, (reply: GateReply | null) => void>();
let sequence = 0;

export const useGateStore = create<GateState>()((set, get) => {
  const settle = (id: number, reply: GateReply | null) => {
    const resolve = resolvers.get(id);
    resolvers.delete(id);
    set({ queue: get().queue.filter((entry) => entry.id !== id) });
    resolve?.(reply);
  };

  return {
    queue: [],

    ask(prompt, signal) {
      if (signal?.aborted) return Promise.resolve(null);
      sequence += 1;
      const id = sequence;
      return new Promise<GateReply | null>((resolve) => {
        resolvers.set(id, resolve);
        set({ queue: [...get().queue, { id, prompt }] });
        signal?.addEventListener('abort', () => settle(id, null), { once: true });
      });
    },

    reply(id, reply) {
      if (resolvers.has(id)) settle(id, reply);
    },
  };
});

/** The question on screen, or null. */
export function selectCurrentPrompt(state: Pick<GateState, 'queue'>): PendingPrompt | null {
  return state.queue[0] ?? null;
}
