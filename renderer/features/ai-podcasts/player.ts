import { create } from 'zustand';

// The podcast player's state (spec §4 Player): play, pause, load track; next wraps to the first track, previous
// goes to the preceding one (and stays on the first). The <audio> element follows this store; the Media Session
// buttons and the player's own buttons call the same actions.

export interface PlayerTrack {
  id: number;
  name: string;
  path: string;
  duration_ms: number;
}

export interface PlayerState {
  podcastId: number | null;
  tracks: PlayerTrack[];
  index: number;
  playing: boolean;
  /** Shows a podcast's tracks, the first one loaded and paused (the same podcast again changes nothing). */
  open(podcastId: number, tracks: PlayerTrack[]): void;
  play(): void;
  pause(): void;
  loadTrack(index: number): void;
  next(): void;
  previous(): void;
}

/** The track after `index`: the first again after the last (spec §4). */
export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

/** The track before `index`; the first stays the first. */
export function previousIndex(index: number): number {
  return Math.max(0, index - 1);
}

export const usePodcastPlayer = create<PlayerState>((set, get) => ({
  podcastId: null,
  tracks: [],
  index: 0,
  playing: false,
  open(podcastId, tracks) {
    if (get().podcastId === podcastId && get().tracks.length === tracks.length) return;
    set({ podcastId, tracks, index: 0, playing: false });
  },
  play() {
    if (get().tracks.length > 0) set({ playing: true });
  },
  pause() {
    set({ playing: false });
  },
  loadTrack(index) {
    const { tracks } = get();
    if (index >= 0 && index < tracks.length) set({ index });
  },
  next() {
    set((state) => ({ index: nextIndex(state.index, state.tracks.length) }));
  },
  previous() {
    set((state) => ({ index: previousIndex(state.index) }));
  },
}));
