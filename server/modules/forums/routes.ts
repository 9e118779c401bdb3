import { forumRoutes as contract } from '../../../common/contract/forums';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { translate } from '../../http/messages';
import { implement } from '../../http/route';
import { createForum, deleteForum, deleteMessage, editMessage, listForums, moderateForum, postMessage, showForum } from './service';

export function forumRoutes(deps: AppDeps) {
  return [
    implement(contract.list, async ({ query }, c) => ({ status: 200, body: await listForums(deps, c.get('user'), query) })),
    implement(contract.show, async ({ params, query }, c) => ({ status: 200, body: [await showForum(deps, c.get('user'), params.id, query.cursor)] })),
    implement(contract.create, async ({ body }, c) => ({ status: 201, body: { forum: await createForum(deps, currentUser(c), body) } })),
    implement(contract.post, async ({ body }, c) => ({ status: 200, body: { message: await postMessage(deps, currentUser(c), body) } })),
    implement(contract.edit, async ({ params, body }, c) => ({
      status: 200,
      body: { message: await editMessage(deps, currentUser(c), params.id, body.message) },
    })),
    implement(contract.remove, async ({ params }, c) => {
      await deleteMessage(deps, currentUser(c), params.id);
      return { status: 200, body: { message: translate('forumMessageDeleted', c.get('language')) } };
    }),
    implement(contract.moderate, async ({ params, body }) => ({ status: 200, body: { forum: await moderateForum(deps, params.id, body) } })),
    implement(contract.removeForum, async ({ params }, c) => {
      await deleteForum(deps, params.id);
      return { status: 200, body: { message: translate('forumDeleted', c.get('language')) } };
    }),
  ];
}
