import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMessageStore, resolveMessageKey } from './store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resolveMessageKey', () => {
  const known = new Set(['errorNoConnection', 'errorGeneralError', 'saved']);
  const exists = (key: string) => known.has(key);

  it("tries 'error' + Key first, then the key", () => {
    expect(resolveMessageKey('noConnection', exists)).toBe('errorNoConnection');
    expect(resolveMessageKey('sessionExpired', exists, 'warning')).toBe('sessionExpired');
  });

  it('maps generalError to errorGeneralError and leaves success keys alone', () => {
    expect(resolveMessageKey('generalError', () => false)).toBe('errorGeneralError');
    expect(resolveMessageKey('noConnection', exists, 'success')).toBe('noConnection');
    expect(resolveMessageKey('errorServerError', exists)).toBe('errorServerError');
  });
});

describe('message stack', () => {
  it('shows a message 3 s, generalError 4 s, and a permanent one until removed', () => {
    const store = createMessageStore();
    store.getState().push('saved', 'success');
    store.getState().push('generalError', 'error');
    const permanent = store.getState().push('sessionExpired', 'warning', { permanent: true });

    vi.advanceTimersByTime(2_999);
    expect(store.getState().messages).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(store.getState().messages.map((message) => message.originalKey)).toEqual(['generalError', 'sessionExpired']);
    vi.advanceTimersByTime(1_000);
    expect(store.getState().messages.map((message) => message.key)).toEqual(['sessionExpired']);
    store.getState().remove(permanent);
    expect(store.getState().messages).toEqual([]);
  });

  it('keeps at most 3 non-permanent messages visible, and permanent ones on top of that', () => {
    const store = createMessageStore();
    store.getState().push('pinned', 'info', { permanent: true });
    for (const key of ['a', 'b', 'c', 'd']) store.getState().push(key, 'info');
    expect(store.getState().messages.map((message) => message.key)).toEqual(['pinned', 'b', 'c', 'd']);
  });

  it('keeps the last 100 messages in the history', () => {
    const store = createMessageStore();
    for (let index = 0; index < 105; index += 1) store.getState().push(`m${index}`, 'info');
    const { history } = store.getState();
    expect(history).toHaveLength(100);
    expect(history[0]?.key).toBe('m5');
    expect(history.at(-1)?.key).toBe('m104');
  });

  it('resolves keys with the lookup the i18n layer provides and keeps the original key', () => {
    const store = createMessageStore();
    store.getState().setKeyLookup((key) => key === 'errorNoConnection');
    store.getState().push('noConnection', 'error', { values: { retry: 3 } });
    expect(store.getState().messages[0]).toMatchObject({
      key: 'errorNoConnection',
      originalKey: 'noConnection',
      type: 'error',
      values: { retry: 3 },
      permanent: false,
    });
  });
});
