import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { KEY_SYNC_BACKOFF_MS, useChatKeys } from './keys';

// §4/§9: a rate-limited key sync (saving the public key) blocks further syncs until the server's Retry-After,
// else 60 s; the keys it made are forgotten, since nobody could encrypt for keys the server does not know.

const api = vi.hoisted(() => ({ saveOwnPublicKey: vi.fn(), fetchOwnKeys: vi.fn() }));
const worker = vi.hoisted(() => ({ cryptoCall: vi.fn() }));
vi.mock('./queries', () => api);
vi.mock('./crypto/client', () => worker);
// (vi.mock is hoisted above the imports: keys.ts gets these.)

const PASSPHRASE = 'lila Drache spielt Schach';
const limited = (retryAfter: string | null) => new ApiError(429, '/api/user/public-key', undefined, retryAfter);
const setupCalls = () => worker.cryptoCall.mock.calls.filter(([call]) => call === 'setup').length;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  api.saveOwnPublicKey.mockReset();
  worker.cryptoCall.mockReset();
  worker.cryptoCall.mockImplementation(async (call: string) => (call === 'setup' ? { public_key: 'PUB', key_backup: 'BACKUP' } : true));
  useChatKeys.setState({ userId: 7, status: 'setup', publicKey: null, backup: null, error: null, nextPublicKeySyncAllowedAt: 0, generation: 0 });
});
afterEach(() => vi.useRealTimers());

describe('key sync after a 429', () => {
  it('waits for the server’s Retry-After, then syncs', async () => {
    api.saveOwnPublicKey.mockRejectedValueOnce(limited('30')).mockResolvedValue({ public_key: 'PUB', key_backup: 'BACKUP' });
    await useChatKeys.getState().setup(PASSPHRASE);
    expect(useChatKeys.getState()).toMatchObject({ status: 'setup', error: 'keySyncWait', nextPublicKeySyncAllowedAt: Date.now() + 30_000 });
    expect(worker.cryptoCall).toHaveBeenCalledWith('forget', { userId: 7 });

    vi.advanceTimersByTime(29_999);
    await useChatKeys.getState().setup(PASSPHRASE);
    expect(setupCalls()).toBe(1);
    expect(api.saveOwnPublicKey).toHaveBeenCalledTimes(1);
    expect(useChatKeys.getState().error).toBe('keySyncWait');

    vi.advanceTimersByTime(1);
    await useChatKeys.getState().setup(PASSPHRASE);
    expect(api.saveOwnPublicKey).toHaveBeenCalledTimes(2);
    expect(useChatKeys.getState()).toMatchObject({ status: 'ready', publicKey: 'PUB', error: null, generation: 1 });
  });

  it('waits 60 s when the server gives no usable Retry-After', async () => {
    for (const header of [null, 'bald']) {
      useChatKeys.setState({ status: 'setup', error: null, nextPublicKeySyncAllowedAt: 0 });
      api.saveOwnPublicKey.mockReset().mockRejectedValueOnce(limited(header));
      await useChatKeys.getState().setup(PASSPHRASE);
      expect(useChatKeys.getState().nextPublicKeySyncAllowedAt).toBe(Date.now() + KEY_SYNC_BACKOFF_MS);
    }
    expect(KEY_SYNC_BACKOFF_MS).toBe(60_000);
    vi.advanceTimersByTime(KEY_SYNC_BACKOFF_MS - 1);
    await useChatKeys.getState().setup(PASSPHRASE);
    expect(api.saveOwnPublicKey).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    api.saveOwnPublicKey.mockResolvedValue({ public_key: 'PUB', key_backup: 'BACKUP' });
    await useChatKeys.getState().setup(PASSPHRASE);
    expect(useChatKeys.getState().status).toBe('ready');
  });

  it('does not wait after other failures (the keys are forgotten all the same)', async () => {
    api.saveOwnPublicKey.mockRejectedValueOnce(new ApiError(500, '/api/user/public-key'));
    await useChatKeys.getState().setup(PASSPHRASE);
    expect(useChatKeys.getState()).toMatchObject({ error: 'keySaveFailed', nextPublicKeySyncAllowedAt: 0 });
    expect(worker.cryptoCall).toHaveBeenCalledWith('forget', { userId: 7 });
  });
});
