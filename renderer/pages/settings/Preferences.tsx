import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APPEARANCE, type Appearance, LANGUAGES } from '../../../common/constants';
import { useAppearance } from '../../features/appearance/appearance';
import { useLanguage } from '../../features/language/language';
import { isLanguage, LANGUAGE_ENDONYMS } from '../../i18n/languages';
import { Select } from '../../ui';
import styles from './settings.module.css';

const OPTIONS: { value: Appearance; key: string; icon: typeof Sun }[] = [
  { value: APPEARANCE.system, key: 'common:appearance.system', icon: Monitor },
  { value: APPEARANCE.dark, key: 'common:appearance.dark', icon: Moon },
  { value: APPEARANCE.light, key: 'common:appearance.light', icon: Sun },
];

/** Appearance as three radio tiles: system, dark, light. Saved at once. */
export function AppearanceChoice() {
  const { t } = useTranslation(['settings', 'common']);
  const [appearance, setAppearance] = useAppearance();
  const name = useId();
  return (
    <fieldset className={styles.segmented}>
      <legend className={styles.segmentedLegend}>{t('preferences.appearance')}</legend>
      {OPTIONS.map(({ value, key, icon: Icon }) => (
        <div key={value} className={styles.segment}>
          <input
            type="radio"
            id={`${name}-${value}`}
            name={name}
            value={value}
            checked={appearance === value}
            onChange={() => void setAppearance(value)}
            data-testid={`appearance-option-${value}`}
          />
          <label htmlFor={`${name}-${value}`} className={styles.segmentLabel}>
            <Icon aria-hidden="true" />
            {t(key)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The interface language; saved at once (on the account too when logged in). */
export function LanguageSelect() {
  const { t } = useTranslation('settings');
  const [language, setLanguage] = useLanguage();
  return (
    <Select
      label={t('preferences.language')}
      hint={t('preferences.languageHint')}
      value={language}
      options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_ENDONYMS[code] }))}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void setLanguage(event.target.value);
      }}
      data-testid="language-select"
    />
  );
}
