import type { AssistantAnswer } from '../../../common/contract/assistant';
import type { AppConfig } from '../../config';
import { assistantTexts, fillPlaceholders } from './corpus/languages';
import { answerLanguage, OfflineAssistant } from './engine';
import { askModel } from './model';

// One question, one answer: the model when configured (grounded on the corpus), otherwise — and whenever the
// model fails — the offline engine; if even that throws, the fixed §8 apology with the contact address.

let offline: OfflineAssistant | null = null;
/** Built once on first use (the BM25 index over the corpus lives in memory). */
export function offlineAssistant(): OfflineAssistant {
  offline ??= new OfflineAssistant();
  return offline;
}

export function unavailableAnswer(language: string, contactEmail: string): AssistantAnswer {
  const reply = fillPlaceholders(assistantTexts(answerLanguage(language)).unavailable, { email: contactEmail });
  return { data: ['bot', reply], links: [], source: 'unavailable' };
}

export async function askAssistant(
  config: Pick<AppConfig, 'llm' | 'contactEmail'>,
  question: string,
  language: string,
  engine: OfflineAssistant = offlineAssistant(),
): Promise<AssistantAnswer> {
  try {
    const lang = answerLanguage(language);
    const local = engine.answer(question, language);
    // Actions the user asked for directly ("dark mode") need no model.
    if (config.llm && !local.entryId?.startsWith('intent:')) {
      const fromModel = await askModel(config.llm, question, lang, engine.ground(question, 4, lang));
      if (fromModel) return { data: ['bot', fromModel.reply], links: fromModel.links, source: 'model' };
    }
    return { data: ['bot', local.reply], links: local.links, source: 'offline' };
  } catch (error) {
    console.error('[assistant] Antwort fehlgeschlagen', error);
    return unavailableAnswer(language, config.contactEmail);
  }
}
