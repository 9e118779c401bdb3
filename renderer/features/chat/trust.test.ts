import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KnownKey } from './crypto/keystore';
import { acceptKey, checkKey, keyFingerprint, observeKey, PREVIOUS_KEYS_KEPT, setTrustStorage, trustKey, trustOf, untrustedReaders, useKeyTrust } from './trust';

// Trust on first use: the first key seen for a partner is remembered; a different one later is a change that
// blocks sending until accepted; verifying marks the key, a change clears the mark.

const bundle = (dh: string, sig = 'S'.repeat(88)) => JSON.stringify({ v: 1, dh: dh.repeat(88).slice(0, 88), sig });
const FIRST = bundle('A');
const SWAPPED = bundle('B');

function memoryStorage() {
  const saved = new Map<string, KnownKey>();
  return {
    saved,
    get: async (viewerId: number, userId: number) => saved.get(`${viewerId}:${userId}`),
    set: async (viewerId: number, userId: number, known: KnownKey) => {
      saved.set(`${viewerId}:${userId}`, known);
    },
  };
}

let storage = memoryStorage();
beforeEach(() => {
  storage = memoryStorage();
  setTrustStorage(storage);
  useKeyTrust.setState({ entries: {} });
});
afterEach(() => setTrustStorage(null));

const current = (userId: number, key: string) => trustOf(useKeyTrust.getState().entries, 1, userId, key);

describe('checkKey', () => {
  const known: KnownKey = { fingerprint: 'aa', verified: true, since: '2026-01-01T00:00:00.000Z' };
  it('remembers a first key, keeps an equal one and reports a different one without forgetting the old', () => {
    expect(checkKey(undefined, 'aa', new Date('2026-02-02T00:00:00Z'))).toEqual({
      verdict: 'first-seen',
      known: { fingerprint: 'aa', verified: false, since: '2026-02-02T00:00:00.000Z' },
    });
    expect(checkKey(known, 'aa', new Date())).toEqual({ verdict: 'same', known });
    expect(checkKey(known, 'bb', new Date())).toEqual({ verdict: 'changed', known });
  });
});

describe('keyFingerprint', () => {
  it('depends on the keys, not on how the JSON is spelled', async () => {
    const spaced = JSON.stringify(JSON.parse(FIRST), null, 2);
    expect(await keyFingerprint(spaced)).toBe(await keyFingerprint(FIRST));
    expect(await keyFingerprint(FIRST)).toMatch(/^[0-9a-f]{64}$/);
    expect(await keyFingerprint(SWAPPED)).not.toBe(await keyFingerprint(FIRST));
    expect(await keyFingerprint(bundle('A', 'T'.repeat(88)))).not.toBe(await keyFingerprint(FIRST));
    expect(await keyFingerprint('kein JSON')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('trust on first use', () => {
  it('trusts and remembers the first key, per viewer and partner', async () => {
    expect(current(7, FIRST).status).toBe('checking');
    await observeKey(1, 7, FIRST);
    expect(current(7, FIRST)).toEqual({ status: 'trusted', verified: false });
    expect(storage.saved.get('1:7')?.fingerprint).toBe(await keyFingerprint(FIRST));
    // Another account on the same device has its own memory.
    await observeKey(2, 7, SWAPPED);
    expect(storage.saved.get('2:7')?.fingerprint).toBe(await keyFingerprint(SWAPPED));
    expect(storage.saved.get('1:7')?.fingerprint).toBe(await keyFingerprint(FIRST));
  });

  it('reports a changed key, keeps the old one remembered, and blocks sending to it until accepted', async () => {
    await observeKey(1, 7, FIRST);
    await observeKey(1, 7, SWAPPED);
    expect(current(7, SWAPPED)).toEqual({ status: 'changed', verified: false });
    expect(storage.saved.get('1:7')?.fingerprint).toBe(await keyFingerprint(FIRST));
    const readers = [
      { id: 1, public_key: 'mine' },
      { id: 7, public_key: SWAPPED },
    ];
    expect(untrustedReaders(useKeyTrust.getState().entries, 1, readers)).toEqual([7]);
    // Still changed after a reload (a fresh session reads the device's memory).
    useKeyTrust.setState({ entries: {} });
    await observeKey(1, 7, SWAPPED);
    expect(current(7, SWAPPED).status).toBe('changed');

    await acceptKey(1, 7, SWAPPED);
    expect(current(7, SWAPPED)).toEqual({ status: 'trusted', verified: false });
    expect(untrustedReaders(useKeyTrust.getState().entries, 1, readers)).toEqual([]);
    await observeKey(1, 7, SWAPPED);
    expect(current(7, SWAPPED).status).toBe('trusted');
    // Now the old key would be the change.
    await observeKey(1, 7, FIRST);
    expect(current(7, FIRST).status).toBe('changed');
  });

  it('counts a key as unchecked until this very key was compared', async () => {
    await observeKey(1, 7, FIRST);
    // The server just handed out another key and it has not been compared yet: not usable either.
    expect(current(7, SWAPPED).status).toBe('checking');
    expect(untrustedReaders(useKeyTrust.getState().entries, 1, [{ id: 7, public_key: SWAPPED }])).toEqual([7]);
    // People without a key are refused elsewhere; the viewer's own key is the device's.
    expect(untrustedReaders(useKeyTrust.getState().entries, 1, [{ id: 1, public_key: 'x' }, { id: 9, public_key: '' }])).toEqual([]);
  });

  it('marks a key verified, clears the mark on a change, and verifying the new key accepts it', async () => {
    await observeKey(1, 7, FIRST);
    await trustKey(1, 7, FIRST, true);
    expect(current(7, FIRST)).toEqual({ status: 'trusted', verified: true });
    useKeyTrust.setState({ entries: {} });
    await observeKey(1, 7, FIRST);
    expect(current(7, FIRST)).toEqual({ status: 'trusted', verified: true });

    await observeKey(1, 7, SWAPPED);
    expect(current(7, SWAPPED)).toEqual({ status: 'changed', verified: false });
    await acceptKey(1, 7, SWAPPED);
    expect(current(7, SWAPPED)).toEqual({ status: 'trusted', verified: false });

    await observeKey(1, 7, FIRST);
    await trustKey(1, 7, FIRST, true);
    expect(current(7, FIRST)).toEqual({ status: 'trusted', verified: true });
    await trustKey(1, 7, FIRST, false);
    expect(current(7, FIRST)).toEqual({ status: 'trusted', verified: false });
  });

  it('keeps the keys trusted before a change, newest first, so that older messages still verify', async () => {
    const entryOf = () => useKeyTrust.getState().entries['1:7']!;
    await observeKey(1, 7, FIRST);
    expect(entryOf().previousKeys).toEqual([]);
    // A change not yet accepted: the key trusted so far already counts as an earlier one.
    await observeKey(1, 7, SWAPPED);
    expect(entryOf().previousKeys).toEqual([FIRST]);
    await acceptKey(1, 7, SWAPPED);
    expect(entryOf().previousKeys).toEqual([FIRST]);
    expect(storage.saved.get('1:7')).toMatchObject({ publicKey: SWAPPED, previousKeys: [FIRST] });
    // After a reload the device still knows them.
    useKeyTrust.setState({ entries: {} });
    await observeKey(1, 7, SWAPPED);
    expect(entryOf().previousKeys).toEqual([FIRST]);
    // Going back to an earlier key does not list it twice; at most PREVIOUS_KEYS_KEPT are kept.
    await acceptKey(1, 7, FIRST);
    expect(entryOf().previousKeys).toEqual([SWAPPED]);
    for (let index = 0; index < PREVIOUS_KEYS_KEPT + 3; index += 1) await acceptKey(1, 7, `{"v":1,"dh":"d${index}","sig":"s${index}"}`);
    expect(entryOf().previousKeys).toHaveLength(PREVIOUS_KEYS_KEPT);
    expect(entryOf().previousKeys[0]).toBe(`{"v":1,"dh":"d${PREVIOUS_KEYS_KEPT + 1}","sig":"s${PREVIOUS_KEYS_KEPT + 1}"}`);
  });

  it('adds the key itself to a record that only had its fingerprint', async () => {
    storage.saved.set('1:7', { fingerprint: await keyFingerprint(FIRST), verified: true, since: '2026-01-01T00:00:00.000Z' });
    await observeKey(1, 7, FIRST);
    expect(storage.saved.get('1:7')).toEqual({ fingerprint: await keyFingerprint(FIRST), verified: true, since: '2026-01-01T00:00:00.000Z', publicKey: FIRST });
  });

  it('does not lose an accept that races with a check of the same partner', async () => {
    await observeKey(1, 7, FIRST);
    await Promise.all([observeKey(1, 7, SWAPPED), acceptKey(1, 7, SWAPPED), observeKey(1, 7, SWAPPED)]);
    expect(current(7, SWAPPED).status).toBe('trusted');
    expect(storage.saved.get('1:7')?.fingerprint).toBe(await keyFingerprint(SWAPPED));
  });
});
