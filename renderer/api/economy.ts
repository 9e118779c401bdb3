import { type CreatePollRequest, type CreateRedeemCodeRequest, type DonateRequest, economyRoutes, type PurchaseRequest } from '../../common/contract/economy';
import type { RewardType } from '../../common/rules/economy';
import { api } from './client';

// boostz (issue 13): shop and locker, statement, buying boostz and subscriptions, donations, rewards, codes,
// boosts, quests, voting, the affiliate programme.

const id = (value: number) => ({ id: String(value) });
const before = (value: number | null) => (value ? { before: String(value) } : {});

export const getBorders = () => api(economyRoutes.borders);
export const selectBorder = (borderId: string | null) => api(economyRoutes.selectBorder, { body: { border_id: borderId } });
export const purchaseItem = (body: PurchaseRequest) => api(economyRoutes.purchase, { body });
export const getLedger = (cursor: number | null) => api(economyRoutes.ledger, { query: before(cursor) });
export const getUserLedger = (userId: number, cursor: number | null) => api(economyRoutes.adminLedger, { params: id(userId), query: before(cursor) });
export const checkLedger = () => api(economyRoutes.ledgerCheck);
export const getProducts = () => api(economyRoutes.products);
export const createCheckoutSession = (productId: string) => api(economyRoutes.createCheckout, { body: { product_id: productId } });
export const getCheckoutSession = (sessionId: string) => api(economyRoutes.checkoutSession, { params: { id: sessionId } });
export const payInSandbox = (sessionId: string) => api(economyRoutes.sandboxPay, { params: { id: sessionId } });
export const refundCheckout = (sessionId: string) => api(economyRoutes.refund, { params: { id: sessionId } });
export const cancelSandboxCheckout = (sessionId: string) => api(economyRoutes.sandboxCancel, { params: { id: sessionId } });
export const getCheckoutResult = (sessionId: string) => api(economyRoutes.subscriptionSuccess, { query: { session_id: sessionId } });
export const cancelSubscription = () => api(economyRoutes.cancelSubscription);
export const donate = (body: DonateRequest) => api(economyRoutes.donate, { body });
export const getRewards = () => api(economyRoutes.rewards);
export const claimReward = (type: RewardType) => api(economyRoutes.claimReward, { body: { type } });
export const redeemCode = (code: string) => api(economyRoutes.redeem, { body: { code } });
export const listRedeemCodes = () => api(economyRoutes.adminCodes);
export const createRedeemCode = (body: CreateRedeemCodeRequest) => api(economyRoutes.createCode, { body });
export const boostPost = (postId: number, hours: number, idempotencyKey: string) =>
  api(economyRoutes.boost, { params: id(postId), body: { hours, idempotency_key: idempotencyKey } });
export const getQuests = () => api(economyRoutes.quests);
export const claimQuest = (questId: string) => api(economyRoutes.claimQuest, { params: { id: questId } });
export const getCurrentPoll = () => api(economyRoutes.currentPoll);
export const castVote = (optionIndex: number, pollId?: number) => api(economyRoutes.vote, { body: { optionIndex, ...(pollId ? { poll_id: pollId } : {}) } });
export const listPolls = () => api(economyRoutes.adminPolls);
export const createPoll = (body: CreatePollRequest) => api(economyRoutes.createPoll, { body });
export const getAffiliate = () => api(economyRoutes.affiliate);
