import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** How long after the shell mounted the channel opens: the first page's own requests go first. */
const START_DELAY_MS = 1_500;

/** Mounted once in the shell: opens the tab's realtime channel after start and closes it on unmount. */
export function useRealtimeChannel(): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  }, [revalidator]);

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void import('./sync').then(({ startRealtimeSync }) => {
        if (cancelled) return;
        stop = startRealtimeSync({
          revalidateRoutes: () => {
            if (latest.current.state === 'idle') void latest.current.revalidate();
          },
        });
      });
    }, START_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, []);
}
