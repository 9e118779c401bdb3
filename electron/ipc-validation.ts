// Everything the page sends to main is untrusted input: parsed here before main acts on it.
import { z } from 'zod';
import { MOOD_MAX, MOOD_MIN } from '../common/constants';
import type { FeedbackAnswer, GateAnswer, SiteGameRef } from './bridge-types';
import { GAME_ID_MAX_DIGITS } from './launcher/links';
import { NOTES_MAX_LENGTH } from './launcher/sessions';

export const gameIdSchema = z
  .number()
  .int()
  .min(1)
  .max(10 ** GAME_ID_MAX_DIGITS - 1);

const moodSchema = z.number().int().min(MOOD_MIN).max(MOOD_MAX);
const nameSchema = z.string().trim().min(1).max(200);

export const MAX_GAMES_PER_STATE_QUERY = 500;

const siteGameRefSchema = z.object({
  id: gameIdSchema,
  name: nameSchema.optional().catch(undefined),
  steam_app_id: z.number().int().positive().nullable().optional().catch(null),
  executable_name: z.string().max(260).nullable().optional().catch(null),
});

export function parseGameId(raw: unknown): number | null {
  const result = gameIdSchema.safeParse(raw);
  return result.success ? result.data : null;
}

export function parseOptionalGameName(raw: unknown): string | undefined {
  const result = nameSchema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** Drops entries that are not site games instead of refusing the whole list. */
export function parseSiteGameRefs(raw: unknown): SiteGameRef[] | null {
  if (!Array.isArray(raw) || raw.length > MAX_GAMES_PER_STATE_QUERY) return null;
  const games: SiteGameRef[] = [];
  for (const entry of raw) {
    const result = siteGameRefSchema.safeParse(entry);
    if (result.success) games.push(result.data);
  }
  return games;
}

export function parseGateAnswer(raw: unknown): GateAnswer | null {
  const result = z.object({ proceed: z.boolean(), moodBefore: moodSchema.optional().catch(undefined) }).safeParse(raw);
  if (!result.success) return null;
  return result.data.moodBefore === undefined
    ? { proceed: result.data.proceed }
    : { proceed: result.data.proceed, moodBefore: result.data.moodBefore };
}

export function parseFeedbackAnswer(raw: unknown): FeedbackAnswer | null {
  const result = z
    .object({
      moodAfter: moodSchema.optional().catch(undefined),
      notes: z.string().max(NOTES_MAX_LENGTH).optional().catch(undefined),
    })
    .safeParse(raw);
  if (!result.success) return null;
  const answer: FeedbackAnswer = {};
  if (result.data.moodAfter !== undefined) answer.moodAfter = result.data.moodAfter;
  if (result.data.notes !== undefined) answer.notes = result.data.notes;
  return answer;
}
