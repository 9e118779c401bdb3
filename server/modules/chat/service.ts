import { z } from 'zod/mini';
import {
  CHAT_GROUP_MEMBERS_MAX,
  CHAT_PAGE_SIZE,
  envelopeSchema,
  type ChatGroup,
  type ChatGroupDetail,
  type ChatLastMessage,
  type ChatMessage,
  type ChatPerson,
  type Conversation,
  type SendMessageFields,
} from '../../../common/contract/chat';
import { type Db, nowIso } from '../../db';
import type { ChatGroupRow, ChatMessageRow, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { userAudience } from '../../platform/realtime';
import { sniffImageType } from '../../platform/storage';
import { notify } from '../notifications/service';
import { areFriends, blockedAmong, blockedEitherWay, cachedBlockedAccountIds, haveCommonFriend, reachableUser } from '../social/relations';

// Chat. The server never sees plaintext: it stores the ciphertext, the envelope (the message key
// wrapped for each reader and the sender's signature) and the nonce, and checks their shape: plausible base64
// (§5), a wrapped key for every member of the conversation and for nobody else, attachments that are not a
// readable file. Only participants read or write a conversation (§6); blocked people cannot write each other,
// and in a group both were in, neither gets the other's messages, typing or notifications (the ciphertext is
// still wrapped for every member: the sender's device cannot know of a block without learning of it).

type Me = Pick<UserRow, 'id' | 'name'>;
type ChatDeps = Pick<AppDeps, 'db' | 'storage' | 'realtime'>;

export const chatForbidden = () => new HttpError(403, 'chatForbidden');
const groupNotFound = () => new HttpError(404, 'chatGroupNotFound');
const messageNotFound = () => new HttpError(404, 'chatMessageNotFound');

const PERSON = ['users.id', 'users.name', 'users.image'] as const;

/**
 * Whether `senderId` may write to `target` in private or add them to a chat group, by the target's
 * `messages_from` setting: everyone; friends and friends of friends; or nobody. Whoever wrote to the sender
 * first may always be answered, whatever their setting says. Refused: 403 with the reason in the user's words.
 */
async function assertMayMessage(db: Db, senderId: number, target: Pick<UserRow, 'id' | 'messages_from'>): Promise<void> {
  if (target.messages_from === 'everyone') return;
  const wroteFirst = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('sender_id', '=', target.id)
    .where('receiver_id', '=', senderId)
    .limit(1)
    .executeTakeFirst();
  if (wroteFirst) return;
  if (target.messages_from === 'nobody') throw new HttpError(403, 'messagesClosed');
  if ((await areFriends(db, senderId, target.id)) || (await haveCommonFriend(db, senderId, target.id))) return;
  throw new HttpError(403, 'messagesFriendsOfFriends');
}

async function peopleById(db: Db, ids: number[]): Promise<Map<number, ChatPerson>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(PERSON).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

function parseImages(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function toMessage(row: ChatMessageRow, sender: ChatPerson | undefined): ChatMessage {
  return {
    id: row.id,
    created_at: row.created_at,
    message: row.message,
    is_encrypted: row.is_encrypted === 1,
    encrypted_key: row.encrypted_key,
    iv: row.iv,
    sender: sender ?? { id: row.sender_id, name: '', image: null },
    uploaded_images: parseImages(row.uploaded_images),
    receiver_id: row.receiver_id,
    group_id: row.group_id,
    read_at: row.read_at,
  };
}

async function toMessages(db: Db, rows: ChatMessageRow[]): Promise<ChatMessage[]> {
  const people = await peopleById(db, rows.map((row) => row.sender_id));
  return rows.map((row) => toMessage(row, people.get(row.sender_id)));
}

function toLast(row: ChatMessageRow | undefined): ChatLastMessage | null {
  if (!row) return null;
  return {
    id: row.id,
    message: row.message,
    created_at: row.created_at,
    sender_id: row.sender_id,
    encrypted_key: row.encrypted_key,
    iv: row.iv,
    has_files: parseImages(row.uploaded_images).length > 0,
  };
}

// ------------------------------------------------------------------------------------------------ keys

export async function savePublicKey(db: Db, me: Me, publicKey: string, keyBackup: string | undefined) {
  const now = nowIso();
  const current = await db.selectFrom('user_keys').select(['public_key', 'key_backup']).where('user_id', '=', me.id).executeTakeFirst();
  // A new key pair makes the old backup useless (it holds other private keys): it goes unless a new one came.
  const backup = keyBackup ?? (current?.public_key === publicKey ? current.key_backup : null);
  if (current) {
    await db.updateTable('user_keys').set({ public_key: publicKey, key_backup: backup, updated_at: now }).where('user_id', '=', me.id).execute();
  } else {
    await db.insertInto('user_keys').values({ user_id: me.id, public_key: publicKey, key_backup: backup, updated_at: now }).execute();
  }
  return { public_key: publicKey, key_backup: backup };
}

export async function ownKeys(db: Db, me: Me) {
  const row = await db.selectFrom('user_keys').select(['public_key', 'key_backup']).where('user_id', '=', me.id).executeTakeFirst();
  return { public_key: row?.public_key ?? null, key_backup: row?.key_backup ?? null };
}

export async function publicKeyOf(db: Db, me: Me, userId: number) {
  if (userId !== me.id) await reachableUser(db, me.id, userId);
  const row = await db.selectFrom('user_keys').select('public_key').where('user_id', '=', userId).executeTakeFirst();
  return { success: true, public_key: row?.public_key ?? null, needsKey: !row };
}

async function keysOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('user_keys').select(['user_id', 'public_key']).where('user_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.user_id, row.public_key]));
}

// ------------------------------------------------------------------------------------------------ conversations

export async function conversations(deps: Pick<AppDeps, 'db' | 'caches'>, me: Me): Promise<Conversation[]> {
  const db = deps.db;
  const pairs = await db
    .selectFrom('chat_messages')
    .select((eb) => [
      eb.case().when('sender_id', '=', me.id).then(eb.ref('receiver_id')).else(eb.ref('sender_id')).end().as('partner_id'),
      eb.fn.max('id').as('last_id'),
    ])
    .where('group_id', 'is', null)
    .where((eb) => eb.or([eb('sender_id', '=', me.id), eb('receiver_id', '=', me.id)]))
    .groupBy('partner_id')
    .execute();
  const memberships = await db
    .selectFrom('chat_group_members')
    .innerJoin('chat_groups', 'chat_groups.id', 'chat_group_members.group_id')
    .select(['chat_groups.id', 'chat_groups.name', 'chat_groups.created_at', 'chat_group_members.last_read_id'])
    .where('chat_group_members.user_id', '=', me.id)
    .execute();
  const groupIds = memberships.map((group) => group.id);
  const blocked = [...(await cachedBlockedAccountIds(deps, me.id))];
  const groupLast = groupIds.length
    ? await db
        .selectFrom('chat_messages')
        .select((eb) => ['group_id', eb.fn.max('id').as('last_id')])
        .where('group_id', 'in', groupIds)
        .$if(blocked.length > 0, (query) => query.where('sender_id', 'not in', blocked))
        .groupBy('group_id')
        .execute()
    : [];
  const lastIds = [...pairs.map((pair) => Number(pair.last_id)), ...groupLast.map((group) => Number(group.last_id))];
  const lastRows = lastIds.length ? await db.selectFrom('chat_messages').selectAll().where('id', 'in', lastIds).execute() : [];
  const lastById = new Map(lastRows.map((row) => [row.id, row]));

  const unreadDirect = await db
    .selectFrom('chat_messages')
    .select((eb) => ['sender_id', eb.fn.countAll<number>().as('unread')])
    .where('receiver_id', '=', me.id)
    .where('group_id', 'is', null)
    .where('read_at', 'is', null)
    .groupBy('sender_id')
    .execute();
  const unreadByPartner = new Map(unreadDirect.map((row) => [row.sender_id, Number(row.unread)]));
  const unreadGroups = groupIds.length
    ? await db
        .selectFrom('chat_messages')
        .innerJoin('chat_group_members', (join) =>
          join.onRef('chat_group_members.group_id', '=', 'chat_messages.group_id').on('chat_group_members.user_id', '=', me.id),
        )
        .select((eb) => ['chat_messages.group_id', eb.fn.countAll<number>().as('unread')])
        .whereRef('chat_messages.id', '>', 'chat_group_members.last_read_id')
        .where('chat_messages.sender_id', '!=', me.id)
        .$if(blocked.length > 0, (query) => query.where('chat_messages.sender_id', 'not in', blocked))
        .groupBy('chat_messages.group_id')
        .execute()
    : [];
  const unreadByGroup = new Map(unreadGroups.map((row) => [row.group_id, Number(row.unread)]));

  const partnerIds = pairs.map((pair) => Number(pair.partner_id));
  const partners = partnerIds.length
    ? await db.selectFrom('users').select(PERSON).where('id', 'in', partnerIds).where('deleted_at', 'is', null).execute()
    : [];
  const partnerById = new Map(partners.map((row) => [row.id, row]));

  const list: Conversation[] = [];
  for (const pair of pairs) {
    const partner = partnerById.get(Number(pair.partner_id));
    const last = lastById.get(Number(pair.last_id));
    if (!partner || !last) continue;
    list.push({ partner, last_message: toLast(last), unread_count: unreadByPartner.get(partner.id) ?? 0, created_at: last.created_at });
  }
  const lastByGroup = new Map(groupLast.map((row) => [row.group_id, lastById.get(Number(row.last_id))]));
  for (const group of memberships) {
    const last = lastByGroup.get(group.id);
    list.push({
      partner: { id: group.id, name: group.name, image: null },
      last_message: toLast(last),
      unread_count: unreadByGroup.get(group.id) ?? 0,
      created_at: last?.created_at ?? group.created_at,
      is_group: true,
      group_id: group.id,
    });
  }
  return list.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

interface Page {
  limit?: number | undefined;
  before?: number | undefined;
}

function pageOf(rows: ChatMessageRow[], limit: number) {
  const has_more = rows.length > limit;
  return { rows: rows.slice(0, limit).reverse(), has_more };
}

export async function conversation(deps: ChatDeps, me: Me, partnerId: number, page: Page) {
  const { db } = deps;
  const partner = await db.selectFrom('users').select(PERSON).where('id', '=', partnerId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!partner) throw new HttpError(404, 'userNotFound');
  const limit = page.limit ?? CHAT_PAGE_SIZE;
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('group_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', me.id), eb('receiver_id', '=', partnerId)]),
        eb.and([eb('sender_id', '=', partnerId), eb('receiver_id', '=', me.id)]),
      ]),
    );
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const { rows, has_more } = pageOf(await query.orderBy('id', 'desc').limit(limit + 1).execute(), limit);
  if (page.before === undefined && partnerId !== me.id) await markRead(deps, me, partnerId);
  return { partner, messages: await toMessages(db, rows), has_more };
}

async function markRead(deps: ChatDeps, me: Me, partnerId: number) {
  const unread = await deps.db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('id').as('up_to'))
    .where('sender_id', '=', partnerId)
    .where('receiver_id', '=', me.id)
    .where('group_id', 'is', null)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  const upTo = unread?.up_to === null || unread?.up_to === undefined ? null : Number(unread.up_to);
  if (upTo === null) return;
  await deps.db
    .updateTable('chat_messages')
    .set({ read_at: nowIso() })
    .where('sender_id', '=', partnerId)
    .where('receiver_id', '=', me.id)
    .where('group_id', 'is', null)
    .where('read_at', 'is', null)
    .where('id', '<=', upTo)
    .execute();
  await deps.realtime.publish({ audience: userAudience(partnerId), type: 'chat.read', data: { partner_id: me.id, up_to_id: upTo } });
}

// ------------------------------------------------------------------------------------------------ groups

async function membersOf(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('chat_group_members').select('user_id').where('group_id', '=', groupId).orderBy('joined_at').orderBy('user_id').execute();
  return rows.map((row) => row.user_id);
}

/** The group if `me` is a member: 404 when there is no such group, 403 (§6) when `me` is not in it. */
async function memberGroup(db: Db, me: Me, groupId: number): Promise<{ group: ChatGroupRow; members: number[] }> {
  const group = await db.selectFrom('chat_groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!group) throw groupNotFound();
  const members = await membersOf(db, groupId);
  if (!members.includes(me.id)) throw chatForbidden();
  return { group, members };
}

async function groupDetailOf(db: Db, group: ChatGroupRow, members: number[]): Promise<ChatGroupDetail> {
  const [people, keys, last] = await Promise.all([
    peopleById(db, members),
    keysOf(db, members),
    db.selectFrom('chat_messages').selectAll().where('group_id', '=', group.id).orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return {
    id: group.id,
    name: group.name,
    creator_id: group.creator_id,
    created_at: group.created_at,
    last_message: toLast(last),
    members: members.flatMap((id) => {
      const person = people.get(id);
      return person ? [{ ...person, public_key: keys.get(id) ?? null }] : [];
    }),
  };
}

export async function groups(db: Db, me: Me): Promise<ChatGroup[]> {
  const rows = await db
    .selectFrom('chat_groups')
    .innerJoin('chat_group_members', 'chat_group_members.group_id', 'chat_groups.id')
    .selectAll('chat_groups')
    .where('chat_group_members.user_id', '=', me.id)
    .orderBy('chat_groups.last_activity_at', 'desc')
    .execute();
  const lastIds = rows.length
    ? await db.selectFrom('chat_messages').select((eb) => ['group_id', eb.fn.max('id').as('last_id')]).where('group_id', 'in', rows.map((row) => row.id)).groupBy('group_id').execute()
    : [];
  const lastRows = lastIds.length ? await db.selectFrom('chat_messages').selectAll().where('id', 'in', lastIds.map((row) => Number(row.last_id))).execute() : [];
  const lastByGroup = new Map(lastRows.map((row) => [row.group_id, row]));
  return rows.map((row) => ({ id: row.id, name: row.name, creator_id: row.creator_id, created_at: row.created_at, last_message: toLast(lastByGroup.get(row.id)) }));
}

async function publishGroupChange(deps: ChatDeps, groupId: number, audience: number[]) {
  for (const userId of new Set(audience)) {
    await deps.realtime.publish({ audience: userAudience(userId), type: 'chat.group', data: { group_id: groupId } });
  }
}

export async function createGroup(deps: ChatDeps, me: Me, name: string, users: number[]): Promise<ChatGroupDetail> {
  const invited = [...new Set(users.filter((id) => id !== me.id))];
  if (invited.length === 0) throw new HttpError(422, 'chatGroupMembersRequired');
  // Adding someone to a group contacts them: their messages_from setting applies as to a private message.
  for (const id of invited) await assertMayMessage(deps.db, me.id, await reachableUser(deps.db, me.id, id));
  const now = nowIso();
  const group = await deps.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('chat_groups')
      .values({ name, creator_id: me.id, created_at: now, last_activity_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('chat_group_members')
      .values([me.id, ...invited].map((user_id) => ({ group_id: created.id, user_id, joined_at: now })))
      .execute();
    return created;
  });
  const members = [me.id, ...invited];
  await publishGroupChange(deps, group.id, members);
  return groupDetailOf(deps.db, group, members);
}

export async function groupDetail(db: Db, me: Me, groupId: number): Promise<ChatGroupDetail> {
  const { group, members } = await memberGroup(db, me, groupId);
  return groupDetailOf(db, group, members);
}

export async function groupMessages(deps: ChatDeps, me: Me, groupId: number, page: Page) {
  const { db } = deps;
  const { group, members } = await memberGroup(db, me, groupId);
  const limit = page.limit ?? CHAT_PAGE_SIZE;
  const blocked = [...(await blockedAmong(db, me.id, members))];
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('group_id', '=', groupId)
    .$if(blocked.length > 0, (query_) => query_.where('sender_id', 'not in', blocked));
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const { rows, has_more } = pageOf(await query.orderBy('id', 'desc').limit(limit + 1).execute(), limit);
  const newest = rows.at(-1);
  if (page.before === undefined && newest) {
    await db
      .updateTable('chat_group_members')
      .set({ last_read_id: newest.id })
      .where('group_id', '=', groupId)
      .where('user_id', '=', me.id)
      .where('last_read_id', '<', newest.id)
      .execute();
  }
  return { group: await groupDetailOf(db, group, members), messages: await toMessages(db, rows), has_more };
}

export async function renameGroup(deps: ChatDeps, me: Me, groupId: number, name: string): Promise<ChatGroupDetail> {
  const { group, members } = await memberGroup(deps.db, me, groupId);
  await deps.db.updateTable('chat_groups').set({ name }).where('id', '=', groupId).execute();
  await publishGroupChange(deps, groupId, members);
  return groupDetailOf(deps.db, { ...group, name }, members);
}

export async function addMember(deps: ChatDeps, me: Me, groupId: number, userId: number): Promise<ChatGroupDetail> {
  const { group, members } = await memberGroup(deps.db, me, groupId);
  if (group.creator_id !== me.id) throw new HttpError(403, 'chatNotGroupCreator');
  const added = await reachableUser(deps.db, me.id, userId);
  if (members.includes(userId)) throw new HttpError(409, 'chatAlreadyMember');
  await assertMayMessage(deps.db, me.id, added);
  if (members.length >= CHAT_GROUP_MEMBERS_MAX) throw new HttpError(422, 'chatGroupTooLarge');
  await deps.db.insertInto('chat_group_members').values({ group_id: groupId, user_id: userId, joined_at: nowIso() }).execute();
  const now = [...members, userId];
  await publishGroupChange(deps, groupId, now);
  return groupDetailOf(deps.db, group, now);
}

/**
 * Removes a member (the creator) or leaves (anyone, userId = me). A creator who leaves hands the group to the
 * longest member; the last one to leave ends the group with its messages. Later messages are wrapped only for
 * who is still in, so whoever left cannot read them.
 */
export async function removeMember(deps: ChatDeps, me: Me, groupId: number, userId: number): Promise<void> {
  const { group, members } = await memberGroup(deps.db, me, groupId);
  if (userId !== me.id && group.creator_id !== me.id) throw new HttpError(403, 'chatNotGroupCreator');
  if (!members.includes(userId)) throw new HttpError(404, 'userNotFound');
  const remaining = members.filter((id) => id !== userId);
  const orphanedFiles = remaining.length === 0 ? await attachmentsOfGroup(deps.db, groupId) : [];
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('chat_group_members').where('group_id', '=', groupId).where('user_id', '=', userId).execute();
    if (remaining.length === 0) await trx.deleteFrom('chat_groups').where('id', '=', groupId).execute();
    else if (group.creator_id === userId) await trx.updateTable('chat_groups').set({ creator_id: remaining[0] }).where('id', '=', groupId).execute();
  });
  await Promise.all(orphanedFiles.map((path) => deps.storage.remove(path)));
  await publishGroupChange(deps, groupId, members);
}

async function attachmentsOfGroup(db: Db, groupId: number): Promise<string[]> {
  const rows = await db.selectFrom('chat_messages').select('uploaded_images').where('group_id', '=', groupId).where('uploaded_images', '!=', '[]').execute();
  return rows.flatMap((row) => parseImages(row.uploaded_images));
}

// ------------------------------------------------------------------------------------------------ messages

/** The readers a message must be wrapped for: the sender and the receiver, or the group's members now. */
function checkEnvelope(envelopeText: string, readers: number[]): void {
  let envelope: unknown;
  try {
    envelope = JSON.parse(envelopeText);
  } catch {
    throw new HttpError(422, 'chatInvalidCiphertext');
  }
  const parsed = z.safeParse(envelopeSchema, envelope);
  if (!parsed.success) throw new HttpError(422, 'chatInvalidCiphertext');
  const wrappedFor = Object.keys(parsed.data.k).map(Number).sort((a, b) => a - b);
  const expected = [...new Set(readers)].sort((a, b) => a - b);
  if (wrappedFor.length !== expected.length || wrappedFor.some((id, index) => id !== expected[index])) {
    throw new HttpError(422, 'chatEnvelopeMismatch');
  }
}

interface Attachment {
  arrayBuffer(): Promise<ArrayBuffer>;
  size: number;
}

/** Attachments are ciphertext: one that is a readable image (or empty) was not encrypted and is refused. */
async function readAttachments(files: Attachment[] | undefined): Promise<Uint8Array[]> {
  const list: Uint8Array[] = [];
  for (const file of files ?? []) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length < 17 || sniffImageType(bytes) || looksLikeKnownFile(bytes)) throw new HttpError(422, 'chatFileNotEncrypted');
    list.push(bytes);
  }
  return list;
}

/** Signatures long enough that ciphertext (random bytes) practically never starts with them. */
function looksLikeKnownFile(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 5));
  return head === '%PDF-' || head.startsWith('PK\u0003\u0004') || head.startsWith('\u007fELF');
}

async function storeAttachments(deps: ChatDeps, files: Uint8Array[]): Promise<string[]> {
  const paths: string[] = [];
  try {
    for (const bytes of files) paths.push(await deps.storage.put('chat', bytes, { mime: 'application/octet-stream', extension: 'bin' }));
  } catch (error) {
    await Promise.all(paths.map((path) => deps.storage.remove(path)));
    throw error;
  }
  return paths;
}

async function insertMessage(deps: ChatDeps, values: Omit<ChatMessageRow, 'id' | 'read_at' | 'is_encrypted'>, paths: string[]) {
  try {
    return await deps.db.insertInto('chat_messages').values({ ...values, is_encrypted: 1 }).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    await Promise.all(paths.map((path) => deps.storage.remove(path)));
    throw error;
  }
}

export async function sendPrivate(deps: ChatDeps, me: Me, receiverId: number, fields: SendMessageFields, files: Attachment[] | undefined): Promise<ChatMessage> {
  if (receiverId === me.id) throw new HttpError(422, 'chatToSelf');
  await assertMayMessage(deps.db, me.id, await reachableUser(deps.db, me.id, receiverId));
  checkEnvelope(fields.encrypted_key, [me.id, receiverId]);
  const paths = await storeAttachments(deps, await readAttachments(files));
  const row = await insertMessage(
    deps,
    {
      sender_id: me.id,
      receiver_id: receiverId,
      group_id: null,
      message: fields.message,
      encrypted_key: fields.encrypted_key,
      iv: fields.iv,
      uploaded_images: JSON.stringify(paths),
      created_at: nowIso(),
    },
    paths,
  );
  const [message] = await toMessages(deps.db, [row]);
  if (!message) throw new Error('message vanished');
  await deps.realtime.publish({ audience: userAudience(receiverId), type: 'chat.message', data: { message, partner_id: me.id, group_id: null } });
  await deps.realtime.publish({ audience: userAudience(me.id), type: 'chat.message', data: { message, partner_id: receiverId, group_id: null } });
  await notify(deps, {
    userId: receiverId,
    type: 'message',
    actorId: me.id,
    link: `/messages/${me.id}`,
    groupKey: `message:user:${me.id}`,
    source: `message:${row.id}`,
  });
  return message;
}

export async function sendToGroup(deps: ChatDeps, me: Me, groupId: number, fields: SendMessageFields, files: Attachment[] | undefined): Promise<ChatMessage> {
  const { group, members } = await memberGroup(deps.db, me, groupId);
  checkEnvelope(fields.encrypted_key, members);
  const paths = await storeAttachments(deps, await readAttachments(files));
  const now = nowIso();
  const row = await insertMessage(
    deps,
    {
      sender_id: me.id,
      receiver_id: null,
      group_id: groupId,
      message: fields.message,
      encrypted_key: fields.encrypted_key,
      iv: fields.iv,
      uploaded_images: JSON.stringify(paths),
      created_at: now,
    },
    paths,
  );
  await deps.db.updateTable('chat_groups').set({ last_activity_at: now }).where('id', '=', groupId).execute();
  await deps.db.updateTable('chat_group_members').set({ last_read_id: row.id }).where('group_id', '=', groupId).where('user_id', '=', me.id).execute();
  const [message] = await toMessages(deps.db, [row]);
  if (!message) throw new Error('message vanished');
  const blocked = await blockedAmong(deps.db, me.id, members);
  for (const member of members.filter((id) => !blocked.has(id))) {
    await deps.realtime.publish({ audience: userAudience(member), type: 'chat.message', data: { message, partner_id: null, group_id: groupId } });
  }
  await notify(
    deps,
    members
      .filter((member) => member !== me.id)
      .map((member) => ({
        userId: member,
        type: 'message' as const,
        actorId: me.id,
        subject: { group: group.name },
        link: `/groups/${groupId}`,
        groupKey: `message:group:${groupId}`,
        source: `message:${row.id}`,
      })),
  );
  return message;
}

/** Deletes one's own message with its attachments; a participant gets 403 for another's, anyone else 404. */
export async function deleteMessage(deps: ChatDeps, me: Me, id: number): Promise<void> {
  const row = await deps.db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw messageNotFound();
  const readers = row.group_id !== null ? await membersOf(deps.db, row.group_id) : [row.sender_id, row.receiver_id ?? 0];
  if (!readers.includes(me.id)) throw messageNotFound();
  if (row.sender_id !== me.id) throw new HttpError(403, 'chatNotYourMessage');
  await deps.db.deleteFrom('chat_messages').where('id', '=', id).execute();
  await Promise.all(parseImages(row.uploaded_images).map((path) => deps.storage.remove(path)));
  for (const reader of new Set(readers)) {
    const partner = row.group_id !== null ? null : reader === row.sender_id ? row.receiver_id : row.sender_id;
    await deps.realtime.publish({ audience: userAudience(reader), type: 'chat.deleted', data: { id, partner_id: partner, group_id: row.group_id } });
  }
}

export async function typing(deps: ChatDeps, me: Me, target: { receiver_id?: number | undefined; group_id?: number | undefined }): Promise<void> {
  const user = { id: me.id, name: me.name };
  if (target.group_id !== undefined) {
    const { members } = await memberGroup(deps.db, me, target.group_id);
    const blocked = await blockedAmong(deps.db, me.id, members);
    for (const member of members.filter((id) => id !== me.id && !blocked.has(id))) {
      await deps.realtime.publish({ audience: userAudience(member), type: 'chat.typing', data: { partner_id: null, group_id: target.group_id, user } });
    }
    return;
  }
  if (target.receiver_id === undefined || target.receiver_id === me.id) throw new HttpError(422, 'userNotFound');
  if (await blockedEitherWay(deps.db, me.id, target.receiver_id)) throw new HttpError(404, 'userNotFound');
  await deps.realtime.publish({ audience: userAudience(target.receiver_id), type: 'chat.typing', data: { partner_id: me.id, group_id: null, user } });
}
