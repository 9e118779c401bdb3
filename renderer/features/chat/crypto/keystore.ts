import { createStore, del, get, set } from 'idb-keyval';
import type { StoredIdentity } from './protocol';

// A device's private keys, per account, in IndexedDB: CryptoKey objects stored as they are (structured clone),
// non-extractable, so no script on the page can read their bytes (docs/security/e2ee.md).

const store = () => createStore('spielraum-chat', 'identities');
const keyOf = (userId: number) => `identity:${userId}`;

export const loadIdentity = (userId: number) => get<StoredIdentity>(keyOf(userId), store());
export const saveIdentity = (userId: number, identity: StoredIdentity) => set(keyOf(userId), identity, store());
export const forgetIdentity = (userId: number) => del(keyOf(userId), store());
