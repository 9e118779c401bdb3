import type { Language } from '../../../../common/constants';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import structure from './entries.json';
import es from './es.json';
import fr from './fr.json';
import hi from './hi.json';
import ja from './ja.json';
import pt from './pt.json';
import ru from './ru.json';
import { parseCorpus } from './schema';
import zhCN from './zhCN.json';
import zhTW from './zhTW.json';

// The corpus's data files, read and checked once when the module loads (a broken file stops the server's start).

/** The raw files by language, as a translator edits them. */
export const CORPUS_FILES: Record<Language, unknown> = { de, en, es, fr, ar, hi, ja, pt, ru, zhCN, zhTW };
export const STRUCTURE_FILE: unknown = structure;

export const { structure: STRUCTURE, languages: LANGUAGE_CORPORA } = parseCorpus(STRUCTURE_FILE, CORPUS_FILES);
