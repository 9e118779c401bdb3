import { z } from 'zod';
import { ASSISTANT_ACTIONS, type AssistantLink } from '../../../common/contract/assistant';
import type { CorpusEntry } from './corpus/entries';
import { entryIn } from './corpus/languages';
import type { AnswerLanguage } from './engine';

// The optional model adapter: any OpenAI-compatible chat completions server. The model is grounded
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
      const text = entryIn(entry, language);
      const links = entry.links
        .map((link, at) => {
          const label = text.links[at] ?? link.en;
          return link.link ? `link ${link.link} (${label})` : `action ${link.action}${link.param ? ` param ${link.param}` : ''} (${label})`;
        })
        .join('; ');
      return `[${index + 1}] ${text.answer} — ${links}`;
    })
    .join('\n');
}

/** How the model is told the language of its answer. */
const ANSWER_IN: Record<AnswerLanguage, string> = {
  de: 'German (informal "du")',
  en: 'English',
  es: 'Spanish (informal "tú")',
  fr: 'French (informal "tu")',
  ar: 'Arabic (Modern Standard Arabic)',
  hi: 'Hindi (polite "आप", as the app\'s screens)',
  ja: 'Japanese (polite です/ます form)',
  pt: 'Brazilian Portuguese ("você")',
  ru: 'Russian (informal "ты")',
  zhCN: 'Simplified Chinese',
  zhTW: 'Traditional Chinese as used in Taiwan',
};

export function buildMessages(question: string, language: AnswerLanguage, entries: CorpusEntry[]) {
  const system = [
    'You are the help assistant of Spielraum, a German gaming social platform.',
    `Answer in ${ANSWER_IN[language]}, in at most three sentences.`,
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

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * One chat completion that must answer a JSON object passing `schema` (the assistant, the game generator's spec):
 * null for a timeout, an HTTP error, no JSON or a schema failure; the caller then answers offline.
 */
export async function requestModelJson<T>(
  config: ModelConfig,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  options: { temperature?: number } = {},
): Promise<T | null> {
  const content = await completeChat(config, messages, options);
  if (content === null) return null;
  const parsed = schema.safeParse(parseJson(content));
  return parsed.success ? parsed.data : null;
}

/**
 * One chat completion of the configured OpenAI-compatible server: the text of the first choice, or null on a
 * timeout, an HTTP error or an answer without text. Shared by every feature that asks the model (the assistant,
 * the podcast script); each validates the text with its own schema.
 */
export async function completeChat(
  config: ModelConfig,
  messages: ChatMessage[],
  options: { temperature?: number; json?: boolean; signal?: AbortSignal } = {},
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: options.temperature ?? 0.2,
        ...(options.json === false ? {} : { response_format: { type: 'json_object' } }),
        messages,
      }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

export async function askModel(
  config: ModelConfig,
  question: string,
  language: AnswerLanguage,
  entries: CorpusEntry[],
): Promise<{ reply: string; links: AssistantLink[] } | null> {
  const reply = await requestModelJson(config, buildMessages(question, language, entries) as ChatMessage[], modelReplySchema);
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
