import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui';
import { browserDoNotTrack } from '../consent-rules';
import styles from './CookieBanner.module.css';

export interface ConsentSelection {
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  /** Only offered when the browser sends Do Not Track: analytics despite DNT (spec §9). */
  dntOverride: boolean;
}

/** The cookie categories as checkboxes; shared by the banner and /settings/privacy. */
export function ConsentChoices({
  value,
  onChange,
  idPrefix,
}: {
  value: ConsentSelection;
  onChange: (next: ConsentSelection) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('consent');
  const doNotTrack = browserDoNotTrack();
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{t('choices.legend')}</legend>
      <Checkbox
        id={`${idPrefix}-necessary`}
        label={t('choices.necessary')}
        description={t('choices.necessaryDescription')}
        checked
        disabled
        readOnly
      />
      <Checkbox
        id={`${idPrefix}-functional`}
        label={t('choices.functional')}
        description={t('choices.functionalDescription')}
        checked={value.functional}
        onChange={(event) => onChange({ ...value, functional: event.target.checked })}
      />
      <Checkbox
        id={`${idPrefix}-analytics`}
        label={t('choices.analytics')}
        description={t('choices.analyticsDescription')}
        checked={value.analytics}
        onChange={(event) => onChange({ ...value, analytics: event.target.checked })}
      />
      {doNotTrack && (
        <Checkbox
          id={`${idPrefix}-dnt`}
          label={t('choices.dntOverride')}
          description={t('choices.dntOverrideDescription')}
          checked={value.dntOverride}
          disabled={!value.analytics}
          onChange={(event) => onChange({ ...value, dntOverride: event.target.checked })}
          data-testid="consent-dnt"
        />
      )}
      <Checkbox
        id={`${idPrefix}-marketing`}
        label={t('choices.marketing')}
        description={t('choices.marketingDescription')}
        checked={value.marketing}
        onChange={(event) => onChange({ ...value, marketing: event.target.checked })}
      />
    </fieldset>
  );
}
