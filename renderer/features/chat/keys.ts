import { create } from 'zustand';
import { parseRetryAfterMs } from '../../../common/rules/retry';
import { isApiError } from '../../api/http';
import { fetchOwnKeys, saveOwnPublicKey } from './queries';
import { cryptoCall } from './crypto/client';

// The encryption state of this device (spec §3 Encryption state, §4 Encryption): uninitialised, then the keys
// are loaded from IndexedDB or set up, then initialised; the public key is synced to the server. A rate-limited
// sync blocks further syncs until the server's reset time, or 60 s (§9).

export type KeyStatus =
  /** Looking at IndexedDB and the server. */
  | 'loading'
  /** No keys anywhere yet: choose a recovery passphrase. */
  | 'setup'
  /** The account has keys (another device): unlock them here with the passphrase. */
  | 'unlock'
  | 'ready'
  | 'error';

export const KEY_SYNC_BACKOFF_MS = 60_000;

interface KeyState {
  userId: number | null;
  status: KeyStatus;
  publicKey: string | null;
  /** The server's backup, for 'unlock'. */
  backup: string | null;
  error: string | null;
  nextPublicKeySyncAllowedAt: number;
  /** Counts key changes on this device, so decrypted messages are tried again after an unlock. */
  generation: number;
  init(userId: number): Promise<void>;
  setup(passphrase: string): Promise<void>;
  unlock(passphrase: string): Promise<'ok' | 'wrong'>;
}

/** After a 429 the next sync waits until the server's reset time, else 60 s (§4, §9). */
function retryAfterMs(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  return parseRetryAfterMs(error.retryAfter, Date.now()) ?? KEY_SYNC_BACKOFF_MS;
}

export const useChatKeys = create<KeyState>((set, get) => ({
  userId: null,
  status: 'loading',
  publicKey: null,
  backup: null,
  error: null,
  nextPublicKeySyncAllowedAt: 0,
  generation: 0,

  async init(userId) {
    if (get().userId === userId && get().status !== 'error') return;
    set({ userId, status: 'loading', error: null });
    try {
      const server = await fetchOwnKeys();
      const local = await cryptoCall('load', { userId, serverPublicKey: server.public_key });
      if (local === 'ready') set({ status: 'ready', publicKey: server.public_key, backup: server.key_backup, generation: get().generation + 1 });
      else if (server.public_key && server.key_backup) set({ status: 'unlock', publicKey: server.public_key, backup: server.key_backup });
      else set({ status: 'setup', publicKey: server.public_key, backup: null });
    } catch {
      set({ status: 'error', error: 'keysUnavailable' });
    }
  },

  async setup(passphrase) {
    const { userId, nextPublicKeySyncAllowedAt } = get();
    if (userId === null) return;
    if (Date.now() < nextPublicKeySyncAllowedAt) {
      set({ error: 'keySyncWait' });
      return;
    }
    set({ error: null });
    const keys = await cryptoCall('setup', { userId, passphrase });
    try {
      await saveOwnPublicKey(keys.public_key, keys.key_backup);
      set({ status: 'ready', publicKey: keys.public_key, backup: keys.key_backup, generation: get().generation + 1 });
    } catch (error) {
      // Keys the server does not know must not be used: others would encrypt for the old ones.
      await cryptoCall('forget', { userId });
      const wait = retryAfterMs(error);
      set({ error: wait ? 'keySyncWait' : 'keySaveFailed', ...(wait ? { nextPublicKeySyncAllowedAt: Date.now() + wait } : {}) });
    }
  },

  async unlock(passphrase) {
    const { userId, backup, publicKey } = get();
    if (userId === null || !backup || !publicKey) return 'wrong';
    const opened = await cryptoCall('restore', { userId, backup, passphrase, publicKey });
    if (!opened) return 'wrong';
    set({ status: 'ready', error: null, generation: get().generation + 1 });
    return 'ok';
  },
}));
