import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to draw: `first` in the render that shows the list, all of them in a transition
 * right after, which React renders in slices between frames. Drawn at once, a page of clips or game cards kept a
 * throttled phone's main thread busy for a third of a second before the page answered a tap (docs/performance.md,
 * Lighthouse). Items that arrive later (the next page) are drawn the same way.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (total > drawn) startTransition(() => setDrawn(total));
  }, [total, drawn]);
  return Math.min(total, Math.max(drawn, first));
}
