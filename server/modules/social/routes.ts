import { socialRoutes as contract } from '../../../common/contract/social';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { translate } from '../../http/messages';
import { implement } from '../../http/route';
import {
  acceptFriend,
  block,
  declineFriend,
  follow,
  listBlocks,
  listFriends,
  listMutes,
  mute,
  privacySettings,
  removeFriend,
  requestFriend,
  unblock,
  unfollow,
  unmute,
  updatePrivacySettings,
} from './service';
import { randomUsers, suggestions } from './suggestions';

export function socialRoutes(deps: AppDeps) {
  return [
    implement(contract.follow, async ({ body }, c) => {
      const { created, ...answer } = await follow(deps, currentUser(c), body.account_id);
      return created ? { status: 201 as const, body: answer } : { status: 200 as const, body: answer };
    }),
    implement(contract.unfollow, async ({ params }, c) => ({ status: 200, body: await unfollow(deps, currentUser(c), params.id) })),
    implement(contract.friends, async (_input, c) => ({ status: 200, body: await listFriends(deps, currentUser(c)) })),
    implement(contract.requestFriend, async ({ body }, c) => {
      const { created, ...answer } = await requestFriend(deps, currentUser(c), body.friend_id);
      return created ? { status: 201 as const, body: answer } : { status: 200 as const, body: answer };
    }),
    implement(contract.acceptFriend, async ({ params }, c) => ({ status: 200, body: await acceptFriend(deps, currentUser(c), params.id) })),
    implement(contract.declineFriend, async ({ params }, c) => ({ status: 200, body: await declineFriend(deps, currentUser(c), params.id) })),
    implement(contract.removeFriend, async ({ params }, c) => ({ status: 200, body: await removeFriend(deps, currentUser(c), params.id) })),
    implement(contract.blocks, async (_input, c) => ({ status: 200, body: await listBlocks(deps, currentUser(c)) })),
    implement(contract.block, async ({ body }, c) => {
      const { created, restriction } = await block(deps, currentUser(c), body.user_id);
      return created ? { status: 201 as const, body: { restriction } } : { status: 200 as const, body: { restriction } };
    }),
    implement(contract.unblock, async ({ params }, c) => {
      await unblock(deps, currentUser(c), params.id);
      return { status: 200, body: { message: translate('unblocked', c.get('language')) } };
    }),
    implement(contract.mutes, async (_input, c) => ({ status: 200, body: await listMutes(deps, currentUser(c)) })),
    implement(contract.mute, async ({ body }, c) => {
      const { created, restriction } = await mute(deps, currentUser(c), body.user_id);
      return created ? { status: 201 as const, body: { restriction } } : { status: 200 as const, body: { restriction } };
    }),
    implement(contract.unmute, async ({ params }, c) => {
      await unmute(deps, currentUser(c), params.id);
      return { status: 200, body: { message: translate('unmuted', c.get('language')) } };
    }),
    implement(contract.privacy, async (_input, c) => ({ status: 200, body: { settings: await privacySettings(deps, currentUser(c)) } })),
    implement(contract.updatePrivacy, async ({ body }, c) => ({
      status: 200,
      body: { settings: await updatePrivacySettings(deps, currentUser(c), body) },
    })),
    implement(contract.suggestions, async ({ query }, c) => ({
      status: 200,
      body: { suggested: await suggestions(deps, currentUser(c).id, query.limit) },
    })),
    implement(contract.randomUsers, async ({ query }, c) => ({
      status: 200,
      body: { suggested: await randomUsers(deps, c.get('user')?.id ?? null, query.limit) },
    })),
  ];
}
