import { chatRoutes } from '../../common/contract/chat';
import { api } from './client';

// Chat (issue 12; spec §7). Messages go out as ciphertext made by the crypto worker (features/chat/crypto).

export interface SealedMessage {
  message: string;
  iv: string;
  encrypted_key: string;
  files: Blob[];
}

const history = (before?: number | null) => (before ? { before: String(before) } : {});

export const getConversations = async () => (await api(chatRoutes.conversations)).conversations;
export const getGroups = async () => (await api(chatRoutes.groups)).groups;
export const getConversation = (partnerId: number, before?: number | null) =>
  api(chatRoutes.conversation, { params: { partnerId: String(partnerId) }, query: history(before) });
export const getGroupMessages = (groupId: number, before?: number | null) =>
  api(chatRoutes.groupMessages, { params: { id: String(groupId) }, query: history(before) });
export const getGroup = async (groupId: number) => (await api(chatRoutes.group, { params: { id: String(groupId) } })).group;

export async function sendPrivateMessage(receiverId: number, sealed: SealedMessage) {
  const { files, ...fields } = sealed;
  const body = { receiver_id: String(receiverId), is_encrypted: '1' as const, ...fields, ...(files.length ? { files: files as unknown as File[] } : {}) };
  return (await api(chatRoutes.send, { body })).message;
}

export async function sendGroupMessage(groupId: number, sealed: SealedMessage) {
  const { files, ...fields } = sealed;
  const body = { is_encrypted: '1' as const, ...fields, ...(files.length ? { files: files as unknown as File[] } : {}) };
  return (await api(chatRoutes.sendGroupMessage, { params: { id: String(groupId) }, body })).message;
}

export const deleteChatMessage = (id: number) => api(chatRoutes.remove, { params: { id: String(id) } });
export const createGroup = async (name: string, users: number[]) => (await api(chatRoutes.createGroup, { body: { name, users } })).group;
export const renameGroup = async (groupId: number, name: string) =>
  (await api(chatRoutes.renameGroup, { params: { id: String(groupId) }, body: { name } })).group;
export const addGroupMember = async (groupId: number, userId: number) =>
  (await api(chatRoutes.addMember, { params: { id: String(groupId) }, body: { user_id: userId } })).group;
export const removeGroupMember = (groupId: number, userId: number) =>
  api(chatRoutes.removeMember, { params: { id: String(groupId), userId: String(userId) } });
export const sendTyping = (target: { receiver_id: number } | { group_id: number }) =>
  api(chatRoutes.typing, { body: target }, { context: { silent: true } });

export const getPublicKey = (userId: number) =>
  api(chatRoutes.publicKey, { params: { id: String(userId) } }, { context: { silent: true } });
export const getOwnKeys = () => api(chatRoutes.ownKeys);
export const savePublicKey = (publicKey: string, keyBackup?: string) =>
  api(chatRoutes.savePublicKey, { body: { public_key: publicKey, ...(keyBackup ? { key_backup: keyBackup } : {}) } });
