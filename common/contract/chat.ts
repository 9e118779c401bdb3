import { z } from 'zod/mini';
import { MAX_DB_ID, idParam, idParams } from './common';
import { defineRoute } from './route';

// Private and group chat (spec §2 /messages, /messages/{id}, /groups/{id}; §3 Conversation, Chat
// message, Chat group; §5 chat rules and the plausible-ciphertext rule; §6 only participants read; §7). Every
// message is end-to-end encrypted in the browser (docs/security/e2ee.md): the server stores and forwards
// ciphertext, wrapped message keys and public keys, and checks only their shape. The calls beyond the spec
// (group members, renaming, typing, the key backup) are declared below the spec's ones.

export const CHAT_PAGE_SIZE = 10;
export const CHAT_PAGE_MAX = 50;
/** Longest ciphertext (base64) of one message: 4,000 characters of text and the attachment list, encrypted. */
export const CHAT_CIPHERTEXT_MAX = 24_000;
export const CHAT_TEXT_MAX = 4_000;
export const CHAT_FILES_MAX = 4;
/** Per attachment, encrypted (16 bytes of authentication tag more than the file). */
export const CHAT_FILE_MAX_BYTES = 8 * 1024 * 1024;
export const CHAT_GROUP_NAME_MAX = 60;
export const CHAT_GROUP_MEMBERS_MAX = 50;
/** A public key bundle or a key backup, as JSON text. */
export const CHAT_KEY_MAX = 4_000;
export const CHAT_KEY_BACKUP_MAX = 16_000;

/** §5: base64-like, at least 40 characters, and a length that is not 1 mod 4 (no base64 text has that). */
export function isPlausibleCiphertext(text: string): boolean {
  return text.length >= 40 && text.length % 4 !== 1 && /^[A-Za-z0-9+/]+={0,2}$/.test(text);
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** A 96-bit AES-GCM nonce in base64. */
const ivSchema = z.string({ error: 'chatInvalidCiphertext' }).check(z.regex(/^[A-Za-z0-9+/]{16}$/, { error: 'chatInvalidCiphertext' }));
const ciphertext = z
  .string({ error: 'chatInvalidCiphertext' })
  .check(
    z.maxLength(CHAT_CIPHERTEXT_MAX, { error: 'chatMessageTooLong' }),
    z.refine(isPlausibleCiphertext, { error: 'chatInvalidCiphertext' }),
  );

/**
 * The envelope of one message (JSON text in encrypted_key): the sender's ephemeral ECDH key (e), the message key
 * wrapped for every reader's user id (k), and the sender's ECDSA signature over all of it (s). The server checks
 * that every member of the conversation, and nobody else, has a wrapped key.
 */
export const envelopeSchema = z.object({
  v: z.literal(1),
  e: z.string().check(z.regex(BASE64), z.maxLength(200)),
  k: z.record(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.string().check(z.regex(BASE64), z.maxLength(200))),
  s: z.string().check(z.regex(BASE64), z.maxLength(200)),
});
export type Envelope = z.infer<typeof envelopeSchema>;
const envelopeText = z
  .string({ error: 'chatInvalidCiphertext' })
  .check(z.maxLength(CHAT_CIPHERTEXT_MAX, { error: 'chatInvalidCiphertext' }));

/** Multipart sends booleans as text. Unencrypted messages are refused: everything here is end-to-end encrypted. */
const encryptedFlag = z.enum(['1', 'true'], { error: 'chatMustBeEncrypted' });
const attachments = z.optional(
  z.array(z.file({ error: 'invalidType' }).check(z.maxSize(CHAT_FILE_MAX_BYTES, { error: 'chatFileTooLarge' }))).check(
    z.maxLength(CHAT_FILES_MAX, { error: 'chatTooManyFiles' }),
  ),
);
const numericText = (error: string) =>
  z.pipe(z.string({ error }).check(z.regex(/^[1-9]\d{0,9}$/, { error })), z.pipe(z.transform(Number), z.number().check(z.lte(MAX_DB_ID, { error }))));

export const chatPerson = z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) });
export type ChatPerson = z.infer<typeof chatPerson>;

/** §3 Chat message; message is the ciphertext (the client adds original_message/display_message after decrypting). */
export const chatMessageSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  message: z.string(),
  is_encrypted: z.boolean(),
  encrypted_key: z.nullable(z.string()),
  iv: z.nullable(z.string()),
  sender: chatPerson,
  /** Encrypted attachments (paths), in the order of the attachment list inside the ciphertext. */
  uploaded_images: z.array(z.string()),
  receiver_id: z.nullable(z.number()),
  group_id: z.nullable(z.number()),
  /** When the receiver read a private message; null while unread (always null in groups). */
  read_at: z.nullable(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const lastMessage = z.nullable(
  z.object({
    id: z.number(),
    message: z.string(),
    created_at: z.string(),
    sender_id: z.number(),
    encrypted_key: z.nullable(z.string()),
    iv: z.nullable(z.string()),
    has_files: z.boolean(),
  }),
);
export type ChatLastMessage = NonNullable<z.infer<typeof lastMessage>>;

/** §3 Conversation: a partner, or a group (is_group, group_id, partner name = the group's name, no image). */
export const conversationSchema = z.object({
  partner: chatPerson,
  last_message: lastMessage,
  unread_count: z.number(),
  created_at: z.string(),
  is_group: z.optional(z.boolean()),
  group_id: z.optional(z.number()),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const chatGroupMember = z.object({ ...chatPerson.shape, public_key: z.nullable(z.string()) });
export const chatGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  creator_id: z.nullable(z.number()),
  created_at: z.string(),
  last_message: lastMessage,
});
export const chatGroupDetail = z.object({ ...chatGroupSchema.shape, members: z.array(chatGroupMember) });
export type ChatGroup = z.infer<typeof chatGroupSchema>;
export type ChatGroupDetail = z.infer<typeof chatGroupDetail>;

export const historyQuery = z.object({
  limit: z.optional(
    z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.pipe(z.transform(Number), z.number().check(z.gte(1), z.lte(CHAT_PAGE_MAX)))),
  ),
  /** A message id: the page before it. */
  before: z.optional(idParam),
});

export const sendMessageRequest = z.object({
  receiver_id: numericText('userNotFound'),
  message: ciphertext,
  is_encrypted: encryptedFlag,
  encrypted_key: envelopeText,
  iv: ivSchema,
  files: attachments,
});
export const sendGroupMessageRequest = z.object({
  message: ciphertext,
  is_encrypted: encryptedFlag,
  encrypted_key: envelopeText,
  iv: ivSchema,
  files: attachments,
});
export type SendMessageFields = Omit<z.output<typeof sendGroupMessageRequest>, 'files'>;

const groupName = z
  .string({ error: 'chatGroupNameRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'chatGroupNameRequired' }),
    z.maxLength(CHAT_GROUP_NAME_MAX, { error: 'chatGroupNameTooLong' }),
  );
const userIdValue = z.number({ error: 'userNotFound' }).check(z.int({ error: 'userNotFound' }), z.positive({ error: 'userNotFound' }), z.lte(MAX_DB_ID, { error: 'userNotFound' }));

export const createGroupRequest = z.object({
  name: groupName,
  users: z
    .array(userIdValue, { error: 'chatGroupMembersRequired' })
    .check(z.minLength(1, { error: 'chatGroupMembersRequired' }), z.maxLength(CHAT_GROUP_MEMBERS_MAX - 1, { error: 'chatGroupTooLarge' })),
});
export const renameGroupRequest = z.object({ name: groupName });
export const addMemberRequest = z.object({ user_id: userIdValue });
export const typingRequest = z.object({ receiver_id: z.optional(userIdValue), group_id: z.optional(userIdValue) });

/**
 * A public key bundle as JSON text: {v:1, dh: the ECDH P-256 key, sig: the ECDSA P-256 key}, both raw points in
 * base64. The server checks the shape; the browsers check the keys (and people compare safety numbers).
 */
export const publicKeyBundleSchema = z.object({
  v: z.literal(1),
  dh: z.string().check(z.regex(/^[A-Za-z0-9+/]{86}[A-Za-z0-9+/=]{2}$/)),
  sig: z.string().check(z.regex(/^[A-Za-z0-9+/]{86}[A-Za-z0-9+/=]{2}$/)),
});
export type PublicKeyBundle = z.infer<typeof publicKeyBundleSchema>;

function isJsonOf(schema: z.ZodMiniType) {
  return (text: string) => {
    try {
      return z.safeParse(schema, JSON.parse(text)).success;
    } catch {
      return false;
    }
  };
}

export const publicKeyRequest = z.object({
  public_key: z
    .string({ error: 'chatInvalidKey' })
    .check(z.maxLength(CHAT_KEY_MAX, { error: 'chatInvalidKey' }), z.refine(isJsonOf(publicKeyBundleSchema), { error: 'chatInvalidKey' })),
  /** The private keys, encrypted under the recovery passphrase (PBKDF2-SHA-256, 600,000 iterations, AES-GCM). */
  key_backup: z.optional(
    z
      .string({ error: 'chatInvalidKey' })
      .check(
        z.maxLength(CHAT_KEY_BACKUP_MAX, { error: 'chatInvalidKey' }),
        z.refine(isJsonOf(keyBackupSchema()), { error: 'chatInvalidKey' }),
      ),
  ),
});

/** The key backup's outer shape (the ciphertext inside is opaque to the server). */
export function keyBackupSchema() {
  return z.object({
    v: z.literal(1),
    kdf: z.literal('PBKDF2-SHA-256'),
    iterations: z.number().check(z.int(), z.gte(600_000), z.lte(10_000_000)),
    salt: z.string().check(z.regex(BASE64), z.maxLength(64)),
    iv: z.string().check(z.regex(BASE64), z.maxLength(32)),
    data: z.string().check(z.regex(BASE64), z.maxLength(CHAT_KEY_BACKUP_MAX)),
  });
}
export type KeyBackup = z.infer<ReturnType<typeof keyBackupSchema>>;

export const publicKeyAnswer = z.object({ success: z.boolean(), public_key: z.nullable(z.string()), needsKey: z.boolean() });
export const ownKeysAnswer = z.object({ public_key: z.nullable(z.string()), key_backup: z.nullable(z.string()) });

export const conversationAnswer = z.object({ partner: chatPerson, messages: z.array(chatMessageSchema), has_more: z.boolean() });
export const groupMessagesAnswer = z.object({ group: chatGroupDetail, messages: z.array(chatMessageSchema), has_more: z.boolean() });

const TAG = 'Chat';
const partnerParams = z.object({ partnerId: idParam });
const memberParams = z.object({ id: idParam, userId: idParam });
const sendLimit = { max: 60, windowSeconds: 60, by: 'user' } as const;
const CHAT_BODY_MAX = CHAT_FILES_MAX * (CHAT_FILE_MAX_BYTES + 4096) + 64 * 1024;

export const chatRoutes = {
  savePublicKey: defineRoute({
    method: 'post',
    path: '/api/user/public-key',
    tag: TAG,
    summary: 'Den eigenen öffentlichen Schlüssel (und die mit der Wiederherstellungs-Passphrase verschlüsselte Schlüsselsicherung) speichern',
    guard: 'auth',
    body: publicKeyRequest,
    rateLimit: { max: 10, windowSeconds: 60, by: 'user' },
    responses: { 200: ownKeysAnswer },
  }),
  ownKeys: defineRoute({
    method: 'get',
    path: '/api/user/key-backup',
    tag: TAG,
    summary: 'Den eigenen öffentlichen Schlüssel und die verschlüsselte Schlüsselsicherung (für ein neues Gerät)',
    guard: 'auth',
    rateLimit: { max: 20, windowSeconds: 60, by: 'user' },
    responses: { 200: ownKeysAnswer },
  }),
  publicKey: defineRoute({
    method: 'get',
    path: '/api/user/{id}/public-key',
    tag: TAG,
    summary: 'Den öffentlichen Schlüssel einer Person; needsKey, solange sie keinen hat',
    guard: 'auth',
    params: idParams,
    rateLimit: { max: 120, windowSeconds: 60, by: 'user' },
    responses: { 200: publicKeyAnswer },
  }),
  conversations: defineRoute({
    method: 'get',
    path: '/api/messages/conversations',
    tag: TAG,
    summary: 'Die Unterhaltungen: Gesprächspartner und Gruppen mit letzter Nachricht und Zahl der ungelesenen, neueste zuerst',
    guard: 'auth',
    rateLimit: { max: 60, windowSeconds: 60, by: 'user' },
    responses: { 200: z.object({ conversations: z.array(conversationSchema) }) },
  }),
  groups: defineRoute({
    method: 'get',
    path: '/api/chat-groups',
    tag: TAG,
    summary: 'Die eigenen Gruppen',
    guard: 'auth',
    responses: { 200: z.object({ groups: z.array(chatGroupSchema) }) },
  }),
  createGroup: defineRoute({
    method: 'post',
    path: '/api/chat-groups',
    tag: TAG,
    summary: 'Eine Gruppe gründen (Name und Mitglieder; man selbst ist immer dabei)',
    guard: 'auth',
    body: createGroupRequest,
    rateLimit: { max: 10, windowSeconds: 3600, by: 'user' },
    responses: { 201: z.object({ group: chatGroupDetail }) },
    errors: [404, 422],
  }),
  groupMessages: defineRoute({
    method: 'get',
    path: '/api/chat-groups/{id}/messages',
    tag: TAG,
    summary: 'Die Gruppe mit Mitgliedern und einer Seite ihrer Nachrichten (limit, Standard 10; before)',
    guard: 'auth',
    params: idParams,
    query: historyQuery,
    responses: { 200: groupMessagesAnswer },
    errors: [403, 404],
  }),
  sendGroupMessage: defineRoute({
    method: 'post',
    path: '/api/chat-groups/{id}/messages',
    tag: TAG,
    summary: 'Eine verschlüsselte Nachricht in die Gruppe senden (multipart: message, is_encrypted, encrypted_key, iv, files[])',
    guard: 'auth',
    params: idParams,
    bodyType: 'multipart',
    maxBodyBytes: CHAT_BODY_MAX,
    body: sendGroupMessageRequest,
    rateLimit: sendLimit,
    responses: { 201: z.object({ message: chatMessageSchema }) },
    errors: [403, 404, 413, 422],
  }),
  conversation: defineRoute({
    method: 'get',
    path: '/api/messages/{partnerId}',
    tag: TAG,
    summary: 'Eine Seite der Unterhaltung mit einer Person (limit, Standard 10; before); die erste Seite markiert als gelesen',
    guard: 'auth',
    params: partnerParams,
    query: historyQuery,
    responses: { 200: conversationAnswer },
    errors: [403, 404],
  }),
  send: defineRoute({
    method: 'post',
    path: '/api/messages',
    tag: TAG,
    summary: 'Eine verschlüsselte Nachricht senden (multipart: receiver_id, message, is_encrypted, encrypted_key, iv, files[])',
    guard: 'auth',
    bodyType: 'multipart',
    maxBodyBytes: CHAT_BODY_MAX,
    body: sendMessageRequest,
    rateLimit: sendLimit,
    responses: { 201: z.object({ message: chatMessageSchema }) },
    errors: [403, 404, 413, 422],
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/messages/{id}',
    tag: TAG,
    summary: 'Eine eigene Nachricht löschen (mit ihren Anhängen)',
    guard: 'auth',
    params: idParams,
    responses: { 204: null },
    errors: [403, 404],
  }),
  group: defineRoute({
    method: 'get',
    path: '/api/chat-groups/{id}',
    tag: TAG,
    summary: 'Eine Gruppe mit ihren Mitgliedern und deren öffentlichen Schlüsseln',
    guard: 'auth',
    params: idParams,
    responses: { 200: z.object({ group: chatGroupDetail }) },
    errors: [403, 404],
  }),
  renameGroup: defineRoute({
    method: 'patch',
    path: '/api/chat-groups/{id}',
    tag: TAG,
    summary: 'Eine Gruppe umbenennen (Mitglieder)',
    guard: 'auth',
    params: idParams,
    body: renameGroupRequest,
    responses: { 200: z.object({ group: chatGroupDetail }) },
    errors: [403, 404],
  }),
  addMember: defineRoute({
    method: 'post',
    path: '/api/chat-groups/{id}/members',
    tag: TAG,
    summary: 'Jemanden in die Gruppe aufnehmen (wer sie gegründet hat); ältere Nachrichten bleiben für das neue Mitglied unlesbar',
    guard: 'auth',
    params: idParams,
    body: addMemberRequest,
    rateLimit: { max: 60, windowSeconds: 3600, by: 'user' },
    responses: { 200: z.object({ group: chatGroupDetail }) },
    errors: [403, 404, 409, 422],
  }),
  removeMember: defineRoute({
    method: 'delete',
    path: '/api/chat-groups/{id}/members/{userId}',
    tag: TAG,
    summary: 'Jemanden aus der Gruppe entfernen (wer sie gegründet hat) oder sie selbst verlassen',
    guard: 'auth',
    params: memberParams,
    responses: { 204: null },
    errors: [403, 404],
  }),
  typing: defineRoute({
    method: 'post',
    path: '/api/messages/typing',
    tag: TAG,
    summary: 'Den anderen zeigen, dass man gerade schreibt (receiver_id oder group_id)',
    guard: 'auth',
    body: typingRequest,
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    responses: { 204: null },
    errors: [403, 404],
  }),
};
