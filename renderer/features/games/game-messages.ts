/** What a game in the sandbox may tell the page: parent.postMessage({ source: 'spielraum-game', type, score }). */
export interface GameMessage {
  type: 'ready' | 'score' | 'gameover';
  score: number | null;
}

const TYPES = new Set(['ready', 'score', 'gameover']);
const MAX_SCORE = 1_000_000_000;

/** The message when it has exactly the expected shape, else null (anything else in `data` is ignored). */
export function parseGameMessage(data: unknown): GameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { source, type, score } = data as Record<string, unknown>;
  if (source !== 'spielraum-game' || typeof type !== 'string' || !TYPES.has(type)) return null;
  const valid = typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= MAX_SCORE;
  return { type: type as GameMessage['type'], score: valid ? score : null };
}
