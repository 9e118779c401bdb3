import { create } from 'zustand';

// Spec §3 client session state (apiHealthStatus, lastApiError) and §4 "API health" / "Other flags".

export type ApiHealthStatus = 'unknown' | 'healthy' | 'unhealthy';

export interface ApiErrorRecord {
  time: number;
  endpoint: string;
  message: string;
  status: number | 'timeout';
}

export interface ApiHealthState {
  apiHealthStatus: ApiHealthStatus;
  lastApiError: ApiErrorRecord | null;
  criticalError: boolean;
  rateLimited: boolean;
  rateLimitResetAt: number | null;
  markHealthy(): void;
  markUnhealthy(error: ApiErrorRecord): void;
  setCriticalError(): void;
  /** Called after a successful load of the play dashboard, favourites, trending, recommended or last played. */
  clearCriticalError(): void;
  setRateLimited(resetAt: number): void;
  clearRateLimit(): void;
  /** True while the rate-limit window is open; clears the flag once `now` has passed the reset time. */
  isRateLimited(now?: number): boolean;
  reset(): void;
}

const initialState = {
  apiHealthStatus: 'unknown' as ApiHealthStatus,
  lastApiError: null,
  criticalError: false,
  rateLimited: false,
  rateLimitResetAt: null,
};

export const useApiHealthStore = create<ApiHealthState>()((set, get) => ({
  ...initialState,

  markHealthy: () => set({ apiHealthStatus: 'healthy' }),
  markUnhealthy: (error) => set({ apiHealthStatus: 'unhealthy', lastApiError: error }),
  setCriticalError: () => set({ criticalError: true }),
  clearCriticalError: () => set({ criticalError: false }),
  setRateLimited: (resetAt) => set({ rateLimited: true, rateLimitResetAt: resetAt }),
  clearRateLimit: () => set({ rateLimited: false, rateLimitResetAt: null }),

  isRateLimited(now = Date.now()) {
    const { rateLimited, rateLimitResetAt } = get();
    if (!rateLimited) return false;
    if (rateLimitResetAt !== null && now >= rateLimitResetAt) {
      set({ rateLimited: false, rateLimitResetAt: null });
      return false;
    }
    return true;
  },

  reset: () => set({ ...initialState }),
}));
