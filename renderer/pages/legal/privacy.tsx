import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LegalDocumentView } from '../../features/legal/components/LegalDocumentView';
import { Page } from '../../ui';
import styles from './legal.module.css';
import { RelatedLinks } from './RelatedLinks';
import { useLegalLanguage } from './use-legal-language';

/** /privacy: the privacy policy; ?lang=de or ?lang=en picks the text, otherwise the interface language decides. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const [searchParams] = useSearchParams();
  const fromInterface = useLegalLanguage();
  const requested = searchParams.get('lang');
  const language = requested === 'de' || requested === 'en' ? requested : fromInterface;
  return (
    <Page narrow>
      <LegalDocumentView name="privacy" language={language} languageLinks={{ pathname: '/privacy' }} />
      <p className={styles.muted}>
        <Link to="/privacy/archive">{t('privacyArchiveLink')}</Link>
      </p>
      <RelatedLinks current="/privacy" />
    </Page>
  );
}
