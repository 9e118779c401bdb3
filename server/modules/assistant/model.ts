import { z } from 'zod';
import { ASSISTANT_ACTIONS, type AssistantLink } from '../../../common/contract/assistant';
import type { CorpusEntry } from './corpus/entries';
import type { AnswerLanguage } from './engine';

// The optional model adapter (issue 14): any OpenAI-compatible chat completions server. The model is grounded
// on the top corpus entries and must answer JSON that passes `modelReplySchema`; links must be paths of this
// site that the grounding offered (a model cannot invent a destination), actions one of the known ones.
// Anything else — timeout, HTTP error, bad JSON, schema failure — returns null and the caller answers offline.

export interface ModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export const modelReplySchema = z.object({
  reply: z.string().trim().min(1).max(1200),
  links: z.array(z.object({ name: z.string().trim().min(1).max(60), url: z.string().regex(/^\/[A-Za-z0-9_\-/.?=&%]*$/) })).max(4),
  actions: z
    .array(z.object({ name: z.string().trim().min(1).max(60), action: z.enum(ASSISTANT_ACTIONS), param: z.string().max(100).optional() }))
    .max(3),
});
export type ModelReply = z.infer<typeof modelReplySchema>;

function groundingText(entries: CorpusEntry[], language: AnswerLanguage): string {
  return entries
    .map((entry, index) => {
      const links = entry.links
        .map((link) => (link.link ? `link ${link.link} (${link[language]})` : `action ${link.action}${link.param ? ` param ${link.param}` : ''} (${link[language]})`))
        .join('; ');
      return `[${index + 1}] ${entry.answer[language]} — ${links}`;
    })
    .join('\n');
}

export function buildMessages(question: string, language: AnswerLanguage, entries: CorpusEntry[]) {
  const system = [
    'You are the help assistant of Spielraum, a German gaming social platform.',
    `Answer in ${language === 'de' ? 'German (informal "du")' : 'English'}, in at most three sentences.`,
    'Use ONLY the facts below. If they do not answer the question, say honestly that you do not know and offer the contact form (/contact_us).',
    `Possible actions: ${ASSISTANT_ACTIONS.join(', ')}. Only offer links and actions listed in the facts (or /contact_us).`,
    'Reply with JSON only: {"reply": string, "links": [{"name": string, "url": string}], "actions": [{"name": string, "action": string, "param"?: string}]}',
    'Facts:',
    groundingText(entries, language),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: question },
  ];
}

/** The JSON object inside a model's text (models like to wrap it in ``` fences). */
function parseJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

/**
 * One chat completion that must answer a JSON object passing `schema`: the one client of the model server, used by
 * the assistant and the game generator (server/modules/ai-games/model.ts). null for a timeout, an HTTP error, no
 * JSON or a schema failure; the caller then answers offline.
 */
export async function requestModelJson<T>(
  config: ModelConfig,
  messages: { role: string; content: string }[],
  schema: z.ZodType<T>,
  options: { temperature?: number } = {},
): Promise<T | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: options.temperature ?? 0.2,
        response_format: { type: 'json_object' },
        messages,
      }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return null;
    const parsed = schema.safeParse(parseJson(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export async function askModel(
  config: ModelConfig,
  question: string,
  language: AnswerLanguage,
  entries: CorpusEntry[],
): Promise<{ reply: string; links: AssistantLink[] } | null> {
  const reply = await requestModelJson(config, buildMessages(question, language, entries), modelReplySchema);
  if (!reply) return null;
  const allowed = new Set(['/contact_us', ...entries.flatMap((entry) => entry.links.flatMap((link) => (link.link ? [link.link] : [])))]);
  const links: AssistantLink[] = [
    ...reply.links.filter((link) => allowed.has(link.url)).map((link) => ({ LinkName: link.name, Link: link.url })),
    ...reply.actions.map((action) =>
      action.param ? { LinkName: action.name, Action: action.action, Param: action.param } : { LinkName: action.name, Action: action.action },
    ),
  ];
  return { reply: reply.reply, links };
}
