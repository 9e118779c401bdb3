import { z } from 'zod';
import { AI_GENRES, AI_THEMES, type AiGameSpec, type AiSpecProposal } from '../../../common/rules/ai-games';
import { type ModelConfig, requestModelJson } from '../assistant/model';

// With a model configured (LLM_BASE_URL, LLM_MODEL), the model proposes the game specification as JSON — never
// code. The proposal must pass this schema; the generator still builds the game from its own templates. Any
// failure (down, timeout, no JSON, schema) answers null and the offline specification stands.

const text = (max: number) => z.string().trim().min(1).max(max);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const specProposalSchema = z
  .object({
    genre: z.enum(AI_GENRES),
    theme: z.enum(AI_THEMES),
    title: text(60),
    player: text(24),
    enemy: text(24),
    speed: z.number().min(0.6).max(1.8),
    goal: z.object({ kind: z.enum(['score', 'time']), target: z.number().int().min(1).max(600) }),
    colours: z.object({ player: colour, enemy: colour, accent: colour, background: colour }).partial(),
    instructions: text(400),
  })
  .partial()
  .strict();

export function proposalMessages(description: string, offline: AiGameSpec) {
  return [
    {
      role: 'system' as const,
      content: [
        'You design small browser games for Spielraum, a German gaming platform. You never write code.',
        `Read the user's game idea and answer ONLY a JSON object with these optional fields:`,
        `genre (one of ${AI_GENRES.join(', ')}), theme (one of ${AI_THEMES.join(', ')}), title (German, max 60 chars),`,
        'player and enemy (German names, max 24 chars), speed (0.6 slow to 1.8 hectic), goal {kind: "score"|"time", target},',
        'colours {player, enemy, accent, background} as #rrggbb, instructions (German, informal "du", max 400 chars, name the controls).',
        `A simple keyword reading suggested: ${JSON.stringify({ genre: offline.genre, theme: offline.theme, player: offline.player.name, enemy: offline.enemy.name })}.`,
      ].join('\n'),
    },
    { role: 'user' as const, content: description },
  ];
}

export async function proposeSpec(config: ModelConfig, description: string, offline: AiGameSpec): Promise<AiSpecProposal | null> {
  return requestModelJson(config, proposalMessages(description, offline), specProposalSchema, { temperature: 0.4 });
}
