import { VIEW_AFTER_PLAYED_MS } from '../../../common/constants';
import { sendWatchTime } from './queries';
import { useSessionStore } from '../session/store';
import { WatchTimeBatcher } from './view-batcher';

// The page's one watch-time collector: entries that reach 60 s go out at once, the rest when the page is hidden
// or left (keepalive fetch with the CSRF header). Only a signed-in user's time is gathered (the call needs one).

const batcher = new WatchTimeBatcher();
let installed = false;

function signedIn(): boolean {
  return useSessionStore.getState().user !== null;
}

function install(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const leave = () => flushWatchTime(true);
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}

/** Adds seconds watched of a post. */
export function recordWatchTime(postId: number, seconds: number): void {
  if (!signedIn()) return;
  install();
  const ready = batcher.add(postId, seconds);
  if (ready.length > 0) void sendWatchTime(ready).catch(() => {});
}

/** Sends what has gathered: with a keepalive fetch when the page is going away, else as a normal call. */
export function flushWatchTime(leaving = false): void {
  const entries = batcher.drain();
  if (entries.length === 0 || !signedIn()) return;
  void sendWatchTime(entries, leaving).catch(() => {});
}

/** A view counts once the clip has played this long (and only for a signed-in user). */
export function viewDue(playedMs: number): boolean {
  return playedMs >= VIEW_AFTER_PLAYED_MS && signedIn();
}
