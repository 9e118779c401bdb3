import { gameRoutes as contract } from '../../../common/contract/games';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import type { UploadedFile } from '../../../common/contract/route';
import { HttpError } from '../../http/errors';
import { createGame, parseGameFields, setCover, updateGame, uploadBuild } from './creation';
import { cataloguePage, gameCategories, gamePosts, getGame } from './service';

export function gameRoutes(deps: AppDeps) {
  return [
    // The cached page's JSON as is: serializing 24 games is most of what a catalogue request costs.
    implement(contract.list, async ({ query }) => {
      const page = await cataloguePage(deps, {
        ...query,
        browser: query.browser !== undefined,
        creator: query.creator === undefined ? undefined : Number(query.creator),
      });
      return new Response(page.json, { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
    }),
    implement(contract.categories, async () => ({ status: 200, body: await gameCategories(deps) })),
    implement(contract.get, async ({ params }, c) => {
      const [game, posts] = await Promise.all([getGame(deps, params.id), gamePosts(deps, params.id, c.get('user'))]);
      return { status: 200, body: { game, gamePosts: posts } };
    }),
    implement(
      contract.create,
      async ({ body }, c) => ({ status: 201, body: await createGame(deps, c.get('user')!, parseGameFields(body.fields), body.video as UploadedFile | undefined) }),
      { maxFileBytes: deps.config.videoLimits.maxBytes, tooLarge: () => new HttpError(413, 'videoTooLarge', { video: ['videoTooLarge'] }, { Connection: 'close' }) },
    ),
    implement(contract.createNoVideo, async ({ body }, c) => ({ status: 201, body: await createGame(deps, c.get('user')!, body) })),
    implement(contract.update, async ({ params, body }, c) => ({ status: 200, body: await updateGame(deps, c.get('user')!, params.id, body) })),
    implement(contract.cover, async ({ params, body }, c) => ({
      status: 200,
      body: await setCover(deps, c.get('user')!, params.id, new Uint8Array(await body.cover.arrayBuffer())),
    })),
    implement(
      contract.build,
      async ({ params, body }, c) => ({ status: 200, body: await uploadBuild(deps, c.get('user')!, params.id, body.build) }),
      { tooLarge: () => new HttpError(413, 'buildTooLargeUpload', { build: ['buildTooLargeUpload'] }, { Connection: 'close' }) },
    ),
  ];
}
