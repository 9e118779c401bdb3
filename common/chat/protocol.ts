// The chat's end-to-end encryption (docs/security/e2ee.md), on WebCrypto only, so it runs unchanged in the
// browser's crypto worker and in Node's tests.
// - An account has an identity: an ECDH P-256 key (message keys are wrapped for it) and an ECDSA P-256 key
//   (messages are signed with it). The public halves go to the server as a bundle; the private halves never do,
//   except inside the key backup, encrypted under a passphrase the server never sees.
// - A message: a fresh 256-bit AES-GCM key encrypts the payload (text and attachment list) and each attachment;
//   that key is wrapped (AES-KW) for every reader under HKDF(ECDH(ephemeral, reader)); the sender signs the
//   conversation, ciphertext, nonce, ephemeral key and wrapped keys. The conversation ("dm:3:8", "group:5") is
//   bound into the AES-GCM additional data and the key derivation, so a message cannot be moved elsewhere.

export const PROTOCOL_VERSION = 1;

/** WebCrypto's key types, named without the DOM library: the demo seed runs this file on Node too. */
export type CryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
export interface CryptoKeyPair {
  publicKey: CryptoKey;
  privateKey: CryptoKey;
}
export interface JsonWebKey {
  kty?: string;
  crv?: string;
  x?: string;
  y?: string;
  d?: string;
  ext?: boolean;
  key_ops?: string[];
}
export const BACKUP_ITERATIONS = 600_000;
const CURVE = 'P-256';
const ENCODER = new TextEncoder();
const DECODER = new TextDecoder();

export interface Identity {
  dh: CryptoKeyPair;
  sig: CryptoKeyPair;
}

/** The private keys a device keeps (non-extractable when restored) and the public bundle that goes with them. */
export interface StoredIdentity {
  dhPrivate: CryptoKey;
  sigPrivate: CryptoKey;
  publicBundle: string;
}

export interface PublicIdentity {
  dh: CryptoKey;
  sig: CryptoKey;
  dhRaw: Uint8Array;
  sigRaw: Uint8Array;
}

export interface Payload {
  /** The text (may be empty when files come along). */
  t: string;
  /** Attachments in the order of the message's uploaded_images: name, type, size and nonce. */
  f: { n: string; m: string; s: number; i: string }[];
}

export interface Envelope {
  v: 1;
  e: string;
  k: Record<string, string>;
  s: string;
}

export interface EncryptedMessage {
  message: string;
  iv: string;
  encrypted_key: string;
  /** The attachments, encrypted, in the order of the payload's list. */
  files: Uint8Array[];
}

export class DecryptError extends Error {
  constructor(readonly reason: 'no-key' | 'bad-signature' | 'corrupt') {
    super(`message cannot be decrypted: ${reason}`);
    this.name = 'DecryptError';
  }
}

// ------------------------------------------------------------------------------------------------ encoding

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const bytesOf = (data: ArrayBuffer) => new Uint8Array(data);
const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

export { conversationContext } from './context';

// ------------------------------------------------------------------------------------------------ identity

export async function generateIdentity(): Promise<Identity> {
  const [dh, sig] = await Promise.all([
    crypto.subtle.generateKey({ name: 'ECDH', namedCurve: CURVE }, true, ['deriveBits']) as Promise<CryptoKeyPair>,
    crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: CURVE }, true, ['sign', 'verify']) as Promise<CryptoKeyPair>,
  ]);
  return { dh, sig };
}

export async function publicBundleOf(identity: Pick<Identity, 'dh' | 'sig'> | { dh: { publicKey: CryptoKey }; sig: { publicKey: CryptoKey } }): Promise<string> {
  const [dh, sig] = await Promise.all([
    crypto.subtle.exportKey('raw', identity.dh.publicKey),
    crypto.subtle.exportKey('raw', identity.sig.publicKey),
  ]);
  return JSON.stringify({ v: PROTOCOL_VERSION, dh: toBase64(bytesOf(dh)), sig: toBase64(bytesOf(sig)) });
}

export async function importPublicBundle(text: string): Promise<PublicIdentity> {
  const bundle = JSON.parse(text) as { v?: unknown; dh?: unknown; sig?: unknown };
  if (bundle.v !== PROTOCOL_VERSION || typeof bundle.dh !== 'string' || typeof bundle.sig !== 'string') throw new Error('invalid key bundle');
  const dhRaw = fromBase64(bundle.dh);
  const sigRaw = fromBase64(bundle.sig);
  const [dh, sig] = await Promise.all([
    crypto.subtle.importKey('raw', dhRaw, { name: 'ECDH', namedCurve: CURVE }, true, []),
    crypto.subtle.importKey('raw', sigRaw, { name: 'ECDSA', namedCurve: CURVE }, true, ['verify']),
  ]);
  return { dh, sig, dhRaw, sigRaw };
}

// ------------------------------------------------------------------------------------------------ backup

async function passphraseKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', ENCODER.encode(passphrase.normalize('NFKC')), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

/** The private keys, encrypted under the passphrase: the only way they leave a device. */
export async function createBackup(identity: Identity, passphrase: string, iterations = BACKUP_ITERATIONS): Promise<string> {
  const [dh, sig] = await Promise.all([
    crypto.subtle.exportKey('pkcs8', identity.dh.privateKey),
    crypto.subtle.exportKey('pkcs8', identity.sig.privateKey),
  ]);
  const publicBundle = await publicBundleOf(identity);
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await passphraseKey(passphrase, salt, iterations);
  const plain = ENCODER.encode(JSON.stringify({ dh: toBase64(bytesOf(dh)), sig: toBase64(bytesOf(sig)), pub: publicBundle }));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: ENCODER.encode('spielraum-key-backup-v1') }, key, plain);
  return JSON.stringify({ v: 1, kdf: 'PBKDF2-SHA-256', iterations, salt: toBase64(salt), iv: toBase64(iv), data: toBase64(bytesOf(data)) });
}

/** Opens a backup; a wrong passphrase throws. The private keys come back non-extractable. */
export async function restoreBackup(backupText: string, passphrase: string): Promise<StoredIdentity> {
  const backup = JSON.parse(backupText) as { iterations: number; salt: string; iv: string; data: string };
  const key = await passphraseKey(passphrase, fromBase64(backup.salt), backup.iterations);
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(backup.iv), additionalData: ENCODER.encode('spielraum-key-backup-v1') },
      key,
      fromBase64(backup.data),
    );
  } catch {
    throw new Error('wrong passphrase');
  }
  const keys = JSON.parse(DECODER.decode(plain)) as { dh: string; sig: string; pub: string };
  return importPrivate(keys.dh, keys.sig, keys.pub);
}

async function importPrivate(dhPkcs8: string, sigPkcs8: string, publicBundle: string): Promise<StoredIdentity> {
  const [dhPrivate, sigPrivate] = await Promise.all([
    crypto.subtle.importKey('pkcs8', fromBase64(dhPkcs8), { name: 'ECDH', namedCurve: CURVE }, false, ['deriveBits']),
    crypto.subtle.importKey('pkcs8', fromBase64(sigPkcs8), { name: 'ECDSA', namedCurve: CURVE }, false, ['sign']),
  ]);
  return { dhPrivate, sigPrivate, publicBundle };
}

/** A new identity turned into what a device stores: the private keys re-imported as non-extractable. */
export async function toStored(identity: Identity): Promise<StoredIdentity> {
  const [dh, sig] = await Promise.all([
    crypto.subtle.exportKey('pkcs8', identity.dh.privateKey),
    crypto.subtle.exportKey('pkcs8', identity.sig.privateKey),
  ]);
  return importPrivate(toBase64(bytesOf(dh)), toBase64(bytesOf(sig)), await publicBundleOf(identity));
}

// ------------------------------------------------------------------------------------------------ messages

async function wrappingKey(ownPrivate: CryptoKey, otherPublic: CryptoKey, ephemeralRaw: Uint8Array<ArrayBuffer>, context: string, readerId: number) {
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: otherPublic }, ownPrivate, 256);
  const material = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: ephemeralRaw, info: ENCODER.encode(`spielraum-chat-v1|${context}|${readerId}`) },
    material,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** What the sender signs: everything of the message except the signature, in a fixed order. */
export function signedText(context: string, senderId: number, message: string, iv: string, envelope: Omit<Envelope, 's'>): string {
  const wrapped = Object.entries(envelope.k)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([id, key]) => `${id}=${key}`)
    .join(',');
  return `spielraum-chat-v${envelope.v}|${context}|${senderId}|${iv}|${message}|${envelope.e}|${wrapped}`;
}

const fileData = (context: string, index: number) => ENCODER.encode(`${context}|file|${index}`);

export interface EncryptInput {
  context: string;
  senderId: number;
  sigPrivate: CryptoKey;
  /** Every reader, the sender included (to read their own messages on other devices). */
  readers: { id: number; dh: CryptoKey }[];
  text: string;
  files?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }[];
}

export async function encryptMessage(input: EncryptInput): Promise<EncryptedMessage> {
  const messageKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  const files: Uint8Array[] = [];
  const list: Payload['f'] = [];
  for (const [index, file] of (input.files ?? []).entries()) {
    const fileIv = randomBytes(12);
    files.push(bytesOf(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: fileIv, additionalData: fileData(input.context, index) }, messageKey, file.bytes)));
    list.push({ n: file.name, m: file.type, s: file.bytes.length, i: toBase64(fileIv) });
  }
  const payload: Payload = { t: input.text, f: list };
  const iv = randomBytes(12);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: ENCODER.encode(input.context) },
    messageKey,
    ENCODER.encode(JSON.stringify(payload)),
  );
  const ephemeral = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: CURVE }, false, ['deriveBits']);
  const ephemeralRaw = bytesOf(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
  const wrapped: Record<string, string> = {};
  for (const reader of input.readers) {
    const kek = await wrappingKey(ephemeral.privateKey, reader.dh, ephemeralRaw, input.context, reader.id);
    wrapped[String(reader.id)] = toBase64(bytesOf(await crypto.subtle.wrapKey('raw', messageKey, kek, 'AES-KW')));
  }
  const message = toBase64(bytesOf(ciphertext));
  const ivText = toBase64(iv);
  const unsigned = { v: 1 as const, e: toBase64(ephemeralRaw), k: wrapped };
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    input.sigPrivate,
    ENCODER.encode(signedText(input.context, input.senderId, message, ivText, unsigned)),
  );
  const envelope: Envelope = { ...unsigned, s: toBase64(bytesOf(signature)) };
  return { message, iv: ivText, encrypted_key: JSON.stringify(envelope), files };
}

export interface DecryptInput {
  context: string;
  senderId: number;
  /** The sender's public signing key, as the reader knows it. */
  senderSig: CryptoKey;
  readerId: number;
  readerDhPrivate: CryptoKey;
  message: string;
  iv: string;
  encrypted_key: string;
}

export interface Decrypted {
  payload: Payload;
  /** Opens the attachments of this message. */
  messageKey: CryptoKey;
}

export async function decryptMessage(input: DecryptInput): Promise<Decrypted> {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(input.encrypted_key) as Envelope;
  } catch {
    throw new DecryptError('corrupt');
  }
  const { s: signature, ...unsigned } = envelope;
  const valid = await crypto.subtle
    .verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      input.senderSig,
      fromBase64(signature),
      ENCODER.encode(signedText(input.context, input.senderId, input.message, input.iv, unsigned)),
    )
    .catch(() => false);
  if (!valid) throw new DecryptError('bad-signature');
  const wrapped = envelope.k[String(input.readerId)];
  if (!wrapped) throw new DecryptError('no-key');
  try {
    const ephemeralRaw = fromBase64(envelope.e);
    const ephemeral = await crypto.subtle.importKey('raw', ephemeralRaw, { name: 'ECDH', namedCurve: CURVE }, false, []);
    const kek = await wrappingKey(input.readerDhPrivate, ephemeral, ephemeralRaw, input.context, input.readerId);
    const messageKey = await crypto.subtle.unwrapKey('raw', fromBase64(wrapped), kek, 'AES-KW', 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(input.iv), additionalData: ENCODER.encode(input.context) },
      messageKey,
      fromBase64(input.message),
    );
    return { payload: JSON.parse(DECODER.decode(plain)) as Payload, messageKey };
  } catch {
    throw new DecryptError('no-key');
  }
}

export async function decryptFile(messageKey: CryptoKey, context: string, index: number, iv: string, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return bytesOf(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv), additionalData: fileData(context, index) }, messageKey, bytes));
}

// ------------------------------------------------------------------------------------------------ safety number

async function fingerprint(userId: number, key: PublicIdentity, iterations: number): Promise<string> {
  const seed = new Uint8Array([0, 1, ...key.dhRaw, ...key.sigRaw, ...ENCODER.encode(String(userId))]);
  let hash = seed;
  for (let round = 0; round < iterations; round++) {
    const next = new Uint8Array(hash.length + key.dhRaw.length);
    next.set(hash);
    next.set(key.dhRaw, hash.length);
    hash = bytesOf(await crypto.subtle.digest('SHA-512', next));
  }
  let digits = '';
  for (let chunk = 0; chunk < 6; chunk++) {
    let value = 0;
    for (let index = 0; index < 5; index++) value = value * 256 + (hash[chunk * 5 + index] ?? 0);
    digits += String(value % 100_000).padStart(5, '0');
  }
  return digits;
}

/**
 * 60 digits that both people compute from their public keys (the lower user id's half first). Equal on both
 * screens means the server did not swap a key.
 */
export async function safetyNumber(a: { id: number; key: PublicIdentity }, b: { id: number; key: PublicIdentity }, iterations = 1024): Promise<string> {
  const [first, second] = a.id < b.id ? [a, b] : [b, a];
  return (await fingerprint(first.id, first.key, iterations)) + (await fingerprint(second.id, second.key, iterations));
}
