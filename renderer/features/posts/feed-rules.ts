import {
  FEED_SCROLL_OFFSET_PX,
  MAX_VIDEO_ELEMENTS,
  MEMORY_WARNING_RATIO,
  VIDEO_AUTOPLAY_THRESHOLD,
  VIDEO_PAUSE_THRESHOLD,
} from '../../../common/constants';

// The feed's decisions as pure functions (spec §9 video visibility, feed snapping, video clean-up, memory check).

/**
 * Where the feed settles once scrolling has rested (debounced): past the offset from the current clip's top it
 * moves one clip in that direction, never more than one, else it returns to the current one.
 */
export function snapTarget(input: {
  scrollTop: number;
  itemHeight: number;
  current: number;
  count: number;
  offset?: number;
}): number {
  const { scrollTop, itemHeight, current, count, offset = FEED_SCROLL_OFFSET_PX } = input;
  if (count <= 0 || itemHeight <= 0) return 0;
  const delta = scrollTop - current * itemHeight;
  let target = current;
  if (delta > offset) target = current + 1;
  else if (delta < -offset) target = current - 1;
  return Math.min(Math.max(target, 0), count - 1);
}

export type VisibilityAction = 'play' | 'pause' | 'keep';

/** Autoplay from 25 % visibility, pause under 10 %, in between leave it as it is (no flicker at the edges). */
export function visibilityAction(ratio: number): VisibilityAction {
  if (ratio >= VIDEO_AUTOPLAY_THRESHOLD) return 'play';
  if (ratio < VIDEO_PAUSE_THRESHOLD) return 'pause';
  return 'keep';
}

/** The clip that plays: the most visible one at or above the autoplay threshold; null when none is. */
export function mostVisible(ratios: ReadonlyMap<number, number>): number | null {
  let best: number | null = null;
  let bestRatio = VIDEO_AUTOPLAY_THRESHOLD;
  for (const [index, ratio] of ratios) {
    if (ratio > bestRatio || (ratio === bestRatio && (best === null || index < best))) {
      best = index;
      bestRatio = ratio;
    }
  }
  return best;
}

export const AUTOPLAY_SETTINGS = ['always', 'wifi', 'never'] as const;
export type AutoplaySetting = (typeof AUTOPLAY_SETTINGS)[number];

export interface PlaybackEnvironment {
  /** navigator.connection.saveData */
  saveData: boolean;
  /** matchMedia('(prefers-reduced-motion: reduce)') */
  reducedMotion: boolean;
  /** navigator.connection.type where the browser tells it (Android), else undefined. */
  connectionType?: string | undefined;
}

/**
 * Whether clips start by themselves. Data saver and reduced motion always win; "Wi-Fi only" allows it on Wi-Fi,
 * Ethernet or a connection the browser does not describe (desktop browsers never say), not on cellular.
 */
export function autoplayAllowed(setting: AutoplaySetting, environment: PlaybackEnvironment): boolean {
  if (setting === 'never' || environment.saveData || environment.reducedMotion) return false;
  if (setting === 'wifi') {
    const type = environment.connectionType;
    return type === undefined || type === 'wifi' || type === 'ethernet' || type === 'unknown';
  }
  return true;
}

/** The indices that may hold a <video> element: the current clip and its neighbours, at most `max` in all. */
export function liveWindow(current: number, count: number, max: number = MAX_VIDEO_ELEMENTS): { from: number; to: number } {
  if (count <= 0 || max <= 0) return { from: 0, to: -1 };
  const size = Math.min(max, count);
  const before = Math.floor((size - 1) / 2);
  let from = Math.max(0, current - before);
  const to = Math.min(count - 1, from + size - 1);
  from = Math.max(0, to - size + 1);
  return { from, to };
}

export type PreloadHint = 'auto' | 'metadata' | 'none';

/**
 * How much a clip may fetch ahead: the current one plays, only the next one prefetches its poster and first
 * segment, every other stays silent.
 */
export function preloadFor(index: number, current: number): { preload: PreloadHint; source: boolean; poster: boolean } {
  if (index === current) return { preload: 'auto', source: true, poster: true };
  if (index === current + 1) return { preload: 'metadata', source: true, poster: true };
  if (index === current - 1) return { preload: 'none', source: false, poster: true };
  return { preload: 'none', source: false, poster: false };
}

/** performance.memory as Chromium reports it. */
export interface HeapFigures {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}

/** Spec §9 memory check: above 80 % of the heap limit, or more than 15 video elements, clean up. */
export function needsCleanup(heap: HeapFigures | null | undefined, videoElements: number): boolean {
  if (videoElements > MAX_VIDEO_ELEMENTS) return true;
  if (!heap || heap.jsHeapSizeLimit <= 0) return false;
  return heap.usedJSHeapSize / heap.jsHeapSizeLimit > MEMORY_WARNING_RATIO;
}
