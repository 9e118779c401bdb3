import { create } from 'zustand';
import { AUTOPLAY_SETTINGS, type AutoplaySetting, autoplayAllowed } from './feed-rules';

// Client state of the feed: sound, pause of the current clip and the autoplay choice (kept in this browser).

const AUTOPLAY_KEY = 'feed.autoplay';

function readSetting(): AutoplaySetting {
  try {
    const stored = localStorage.getItem(AUTOPLAY_KEY);
    return (AUTOPLAY_SETTINGS as readonly string[]).includes(stored ?? '') ? (stored as AutoplaySetting) : 'always';
  } catch {
    return 'always';
  }
}

interface Connection {
  saveData?: boolean;
  type?: string;
}

/** Whether clips may start by themselves here and now. */
export function canAutoplay(setting: AutoplaySetting): boolean {
  if (typeof window === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return autoplayAllowed(setting, {
    saveData: connection?.saveData === true,
    reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    connectionType: connection?.type,
  });
}

interface FeedState {
  muted: boolean;
  /** The current clip is paused (by the person, by the autoplay rules, or for the sign-in overlay). */
  paused: boolean;
  pausedForSignIn: boolean;
  autoplay: AutoplaySetting;
  setMuted(muted: boolean): void;
  setPaused(paused: boolean): void;
  pauseForSignIn(): void;
  resumeAfterSignIn(): void;
  setAutoplay(setting: AutoplaySetting): void;
  /** A new clip became current: it plays if autoplay may. */
  arrived(): void;
}

export const useFeedStore = create<FeedState>()((set, get) => ({
  muted: true,
  paused: false,
  pausedForSignIn: false,
  autoplay: typeof localStorage === 'undefined' ? 'always' : readSetting(),
  setMuted: (muted) => set({ muted }),
  setPaused: (paused) => set({ paused }),
  pauseForSignIn: () => {
    if (!get().paused) set({ paused: true, pausedForSignIn: true });
  },
  resumeAfterSignIn: () => {
    if (get().pausedForSignIn) set({ paused: false, pausedForSignIn: false });
  },
  setAutoplay: (autoplay) => {
    try {
      localStorage.setItem(AUTOPLAY_KEY, autoplay);
    } catch {
      // Private mode: the choice lasts for this page.
    }
    set({ autoplay });
  },
  arrived: () => set({ paused: !canAutoplay(get().autoplay), pausedForSignIn: false }),
}));
