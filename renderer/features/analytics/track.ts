import { ANALYTICS } from '../../../common/constants';

// The product events of spec §4 "Analytics" as a tiny facade any feature may import: it never loads the
// capture client. Events go to the running client; until the controller knows whether analytics may run they
// wait in a short queue, and once it knows that they may not, they are dropped.

/** First-party cookie holding the persistent anonymous analytics id (full consent only; 365 days, §9). */
export const ANALYTICS_ID_COOKIE = 'analytics_id';

export interface AnalyticsSink {
  capture(event: string, properties?: Record<string, unknown>, at?: number): void;
}

interface Queued {
  event: string;
  properties: Record<string, unknown> | undefined;
  at: number;
}

const QUEUE_LIMIT = 20;

let target: AnalyticsSink | 'pending' | 'off' = 'pending';
let queue: Queued[] = [];
let lastFavouritesCount: number | null = null;
let onboardingCompletedSent = false;

/** Controller side: a running client, 'pending' while that is not decided yet, or 'off' (drop everything). */
export function setAnalyticsSink(next: AnalyticsSink | 'pending' | 'off'): void {
  target = next;
  if (next === 'pending') return;
  const waiting = queue;
  queue = [];
  if (next !== 'off') for (const item of waiting) next.capture(item.event, item.properties, item.at);
}

function emit(event: string, properties?: Record<string, unknown>): void {
  if (target === 'off') return;
  if (target !== 'pending') {
    target.capture(event, properties);
    return;
  }
  if (queue.length < QUEUE_LIMIT) queue.push({ event, properties, at: Date.now() });
}

/** The visitor started the onboarding. */
export function trackOnboardingStarted(): void {
  emit('onboarding_started');
}

/**
 * The visitor's current number of favourites: call it with the loaded count and after every change (not with a
 * placeholder before the favourites are known). onboarding_completed fires once per page load, when the count
 * moves from below ANALYTICS.onboardingFavouritesThreshold to at or above it.
 */
export function trackFavouritesCount(count: number): void {
  if (!Number.isFinite(count)) return;
  const previous = lastFavouritesCount;
  lastFavouritesCount = count;
  const threshold = ANALYTICS.onboardingFavouritesThreshold;
  if (onboardingCompletedSent || previous === null || previous >= threshold || count < threshold) return;
  onboardingCompletedSent = true;
  emit('onboarding_completed', { favourites_count: count });
}

/** Tests only: back to the state of a fresh page. */
export function resetAnalyticsTracking(): void {
  target = 'pending';
  queue = [];
  lastFavouritesCount = null;
  onboardingCompletedSent = false;
}
