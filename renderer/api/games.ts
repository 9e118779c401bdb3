import {
  type CatalogueQuery,
  type CreateGameRequest,
  type UpdateGameRequest,
  type GameCategoriesResponse,
  type GameResponse,
  type GamesResponse,
  gameRoutes,
} from '../../common/contract/games';
import { api } from './client';

export function listGames(query: CatalogueQuery = {}): Promise<GamesResponse> {
  return api(gameRoutes.list, { query });
}

export function listGameCategories(): Promise<GameCategoriesResponse> {
  return api(gameRoutes.categories);
}

/** `silent`: a 404 is the caller's business (the /game/{id} page shows its own 404), no message. */
export function getGame(id: number | string, options: { silent?: boolean } = {}): Promise<GameResponse> {
  return api(gameRoutes.get, { params: { id: String(id) } }, options.silent ? { context: { silent: true } } : {});
}

// Creators (issue 11): create, edit, cover and browser build.

export function createGameNoVideo(body: CreateGameRequest) {
  return api(gameRoutes.createNoVideo, { body });
}

/** With a trailer: the fields as JSON next to the video (multipart, streamed on the server). */
export function createGameWithTrailer(body: CreateGameRequest, video: File) {
  return api(gameRoutes.create, { body: { fields: JSON.stringify(body), video } });
}

export function updateGame(id: number, body: UpdateGameRequest) {
  return api(gameRoutes.update, { params: { id: String(id) }, body });
}

export function uploadGameCover(id: number, cover: File) {
  return api(gameRoutes.cover, { params: { id: String(id) }, body: { cover } });
}

export function uploadGameBuild(id: number, build: File) {
  return api(gameRoutes.build, { params: { id: String(id) }, body: { build } });
}
