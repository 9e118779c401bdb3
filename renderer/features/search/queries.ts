import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_TERM_MAX, searchRoutes } from '../../../common/contract/search';
import { api } from '../../api/client';
import { useSessionStore } from '../session/store';

// TanStack Query keys and hooks of search (spec §7 GET /api/search/{term}: people, videos and games). The viewer is part of the key: blocks make answers differ per person.

const ROOT = 'search';
/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 200;
/** The panel searches from this many characters on (one letter matches nearly everything). */
export const PANEL_MIN_CHARS = 2;

export const searchKeys = {
  all: [ROOT] as const,
  term: (term: string, limit: number | null, viewer: number | null) => [ROOT, term, limit ?? 0, viewer ?? 0] as const,
};

/** What is sent: trimmed, at most 100 characters (the server's limit). */
export function normaliseTerm(term: string): string {
  return [...term.trim()].slice(0, SEARCH_TERM_MAX).join('');
}

export function searchQuery(term: string, limit: number | null, viewer: number | null) {
  return queryOptions({
    queryKey: searchKeys.term(term, limit, viewer),
    queryFn: ({ signal }) =>
      api(
        searchRoutes.search,
        { params: { term }, query: limit ? { limit: String(limit) } : {} },
        // No retries while typing: the next keystroke asks again anyway.
        { retry: 0, signal },
      ),
    staleTime: 30_000,
  });
}

/**
 * Results for a term; while a new term loads, the previous results stay on screen (no flicker while typing).
 * Disabled below `minChars`.
 */
export function useSearch(term: string, options: { limit?: number; minChars?: number } = {}) {
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const normalised = normaliseTerm(term);
  return useQuery({
    ...searchQuery(normalised, options.limit ?? null, viewer),
    enabled: [...normalised].length >= (options.minChars ?? 1),
    placeholderData: keepPreviousData,
  });
}

/** The value, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
