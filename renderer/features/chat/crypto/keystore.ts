import { type UseStore, createStore, del, get, set } from 'idb-keyval';
import type { StoredIdentity } from '../../../../common/chat/protocol';

// A device's private keys, per account, in IndexedDB: CryptoKey objects stored as they are (structured clone),
// non-extractable, so no script on the page can read their bytes (docs/security/e2ee.md).

const store = () => createStore('spielraum-chat', 'identities');
const keyOf = (userId: number) => `identity:${userId}`;

export const loadIdentity = (userId: number) => get<StoredIdentity>(keyOf(userId), store());
export const saveIdentity = (userId: number, identity: StoredIdentity) => set(keyOf(userId), identity, store());
export const forgetIdentity = (userId: number) => del(keyOf(userId), store());

// The partners' public keys this device has seen (trust on first use, docs/security/e2ee.md "Key changes"): per
// viewer and partner the fingerprint of the key first seen (or last accepted) and whether it was verified by
// comparing safety numbers. Public data, kept in its own database: idb-keyval opens one object store per
// database, and the identities' database already exists without this one.

export interface KnownKey {
  /** SHA-256 of the public key bundle, hex. */
  fingerprint: string;
  /** The safety number of this key was compared and marked as verified. */
  verified: boolean;
  /** When this key was first seen or accepted (ISO time). */
  since: string;
  /** The public bundle itself (records from before it was kept have only the fingerprint). */
  publicKey?: string;
  /** Bundles trusted before this one, newest first: messages signed with them still verify after a key change. */
  previousKeys?: string[];
}

let knownKeysStore: UseStore | null = null;
const knownKeys = () => (knownKeysStore ??= createStore('spielraum-chat-trust', 'known-keys'));
const knownKeyOf = (viewerId: number, userId: number) => `known:${viewerId}:${userId}`;

export const loadKnownKey = (viewerId: number, userId: number) => get<KnownKey>(knownKeyOf(viewerId, userId), knownKeys());
export const saveKnownKey = (viewerId: number, userId: number, known: KnownKey) => set(knownKeyOf(viewerId, userId), known, knownKeys());
