import { create } from 'zustand';
import {
  MESSAGE_DURATION_MS,
  MESSAGE_GENERAL_ERROR_DURATION_MS,
  MESSAGE_HISTORY_MAX,
  MESSAGE_MAX_VISIBLE,
} from '../../../common/constants';

// Spec §3 "Message entry", §8 "Message stack", §9 durations and limits. Keys are i18n keys of the
// "client" namespace; the view translates `key` with `values`.

export type MessageType = 'success' | 'error' | 'warning' | 'info';

export interface MessageEntry {
  id: string;
  /** The resolved i18n key to display. */
  key: string;
  /** The key as pushed, before resolution. */
  originalKey: string;
  type: MessageType;
  values?: Record<string, string | number>;
  timestamp: number;
  permanent: boolean;
}

export interface PushMessageOptions {
  permanent?: boolean;
  values?: Record<string, string | number>;
}

export interface MessageState {
  messages: MessageEntry[];
  history: MessageEntry[];
  push(key: string, type: MessageType, opts?: PushMessageOptions): string;
  remove(id: string): void;
  clear(): void;
  /** Lets the i18n layer tell the store which keys exist (i18next's `exists`). */
  setKeyLookup(exists: (key: string) => boolean): void;
}

const GENERAL_ERROR = 'generalError';
const GENERAL_ERROR_KEY = 'errorGeneralError';

/**
 * Spec §8: for non-success types try 'error' + Key first, then the key itself; generalError always maps to
 * errorGeneralError. Success messages use the key directly.
 */
export function resolveMessageKey(key: string, exists: (key: string) => boolean, type: MessageType = 'error'): string {
  if (type === 'success') return key;
  if (key === GENERAL_ERROR) return GENERAL_ERROR_KEY;
  if (key.startsWith('error')) return key;
  const prefixed = `error${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return exists(prefixed) ? prefixed : key;
}

export function messageDuration(originalKey: string): number {
  return originalKey === GENERAL_ERROR || originalKey === GENERAL_ERROR_KEY
    ? MESSAGE_GENERAL_ERROR_DURATION_MS
    : MESSAGE_DURATION_MS;
}

export interface MessageStoreDeps {
  now(): number;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

const defaultDeps: MessageStoreDeps = {
  now: () => Date.now(),
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createMessageStore(deps: MessageStoreDeps = defaultDeps) {
  const timers = new Map<string, unknown>();
  let keyExists: (key: string) => boolean = () => false;
  let sequence = 0;

  const cancelTimer = (id: string) => {
    const handle = timers.get(id);
    if (handle !== undefined) deps.clearTimer(handle);
    timers.delete(id);
  };

  return create<MessageState>()((set, get) => ({
    messages: [],
    history: [],

    push(key, type, opts = {}) {
      sequence += 1;
      const entry: MessageEntry = {
        id: `message-${deps.now()}-${sequence}`,
        key: resolveMessageKey(key, keyExists, type),
        originalKey: key,
        type,
        timestamp: deps.now(),
        permanent: opts.permanent ?? false,
        ...(opts.values === undefined ? {} : { values: opts.values }),
      };

      let messages = [...get().messages, entry];
      const transient = messages.filter((message) => !message.permanent);
      const overflow = transient.slice(0, Math.max(0, transient.length - MESSAGE_MAX_VISIBLE));
      if (overflow.length > 0) {
        const overflowIds = new Set(overflow.map((message) => message.id));
        for (const id of overflowIds) cancelTimer(id);
        messages = messages.filter((message) => !overflowIds.has(message.id));
      }
      set({ messages, history: [...get().history, entry].slice(-MESSAGE_HISTORY_MAX) });

      if (!entry.permanent) {
        timers.set(
          entry.id,
          deps.setTimer(() => get().remove(entry.id), messageDuration(key)),
        );
      }
      return entry.id;
    },

    remove(id) {
      cancelTimer(id);
      set({ messages: get().messages.filter((message) => message.id !== id) });
    },

    clear() {
      for (const id of timers.keys()) cancelTimer(id);
      set({ messages: [] });
    },

    setKeyLookup(exists) {
      keyExists = exists;
    },
  }));
}

export const useMessageStore = createMessageStore();
