import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '../../i18n/RichText';
import { ConsentChoices, type ConsentSelection } from '../../features/consent/components/ConsentChoices';
import { useConsentStore } from '../../features/consent/store';
import { useSessionStore } from '../../features/session/store';
import { currentLanguage } from '../../i18n';
import { toBcp47 } from '../../i18n/languages';
import { Button, Card, Page, PageHeader } from '../../ui';
import styles from './settings.module.css';

// Signed-in users only: loaded then, so the page's chunk (and what the route table lists for it) stays small.
const PeoplePrivacySections = lazy(async () => ({
  default: (await import('../../features/social/components/PrivacySections')).PeoplePrivacySections,
}));

/**
 * /settings/privacy: the cookie choice, to review and change at any time (the banner stays hidden here), and for
 * signed-in users who sees their profile, who may ask and write, and the blocked and muted accounts.
 */
export default function PrivacySettingsPage() {
  const { t } = useTranslation(['settings', 'consent']);
  const record = useConsentStore((state) => state.record);
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const { acceptAll, saveSelection, onlyNecessary } = useConsentStore.getState();
  const [selection, setSelection] = useState<ConsentSelection>({
    functional: record?.functional ?? false,
    analytics: record?.analytics ?? false,
    marketing: record?.marketing ?? false,
    dntOverride: record?.dntOverride ?? false,
  });
  const savedAt = record?.timestamp
    ? new Intl.DateTimeFormat(toBcp47(currentLanguage()), { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(record.timestamp),
      )
    : null;

  return (
    <Page narrow>
      <PageHeader title={t('privacy.title')} lead={t('privacy.lead')} />
      <div className={styles.sections}>
      <Card as="section" className={styles.section} aria-labelledby="cookie-choice">
        <div className={styles.sectionHead}>
          <h2 id="cookie-choice" className={styles.h2}>
            {t('privacy.choiceTitle')}
          </h2>
          <p className={styles.sectionLead} data-testid="consent-status">
            {savedAt ? t('privacy.savedAt', { date: savedAt }) : t('privacy.notAnswered')}
          </p>
        </div>
        <ConsentChoices value={selection} onChange={setSelection} idPrefix="settings-consent" />
        <p className={styles.hint}>
          <RichText text={t('privacy.policyHint')} components={{ policy: <Link to="/privacy/cookies" /> }} />
        </p>
        <div className={styles.formFooter}>
          <Button onClick={() => saveSelection(selection)} data-testid="settings-consent-save">
            {t('consent:banner.saveSelection')}
          </Button>
          <Button variant="secondary" onClick={() => acceptAll()}>
            {t('consent:banner.acceptAll')}
          </Button>
          <Button variant="secondary" onClick={() => onlyNecessary()}>
            {t('consent:banner.onlyNecessary')}
          </Button>
        </div>
        <p className={styles.meta}>{t('privacy.reloadNote')}</p>
      </Card>
      {viewer !== null && (
        <Suspense fallback={null}>
          <PeoplePrivacySections viewer={viewer} />
        </Suspense>
      )}
      </div>
    </Page>
  );
}
