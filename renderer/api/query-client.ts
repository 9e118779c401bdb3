import { notifyManager, QueryClient, QueryClientProvider, type UseMutationOptions } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';

/**
 * Server state. The HTTP layer (api/http.ts) already retries per spec §8, so queries do not retry again.
 * The provider sits in the layouts (loaded with the first page that has one), not around the whole app: the
 * landing page needs no server state, so it does not load TanStack Query (docs/performance.md, first load).
 */
/**
 * TanStack Query tells its observers in a later task (setTimeout) by default, so a button that shows its
 * mutation as pending (Button `loading` swallows the click) did so only after a double click's second click
 * had already sent the form again: two threads, two updates, every fan notified twice. In a microtask the
 * pending state is on screen before the browser delivers the next click.
 */
notifyManager.setScheduler(queueMicrotask);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}

/**
 * What a screen may add to a domain's mutation hook (features/<domain>/queries.ts): its own onMutate, onSuccess,
 * onError; the call itself (mutationFn) is the hook's.
 */
export type MutationExtras<TData, TVariables = void, TContext = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn'
>;
