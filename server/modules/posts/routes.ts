import { FEED_PAGE_SIZE, postRoutes as contract } from '../../../common/contract/posts';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { translate } from '../../http/messages';
import { jsonWithEtag } from '../../http/etag';
import { implement } from '../../http/route';
import { firstPage, homeFeed } from './feed';
import {
  adminPosts,
  customPosts,
  getPost,
  likePost,
  likedVideos,
  recordWatchTime,
  removePost,
  setCustomPosts,
  setHidden,
  studioContent,
  studioStats,
  unlikePost,
  updatePost,
  viewPost,
  watchHistory,
} from './service';

/** Every call of the posts domain except POST /api/posts, which the media pipeline mounts (upload.ts). */
export function postRoutes(deps: AppDeps) {
  return [
    implement(contract.get, async ({ params }, c) => ({ status: 200, body: { post: await getPost(deps, params.id, c.get('user')) } })),
    implement(contract.update, async ({ params, body }, c) => ({
      status: 200,
      body: { post: await updatePost(deps, params.id, currentUser(c), body) },
    })),
    implement(contract.remove, async ({ params }, c) => {
      await removePost(deps, params.id, currentUser(c));
      return { status: 200, body: { message: translate('postDeleted', c.get('language')) } };
    }),
    implement(contract.home, async ({ query }, c) => {
      // The first page of a tab is kept per viewer (feed.ts) and carries an ETag.
      if (query.cursor === undefined && (query.limit ?? FEED_PAGE_SIZE) === FEED_PAGE_SIZE) {
        const page = await firstPage(deps, c.get('user'), query.tab);
        return jsonWithEtag(c, page.json, page.etag);
      }
      return { status: 200, body: await homeFeed(deps, c.get('user'), query) };
    }),
    implement(contract.custom, async (_input, c) => ({ status: 200, body: { posts: await customPosts(deps, c.get('user')) } })),
    implement(contract.setCustom, async ({ body }, c) => ({
      status: 200,
      body: { posts: await setCustomPosts(deps, currentUser(c), body.post_ids) },
    })),
    implement(contract.like, async ({ body }, c) => {
      const result = await likePost(deps, currentUser(c), body.post_id);
      const answer = { like: result.like, likes: result.likes };
      return result.created ? { status: 201 as const, body: answer } : { status: 200 as const, body: answer };
    }),
    implement(contract.unlike, async ({ params }, c) => ({ status: 200, body: await unlikePost(deps, currentUser(c), params.id) })),
    implement(contract.view, async ({ body }, c) => ({ status: 200, body: await viewPost(deps, currentUser(c), body.post_id) })),
    implement(contract.watchTime, async ({ body }, c) => ({ status: 200, body: await recordWatchTime(deps, currentUser(c), body.batch) })),
    implement(contract.history, async ({ query }, c) => ({ status: 200, body: await watchHistory(deps, currentUser(c), query) })),
    implement(contract.likedVideos, async ({ query }, c) => ({ status: 200, body: await likedVideos(deps, currentUser(c), query) })),
    implement(contract.studioContent, async ({ params }, c) => ({
      status: 200,
      body: await studioContent(deps, currentUser(c), params.id),
    })),
    implement(contract.studioStats, async ({ query }, c) => ({
      status: 200,
      body: await studioStats(deps, currentUser(c), Number(query.days ?? '28')),
    })),
    implement(contract.adminList, async ({ query }, c) => ({ status: 200, body: await adminPosts(deps, currentUser(c), query) })),
    implement(contract.adminUpdate, async ({ params, body }, c) => ({
      status: 200,
      body: { post: await setHidden(deps, currentUser(c), params.id, body.hidden) },
    })),
  ];
}
