import { chatRoutes as contract } from '../../../common/contract/chat';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { implement } from '../../http/route';
import {
  addMember,
  conversation,
  conversations,
  createGroup,
  deleteMessage,
  groupDetail,
  groupMessages,
  groups,
  ownKeys,
  publicKeyOf,
  removeMember,
  renameGroup,
  savePublicKey,
  sendPrivate,
  sendToGroup,
  typing,
} from './service';

export function chatRoutes(deps: AppDeps) {
  // The fixed paths (/api/messages/conversations, /typing) before /api/messages/{partnerId}.
  return [
    implement(contract.savePublicKey, async ({ body }, c) => ({
      status: 200,
      body: await savePublicKey(deps.db, currentUser(c), body.public_key, body.key_backup),
    })),
    implement(contract.ownKeys, async (_input, c) => ({ status: 200, body: await ownKeys(deps.db, currentUser(c)) })),
    implement(contract.publicKey, async ({ params }, c) => ({ status: 200, body: await publicKeyOf(deps.db, currentUser(c), params.id) })),
    implement(contract.conversations, async (_input, c) => ({ status: 200, body: { conversations: await conversations(deps, currentUser(c)) } })),
    implement(contract.typing, async ({ body }, c) => {
      await typing(deps, currentUser(c), body);
      return { status: 204, body: null };
    }),
    implement(contract.groups, async (_input, c) => ({ status: 200, body: { groups: await groups(deps.db, currentUser(c)) } })),
    implement(contract.createGroup, async ({ body }, c) => ({
      status: 201,
      body: { group: await createGroup(deps, currentUser(c), body.name, body.users) },
    })),
    implement(contract.group, async ({ params }, c) => ({ status: 200, body: { group: await groupDetail(deps.db, currentUser(c), params.id) } })),
    implement(contract.renameGroup, async ({ params, body }, c) => ({
      status: 200,
      body: { group: await renameGroup(deps, currentUser(c), params.id, body.name) },
    })),
    implement(contract.addMember, async ({ params, body }, c) => ({
      status: 200,
      body: { group: await addMember(deps, currentUser(c), params.id, body.user_id) },
    })),
    implement(contract.removeMember, async ({ params }, c) => {
      await removeMember(deps, currentUser(c), params.id, params.userId);
      return { status: 204, body: null };
    }),
    implement(contract.groupMessages, async ({ params, query }, c) => ({
      status: 200,
      body: await groupMessages(deps, currentUser(c), params.id, query),
    })),
    implement(contract.sendGroupMessage, async ({ params, body }, c) => {
      const { files, ...fields } = body;
      return { status: 201, body: { message: await sendToGroup(deps, currentUser(c), params.id, fields, files) } };
    }),
    implement(contract.conversation, async ({ params, query }, c) => ({
      status: 200,
      body: await conversation(deps, currentUser(c), params.partnerId, query),
    })),
    implement(contract.send, async ({ body }, c) => {
      const { files, receiver_id, ...fields } = body;
      return { status: 201, body: { message: await sendPrivate(deps, currentUser(c), receiver_id, fields, files) } };
    }),
    implement(contract.remove, async ({ params }, c) => {
      await deleteMessage(deps, currentUser(c), params.id);
      return { status: 204, body: null };
    }),
  ];
}
