import type { UploadedFile } from '../../../common/contract/route';
import { type CreateGameRequest, createGameRequest, type UpdateGameRequest } from '../../../common/contract/games';
import { nowIso } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound, validationError } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { reencodeImage } from '../../platform/images';
import { sniffImageType } from '../../platform/storage';
import { createPostFromUpload } from '../posts/upload';
import { buildRefused, inspectBuild, storeBuild } from './build-upload';
import { coloursFor, coverSvg } from './cover';
import { gamePosts, getGame } from './service';

// Creators make games (spec §7 POST /api/games, POST /api/games/no-video, PATCH /api/games/{id}):
// any signed-in person with a verified e-mail may create one and becomes its creator; only they or an admin
// change it, give it a cover or upload its browser build.

const COVER_MAX_SIDE = 1280;
/** The slugs storeBuild gives uploads (the shipped builds have names). */
const UPLOADED_SLUG = /^g\d+-[0-9a-f]{12}$/;

async function answer(deps: AppDeps, id: number, viewer: UserRow) {
  await deps.events.publish({ type: 'game.changed', gameId: id });
  const [game, posts] = await Promise.all([getGame(deps, id), gamePosts(deps, id, viewer)]);
  return { game, gamePosts: posts };
}

async function drawnCover(deps: AppDeps, id: number, name: string, categories: readonly string[]): Promise<string> {
  const svg = coverSvg({ name, colours: coloursFor(name), categories });
  return deps.storage.putNamed('games', `game-${id}-${Date.now().toString(36)}.svg`, new TextEncoder().encode(svg), 'image/svg+xml');
}

/** The multipart form's `fields` (a JSON object), checked by the same schema as the JSON call. */
export function parseGameFields(text: string): CreateGameRequest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw validationError('fields', 'invalidGameFields');
  }
  return parseWith(createGameRequest, value);
}

export async function createGame(deps: AppDeps, user: UserRow, input: CreateGameRequest, trailer?: UploadedFile) {
  const fields = parseWith(createGameRequest, input);
  const row = await deps.db
    .insertInto('games')
    .values({
      name: fields.name,
      description: fields.description ?? '',
      categories: JSON.stringify(fields.categories),
      release_date: fields.release_date,
      developer: fields.developer,
      publisher: fields.publisher,
      age_rating: fields.age_rating,
      steam_app_id: fields.steam_app_id ?? null,
      typical_session_minutes: fields.typical_session_minutes ?? 30,
      creator_id: user.id,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const image = await drawnCover(deps, row.id, fields.name, fields.categories);
    let trailerId: number | null = null;
    if (trailer) {
      const post = await createPostFromUpload(deps, user, { video: trailer, title: fields.name, text: '', game_id: String(row.id) });
      trailerId = post.id;
    }
    await deps.db.updateTable('games').set({ image, trailer_post_id: trailerId }).where('id', '=', row.id).execute();
  } catch (error) {
    // A refused trailer leaves no game behind.
    await deps.db.deleteFrom('games').where('id', '=', row.id).execute();
    throw error;
  }
  return answer(deps, row.id, user);
}

async function ownGame(deps: AppDeps, user: UserRow, id: number) {
  const game = await deps.db.selectFrom('games').select(['id', 'creator_id', 'name', 'categories', 'image', 'browser_build']).where('id', '=', id).executeTakeFirst();
  if (!game) throw notFound('gameNotFound');
  if (user.role !== 'admin' && game.creator_id !== user.id) throw new HttpError(403, 'gameNotAllowed');
  return game;
}

export async function updateGame(deps: AppDeps, user: UserRow, id: number, input: UpdateGameRequest) {
  await ownGame(deps, user, id);
  const change = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.categories !== undefined ? { categories: JSON.stringify(input.categories) } : {}),
    ...(input.release_date !== undefined ? { release_date: input.release_date } : {}),
    ...(input.developer !== undefined ? { developer: input.developer } : {}),
    ...(input.publisher !== undefined ? { publisher: input.publisher } : {}),
    ...(input.age_rating !== undefined ? { age_rating: input.age_rating } : {}),
    ...(input.steam_app_id !== undefined ? { steam_app_id: input.steam_app_id } : {}),
    ...(input.typical_session_minutes !== undefined ? { typical_session_minutes: input.typical_session_minutes } : {}),
  };
  if (Object.keys(change).length) await deps.db.updateTable('games').set({ ...change, updated_at: nowIso() }).where('id', '=', id).execute();
  return answer(deps, id, user);
}

/** A cover: the type by its bytes, re-encoded as WebP without metadata (like avatars); the old one removed. */
export async function setCover(deps: AppDeps, user: UserRow, id: number, bytes: Uint8Array) {
  const game = await ownGame(deps, user, id);
  if (bytes.byteLength === 0 || !sniffImageType(bytes)) throw validationError('cover', 'imageType');
  const image = await reencodeImage(bytes, COVER_MAX_SIDE);
  if (!image) throw validationError('cover', 'imageType');
  const publicPath = await deps.storage.put('games', image.bytes, image);
  await deps.db.updateTable('games').set({ image: publicPath, updated_at: nowIso() }).where('id', '=', id).execute();
  if (game.image?.startsWith('/media/games/')) await deps.storage.remove(game.image);
  return answer(deps, id, user);
}

/** A browser build: checked in full before anything is stored, then the game switches to it in one update. */
export async function uploadBuild(deps: AppDeps, user: UserRow, id: number, file: UploadedFile) {
  const game = await ownGame(deps, user, id);
  const checked = await inspectBuild(file.path, file.size);
  const slug = await storeBuild(deps.storage, checked, id, `${deps.config.dataDir}/tmp`);
  const switched = await deps.db.updateTable('games').set({ browser_build: slug, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
  if (Number(switched.numUpdatedRows) === 0) {
    await deps.storage.removeFolder(`/media/builds/${slug}`);
    throw buildRefused('buildNotZip');
  }
  // The previous upload goes; the builds shipped with Spielraum (resources/games) are not in the media store.
  if (game.browser_build && UPLOADED_SLUG.test(game.browser_build)) await deps.storage.removeFolder(`/media/builds/${game.browser_build}`).catch(() => undefined);
  return answer(deps, id, user);
}
