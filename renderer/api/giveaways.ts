import { type CreateGiveawayRequest, giveawayRoutes } from '../../common/contract/giveaways';
import { api } from './client';

// Giveaways (issue 11; spec §7 /api/giveaways/batch-check). The HTTP layer halves the retry delay of giveaway
// calls and caps it at 3 s (spec §8/§9).

const id = (value: number) => ({ id: String(value) });

export const listGiveaways = (query: { status?: 'open' | 'past'; game_id?: number } = {}) =>
  api(giveawayRoutes.list, { query: { ...(query.status ? { status: query.status } : {}), ...(query.game_id ? { game_id: String(query.game_id) } : {}) } });
export const getGiveaway = (giveawayId: number) => api(giveawayRoutes.get, { params: id(giveawayId) });
export const getGiveawayAudit = (giveawayId: number) => api(giveawayRoutes.audit, { params: id(giveawayId) });
export const listMyGiveaways = () => api(giveawayRoutes.mine);
export const listMyEntries = () => api(giveawayRoutes.myEntries);
export const listAllGiveaways = () => api(giveawayRoutes.admin);
export const createGiveaway = (body: CreateGiveawayRequest) => api(giveawayRoutes.create, { body });
export const enterGiveaway = (giveawayId: number) => api(giveawayRoutes.enter, { params: id(giveawayId) });
export const cancelGiveaway = (giveawayId: number) => api(giveawayRoutes.cancel, { params: id(giveawayId) });
export const drawGiveawayNow = (giveawayId: number) => api(giveawayRoutes.drawNow, { params: id(giveawayId) });
export const batchCheckGiveaways = (gameIds: number[]) => api(giveawayRoutes.batchCheck, { body: { game_ids: gameIds } }, { context: { silent: true } });
