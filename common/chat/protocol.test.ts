import { describe, expect, it } from 'vitest';
import { isPlausibleCiphertext } from '../contract/chat';
import vector from './known-answer.json';
import {
  DecryptError,
  conversationContext,
  createBackup,
  decryptFile,
  decryptMessage,
  encryptMessage,
  fromBase64,
  generateIdentity,
  importPublicBundle,
  publicBundleOf,
  restoreBackup,
  safetyNumber,
  toStored,
  type Identity,
  type JsonWebKey,
} from './protocol';

const importJwk = (jwk: JsonWebKey, algorithm: 'ECDH' | 'ECDSA') =>
  crypto.subtle.importKey('jwk', { ...jwk, key_ops: undefined }, { name: algorithm, namedCurve: 'P-256' }, false, algorithm === 'ECDH' ? ['deriveBits'] : ['sign']);

async function readersOf(...people: [number, Identity][]) {
  return people.map(([id, identity]) => ({ id, dh: identity.dh.publicKey }));
}

describe('chat encryption', () => {
  it('decrypts the stored known-answer message (the wire format has not drifted)', async () => {
    const context = conversationContext({ userIds: [3, 7] });
    const alice = await importPublicBundle(vector.alice.bundle);
    const bobDh = await importJwk(vector.bob.dh, 'ECDH');
    const opened = await decryptMessage({ context, senderId: 3, senderSig: alice.sig, readerId: 7, readerDhPrivate: bobDh, ...vector.message });
    expect(opened.payload.t).toBe('Hallo Mia! Heute Abend Raid um 20 Uhr? 🎮');
    const file = opened.payload.f[0];
    expect(file).toMatchObject({ n: 'x.txt', m: 'text/plain', s: 2 });
    const bytes = await decryptFile(opened.messageKey, context, 0, file?.i ?? '', fromBase64(vector.message.file));
    expect(new TextDecoder().decode(bytes)).toBe('GG');
    // The sender reads their own message too (it is wrapped for them).
    const aliceDh = await importJwk(vector.alice.dh, 'ECDH');
    await expect(decryptMessage({ context, senderId: 3, senderSig: alice.sig, readerId: 3, readerDhPrivate: aliceDh, ...vector.message })).resolves.toBeDefined();
  });

  it('computes the known safety number, the same from both sides', async () => {
    const alice = { id: 3, key: await importPublicBundle(vector.alice.bundle) };
    const bob = { id: 7, key: await importPublicBundle(vector.bob.bundle) };
    expect(await safetyNumber(alice, bob)).toBe(vector.safety);
    expect(await safetyNumber(bob, alice)).toBe(vector.safety);
    expect(vector.safety).toMatch(/^\d{60}$/);
  });

  it('wraps the message key for every reader and nobody else; the ciphertext passes the plausibility rule', async () => {
    const [mia, tom, ela, outsider] = await Promise.all([generateIdentity(), generateIdentity(), generateIdentity(), generateIdentity()]);
    const context = conversationContext({ groupId: 5 });
    const sent = await encryptMessage({ context, senderId: 1, sigPrivate: mia.sig.privateKey, readers: await readersOf([1, mia], [2, tom], [3, ela]), text: 'Wer ist heute dabei?' });
    expect(isPlausibleCiphertext(sent.message)).toBe(true);
    expect(sent.message).not.toContain('Wer');
    expect(Object.keys(JSON.parse(sent.encrypted_key).k)).toEqual(['1', '2', '3']);
    for (const [id, identity] of [[2, tom], [3, ela]] as const) {
      const opened = await decryptMessage({ context, senderId: 1, senderSig: mia.sig.publicKey, readerId: id, readerDhPrivate: identity.dh.privateKey, ...sent });
      expect(opened.payload.t).toBe('Wer ist heute dabei?');
    }
    await expect(
      decryptMessage({ context, senderId: 1, senderSig: mia.sig.publicKey, readerId: 4, readerDhPrivate: outsider.dh.privateKey, ...sent }),
    ).rejects.toEqual(new DecryptError('no-key'));
    // A removed member who kept their id still has no wrapped key with someone else's private key.
    await expect(
      decryptMessage({ context, senderId: 1, senderSig: mia.sig.publicKey, readerId: 2, readerDhPrivate: outsider.dh.privateKey, ...sent }),
    ).rejects.toEqual(new DecryptError('no-key'));
  });

  it('refuses forged, altered and moved messages', async () => {
    const [mia, tom] = await Promise.all([generateIdentity(), generateIdentity()]);
    const context = conversationContext({ userIds: [1, 2] });
    const readers = await readersOf([1, mia], [2, tom]);
    const sent = await encryptMessage({ context, senderId: 1, sigPrivate: mia.sig.privateKey, readers, text: 'Echt von Mia' });
    const asTom = { senderSig: mia.sig.publicKey, readerId: 2, readerDhPrivate: tom.dh.privateKey, senderId: 1 };
    const altered = sent.message.startsWith('A') ? `B${sent.message.slice(1)}` : `A${sent.message.slice(1)}`;
    await expect(decryptMessage({ ...asTom, context, ...sent, message: altered })).rejects.toEqual(new DecryptError('bad-signature'));
    await expect(decryptMessage({ ...asTom, context: conversationContext({ groupId: 9 }), ...sent })).rejects.toEqual(new DecryptError('bad-signature'));
    // Tom cannot write a message that Mia's key vouches for.
    const forged = await encryptMessage({ context, senderId: 1, sigPrivate: tom.sig.privateKey, readers, text: 'Gefälscht' });
    await expect(
      decryptMessage({ context, senderId: 1, senderSig: mia.sig.publicKey, readerId: 1, readerDhPrivate: mia.dh.privateKey, ...forged }),
    ).rejects.toEqual(new DecryptError('bad-signature'));
  });

  it('restores the keys from the backup with the passphrase only, as non-extractable keys', async () => {
    const mia = await generateIdentity();
    const backup = await createBackup(mia, 'lila Drache spielt Schach');
    expect(JSON.parse(backup)).toMatchObject({ kdf: 'PBKDF2-SHA-256', iterations: 600_000 });
    await expect(restoreBackup(backup, 'falsche Passphrase')).rejects.toThrow('wrong passphrase');
    const restored = await restoreBackup(backup, 'lila Drache spielt Schach');
    expect(restored.dhPrivate.extractable).toBe(false);
    expect(restored.sigPrivate.extractable).toBe(false);
    expect(restored.publicBundle).toBe(await publicBundleOf(mia));
    const tom = await generateIdentity();
    const context = conversationContext({ userIds: [1, 2] });
    const sent = await encryptMessage({ context, senderId: 2, sigPrivate: tom.sig.privateKey, readers: await readersOf([1, mia], [2, tom]), text: 'Auf dem neuen Gerät lesbar' });
    const opened = await decryptMessage({ context, senderId: 2, senderSig: tom.sig.publicKey, readerId: 1, readerDhPrivate: restored.dhPrivate, ...sent });
    expect(opened.payload.t).toBe('Auf dem neuen Gerät lesbar');
    expect((await toStored(tom)).dhPrivate.extractable).toBe(false);
  });
});
