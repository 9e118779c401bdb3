// Exponential backoff rules for background retries and the realtime channel's reconnects, pure so the
// numbers are pinned by unit tests.

/** base × 2^(attempt−1), capped; attempt counts from 1. */
export function exponentialDelayMs(attempt: number, baseMs: number, capMs: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(capMs, baseMs * 2 ** Math.min(exponent, 30));
}

export const JOB_RETRY_BASE_MS = 5_000;
export const JOB_RETRY_CAP_MS = 15 * 60_000;

/** How long a failed job waits before its next attempt: 5 s, 10 s, 20 s, … at most 15 minutes. */
export function jobRetryDelayMs(failedAttempts: number, baseMs = JOB_RETRY_BASE_MS, capMs = JOB_RETRY_CAP_MS): number {
  return exponentialDelayMs(failedAttempts, baseMs, capMs);
}

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;

/**
 * Wait before the realtime socket's next connection attempt ("full jitter"): a random point between half
 * and all of base × 2^(attempt−1), capped at 30 s, so a server restart is not met by every tab at once.
 * `random` is a number in [0, 1).
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  const ceiling = exponentialDelayMs(attempt, RECONNECT_BASE_MS, RECONNECT_CAP_MS);
  const clamped = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * clamped);
}
