// The takes scripts/record-gameplay.ts records: which game, which pilot (scripts/gameplay/page-recorder.js),
// the seed of the first take, how long the warm-up before the clip runs and how long the clip is. The ids are
// the folder names under resources/gameplay/ that the seed's demo clips name (server/modules/posts/demo-clips.ts).

import { AI_CLIP_GAMES } from '../../server/modules/posts/demo-clips';

export interface GameplayClip {
  id: string;
  /** A shipped bundle (resources/games/<slug>) or an AI game built from its description. */
  source: { slug: string } | { ai: string };
  pilot: string;
  /** A pilot's variant (a bolder or a calmer way to play), 0 by default. */
  style?: number;
  seed: number;
  /** Seconds played before the clip starts (a clip in the middle of a round, not at its first second). */
  warmup: number;
  seconds: number;
  /** Points the player must make during the clip, else the take is tried again (a maze solved, pairs found). */
  minGain?: number;
  /** Where in the take its still is taken (0–1); the covers use it. */
  still?: number;
  /** This take's still becomes the game's cover. */
  cover?: boolean;
  /** This take becomes the welcome page's poster and loop. */
  welcome?: boolean;
}

export const GAMEPLAY_CLIPS: GameplayClip[] = [
  { id: 'nebelwald-1', source: { slug: 'nebelwald' }, pilot: 'nebelwald', seed: 11, warmup: 4, seconds: 8, cover: true },
  { id: 'nebelwald-2', source: { slug: 'nebelwald' }, pilot: 'nebelwald', seed: 23, warmup: 10, seconds: 8 },
  { id: 'skyline-1', source: { slug: 'skyline-architects' }, pilot: 'skyline', seed: 5, warmup: 3, seconds: 8, cover: true },
  { id: 'skyline-2', source: { slug: 'skyline-architects' }, pilot: 'skyline', seed: 41, warmup: 16, seconds: 8 },
  { id: 'harbor-1', source: { slug: 'harbor-lights' }, pilot: 'harbor', seed: 7, warmup: 5, seconds: 8, cover: true },
  { id: 'harbor-2', source: { slug: 'harbor-lights' }, pilot: 'harbor', style: 1, seed: 19, warmup: 30, seconds: 8 },
  { id: 'ironclad-1', source: { slug: 'ironclad-rally' }, pilot: 'ironclad', seed: 3, warmup: 4, seconds: 8, cover: true },
  { id: 'ironclad-2', source: { slug: 'ironclad-rally' }, pilot: 'ironclad', style: 1, seed: 29, warmup: 16, seconds: 8 },
  { id: 'moorhuhn-1', source: { slug: 'moorhuhn-remix' }, pilot: 'moorhuhn', seed: 2, warmup: 3, seconds: 8, cover: true },
  { id: 'moorhuhn-2', source: { slug: 'moorhuhn-remix' }, pilot: 'moorhuhn', seed: 31, warmup: 25, seconds: 8, welcome: true },
  { id: 'neon-1', source: { slug: 'neon-drift-2088' }, pilot: 'neon', seed: 13, warmup: 2, seconds: 8, cover: true },
  { id: 'neon-2', source: { slug: 'neon-drift-2088' }, pilot: 'neon', seed: 37, warmup: 9, seconds: 8 },
  { id: 'baeckerei-1', source: { slug: 'pixelbaeckerei' }, pilot: 'baeckerei', seed: 17, warmup: 3, seconds: 8, cover: true },
  { id: 'baeckerei-2', source: { slug: 'pixelbaeckerei' }, pilot: 'baeckerei', style: 1, seed: 43, warmup: 20, seconds: 8 },
  { id: 'harvesters-1', source: { slug: 'void-harvesters' }, pilot: 'harvesters', seed: 47, warmup: 3, seconds: 8, cover: true },
  { id: 'harvesters-2', source: { slug: 'void-harvesters' }, pilot: 'harvesters', seed: 53, warmup: 12, seconds: 8 },
  // The AI games of the seed (server/seed/ai-games.ts), built from the same descriptions (AI_CLIP_GAMES).
  { id: 'ai-shooter', source: { ai: AI_CLIP_GAMES.shooter }, pilot: 'shooter', seed: 61, warmup: 3, seconds: 6, cover: true },
  { id: 'ai-memory', source: { ai: AI_CLIP_GAMES.memory }, pilot: 'memory', seed: 67, warmup: 6, seconds: 7, minGain: 2, cover: true },
  { id: 'ai-snake', source: { ai: AI_CLIP_GAMES.snake }, pilot: 'snake', seed: 71, warmup: 3, seconds: 6, cover: true },
  { id: 'ai-platformer', source: { ai: AI_CLIP_GAMES.platformer }, pilot: 'platformer', seed: 73, warmup: 1, seconds: 6, minGain: 2, cover: true },
  { id: 'ai-maze', source: { ai: AI_CLIP_GAMES.maze }, pilot: 'maze', seed: 79, warmup: 5, seconds: 7, minGain: 1, cover: true },
  { id: 'ai-breakout', source: { ai: AI_CLIP_GAMES.breakout }, pilot: 'breakout', seed: 83, warmup: 3, seconds: 6, cover: true },
  { id: 'ai-runner', source: { ai: AI_CLIP_GAMES.runner }, pilot: 'runner', seed: 89, warmup: 3, seconds: 6, cover: true },
  { id: 'ai-quiz', source: { ai: AI_CLIP_GAMES.quiz }, pilot: 'quiz', seed: 97, warmup: 1, seconds: 7, cover: true },
];
