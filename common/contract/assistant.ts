import { z } from 'zod/mini';
import { ASSISTANT_INPUT_MAX } from '../constants';
import { defineRoute } from './route';

// The in-page assistant (spec §2 side panel, §3 Assistant message, §5 assistant input, §7 /api/assistant,
// §8 assistant unavailable).
// Query parameters (§7 "takes message, language, user id and user name"; the §7 table says "query text"):
//   message (or its alias `text`) — the question, 1–200 characters after trimming;
//   language — one of the 11 interface languages (anything else: the request's language);
//   user_id, user_name — accepted as the spec sends them, but the signed-in session wins: a visitor's claimed
//   id is never trusted, the name is used only to greet.
// Answer: data = ['bot', reply text] (the reply at data[1]), links = buttons, each { LinkName, Link } with a
// path of this site or { LinkName, Action, Param? }.

export const ASSISTANT_ACTIONS = ['dark_mode', 'light_mode', 'open_settings', 'search', 'wellbeing_goals', 'upload'] as const;
export type AssistantAction = (typeof ASSISTANT_ACTIONS)[number];

const trimmedMessage = z
  .string()
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(ASSISTANT_INPUT_MAX, { error: 'tooLong' }));

export const assistantQuery = z.object({
  message: z.optional(trimmedMessage),
  text: z.optional(trimmedMessage),
  language: z.optional(z.string().check(z.maxLength(10))),
  user_id: z.optional(z.string().check(z.maxLength(20))),
  user_name: z.optional(z.string().check(z.maxLength(100))),
});

export const assistantLinkSchema = z.union([
  z.object({ LinkName: z.string(), Link: z.string() }),
  z.object({ LinkName: z.string(), Action: z.enum(ASSISTANT_ACTIONS), Param: z.optional(z.string()) }),
]);
export type AssistantLink = z.infer<typeof assistantLinkSchema>;

export const assistantAnswer = z.object({
  data: z.tuple([z.literal('bot'), z.string()]),
  links: z.array(assistantLinkSchema),
  /** Which engine answered: the offline corpus, the configured model, or the §8 apology. */
  source: z.enum(['offline', 'model', 'unavailable']),
});
export type AssistantAnswer = z.infer<typeof assistantAnswer>;

export const assistantRoutes = {
  ask: defineRoute({
    method: 'get',
    path: '/api/assistant',
    tag: 'Assistent',
    summary: 'Frage an den Assistenten: Antworttext in data[1], dazu Links und Aktionen',
    query: assistantQuery,
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    responses: { 200: assistantAnswer },
    errors: [422],
  }),
};
