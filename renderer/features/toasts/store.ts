import { create } from 'zustand';
import { TOAST_DEDUPE_WINDOW_MS, TOAST_DURATION_MS, TOAST_MAX, TOAST_STALE_ERROR_MS } from '../../../common/constants';

// Spec §3 Toast and §9 "Messages and toasts". Titles and messages are i18n keys (namespace "client");
// the view translates them with `values` as interpolation.

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  type: ToastType;
  title?: string;
  message: string;
  values?: Record<string, string | number>;
  /** Milliseconds until it closes by itself; ignored when persistent. */
  duration: number;
  persistent: boolean;
  apiError: boolean;
  timestamp: number;
  /** How many identical toasts were merged into this one. */
  count: number;
}

export interface ShowToastInput {
  type: ToastType;
  title?: string;
  message: string;
  values?: Record<string, string | number>;
  duration?: number;
  persistent?: boolean;
  apiError?: boolean;
}

export interface ToastState {
  toasts: Toast[];
  show(input: ShowToastInput): string;
  dismiss(id: string): void;
  dismissAll(): void;
  /** Closes error toasts (and API-error toasts) once a retried request has succeeded. */
  dismissErrors(): void;
  /** Drops error toasts older than 30 s; the view calls it when the tab becomes visible again. */
  dropStaleErrors(): void;
}

export interface ToastStoreDeps {
  now(): number;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

const defaultDeps: ToastStoreDeps = {
  now: () => Date.now(),
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function toastDuration(input: Pick<ShowToastInput, 'type' | 'duration' | 'apiError'>): number {
  if (input.duration !== undefined) return input.duration;
  if (input.apiError) return TOAST_DURATION_MS.apiError;
  return TOAST_DURATION_MS[input.type];
}

function sameContent(toast: Toast, input: ShowToastInput): boolean {
  return (
    toast.type === input.type &&
    toast.title === input.title &&
    toast.message === input.message &&
    JSON.stringify(toast.values ?? null) === JSON.stringify(input.values ?? null)
  );
}

export function createToastStore(deps: ToastStoreDeps = defaultDeps) {
  const timers = new Map<string, unknown>();
  let sequence = 0;

  const cancelTimer = (id: string) => {
    const handle = timers.get(id);
    if (handle !== undefined) deps.clearTimer(handle);
    timers.delete(id);
  };

  return create<ToastState>()((set, get) => {
    const schedule = (toast: Toast) => {
      cancelTimer(toast.id);
      if (toast.persistent) return;
      timers.set(
        toast.id,
        deps.setTimer(() => get().dismiss(toast.id), toast.duration),
      );
    };

    return {
      toasts: [],

      show(input) {
        const now = deps.now();
        const duplicate = get().toasts.find(
          (toast) => sameContent(toast, input) && now - toast.timestamp <= TOAST_DEDUPE_WINDOW_MS,
        );
        if (duplicate) {
          const merged = { ...duplicate, timestamp: now, count: duplicate.count + 1 };
          set({ toasts: get().toasts.map((toast) => (toast.id === duplicate.id ? merged : toast)) });
          schedule(merged);
          return duplicate.id;
        }

        sequence += 1;
        const toast: Toast = {
          id: `toast-${now}-${sequence}`,
          type: input.type,
          message: input.message,
          duration: toastDuration(input),
          persistent: input.persistent ?? false,
          apiError: input.apiError ?? false,
          timestamp: now,
          count: 1,
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.values === undefined ? {} : { values: input.values }),
        };
        const toasts = [...get().toasts, toast];
        const overflow = toasts.slice(0, Math.max(0, toasts.length - TOAST_MAX));
        for (const dropped of overflow) cancelTimer(dropped.id);
        set({ toasts: toasts.slice(overflow.length) });
        schedule(toast);
        return toast.id;
      },

      dismiss(id) {
        cancelTimer(id);
        set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
      },

      dismissAll() {
        for (const id of timers.keys()) cancelTimer(id);
        set({ toasts: [] });
      },

      dismissErrors() {
        for (const toast of get().toasts) {
          if (toast.type === 'error' || toast.apiError) cancelTimer(toast.id);
        }
        set({ toasts: get().toasts.filter((toast) => toast.type !== 'error' && !toast.apiError) });
      },

      dropStaleErrors() {
        const now = deps.now();
        const isStale = (toast: Toast) => toast.type === 'error' && now - toast.timestamp > TOAST_STALE_ERROR_MS;
        for (const toast of get().toasts) if (isStale(toast)) cancelTimer(toast.id);
        set({ toasts: get().toasts.filter((toast) => !isStale(toast)) });
      },
    };
  });
}

export const useToastStore = createToastStore();

/** The close-all button shows only when more than one toast is open (spec §9). */
export function canCloseAllToasts(state: Pick<ToastState, 'toasts'>): boolean {
  return state.toasts.length > 1;
}

/** Wires `dropStaleErrors` to the page becoming visible; returns the unsubscribe function. */
export function dropStaleErrorsWhenVisible(
  target: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
  store: { getState(): Pick<ToastState, 'dropStaleErrors'> } = useToastStore,
): () => void {
  const onVisibilityChange = () => {
    if (target.visibilityState === 'visible') store.getState().dropStaleErrors();
  };
  target.addEventListener('visibilitychange', onVisibilityChange);
  return () => target.removeEventListener('visibilitychange', onVisibilityChange);
}
