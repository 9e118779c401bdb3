import { z } from 'zod/mini';

// Game updates (issue 11; spec §3 "Game update: its fields are not shown", §7 the game-updates calls, §8 the
// update messages). The routes are declared below this shape by the updates slice.

/** A game update as every list shows it: what changed, in which version, by whom, for which game. */
export const gameUpdateSchema = z.object({
  id: z.number(),
  game_id: z.number(),
  title: z.string(),
  content: z.string(),
  version: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.nullable(z.string()),
  author: z.nullable(z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) })),
  game: z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) }),
});
export type GameUpdate = z.infer<typeof gameUpdateSchema>;
