import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canCloseAllToasts, createToastStore, dropStaleErrorsWhenVisible, toastDuration } from './store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast durations', () => {
  it('uses 4 s by default, 10 s for errors, 3 s for success, 5 s for warnings, 6 s for API errors', () => {
    expect(toastDuration({ type: 'info' })).toBe(4_000);
    expect(toastDuration({ type: 'error' })).toBe(10_000);
    expect(toastDuration({ type: 'success' })).toBe(3_000);
    expect(toastDuration({ type: 'warning' })).toBe(5_000);
    expect(toastDuration({ type: 'error', apiError: true })).toBe(6_000);
    expect(toastDuration({ type: 'error', duration: 1_234 })).toBe(1_234);
  });

  it('closes a toast after its duration, but never a persistent one', () => {
    const store = createToastStore();
    store.getState().show({ type: 'success', message: 'saved' });
    store.getState().show({ type: 'info', message: 'stays', persistent: true });
    vi.advanceTimersByTime(2_999);
    expect(store.getState().toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['stays']);
    vi.advanceTimersByTime(60_000);
    expect(store.getState().toasts).toHaveLength(1);
  });
});

describe('toast stack', () => {
  it('keeps at most 4 toasts, dropping the oldest', () => {
    const store = createToastStore();
    for (const message of ['a', 'b', 'c', 'd', 'e']) store.getState().show({ type: 'info', message });
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('merges an identical toast within 5 s and restarts its timer', () => {
    const store = createToastStore();
    const first = store.getState().show({ type: 'error', title: 't', message: 'm', values: { n: 1 } });
    vi.advanceTimersByTime(5_000);
    const second = store.getState().show({ type: 'error', title: 't', message: 'm', values: { n: 1 } });
    expect(second).toBe(first);
    expect(store.getState().toasts).toHaveLength(1);
    expect(store.getState().toasts[0]?.count).toBe(2);
    vi.advanceTimersByTime(9_999);
    expect(store.getState().toasts).toHaveLength(1);

    vi.advanceTimersByTime(1);
    store.getState().show({ type: 'error', title: 't', message: 'm', values: { n: 2 } });
    store.getState().show({ type: 'error', title: 't', message: 'm', values: { n: 2 } });
    vi.advanceTimersByTime(5_001);
    store.getState().show({ type: 'error', title: 't', message: 'm', values: { n: 2 } });
    expect(store.getState().toasts).toHaveLength(2);
  });

  it('drops error toasts older than 30 s when the page becomes visible again', () => {
    const store = createToastStore();
    store.getState().show({ type: 'error', message: 'old', persistent: true });
    store.getState().show({ type: 'warning', message: 'old warning', persistent: true });
    vi.advanceTimersByTime(30_001);
    store.getState().show({ type: 'error', message: 'new', persistent: true });

    const listeners = new Map<string, () => void>();
    const page = {
      visibilityState: 'hidden' as DocumentVisibilityState,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    const stop = dropStaleErrorsWhenVisible(page as unknown as Document, store);
    listeners.get('visibilitychange')?.();
    expect(store.getState().toasts).toHaveLength(3);
    page.visibilityState = 'visible';
    listeners.get('visibilitychange')?.();
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['old warning', 'new']);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('dismisses one, the errors, or all, and offers close-all only above one toast', () => {
    const store = createToastStore();
    const info = store.getState().show({ type: 'info', message: 'i' });
    expect(canCloseAllToasts(store.getState())).toBe(false);
    store.getState().show({ type: 'error', message: 'e' });
    store.getState().show({ type: 'warning', message: 'api', apiError: true });
    store.getState().show({ type: 'success', message: 's' });
    expect(canCloseAllToasts(store.getState())).toBe(true);

    store.getState().dismissErrors();
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['i', 's']);
    store.getState().dismiss(info);
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['s']);
    store.getState().dismissAll();
    expect(store.getState().toasts).toEqual([]);
  });
});
