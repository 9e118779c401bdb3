// The kinds of the text-to-game generator and the length rule of a description: what the contract and the
// renderer need, without the reader and its lexicons (common/rules/ai-games.ts), which only the server runs.

export const AI_DESCRIPTION_MIN = 10;
export const AI_DESCRIPTION_MAX = 500;

export const AI_GENRES = ['runner', 'platformer', 'snake', 'breakout', 'shooter', 'maze', 'memory', 'quiz', 'catcher', 'racer'] as const;
export type AiGenre = (typeof AI_GENRES)[number];

export const AI_THEMES = ['space', 'ocean', 'forest', 'city', 'desert', 'ice', 'candy', 'castle', 'lava', 'neon', 'garden'] as const;
export type AiTheme = (typeof AI_THEMES)[number];

export const AI_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star', 'car'] as const;
export type AiShape = (typeof AI_SHAPES)[number];

export const AI_GOAL_KINDS = ['score', 'collect', 'defeat', 'time', 'reach'] as const;
/** score: points; collect: items caught; defeat: enemies beaten; time: seconds survived; reach: exits or finish lines. */
export type AiGoalKind = (typeof AI_GOAL_KINDS)[number];

/** Trims and folds inner whitespace runs; the length rule applies to this form. */
export function normaliseDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function descriptionProblem(text: string): 'tooShort' | 'tooLong' | null {
  const clean = normaliseDescription(text);
  if (clean.length < AI_DESCRIPTION_MIN) return 'tooShort';
  if (clean.length > AI_DESCRIPTION_MAX) return 'tooLong';
  return null;
}
