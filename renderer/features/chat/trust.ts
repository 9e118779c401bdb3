import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { type KnownKey, loadKnownKey, saveKnownKey } from './crypto/keystore';

// Trust on first use (docs/security/e2ee.md, "Key changes"). A person's public key comes from the server, which
// could hand out its own key instead and read along. So each device remembers, per partner, the fingerprint of
// the key it saw first; a later key that differs is shown as a change and nothing new is encrypted for it until
// the viewer accepts it (or compares safety numbers and marks it verified). Groups: the same per member.

export type TrustStatus =
  /** The fingerprint is being computed or the device's memory read: not yet usable for sending. */
  | 'checking'
  /** The key seen first, or accepted since. */
  | 'trusted'
  /** Differs from the remembered key: warn, and do not encrypt for it until accepted. */
  | 'changed';

export interface TrustEntry {
  /** The bundle this entry was computed for: a newer bundle from the server makes the entry 'checking' again. */
  publicKey: string;
  fingerprint: string;
  status: 'trusted' | 'changed';
  verified: boolean;
  /** Keys of this person that the device trusted before (newest first), to verify their older messages. */
  previousKeys: string[];
}

export interface Trust {
  status: TrustStatus;
  /** Trusted and its safety number compared (a change clears this). */
  verified: boolean;
}

/** Where the remembered keys live: IndexedDB in the browser, a map in tests. */
export interface TrustStorage {
  get(viewerId: number, userId: number): Promise<KnownKey | undefined>;
  set(viewerId: number, userId: number, known: KnownKey): Promise<void>;
}

/** What a fetched key means against the remembered one. A changed key leaves the remembered one as it is. */
export type KeyCheck = { verdict: 'first-seen' | 'same' | 'changed'; known: KnownKey };

export function checkKey(known: KnownKey | undefined, fingerprint: string, now: Date): KeyCheck {
  if (!known) return { verdict: 'first-seen', known: { fingerprint, verified: false, since: now.toISOString() } };
  return { verdict: known.fingerprint === fingerprint ? 'same' : 'changed', known };
}

/** How many earlier keys of a person a device keeps for their older messages. */
export const PREVIOUS_KEYS_KEPT = 8;

/** The keys trusted before a change away from `known`: the one trusted so far first, then its predecessors. */
function keysBefore(known: KnownKey | undefined): string[] {
  return [...(known?.publicKey ? [known.publicKey] : []), ...(known?.previousKeys ?? [])];
}

/** The record after trusting `publicKey`: a different key pushes the one trusted so far onto the earlier keys. */
export function trustedRecord(known: KnownKey | undefined, publicKey: string, fingerprint: string, verified: boolean, now: Date): KnownKey {
  if (known?.fingerprint === fingerprint) return { ...known, publicKey, verified };
  const previous = keysBefore(known);
  return {
    fingerprint,
    verified,
    since: now.toISOString(),
    publicKey,
    previousKeys: previous.filter((key) => key !== publicKey).slice(0, PREVIOUS_KEYS_KEPT),
  };
}

/**
 * SHA-256 (hex) of the key material of a public bundle {"v":1,"dh":…,"sig":…}: the same keys give the same
 * fingerprint however the JSON is spelled. Text that is not a bundle is hashed as it is.
 */
export async function keyFingerprint(bundle: string): Promise<string> {
  let canonical = bundle;
  try {
    const parsed = JSON.parse(bundle) as { v?: unknown; dh?: unknown; sig?: unknown } | null;
    if (parsed && typeof parsed.dh === 'string' && typeof parsed.sig === 'string') canonical = `v${String(parsed.v)}|${parsed.dh}|${parsed.sig}`;
  } catch {
    // Not JSON: hashed as it is.
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** IndexedDB; when it is unavailable (some private windows) the device remembers for this session only. */
const memory = new Map<string, KnownKey>();
const memoryKey = (viewerId: number, userId: number) => `${viewerId}:${userId}`;
const browserStorage: TrustStorage = {
  async get(viewerId, userId) {
    try {
      return (await loadKnownKey(viewerId, userId)) ?? memory.get(memoryKey(viewerId, userId));
    } catch {
      return memory.get(memoryKey(viewerId, userId));
    }
  },
  async set(viewerId, userId, known) {
    memory.set(memoryKey(viewerId, userId), known);
    try {
      await saveKnownKey(viewerId, userId, known);
    } catch {
      // Kept in memory for this session.
    }
  },
};

let storage: TrustStorage = browserStorage;
/** Tests replace IndexedDB. */
export function setTrustStorage(next: TrustStorage | null) {
  storage = next ?? browserStorage;
}

const entryId = (viewerId: number, userId: number) => `${viewerId}:${userId}`;

/** The checked keys of this session, per 'viewer:partner'. */
export const useKeyTrust = create<{ entries: Record<string, TrustEntry> }>(() => ({ entries: {} }));

function remember(viewerId: number, userId: number, entry: TrustEntry): TrustEntry {
  useKeyTrust.setState(({ entries }) => ({ entries: { ...entries, [entryId(viewerId, userId)]: entry } }));
  return entry;
}

/** One change at a time per partner: a check and an accept must not overwrite each other's record. */
const queues = new Map<string, Promise<unknown>>();
function serially<T>(viewerId: number, userId: number, task: () => Promise<T>): Promise<T> {
  const id = entryId(viewerId, userId);
  const next = (queues.get(id) ?? Promise.resolve()).catch(() => undefined).then(task);
  queues.set(id, next);
  void next.finally(() => {
    if (queues.get(id) === next) queues.delete(id);
  }).catch(() => undefined);
  return next;
}

/** Compares a key the server handed out with the one this device remembers; the first one seen is remembered. */
export function observeKey(viewerId: number, userId: number, publicKey: string): Promise<TrustEntry> {
  return serially(viewerId, userId, async () => {
    const fingerprint = await keyFingerprint(publicKey);
    const { verdict, known } = checkKey(await storage.get(viewerId, userId), fingerprint, new Date());
    // The bundle itself is kept with the fingerprint, so that it can verify older messages after a change.
    if (verdict === 'first-seen' || (verdict === 'same' && known.publicKey === undefined)) await storage.set(viewerId, userId, { ...known, publicKey });
    return remember(viewerId, userId, {
      publicKey,
      fingerprint,
      status: verdict === 'changed' ? 'changed' : 'trusted',
      verified: verdict === 'same' && known.verified,
      // While a change is unanswered, the key trusted so far is the newest earlier one.
      previousKeys: verdict === 'changed' ? keysBefore(known) : (known.previousKeys ?? []),
    });
  });
}

/**
 * Trusts this key from now on. `verified`: its safety number was compared (true), the mark is taken back
 * (false), or a changed key is just accepted (false: a new key is not verified, whatever the old one was).
 */
export function trustKey(viewerId: number, userId: number, publicKey: string, verified: boolean): Promise<TrustEntry> {
  return serially(viewerId, userId, async () => {
    const fingerprint = await keyFingerprint(publicKey);
    const record = trustedRecord(await storage.get(viewerId, userId), publicKey, fingerprint, verified, new Date());
    await storage.set(viewerId, userId, record);
    return remember(viewerId, userId, { publicKey, fingerprint, status: 'trusted', verified, previousKeys: record.previousKeys ?? [] });
  });
}

export const acceptKey = (viewerId: number, userId: number, publicKey: string) => trustKey(viewerId, userId, publicKey, false);

/** Keys of this person the device trusted before the current one, newest first. */
export function previousKeysOf(entries: Record<string, TrustEntry>, viewerId: number, userId: number): readonly string[] {
  return entries[entryId(viewerId, userId)]?.previousKeys ?? NO_KEYS;
}
/** One empty list, so that a store selector answers the same value each time. */
const NO_KEYS: readonly string[] = [];

/** The state of one person's current key ('checking' until this very key was compared). */
export function trustOf(entries: Record<string, TrustEntry>, viewerId: number, userId: number, publicKey: string): Trust {
  const entry = entries[entryId(viewerId, userId)];
  if (!entry || entry.publicKey !== publicKey) return { status: 'checking', verified: false };
  return { status: entry.status, verified: entry.status === 'trusted' && entry.verified };
}

/**
 * The readers a message must not be encrypted for yet: their key is changed or not checked. The viewer's own key
 * is the device's (not the server's answer) and people without a key are refused elsewhere.
 */
export function untrustedReaders(entries: Record<string, TrustEntry>, viewerId: number, readers: { id: number; public_key: string }[]): number[] {
  return readers
    .filter((reader) => reader.id !== viewerId && reader.public_key !== '' && trustOf(entries, viewerId, reader.id, reader.public_key).status !== 'trusted')
    .map((reader) => reader.id);
}

/** Checks the keys of these people (partner or group members) and returns their trust, by user id. */
export function useTrustOf(viewerId: number, people: { id: number; public_key: string | null }[]): Map<number, Trust> {
  const entries = useKeyTrust((state) => state.entries);
  // A value, not the array: the effect runs when an id or a key changes, not on every render.
  const signature = JSON.stringify(people.filter((person) => person.id !== viewerId && person.public_key !== null).map((person) => [person.id, person.public_key]));

  useEffect(() => {
    for (const [id, key] of JSON.parse(signature) as [number, string][]) void observeKey(viewerId, id, key).catch(() => undefined);
  }, [signature, viewerId]);

  return useMemo(
    () => new Map((JSON.parse(signature) as [number, string][]).map(([id, key]) => [id, trustOf(entries, viewerId, id, key)])),
    [entries, signature, viewerId],
  );
}
