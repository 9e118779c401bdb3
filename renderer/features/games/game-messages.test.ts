import { describe, expect, it } from 'vitest';
import { parseGameMessage } from './game-messages';

describe('parseGameMessage', () => {
  it('accepts the three message types with a score', () => {
    expect(parseGameMessage({ source: 'spielraum-game', type: 'score', score: 12 })).toEqual({ type: 'score', score: 12 });
    expect(parseGameMessage({ source: 'spielraum-game', type: 'gameover', score: 0 })).toEqual({ type: 'gameover', score: 0 });
    expect(parseGameMessage({ source: 'spielraum-game', type: 'ready' })).toEqual({ type: 'ready', score: null });
  });

  it('ignores other sources, types and shapes', () => {
    expect(parseGameMessage(null)).toBeNull();
    expect(parseGameMessage('score')).toBeNull();
    expect(parseGameMessage({ source: 'other', type: 'score', score: 1 })).toBeNull();
    expect(parseGameMessage({ source: 'spielraum-game', type: 'navigate', score: 1 })).toBeNull();
  });

  it('drops a score that is not a plausible count', () => {
    expect(parseGameMessage({ source: 'spielraum-game', type: 'score', score: -3 })?.score).toBeNull();
    expect(parseGameMessage({ source: 'spielraum-game', type: 'score', score: 1.5 })?.score).toBeNull();
    expect(parseGameMessage({ source: 'spielraum-game', type: 'score', score: '99' })?.score).toBeNull();
    expect(parseGameMessage({ source: 'spielraum-game', type: 'score', score: 1e12 })?.score).toBeNull();
  });
});
