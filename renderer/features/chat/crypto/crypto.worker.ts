/// <reference lib="webworker" />
import { forgetIdentity, loadIdentity, saveIdentity } from './keystore';
import {
  DecryptError,
  type PublicIdentity,
  type StoredIdentity,
  createBackup,
  decryptFile,
  decryptMessage,
  encryptMessage,
  generateIdentity,
  importPublicBundle,
  restoreBackup,
  safetyNumber,
  toStored,
} from '../../../../common/chat/protocol';
import type { WorkerCall, WorkerCalls, WorkerRequest, WorkerResponse } from './worker-protocol';

// All chat cryptography runs here, off the page's thread: key setup (600,000 PBKDF2 rounds), signing, wrapping
// and opening messages and attachments. The private keys never leave this worker and IndexedDB.

declare const self: DedicatedWorkerGlobalScope;

let current: { userId: number; identity: StoredIdentity } | null = null;
const publicKeys = new Map<string, Promise<PublicIdentity>>();
const messageKeys = new Map<number, CryptoKey>();

function publicIdentity(bundle: string): Promise<PublicIdentity> {
  let found = publicKeys.get(bundle);
  if (!found) {
    found = importPublicBundle(bundle);
    publicKeys.set(bundle, found);
  }
  return found;
}

function identity(): { userId: number; identity: StoredIdentity } {
  if (!current) throw new Error('no-identity');
  return current;
}

type Handlers = { [K in WorkerCall]: (args: WorkerCalls[K]['args']) => Promise<WorkerCalls[K]['result']> };

const handlers: Handlers = {
  async load({ userId, serverPublicKey }) {
    const stored = await loadIdentity(userId);
    if (!stored) return 'missing';
    if (serverPublicKey !== null && stored.publicBundle !== serverPublicKey) return 'stale';
    current = { userId, identity: stored };
    return 'ready';
  },
  async setup({ userId, passphrase }) {
    const fresh = await generateIdentity();
    const key_backup = await createBackup(fresh, passphrase);
    const stored = await toStored(fresh);
    await saveIdentity(userId, stored);
    current = { userId, identity: stored };
    messageKeys.clear();
    return { public_key: stored.publicBundle, key_backup };
  },
  async restore({ userId, backup, passphrase, publicKey }) {
    let stored: StoredIdentity;
    try {
      stored = await restoreBackup(backup, passphrase);
    } catch {
      return false;
    }
    if (stored.publicBundle !== publicKey) throw new Error('stale-backup');
    await saveIdentity(userId, stored);
    current = { userId, identity: stored };
    messageKeys.clear();
    return true;
  },
  async forget({ userId }) {
    await forgetIdentity(userId);
    if (current?.userId === userId) current = null;
    messageKeys.clear();
    return true;
  },
  async encrypt({ context, readers, text, files }) {
    const me = identity();
    const sealed = await encryptMessage({
      context,
      senderId: me.userId,
      sigPrivate: me.identity.sigPrivate,
      readers: await Promise.all(readers.map(async (reader) => ({ id: reader.id, dh: (await publicIdentity(reader.public_key)).dh }))),
      text,
      files: files.map((file) => ({ name: file.name, type: file.type, bytes: new Uint8Array(file.bytes) })),
    });
    return { message: sealed.message, iv: sealed.iv, encrypted_key: sealed.encrypted_key, files: sealed.files.map((bytes) => bytes.slice().buffer) };
  },
  async decrypt({ id, context, sender, message, iv, encrypted_key }) {
    const me = identity();
    const senderKey = sender.id === me.userId ? me.identity.publicBundle : sender.public_key;
    if (!senderKey) return { ok: false, reason: 'no-key' };
    try {
      const opened = await decryptMessage({
        context,
        senderId: sender.id,
        senderSig: (await publicIdentity(senderKey)).sig,
        readerId: me.userId,
        readerDhPrivate: me.identity.dhPrivate,
        message,
        iv,
        encrypted_key,
      });
      messageKeys.set(id, opened.messageKey);
      return { ok: true, text: opened.payload.t, files: opened.payload.f.map((file) => ({ name: file.n, type: file.m, size: file.s, iv: file.i })) };
    } catch (error) {
      return { ok: false, reason: error instanceof DecryptError ? error.reason : 'corrupt' };
    }
  },
  async decryptFile({ id, context, index, iv, bytes }) {
    const key = messageKeys.get(id);
    if (!key) throw new Error('no-key');
    return (await decryptFile(key, context, index, iv, new Uint8Array(bytes))).slice().buffer;
  },
  async safetyNumber({ me, other }) {
    return safetyNumber({ id: me.id, key: await publicIdentity(me.public_key) }, { id: other.id, key: await publicIdentity(other.public_key) });
  },
};

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, call, args } = event.data;
  let response: WorkerResponse;
  try {
    const handler = handlers[call] as (input: unknown) => Promise<unknown>;
    const result = await handler(args);
    response = { id, result };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  const transfer = response && 'result' in response ? transferablesOf(response.result) : [];
  self.postMessage(response, transfer);
};

function transferablesOf(result: unknown): Transferable[] {
  if (result instanceof ArrayBuffer) return [result];
  if (result && typeof result === 'object' && 'files' in result && Array.isArray(result.files)) {
    return result.files.filter((item): item is ArrayBuffer => item instanceof ArrayBuffer);
  }
  return [];
}
