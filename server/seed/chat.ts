import { type CryptoKey, type JsonWebKey, conversationContext, encryptMessage, importPublicBundle } from '../../common/chat/protocol';
import { type Db, nowIso } from '../db';
import demoKeys from './demo-chat-keys.json';

// Demo chats: Mia, Paul, Kim and Ben have keys (the demo passphrase below unlocks them in a new browser)
// and talk, privately and in a group, end-to-end encrypted like everyone else: the seed encrypts with the same
// protocol as the browser, so the database holds ciphertext only.

export const DEMO_CHAT_PASSPHRASE = 'spielraum-demo-chat';
export const DEMO_CHAT_PEOPLE = ['Mia_Zockt', 'PixelPaul', 'KoopKim', 'Bauherr_Ben'] as const;
type DemoName = (typeof DEMO_CHAT_PEOPLE)[number];

interface DemoKey {
  dh: JsonWebKey;
  sig: JsonWebKey;
  public_key: string;
  key_backup: string;
}

const PRIVATE: [DemoName, DemoName, string, number][] = [
  ['PixelPaul', 'Mia_Zockt', 'Hey Mia! Hast du heute Abend Lust auf Koop?', 300],
  ['Mia_Zockt', 'PixelPaul', 'Klar! Ab 20 Uhr bin ich online. Welches Spiel?', 290],
  ['PixelPaul', 'Mia_Zockt', 'Wie wär’s mit dem neuen Rätsel-Level? Ich häng da seit gestern fest.', 280],
  ['Mia_Zockt', 'PixelPaul', 'Perfekt, ich hab einen Tipp für den Hebel im zweiten Raum :)', 270],
  ['PixelPaul', 'Mia_Zockt', 'Bis später dann!', 30],
];

const GROUP = { name: 'Koop-Abend Freitag', members: ['Mia_Zockt', 'PixelPaul', 'KoopKim', 'Bauherr_Ben'] as DemoName[] };
const GROUP_MESSAGES: [DemoName, string, number][] = [
  ['KoopKim', 'Wer ist am Freitag dabei? Ich hätte ab 19 Uhr Zeit.', 600],
  ['Bauherr_Ben', 'Bin dabei, bringe Snacks mit (virtuell)', 580],
  ['Mia_Zockt', 'Ich auch! Paul, du?', 560],
  ['PixelPaul', 'Logisch. Speedrun-Versuch danach?', 540],
  ['KoopKim', 'Deal. Ich mach einen Sprachkanal auf.', 120],
];

export async function seedChat(db: Db, now = Date.now()): Promise<void> {
  const keys: Record<DemoName, DemoKey> = demoKeys;
  const users = await db.selectFrom('users').select(['id', 'name']).where('name', 'in', [...DEMO_CHAT_PEOPLE]).execute();
  const idOf = new Map(users.map((user) => [user.name as DemoName, user.id]));
  if (DEMO_CHAT_PEOPLE.some((name) => !idOf.has(name))) return;
  const id = (name: DemoName) => idOf.get(name) ?? 0;
  const at = (minutesAgo: number) => nowIso(new Date(now - minutesAgo * 60_000));

  const signing = new Map<DemoName, CryptoKey>();
  const readers = new Map<DemoName, CryptoKey>();
  for (const name of DEMO_CHAT_PEOPLE) {
    signing.set(name, await crypto.subtle.importKey('jwk', keys[name].sig, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']));
    readers.set(name, (await importPublicBundle(keys[name].public_key)).dh);
    await db.insertInto('user_keys').values({ user_id: id(name), public_key: keys[name].public_key, key_backup: keys[name].key_backup, updated_at: at(1440) }).execute();
  }
  const seal = (from: DemoName, to: DemoName[], context: string, text: string) =>
    encryptMessage({ context, senderId: id(from), sigPrivate: signing.get(from)!, readers: to.map((name) => ({ id: id(name), dh: readers.get(name)! })), text });

  for (const [from, to, text, minutesAgo] of PRIVATE) {
    const sealed = await seal(from, [from, to], conversationContext({ userIds: [id(from), id(to)] }), text);
    await db
      .insertInto('chat_messages')
      .values({
        sender_id: id(from),
        receiver_id: id(to),
        group_id: null,
        message: sealed.message,
        encrypted_key: sealed.encrypted_key,
        iv: sealed.iv,
        created_at: at(minutesAgo),
        // Mia has read all but Paul's last message.
        read_at: minutesAgo > 60 ? at(minutesAgo - 1) : null,
      })
      .execute();
  }

  const created = at(720);
  const group = await db
    .insertInto('chat_groups')
    .values({ name: GROUP.name, creator_id: id('KoopKim'), created_at: created, last_activity_at: at(120) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chat_group_members')
    .values(GROUP.members.map((name) => ({ group_id: group.id, user_id: id(name), joined_at: created })))
    .execute();
  for (const [from, text, minutesAgo] of GROUP_MESSAGES) {
    const sealed = await seal(from, GROUP.members, conversationContext({ groupId: group.id }), text);
    await db
      .insertInto('chat_messages')
      .values({ sender_id: id(from), receiver_id: null, group_id: group.id, message: sealed.message, encrypted_key: sealed.encrypted_key, iv: sealed.iv, created_at: at(minutesAgo) })
      .execute();
  }
}
