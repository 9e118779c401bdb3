import { type SearchAnswer, searchRoutes } from '../../common/contract/search';
import { api } from './client';

// Search (spec §7 GET /api/search/{term}): people, videos and games for a term. Failures reject with the
// ApiError of api/http.ts.

/** `limit`: results per type (the full page asks for 24); the panel's numbers without it. */
export function searchAll(term: string, options: { limit?: number; signal?: AbortSignal } = {}): Promise<SearchAnswer> {
  return api(
    searchRoutes.search,
    { params: { term }, query: options.limit ? { limit: String(options.limit) } : {} },
    // No retries while typing: the next keystroke asks again anyway.
    { retry: 0, ...(options.signal ? { signal: options.signal } : {}) },
  );
}
