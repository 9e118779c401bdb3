import {
  DEFAULT_RATE_LIMIT_WAIT_MS,
  RETRY_BACKOFF_BASE_MS,
  RETRY_CAP_GIVEAWAY_MS,
  RETRY_CAP_NETWORK_ERROR_MS,
  RETRY_CAP_RATE_LIMIT_MS,
  RETRY_CAP_SERVER_ERROR_MS,
} from '../constants';

// Spec §8 retry policy as pure functions, so every number is pinned by a unit test.

/** What a failed attempt ended with: an HTTP status, a timeout, or no response at all. */
export type FailureKind = number | 'timeout' | 'network';

export const RATE_LIMIT_DELAY_FACTOR = 3;

export function isRetryableFailure(status: FailureKind): boolean {
  if (status === 'timeout' || status === 'network') return true;
  return status === 429 || (status >= 500 && status <= 599);
}

/** Giveaway and batch-check calls are non-essential: they retry faster (spec §8). */
export function isGiveawayUrl(url: string): boolean {
  const lower = url.toLowerCase();
  return lower.includes('giveaway') || lower.includes('batch-check');
}

/**
 * Milliseconds until the Retry-After moment, or null when the header is absent or unusable.
 * Accepts delta seconds ("120") and HTTP dates ("Wed, 21 Oct 2015 07:28:00 GMT"); a date in the past gives 0.
 */
export function parseRetryAfterMs(header: string | null | undefined, now: number): number | null {
  if (header === null || header === undefined) return null;
  const trimmed = header.trim();
  if (trimmed === '') return null;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  // HTTP dates start with the weekday; anything else (e.g. "-3") is not a date, however lenient Date.parse is.
  if (!/^[A-Za-z]/.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/** When the rate-limited flag ends: Retry-After when given, otherwise the default wait (spec §8). */
export function rateLimitResetAt(retryAfterHeader: string | null | undefined, now: number): number {
  return now + (parseRetryAfterMs(retryAfterHeader, now) ?? DEFAULT_RATE_LIMIT_WAIT_MS);
}

export interface RetryDelayInput {
  /** 1 for the first retry, 2 for the second, … */
  attempt: number;
  status: FailureKind;
  retryAfterHeader?: string | null;
  url: string;
  now: number;
}

/**
 * Wait before retry number `attempt` (spec §8): backoff 1 s doubling; 429 tripled and capped at 15 s,
 * or the server's Retry-After (also capped at 15 s); 5xx capped at 5 s; no response capped at 8 s.
 * Giveaway and batch-check calls halve the computed backoff and cap every wait at 3 s.
 */
export function retryDelayMs({ attempt, status, retryAfterHeader, url, now }: RetryDelayInput): number {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`retry attempt must be a positive integer, got ${attempt}`);
  }
  const giveaway = isGiveawayUrl(url);
  const backoff = RETRY_BACKOFF_BASE_MS * 2 ** (attempt - 1);

  if (status === 429) {
    const serverWait = parseRetryAfterMs(retryAfterHeader, now);
    if (serverWait !== null) {
      const capped = Math.min(serverWait, RETRY_CAP_RATE_LIMIT_MS);
      return giveaway ? Math.min(capped, RETRY_CAP_GIVEAWAY_MS) : capped;
    }
    const delay = Math.min(backoff * RATE_LIMIT_DELAY_FACTOR, RETRY_CAP_RATE_LIMIT_MS);
    return giveaway ? Math.min(delay / 2, RETRY_CAP_GIVEAWAY_MS) : delay;
  }

  const cap = typeof status === 'number' ? RETRY_CAP_SERVER_ERROR_MS : RETRY_CAP_NETWORK_ERROR_MS;
  const delay = Math.min(backoff, cap);
  return giveaway ? Math.min(delay / 2, RETRY_CAP_GIVEAWAY_MS) : delay;
}
