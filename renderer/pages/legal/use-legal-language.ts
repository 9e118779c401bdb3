import { useTranslation } from 'react-i18next';
import type { LegalLanguage } from '../../features/legal/documents';
import { legalLanguageOf } from '../../i18n/languages';

/** German readers get the German text, everyone else the English one (spec §1). */
export function useLegalLanguage(): LegalLanguage {
  const { i18n } = useTranslation();
  return legalLanguageOf(i18n.resolvedLanguage ?? i18n.language);
}
