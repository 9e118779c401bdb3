import { z } from 'zod';
import { completeChat, type ModelConfig } from '../assistant/model';
import { HOSTS, LINE_MAX, SCRIPT_CHARS_MAX, type PodcastScript, type ScriptLanguage, type ScriptSegment, type SiteData, scriptLanguageOf, segmentTitle, showName, speakable, titleOf } from './script';

// With a model configured (LLM_BASE_URL, through the assistant's adapter), the model writes the script as JSON
// lines, one object per spoken line: {"segment": kind, "speaker": "a"|"b", "text": "..."}. Every line must pass
// `modelLineSchema`; the script needs both hosts, at least 6 and at most 40 lines, an intro and an outro, and
// stays within the character budget. Anything else (no answer, a bad line) returns null: the caller uses the
// offline grammar.

/** The script languages (the offline grammars' list) as the model reads them; any other code gets English. */
const LANGUAGE_NAMES_EN: Record<ScriptLanguage, string> = {
  de: 'German', en: 'English', es: 'Spanish', fr: 'French', ar: 'Arabic', hi: 'Hindi', ja: 'Japanese', pt: 'Portuguese', ru: 'Russian',
  zhCN: 'Simplified Chinese', zhTW: 'Traditional Chinese',
};

const SEGMENT_KINDS = ['intro', 'topic', 'trending', 'clips', 'giveaways', 'outro'] as const;

export const modelLineSchema = z.object({
  segment: z.enum(SEGMENT_KINDS),
  speaker: z.enum(['a', 'b']),
  text: z.string().trim().min(1).max(LINE_MAX),
});

export function buildScriptMessages(description: string, language: string, data: SiteData) {
  const facts = [
    data.trendingGames.length ? `Trending games: ${data.trendingGames.map((game) => `${game.name} (${game.categories.join(', ')})`).join('; ')}` : '',
    data.newClips.length ? `New clips: ${data.newClips.map((clip) => `"${clip.title}" by ${clip.creator}`).join('; ')}` : '',
    data.giveaways.length ? `Giveaways: ${data.giveaways.map((giveaway) => `${giveaway.prize}${giveaway.game ? ` for ${giveaway.game}` : ''}`).join('; ')}` : '',
  ].filter(Boolean);
  const system = [
    `You write the script of a short podcast episode of "${showName(scriptLanguageOf(language))}" on Spielraum, a gaming community.`,
    `Two hosts: "a" is ${HOSTS.a}, "b" is ${HOSTS.b}. They talk casually and warmly in ${LANGUAGE_NAMES_EN[scriptLanguageOf(language)]} (informal: "du" in German, "tu" in French, "tú" in Spanish, "você" in Portuguese, "ты" in Russian).`,
    `Segments in this order: intro, topic (the listener's request), then trending, clips, giveaways (only with the facts below), outro.`,
    'Use only the facts below for site news; invent no games, people or prizes. 10 to 24 lines in total, each at most 2 sentences.',
    'Answer with JSON lines only, one object per line and nothing else: {"segment": "intro", "speaker": "a", "text": "..."}',
    'Facts:',
    ...(facts.length ? facts : ['(no site news today)']),
  ].join('\n');
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: description },
  ];
}

/** The model's JSON lines as a script, or null when any line or the whole fails the rules. */
export function parseModelScript(content: string, description: string, language: string): PodcastScript | null {
  const lines = content
    .replace(/```(?:jsonl|json)?/g, '')
    .split('\n')
    .map((line) => line.trim().replace(/,$/, ''))
    .filter((line) => line.length > 0);
  if (lines.length < 6 || lines.length > 40) return null;
  const lang = scriptLanguageOf(language);
  const segments: ScriptSegment[] = [];
  for (const raw of lines) {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
    const parsed = modelLineSchema.safeParse(value);
    if (!parsed.success) return null;
    const text = speakable(parsed.data.text);
    if (!text) return null;
    const last = segments.at(-1);
    if (last && last.kind === parsed.data.segment) last.lines.push({ speaker: parsed.data.speaker, text });
    else segments.push({ kind: parsed.data.segment, title: segmentTitle(parsed.data.segment, lang), lines: [{ speaker: parsed.data.speaker, text }] });
  }
  const speakers = new Set(segments.flatMap((segment) => segment.lines.map((line) => line.speaker)));
  const chars = segments.reduce((sum, segment) => sum + segment.lines.reduce((inner, line) => inner + line.text.length, 0), 0);
  if (speakers.size !== 2 || chars > SCRIPT_CHARS_MAX) return null;
  if (segments[0]?.kind !== 'intro' || segments.at(-1)?.kind !== 'outro') return null;
  if (new Set(segments.map((segment) => segment.kind)).size !== segments.length) return null;
  return { language, title: titleOf(description, lang), show: showName(lang), hosts: HOSTS, segments };
}

export async function modelScript(config: ModelConfig, description: string, language: string, data: SiteData, signal?: AbortSignal): Promise<PodcastScript | null> {
  const content = await completeChat(config, buildScriptMessages(description, language, data), { temperature: 0.7, json: false, ...(signal ? { signal } : {}) });
  return content === null ? null : parseModelScript(content, description, language);
}
