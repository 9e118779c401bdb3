import { commentRoutes as contract } from '../../../common/contract/comments';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { translate } from '../../http/messages';
import { implement } from '../../http/route';
import { createComment, deleteComment, likeComment, listComments, unlikeComment } from './service';

export function commentRoutes(deps: AppDeps) {
  return [
    implement(contract.list, async ({ params, query }, c) => ({
      status: 200,
      body: await listComments(deps, params.id, c.get('user'), query.cursor),
    })),
    implement(contract.create, async ({ body }, c) => ({
      status: 201,
      body: { comment: await createComment(deps, currentUser(c), body) },
    })),
    implement(contract.remove, async ({ params }, c) => {
      await deleteComment(deps, currentUser(c), params.id);
      return { status: 200, body: { message: translate('commentDeleted', c.get('language')) } };
    }),
    implement(contract.like, async ({ body }, c) => {
      const result = await likeComment(deps, currentUser(c), body.comment_id);
      const answer = { like: result.like, likes: result.likes };
      return result.created ? { status: 201 as const, body: answer } : { status: 200 as const, body: answer };
    }),
    implement(contract.unlike, async ({ params }, c) => ({ status: 200, body: await unlikeComment(deps, currentUser(c), params.id) })),
  ];
}
