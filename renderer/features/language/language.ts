import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../common/constants';
import { changeLanguage, currentLanguage } from '../../i18n';
import { isLanguage } from '../../i18n/languages';
import { useSessionStore } from '../session/store';
import { useToastStore } from '../toasts/store';

/** The current language and a setter that switches the interface at once and saves it (server-side when logged in). */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  const set = useCallback(async (next: Language) => {
    await changeLanguage(next);
    const user = useSessionStore.getState().user;
    if (!user || user.language === next) return;
    useSessionStore.getState().setUser({ ...user, language: next });
    try {
      await (await import('../session/account-calls')).updateLanguage(next);
    } catch {
      useToastStore.getState().show({ type: 'error', message: 'language.saveFailed' });
    }
  }, []);

  return [language, set];
}

/** After login (or restore), the language saved on the account wins over the detected one. */
export function useAccountLanguageSync(): void {
  const accountLanguage = useSessionStore((state) => state.user?.language);
  useEffect(() => {
    if (isLanguage(accountLanguage) && accountLanguage !== currentLanguage()) void changeLanguage(accountLanguage);
  }, [accountLanguage]);
}
