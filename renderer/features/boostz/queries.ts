import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePollRequest,
  type CreateRedeemCodeRequest,
  type DonateRequest,
  boostzRoutes,
  type LedgerAnswer,
  type PurchaseRequest,
} from '../../../common/contract/boostz';
import type { RewardType } from '../../../common/rules/boostz';
import { api } from '../../api/client';
import { formErrorOf } from '../forms/errors';
import { useSessionStore } from '../session/store';
import { useToastStore } from '../toasts/store';

// TanStack Query keys and hooks of boostz: shop and locker, statement, buying boostz and subscriptions,
// donations, rewards, codes, boosts, quests, voting, the affiliate programme. Every answer that carries the new
// balance writes it into the session user at once, so the header's balance never lags behind a purchase or a
// donation.

const id = (value: number) => ({ id: String(value) });
const before = (value: number | null) => (value ? { before: String(value) } : {});

const ROOT = 'boostz';

export const boostzKeys = {
  all: [ROOT] as const,
  borders: (viewer: number) => [ROOT, 'borders', viewer] as const,
  ledger: (viewer: number) => [ROOT, 'ledger', viewer] as const,
  userLedger: (userId: number) => [ROOT, 'user-ledger', userId] as const,
  ledgerCheck: [ROOT, 'ledger-check'] as const,
  products: (viewer: number) => [ROOT, 'products', viewer] as const,
  checkout: (id: string) => [ROOT, 'checkout', id] as const,
  result: (id: string) => [ROOT, 'result', id] as const,
  rewards: (viewer: number) => [ROOT, 'rewards', viewer] as const,
  codes: [ROOT, 'codes'] as const,
  quests: (viewer: number) => [ROOT, 'quests', viewer] as const,
  poll: (viewer: number) => [ROOT, 'poll', viewer] as const,
  polls: [ROOT, 'polls'] as const,
  affiliate: (viewer: number) => [ROOT, 'affiliate', viewer] as const,
};

const useViewer = () => useSessionStore((state) => state.user?.id ?? 0);

/** Writes what an answer says about the signed-in user into the session (balance, borders). */
export function patchSessionUser(fields: { boostz?: number; profile_border?: string | null; owned_borders?: string[] }): void {
  const { user, setUser } = useSessionStore.getState();
  if (user) setUser({ ...user, ...fields });
}

function useBoostzMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  options: {
    failure: string;
    success?: string | ((output: Output) => string);
    after?: (output: Output) => void;
    /** false: the form shows the error itself (no toast on top). */
    toastErrors?: boolean;
  },
) {
  const client = useQueryClient();
  const show = useToastStore((state) => state.show);
  return useMutation({
    mutationFn,
    onSuccess: (output) => {
      const balance = (output as { boostz?: unknown }).boostz;
      if (typeof balance === 'number') patchSessionUser({ boostz: balance });
      options.after?.(output);
      const message = typeof options.success === 'function' ? options.success(output) : options.success;
      if (message) show({ type: 'success', message });
      void client.invalidateQueries({ queryKey: boostzKeys.all });
    },
    onError: (error: unknown) => {
      if (options.toastErrors !== false) show({ type: 'error', message: formErrorOf(error, options.failure) });
    },
  });
}

// ---------------------------------------------------------------------------------------------- shop, locker

export function useBorders() {
  const viewer = useViewer();
  return useQuery({ queryKey: boostzKeys.borders(viewer), queryFn: () => api(boostzRoutes.borders) });
}

export const usePurchase = (failure: string, success: string) =>
  useBoostzMutation((body: PurchaseRequest) => api(boostzRoutes.purchase, { body }), {
    failure,
    success,
    after: (answer) => patchSessionUser({ owned_borders: answer.owned_borders }),
  });

export const useSelectBorder = (failure: string, success: string) =>
  useBoostzMutation((borderId: string | null) => api(boostzRoutes.selectBorder, { body: { border_id: borderId } }), {
    failure,
    success,
    after: (answer) => patchSessionUser({ profile_border: answer.profile_border, owned_borders: answer.owned_borders }),
  });

// ---------------------------------------------------------------------------------------------- statement

function nextCursor(page: LedgerAnswer): number | undefined {
  return page.has_more ? page.entries.at(-1)?.id : undefined;
}

export function useLedger() {
  const viewer = useViewer();
  return useInfiniteQuery<LedgerAnswer, Error, InfiniteData<LedgerAnswer>, readonly unknown[], number | null>({
    queryKey: boostzKeys.ledger(viewer),
    queryFn: ({ pageParam }) => api(boostzRoutes.ledger, { query: before(pageParam) }),
    initialPageParam: null,
    getNextPageParam: nextCursor,
    enabled: viewer > 0,
  });
}

export function useUserLedger(userId: number) {
  return useInfiniteQuery({
    queryKey: boostzKeys.userLedger(userId),
    queryFn: ({ pageParam }: { pageParam: number | null }) => api(boostzRoutes.adminLedger, { params: id(userId), query: before(pageParam) }),
    initialPageParam: null as number | null,
    getNextPageParam: nextCursor,
    enabled: userId > 0,
  });
}

/** The invariant check over all accounts (admins); runs when asked (refetch), not on mount. */
export const useLedgerCheck = () => useQuery({ queryKey: boostzKeys.ledgerCheck, queryFn: () => api(boostzRoutes.ledgerCheck), enabled: false });

// ---------------------------------------------------------------------------------------- buying boostz

export function useProducts() {
  const viewer = useViewer();
  return useQuery({ queryKey: boostzKeys.products(viewer), queryFn: () => api(boostzRoutes.products) });
}

export const useStartCheckout = (failure: string) =>
  useBoostzMutation((productId: string) => api(boostzRoutes.createCheckout, { body: { product_id: productId } }), { failure });

export function useCheckoutSession(sessionId: string) {
  return useQuery({ queryKey: boostzKeys.checkout(sessionId), queryFn: () => api(boostzRoutes.checkoutSession, { params: { id: sessionId } }), enabled: sessionId !== '' });
}

export const usePayInSandbox = (failure: string) => useBoostzMutation((sessionId: string) => api(boostzRoutes.sandboxPay, { params: { id: sessionId } }), { failure });
export const useCancelCheckout = (failure: string) => useBoostzMutation((sessionId: string) => api(boostzRoutes.sandboxCancel, { params: { id: sessionId } }), { failure });

/** The result after returning from the checkout; asks again every 2 s while the payment is still open. */
export function useCheckoutResult(sessionId: string) {
  return useQuery({
    queryKey: boostzKeys.result(sessionId),
    queryFn: async () => {
      const result = await api(boostzRoutes.subscriptionSuccess, { query: { session_id: sessionId } });
      patchSessionUser({ boostz: result.boostz });
      return result;
    },
    enabled: sessionId !== '',
    refetchInterval: (query) => (query.state.data?.session.status === 'open' ? 2_000 : false),
  });
}

export const useRefund = (failure: string, success: string) => useBoostzMutation((sessionId: string) => api(boostzRoutes.refund, { params: { id: sessionId } }), { failure, success });

export const useCancelSubscription = (failure: string, success: string) => useBoostzMutation(() => api(boostzRoutes.cancelSubscription), { failure, success });

// ---------------------------------------------------------------------------------------------- donations

export const useDonate = (failure: string) => useBoostzMutation((body: DonateRequest) => api(boostzRoutes.donate, { body }), { failure });

// ----------------------------------------------------------------------------------------- rewards, codes

export function useRewards() {
  const viewer = useViewer();
  return useQuery({ queryKey: boostzKeys.rewards(viewer), queryFn: () => api(boostzRoutes.rewards), enabled: viewer > 0 });
}

export const useClaimReward = (failure: string, success: (amount: number) => string) =>
  useBoostzMutation((type: RewardType) => api(boostzRoutes.claimReward, { body: { type } }), { failure, success: (answer) => success(answer.amount) });

export const useRedeem = (failure: string) => useBoostzMutation((code: string) => api(boostzRoutes.redeem, { body: { code } }), { failure, toastErrors: false });

export const useRedeemCodes = () => useQuery({ queryKey: boostzKeys.codes, queryFn: () => api(boostzRoutes.adminCodes) });

export const useCreateRedeemCode = (failure: string, success: string) =>
  useBoostzMutation((body: CreateRedeemCodeRequest) => api(boostzRoutes.createCode, { body }), { failure, success });

export const useBoost = (failure: string, success: string) =>
  useBoostzMutation(
    (input: { postId: number; hours: number; key: string }) =>
      api(boostzRoutes.boost, { params: id(input.postId), body: { hours: input.hours, idempotency_key: input.key } }),
    { failure, success },
  );

// ---------------------------------------------------------------------------------------- quests, voting

export function useQuests() {
  const viewer = useViewer();
  return useQuery({ queryKey: boostzKeys.quests(viewer), queryFn: () => api(boostzRoutes.quests), enabled: viewer > 0 });
}

export const useClaimQuest = (failure: string, success: (reward: number) => string) =>
  useBoostzMutation((questId: string) => api(boostzRoutes.claimQuest, { params: { id: questId } }), { failure, success: (answer) => success(answer.quest.reward) });

export function useCurrentPoll() {
  const viewer = useViewer();
  return useQuery({ queryKey: boostzKeys.poll(viewer), queryFn: () => api(boostzRoutes.currentPoll) });
}

export const useVote = (failure: string) => useBoostzMutation(
    (input: { optionIndex: number; pollId: number }) =>
      api(boostzRoutes.vote, { body: { optionIndex: input.optionIndex, ...(input.pollId ? { poll_id: input.pollId } : {}) } }),
    { failure },
  );

export const usePolls = () => useQuery({ queryKey: boostzKeys.polls, queryFn: () => api(boostzRoutes.adminPolls) });

export const useCreatePoll = (failure: string, success: string) => useBoostzMutation((body: CreatePollRequest) => api(boostzRoutes.createPoll, { body }), { failure, success });

export function useAffiliate() {
  const viewer = useViewer();
  return useQuery({ queryKey: boostzKeys.affiliate(viewer), queryFn: () => api(boostzRoutes.affiliate), enabled: viewer > 0 });
}
