import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { GAME_HIGHLIGHT_CHANCE, GAME_HIGHLIGHT_MAX_DAYS, GAME_HIGHLIGHT_MIN_DAYS } from '../../../common/constants';

// The games-highlight flag (spec §4, §9): set at random with a 30 % chance and then kept for 1 to 4 days;
// while it is set, /play puts one recommended game in the spotlight. A miss is kept for a day, so the flag is
// not rolled again on every visit.

const DAY_MS = 86_400_000;

export interface HighlightState {
  active: boolean;
  /** Until when the current answer (set or not) holds, epoch ms. */
  until: number;
}

/** The next state: the current one while it holds, else a new roll. */
export function rollHighlight(current: HighlightState | null, now: number, random: () => number = Math.random): HighlightState {
  if (current && current.until > now) return current;
  if (random() < GAME_HIGHLIGHT_CHANCE) {
    const days = GAME_HIGHLIGHT_MIN_DAYS + Math.floor(random() * (GAME_HIGHLIGHT_MAX_DAYS - GAME_HIGHLIGHT_MIN_DAYS + 1));
    return { active: true, until: now + days * DAY_MS };
  }
  return { active: false, until: now + DAY_MS };
}

interface HighlightStore {
  highlight: HighlightState | null;
  /** Rolls when needed and answers whether the highlight is on now. */
  check(now?: number): boolean;
}

export const useHighlightStore = create<HighlightStore>()(
  persist(
    (set, get) => ({
      highlight: null,
      check(now = Date.now()) {
        const current = get().highlight;
        const next = rollHighlight(current, now);
        if (next !== current) set({ highlight: next });
        return next.active;
      },
    }),
    { name: 'spielraum.gamesHighlight' },
  ),
);
