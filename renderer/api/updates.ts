import { type CreateUpdateRequest, type EditUpdateRequest, updateRoutes } from '../../common/contract/updates';
import { api } from './client';

// Game updates (issue 11; spec §7 the game-updates calls).

const id = (value: number) => ({ id: String(value) });
const page = (value: number) => (value > 1 ? { page: String(value) } : {});

export const listRecentUpdates = (pageNumber = 1) => api(updateRoutes.recent, { query: page(pageNumber) });
export const listGamesWithUpdates = () => api(updateRoutes.games);
export const listFavoriteUpdates = () => api(updateRoutes.favorites, { query: {} });
export const getUpdate = (updateId: number) => api(updateRoutes.one, { params: id(updateId) }, { context: { silent: true } });
export const getGameUpdates = (gameId: number, pageNumber = 1) =>
  api(updateRoutes.gamePage, { params: id(gameId), query: page(pageNumber) }, { context: { silent: true } });
export const createUpdate = (body: CreateUpdateRequest) => api(updateRoutes.create, { body });
export const editUpdate = (updateId: number, body: EditUpdateRequest) => api(updateRoutes.edit, { params: id(updateId), body });
export const deleteUpdate = (updateId: number) => api(updateRoutes.remove, { params: id(updateId) });
export const listAllUpdates = (pageNumber = 1) => api(updateRoutes.admin, { query: page(pageNumber) });
