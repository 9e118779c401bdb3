import { ASSISTANT_SUGGESTION_COUNT } from '../../../common/constants';

/** The 19 fixed questions of spec §9 (texts in the assistant namespace, suggestions.s01 … s19). */
export const SUGGESTION_KEYS = Array.from({ length: 19 }, (_, index) => `suggestions.s${String(index + 1).padStart(2, '0')}` as const);

/** ASSISTANT_SUGGESTION_COUNT different ones, at random. */
export function pickSuggestions(random: () => number = Math.random): string[] {
  const pool = [...SUGGESTION_KEYS];
  const picked: string[] = [];
  while (picked.length < ASSISTANT_SUGGESTION_COUNT && pool.length > 0) {
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return picked;
}
