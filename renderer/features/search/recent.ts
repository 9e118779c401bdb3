import { create } from 'zustand';
import { normaliseTerm } from './queries';

// The last searches, remembered on this device only (localStorage), newest first, at most RECENT_MAX, each
// once (compared without case). Clearable as a whole or one by one.

export const RECENT_STORAGE_KEY = 'search.recent';
export const RECENT_MAX = 8;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

function write(terms: string[]): void {
  try {
    if (terms.length) storage()?.setItem(RECENT_STORAGE_KEY, JSON.stringify(terms));
    else storage()?.removeItem(RECENT_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the list lives for this visit only.
  }
}

/** The list with `term` first. */
export function withRecent(terms: string[], term: string): string[] {
  const clean = normaliseTerm(term);
  if (!clean) return terms;
  const key = clean.toLocaleLowerCase();
  return [clean, ...terms.filter((entry) => entry.toLocaleLowerCase() !== key)].slice(0, RECENT_MAX);
}

interface RecentState {
  terms: string[];
  remember(term: string): void;
  forget(term: string): void;
  clear(): void;
}

export const useRecentSearches = create<RecentState>((set, get) => ({
  terms: readRecent(),
  remember: (term) => {
    const terms = withRecent(get().terms, term);
    write(terms);
    set({ terms });
  },
  forget: (term) => {
    const terms = get().terms.filter((entry) => entry !== term);
    write(terms);
    set({ terms });
  },
  clear: () => {
    write([]);
    set({ terms: [] });
  },
}));
