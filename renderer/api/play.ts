import { type PlayDashboard, playRoutes } from '../../common/contract/play';
import { api } from './client';

// The player's relation to games (issue 11): favourites, stars, recommendations, trends, the play dashboard.

const id = (value: number) => ({ id: String(value) });

export function getFavoriteGames(userId?: number) {
  return api(playRoutes.favorites, { query: userId === undefined ? {} : { userId: String(userId) } });
}

export function addFavoriteGame(gameId: number) {
  return api(playRoutes.addFavorite, { body: { game_id: gameId } });
}

export function removeFavoriteGame(gameId: number) {
  return api(playRoutes.removeFavorite, { params: id(gameId) });
}

export function getMyGame(gameId: number) {
  return api(playRoutes.myGame, { params: id(gameId) });
}

export function rateGame(gameId: number, stars: number | null) {
  return stars === null ? api(playRoutes.unrate, { params: id(gameId) }) : api(playRoutes.rate, { params: id(gameId), body: { stars } });
}

export function getRecommendedGames() {
  return api(playRoutes.recommended);
}

export function getTrendingGames() {
  return api(playRoutes.trending, {}, { context: { silent: true } });
}

export function getAdminTrendingGames() {
  return api(playRoutes.trendAdmin);
}

export function pinTrendingGame(gameId: number, position?: number) {
  return api(playRoutes.pin, { body: position === undefined ? { game_id: gameId } : { game_id: gameId, position } });
}

export function unpinTrendingGame(gameId: number) {
  return api(playRoutes.unpin, { params: id(gameId) });
}

export function getPlayDashboard(options: { fresh?: boolean } = {}): Promise<PlayDashboard> {
  return api(playRoutes.dashboard, { query: options.fresh ? { cache: 'false' } : {} });
}

export function invalidatePlayDashboard() {
  return api(playRoutes.invalidate);
}
