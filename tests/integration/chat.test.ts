// Chat over real HTTP, on SQLite and PostgreSQL (TEST_DB=postgres), with the browser's real
// encryption (common/chat/protocol.ts on Node's WebCrypto): keys and backup, private and group
// conversations with pages of 10, read state, live delivery, attachments, deletion, group membership (a removed
// member gets nothing new), bad input (nothing stored, never a 500) and the access matrix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_FILE_MAX_BYTES, CHAT_PAGE_SIZE } from '../../common/contract/chat';
import type { RealtimeEventData } from '../../common/contract/realtime';
import {
  type Identity,
  conversationContext,
  createBackup,
  decryptFile,
  decryptMessage,
  encryptMessage,
  generateIdentity,
  importPublicBundle,
  publicBundleOf,
  restoreBackup,
} from '../../common/chat/protocol';
import { type Member, members } from './support/fixtures';
import { connectRealtime } from './support/realtime-client';
import { DEMO, type TestServer, startTestServer } from './support/server';
import { DEMO_CHAT_PASSPHRASE } from '../../server/seed/chat';

let server: TestServer;

interface Person extends Member {
  identity: Identity;
}

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '1000' } });
});
afterAll(() => server.close());

/** Fresh signed-in members (support/fixtures.ts), each with a chat identity, its public key uploaded unless not `withKeys`. */
async function people(prefix: string, count: number, withKeys = true): Promise<Person[]> {
  return Promise.all(
    (await members(server, prefix, count)).map(async (member) => {
      const identity = await generateIdentity();
      if (withKeys) expect((await member.client.post('/api/user/public-key', { public_key: await publicBundleOf(identity) })).status).toBe(200);
      return { ...member, identity };
    }),
  );
}

function form(fields: Record<string, string>, files: Uint8Array[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [index, bytes] of files.entries()) body.append('files[]', new Blob([new Uint8Array(bytes)]), `anhang-${index}.bin`);
  return body;
}

async function sealed(from: Person, readers: Person[], context: string, text: string, files: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }[] = []) {
  return encryptMessage({
    context,
    senderId: from.id,
    sigPrivate: from.identity.sig.privateKey,
    readers: readers.map((reader) => ({ id: reader.id, dh: reader.identity.dh.publicKey })),
    text,
    files,
  });
}

async function sendPrivate(from: Person, to: Person, text: string, files: Parameters<typeof sealed>[4] = []) {
  const sent = await sealed(from, [from, to], conversationContext({ userIds: [from.id, to.id] }), text, files);
  return from.client.request('POST', '/api/messages', {
    body: form({ receiver_id: String(to.id), message: sent.message, is_encrypted: '1', encrypted_key: sent.encrypted_key, iv: sent.iv }, sent.files),
  });
}

async function sendToGroup(from: Person, groupId: number, readers: Person[], text: string) {
  const sent = await sealed(from, readers, conversationContext({ groupId }), text);
  return from.client.request('POST', `/api/chat-groups/${groupId}/messages`, {
    body: form({ message: sent.message, is_encrypted: '1', encrypted_key: sent.encrypted_key, iv: sent.iv }),
  });
}

type WireMessage = { id: number; message: string; iv: string; encrypted_key: string; sender: { id: number }; uploaded_images: string[] };

async function read(reader: Person, message: WireMessage, context: string, sender: Person) {
  const opened = await decryptMessage({
    context,
    senderId: message.sender.id,
    senderSig: sender.identity.sig.publicKey,
    readerId: reader.id,
    readerDhPrivate: reader.identity.dh.privateKey,
    message: message.message,
    iv: message.iv,
    encrypted_key: message.encrypted_key,
  });
  return opened;
}

async function messageCount() {
  const row = await server.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('demo data', () => {
  it('gives Mia encrypted conversations that her demo passphrase unlocks', async () => {
    const mia = await server.loginAs(DEMO.mia);
    const list = (await mia.get('/api/messages/conversations')).body.conversations as { partner: { name: string }; unread_count: number; is_group?: boolean }[];
    expect(list.find((entry) => entry.partner.name === 'PixelPaul')?.unread_count).toBe(1);
    expect(list.some((entry) => entry.is_group && entry.partner.name === 'Koop-Abend Freitag')).toBe(true);
    const own = (await mia.get('/api/user/key-backup')).body as { public_key: string; key_backup: string };
    const keys = await restoreBackup(own.key_backup, DEMO_CHAT_PASSPHRASE);
    const paul = list.find((entry) => entry.partner.name === 'PixelPaul') as unknown as { partner: { id: number } };
    const thread = await mia.get(`/api/messages/${paul.partner.id}`);
    const paulKey = await importPublicBundle((await mia.get(`/api/user/${paul.partner.id}/public-key`)).body.public_key);
    const miaId = thread.body.messages.find((message: WireMessage) => message.sender.id !== paul.partner.id).sender.id as number;
    const first = thread.body.messages[0] as WireMessage;
    const opened = await decryptMessage({
      context: conversationContext({ userIds: [miaId, paul.partner.id] }),
      senderId: first.sender.id,
      senderSig: first.sender.id === paul.partner.id ? paulKey.sig : (await importPublicBundle(own.public_key)).sig,
      readerId: miaId,
      readerDhPrivate: keys.dhPrivate,
      ...first,
    });
    expect(opened.payload.t).toContain('Koop');
  });
});

describe('keys', () => {
  it('stores a public key bundle and its backup, hands the key to others, and says needsKey until there is one', async () => {
    const [mia, tom] = await people('Key', 2, false);
    const before = await tom!.client.get(`/api/user/${mia!.id}/public-key`);
    expect(before.body).toEqual({ success: true, public_key: null, needsKey: true });

    const bundle = await publicBundleOf(mia!.identity);
    const backup = await createBackup(mia!.identity, 'grüne Katze fliegt weit');
    const saved = await mia!.client.post('/api/user/public-key', { public_key: bundle, key_backup: backup });
    expect(saved.status).toBe(200);
    expect((await tom!.client.get(`/api/user/${mia!.id}/public-key`)).body).toEqual({ success: true, public_key: bundle, needsKey: false });

    // A second device of Mia's gets the backup and opens it with the passphrase.
    const own = await mia!.client.get('/api/user/key-backup');
    expect(own.body.public_key).toBe(bundle);
    const restored = await restoreBackup(own.body.key_backup, 'grüne Katze fliegt weit');
    expect(restored.publicBundle).toBe(bundle);
    // A new key pair without a new backup drops the old backup (it holds other keys).
    const other = await publicBundleOf(await generateIdentity());
    expect((await mia!.client.post('/api/user/public-key', { public_key: other })).body.key_backup).toBeNull();

    for (const bad of ['kein json', JSON.stringify({ v: 1, dh: 'x', sig: 'y' }), JSON.stringify({ v: 2, dh: bundle, sig: bundle })]) {
      const refused = await mia!.client.post('/api/user/public-key', { public_key: bad });
      expect(refused.status).toBe(422);
    }
    const weakBackup = JSON.stringify({ ...JSON.parse(backup), iterations: 1000 });
    expect((await mia!.client.post('/api/user/public-key', { public_key: bundle, key_backup: weakBackup })).status).toBe(422);
    expect((await tom!.client.get('/api/user/999999999/public-key')).status).toBe(404);
  });
});

describe('private conversations', () => {
  it('sends ciphertext only, pages by 10 oldest-first, counts unread and marks read with a live read receipt', async () => {
    const [mia, tom] = await people('Dm', 2);
    const texts = Array.from({ length: 12 }, (_, index) => `Nachricht ${index + 1}: GG, noch eine Runde?`);
    for (const text of texts) expect((await sendPrivate(mia!, tom!, text)).status).toBe(201);

    const stored = await server.db.selectFrom('chat_messages').select(['message', 'encrypted_key']).where('sender_id', '=', mia!.id).execute();
    expect(stored).toHaveLength(12);
    for (const row of stored) expect(`${row.message}${row.encrypted_key}`).not.toContain('GG, noch eine Runde');

    const list = await tom!.client.get('/api/messages/conversations');
    const entry = list.body.conversations.find((item: { partner: { id: number } }) => item.partner.id === mia!.id);
    expect(entry).toMatchObject({ unread_count: 12, partner: { id: mia!.id } });
    expect(entry.last_message.sender_id).toBe(mia!.id);

    const socket = await connectRealtime(server.baseUrl, { client: mia!.client });
    try {
      const first = await tom!.client.get(`/api/messages/${mia!.id}`);
      expect(first.status).toBe(200);
      expect(first.body.messages).toHaveLength(CHAT_PAGE_SIZE);
      expect(first.body.has_more).toBe(true);
      const context = conversationContext({ userIds: [mia!.id, tom!.id] });
      const opened = await Promise.all(first.body.messages.map((message: WireMessage) => read(tom!, message, context, mia!)));
      expect(opened.map((item) => item.payload.t)).toEqual(texts.slice(2));

      let event = await socket.nextMessage();
      while (event.type !== 'chat.read') event = await socket.nextMessage();
      expect(event.data).toMatchObject({ partner_id: tom!.id });

      const older = await tom!.client.get(`/api/messages/${mia!.id}?before=${first.body.messages[0].id}`);
      expect(older.body.messages).toHaveLength(2);
      expect(older.body.has_more).toBe(false);
      expect((await tom!.client.get('/api/messages/conversations')).body.conversations[0].unread_count).toBe(0);
    } finally {
      socket.close();
    }
  });

  it('delivers a new message live to the receiver (ciphertext, and a notification without its content)', async () => {
    const [mia, tom] = await people('Live', 2);
    const socket = await connectRealtime(server.baseUrl, { client: tom!.client });
    try {
      expect((await sendPrivate(mia!, tom!, 'Bist du online?')).status).toBe(201);
      let event = await socket.nextMessage();
      while (event.type !== 'chat.message') event = await socket.nextMessage();
      const data = event.data as RealtimeEventData['chat.message'];
      expect(data.partner_id).toBe(mia!.id);
      const opened = await read(tom!, data.message as WireMessage, conversationContext({ userIds: [mia!.id, tom!.id] }), mia!);
      expect(opened.payload.t).toBe('Bist du online?');
      const notifications = await tom!.client.get('/api/notifications');
      const note = notifications.body.notifications.find((item: { type: string }) => item.type === 'message');
      expect(note.link).toBe(`/messages/${mia!.id}`);
      expect(JSON.stringify(note)).not.toContain('online');
    } finally {
      socket.close();
    }
  });

  it('carries encrypted attachments that only the readers open; plain files are refused', async () => {
    const [mia, tom] = await people('File', 2);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(64).fill(7)]);
    const sent = await sendPrivate(mia!, tom!, '', [{ name: 'screenshot.png', type: 'image/png', bytes: png }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [path] = sent.body.message.uploaded_images as string[];
    expect(path).toMatch(/^\/media\/chat\/.+\.bin$/);
    const download = await fetch(`${server.baseUrl}${path!}`);
    expect(download.status).toBe(200);
    const encrypted = new Uint8Array(await download.arrayBuffer());
    expect(encrypted.subarray(0, 8)).not.toEqual(png.subarray(0, 8));
    const context = conversationContext({ userIds: [mia!.id, tom!.id] });
    const opened = await read(tom!, sent.body.message, context, mia!);
    expect(opened.payload.t).toBe('');
    const file = opened.payload.f[0]!;
    expect(await decryptFile(opened.messageKey, context, 0, file.i, encrypted)).toEqual(png);

    const before = await messageCount();
    const real = await sealed(mia!, [mia!, tom!], context, 'Hier das Bild');
    const plain = await mia!.client.request('POST', '/api/messages', {
      body: form({ receiver_id: String(tom!.id), message: real.message, is_encrypted: '1', encrypted_key: real.encrypted_key, iv: real.iv }, [png]),
    });
    expect(plain.status).toBe(422);
    expect(plain.body.message).toBe('Anhänge müssen verschlüsselt gesendet werden.');
    const tooMany = await mia!.client.request('POST', '/api/messages', {
      body: form({ receiver_id: String(tom!.id), message: real.message, is_encrypted: '1', encrypted_key: real.encrypted_key, iv: real.iv }, [1, 2, 3, 4, 5].map(() => new Uint8Array(40).fill(9))),
    });
    expect(tooMany.status).toBe(422);
    expect(await messageCount()).toBe(before);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const [mia, tom, noKey] = await people('Bad', 3);
    const context = conversationContext({ userIds: [mia!.id, tom!.id] });
    const good = await sealed(mia!, [mia!, tom!], context, 'Hallo');
    const onlyTom = await sealed(mia!, [tom!], context, 'Hallo');
    const before = await messageCount();
    const attempts: [Record<string, string>, number, string?][] = [
      [{ receiver_id: String(tom!.id), message: 'Hallo Tom, das ist kein Geheimtext!!', is_encrypted: '1', encrypted_key: good.encrypted_key, iv: good.iv }, 422, 'Die Nachricht ist nicht richtig verschlüsselt.'],
      [{ receiver_id: String(tom!.id), message: `${good.message}A`.slice(0, 41), is_encrypted: '1', encrypted_key: good.encrypted_key, iv: good.iv }, 422],
      [{ receiver_id: String(tom!.id), message: good.message, is_encrypted: '0', encrypted_key: good.encrypted_key, iv: good.iv }, 422, 'Nachrichten werden nur Ende-zu-Ende-verschlüsselt angenommen.'],
      [{ receiver_id: String(tom!.id), message: good.message, is_encrypted: '1', encrypted_key: '{"v":1}', iv: good.iv }, 422],
      [{ receiver_id: String(tom!.id), message: good.message, is_encrypted: '1', encrypted_key: good.encrypted_key, iv: 'kurz' }, 422],
      [{ receiver_id: String(tom!.id), message: onlyTom.message, is_encrypted: '1', encrypted_key: onlyTom.encrypted_key, iv: onlyTom.iv }, 422],
      [{ receiver_id: String(noKey!.id), message: good.message, is_encrypted: '1', encrypted_key: good.encrypted_key, iv: good.iv }, 422],
      [{ receiver_id: String(mia!.id), message: good.message, is_encrypted: '1', encrypted_key: good.encrypted_key, iv: good.iv }, 422, 'Du kannst dir nicht selbst schreiben.'],
      [{ receiver_id: '999999999', message: good.message, is_encrypted: '1', encrypted_key: good.encrypted_key, iv: good.iv }, 404],
      [{ receiver_id: 'abc', message: good.message, is_encrypted: '1', encrypted_key: good.encrypted_key, iv: good.iv }, 422],
      [{ receiver_id: String(tom!.id), message: 'A'.repeat(30_000), is_encrypted: '1', encrypted_key: good.encrypted_key, iv: good.iv }, 422],
    ];
    for (const [fields, status, text] of attempts) {
      const answer = await mia!.client.request('POST', '/api/messages', { body: form(fields) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      if (text) expect(answer.body.message).toBe(text);
    }
    expect(await messageCount()).toBe(before);

    // Blocked either way: no messages (and the same 404 as a missing account).
    expect((await tom!.client.post('/api/blocks', { user_id: mia!.id })).status).toBeLessThan(300);
    expect((await sendPrivate(mia!, tom!, 'Hallo?')).status).toBe(404);
    expect((await sendPrivate(tom!, mia!, 'Hallo?')).status).toBe(404);
    expect(await messageCount()).toBe(before);
  });

  it('refuses deleted accounts, empty messages and oversized files, storing nothing', async () => {
    const [mia, tom, gone] = await people('Edge', 3);
    const before = await messageCount();
    const context = conversationContext({ userIds: [mia!.id, tom!.id] });
    const good = await sealed(mia!, [mia!, tom!], context, 'Hallo');
    const empty = await mia!.client.request('POST', '/api/messages', {
      body: form({ receiver_id: String(tom!.id), message: '', is_encrypted: '1', encrypted_key: good.encrypted_key, iv: good.iv }),
    });
    expect(empty.status).toBe(422);
    const huge = await mia!.client.request('POST', '/api/messages', {
      body: form({ receiver_id: String(tom!.id), message: good.message, is_encrypted: '1', encrypted_key: good.encrypted_key, iv: good.iv }, [
        new Uint8Array(CHAT_FILE_MAX_BYTES + 1).fill(3),
      ]),
    });
    expect(huge.status, JSON.stringify(huge.body)).toBe(422);
    await server.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', gone!.id).execute();
    expect((await sendPrivate(mia!, gone!, 'Bist du noch da?')).status).toBe(404);
    expect(await messageCount()).toBe(before);
  });

  it('keeps to whom a person accepts messages from (nobody, friends and their friends), and a reply is always allowed', async () => {
    const [ann, ben, cleo, dan] = await people('Priv', 4);
    expect((await ann!.client.patch('/api/privacy-settings', { messages_from: 'nobody' })).status).toBe(200);
    expect((await cleo!.client.patch('/api/privacy-settings', { messages_from: 'friends_of_friends' })).status).toBe(200);
    const before = await messageCount();
    const closed = await sendPrivate(ben!, ann!, 'Hallo Ann');
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('Diese Person nimmt keine Nachrichten an.');
    const stranger = await sendPrivate(dan!, cleo!, 'Hallo Cleo');
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('Diese Person nimmt nur Nachrichten von Freunden und deren Freunden an.');
    // Nor can they be put into a group by someone they do not accept messages from.
    expect((await ben!.client.post('/api/chat-groups', { name: 'Überraschung', users: [ann!.id] })).status).toBe(403);
    expect(await messageCount()).toBe(before);

    // Ann writes first: Ben may answer her.
    expect((await sendPrivate(ann!, ben!, 'Ich melde mich')).status).toBe(201);
    expect((await sendPrivate(ben!, ann!, 'Schön!')).status).toBe(201);
    // Dan is a friend of Ben, Ben a friend of Cleo: now Dan reaches Cleo.
    const now = new Date().toISOString();
    await server.db
      .insertInto('friendships')
      .values([
        { user_id: dan!.id, friend_id: ben!.id, status: 'accepted', created_at: now },
        { user_id: ben!.id, friend_id: cleo!.id, status: 'accepted', created_at: now },
      ])
      .execute();
    expect((await sendPrivate(dan!, cleo!, 'Hallo Cleo')).status).toBe(201);
  });

  it('lets only the sender delete a message, with its attachment', async () => {
    const [mia, tom, eve] = await people('Del', 3);
    const sent = await sendPrivate(mia!, tom!, 'Ups, falscher Chat', [{ name: 'a.txt', type: 'text/plain', bytes: new TextEncoder().encode('geheim') }]);
    const { id, uploaded_images } = sent.body.message as { id: number; uploaded_images: string[] };
    expect((await tom!.client.delete(`/api/messages/${id}`)).status).toBe(403);
    expect((await eve!.client.delete(`/api/messages/${id}`)).status).toBe(404);
    expect((await mia!.client.delete(`/api/messages/${id}`)).status).toBe(204);
    expect((await mia!.client.delete(`/api/messages/${id}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}${uploaded_images[0]!}`)).status).toBe(404);
  });
});

describe('groups', () => {
  it('creates a group, delivers to every member, and a removed member cannot read what comes after', async () => {
    const [mia, tom, ela, eve] = await people('Grp', 4);
    const created = await mia!.client.post('/api/chat-groups', { name: 'Raid-Squad', users: [tom!.id, ela!.id] });
    expect(created.status).toBe(201);
    const group = created.body.group as { id: number; members: { id: number; public_key: string | null }[] };
    expect(group.members.map((member) => member.id).sort()).toEqual([mia!.id, tom!.id, ela!.id].sort());
    expect(group.members.every((member) => member.public_key !== null)).toBe(true);
    const context = conversationContext({ groupId: group.id });

    expect((await sendToGroup(mia!, group.id, [mia!, tom!, ela!], 'Heute 20 Uhr Raid!')).status).toBe(201);
    const asEla = await ela!.client.get(`/api/chat-groups/${group.id}/messages`);
    expect(asEla.body.group.name).toBe('Raid-Squad');
    expect((await read(ela!, asEla.body.messages[0], context, mia!)).payload.t).toBe('Heute 20 Uhr Raid!');
    const groupsOfTom = await tom!.client.get('/api/chat-groups');
    expect(groupsOfTom.body.groups.map((item: { id: number }) => item.id)).toContain(group.id);
    const listOfTom = await tom!.client.get('/api/messages/conversations');
    expect(listOfTom.body.conversations.find((item: { group_id?: number }) => item.group_id === group.id)).toMatchObject({
      is_group: true,
      unread_count: 1,
      partner: { name: 'Raid-Squad', image: null },
    });

    // Only the creator removes; Tom is out, and the next message is wrapped without him.
    expect((await ela!.client.delete(`/api/chat-groups/${group.id}/members/${tom!.id}`)).status).toBe(403);
    const tomSocket = await connectRealtime(server.baseUrl, { client: tom!.client });
    try {
      expect((await mia!.client.delete(`/api/chat-groups/${group.id}/members/${tom!.id}`)).status).toBe(204);
      let event = await tomSocket.nextMessage();
      while (event.type !== 'chat.group') event = await tomSocket.nextMessage();
      expect((event.data as RealtimeEventData['chat.group']).group_id).toBe(group.id);
    } finally {
      tomSocket.close();
    }
    // A client that still wraps for Tom is refused, so nobody can keep him reading by mistake.
    expect((await sendToGroup(mia!, group.id, [mia!, tom!, ela!], 'Tom ist noch drin?')).status).toBe(422);
    const after = await sendToGroup(mia!, group.id, [mia!, ela!], 'Neue Taktik, nur für uns');
    expect(after.status).toBe(201);
    expect((await tom!.client.get(`/api/chat-groups/${group.id}/messages`)).status).toBe(403);
    // Even with the ciphertext in hand (say, from the database), Tom's key opens nothing.
    await expect(read(tom!, after.body.message, context, mia!)).rejects.toMatchObject({ reason: 'no-key' });

    // Members rename; the creator adds; anyone leaves; an outsider gets 403 for everything.
    expect((await ela!.client.patch(`/api/chat-groups/${group.id}`, { name: 'Raid-Squad 2' })).body.group.name).toBe('Raid-Squad 2');
    expect((await mia!.client.post(`/api/chat-groups/${group.id}/members`, { user_id: eve!.id })).status).toBe(200);
    expect((await mia!.client.post(`/api/chat-groups/${group.id}/members`, { user_id: eve!.id })).status).toBe(409);
    expect((await eve!.client.delete(`/api/chat-groups/${group.id}/members/${eve!.id}`)).status).toBe(204);
    for (const call of [
      () => eve!.client.get(`/api/chat-groups/${group.id}`),
      () => eve!.client.get(`/api/chat-groups/${group.id}/messages`),
      () => sendToGroup(eve!, group.id, [eve!, mia!, ela!], 'Darf ich?'),
      () => eve!.client.patch(`/api/chat-groups/${group.id}`, { name: 'Gekapert' }),
      () => eve!.client.post(`/api/chat-groups/${group.id}/members`, { user_id: eve!.id }),
      () => eve!.client.delete(`/api/chat-groups/${group.id}/members/${mia!.id}`),
      () => eve!.client.post('/api/messages/typing', { group_id: group.id }),
    ]) {
      const answer = await call();
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Keine Berechtigung für diese Konversation');
    }
    expect((await eve!.client.get('/api/chat-groups/999999999/messages')).status).toBe(404);

    // The creator leaves: the group passes on; the last one out ends it.
    expect((await mia!.client.delete(`/api/chat-groups/${group.id}/members/${mia!.id}`)).status).toBe(204);
    expect((await ela!.client.get(`/api/chat-groups/${group.id}`)).body.group.creator_id).toBe(ela!.id);
    expect((await ela!.client.delete(`/api/chat-groups/${group.id}/members/${ela!.id}`)).status).toBe(204);
    expect(await server.db.selectFrom('chat_groups').select('id').where('id', '=', group.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses groups without a name, without members or with people who blocked the creator', async () => {
    const [mia, tom] = await people('GrpBad', 2);
    expect((await mia!.client.post('/api/chat-groups', { name: '  ', users: [tom!.id] })).status).toBe(422);
    expect((await mia!.client.post('/api/chat-groups', { name: 'Solo', users: [] })).status).toBe(422);
    expect((await mia!.client.post('/api/chat-groups', { name: 'Solo', users: [mia!.id] })).status).toBe(422);
    expect((await mia!.client.post('/api/chat-groups', { name: 'Geister', users: [999999999] })).status).toBe(404);
    expect((await tom!.client.post('/api/blocks', { user_id: mia!.id })).status).toBeLessThan(300);
    expect((await mia!.client.post('/api/chat-groups', { name: 'Trotzdem', users: [tom!.id] })).status).toBe(404);
  });
});

describe('typing', () => {
  it('tells the partner live that someone is typing', async () => {
    const [mia, tom] = await people('Typ', 2);
    const socket = await connectRealtime(server.baseUrl, { client: tom!.client });
    try {
      expect((await mia!.client.post('/api/messages/typing', { receiver_id: tom!.id })).status).toBe(204);
      let event = await socket.nextMessage();
      while (event.type !== 'chat.typing') event = await socket.nextMessage();
      expect(event.data).toMatchObject({ partner_id: mia!.id, user: { id: mia!.id } });
    } finally {
      socket.close();
    }
  });
});

describe('access', () => {
  it('answers 401 to visitors for every chat call', async () => {
    const visitor = server.client();
    await visitor.csrf();
    for (const [method, path] of [
      ['GET', '/api/messages/conversations'],
      ['GET', '/api/chat-groups'],
      ['GET', '/api/messages/1'],
      ['GET', '/api/user/1/public-key'],
      ['GET', '/api/user/key-backup'],
      ['GET', '/api/chat-groups/1'],
      ['GET', '/api/chat-groups/1/messages'],
      ['DELETE', '/api/messages/1'],
    ] as const) {
      expect((await visitor.request(method, path)).status, path).toBe(401);
    }
  });
});
