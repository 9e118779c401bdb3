import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { ja } from './ja';
import { pt } from './pt';
import { ru } from './ru';
import type { Phrases, ScriptLanguage } from './types';
import { zhCN } from './zhCN';
import { zhTW } from './zhTW';

export type { Mood, Phrases, ScriptLanguage } from './types';
export { MOODS } from './types';

/** One grammar per interface language (common/constants LANGUAGES): the offline script speaks each of them. */
export const GRAMMARS: Record<ScriptLanguage, Phrases> = { de, en, es, fr, ar, hi, ja, pt, ru, zhCN, zhTW };
