import { WATCH_TIME_SEND_THRESHOLD_S } from '../../../common/constants';

// Watch time per post (spec §5, §9): gathered in memory, sent once 60 s have accumulated for a post and, for the
// rest, when the page is left. Values of 0 or less are never sent.

export interface WatchEntry {
  post_id: number;
  watchTime: number;
}

/** Rounds to milliseconds so floating sums do not send 59.99999. */
function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

export class WatchTimeBatcher {
  private readonly pending = new Map<number, number>();

  constructor(private readonly threshold: number = WATCH_TIME_SEND_THRESHOLD_S) {}

  /** Adds watched seconds; answers the entries that reached the threshold (and forgets them). */
  add(postId: number, seconds: number): WatchEntry[] {
    if (!Number.isFinite(seconds) || seconds <= 0 || !Number.isInteger(postId) || postId <= 0) return [];
    const total = (this.pending.get(postId) ?? 0) + seconds;
    if (total >= this.threshold) {
      this.pending.delete(postId);
      return [{ post_id: postId, watchTime: round(total) }];
    }
    this.pending.set(postId, total);
    return [];
  }

  /** Everything gathered so far (positive values only), and a clean slate. */
  drain(): WatchEntry[] {
    const entries = [...this.pending]
      .map(([post_id, total]) => ({ post_id, watchTime: round(total) }))
      .filter((entry) => entry.watchTime > 0);
    this.pending.clear();
    return entries;
  }

  pendingSeconds(postId: number): number {
    return this.pending.get(postId) ?? 0;
  }
}

/**
 * Seconds actually watched between two timeupdate readings: forward progress of at most `maxStep` (a seek or a
 * loop back is not watching), else 0.
 */
export function watchedBetween(previous: number, next: number, maxStep = 1.5): number {
  const delta = next - previous;
  return delta > 0 && delta <= maxStep ? delta : 0;
}
