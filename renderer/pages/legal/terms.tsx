import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalDocumentView } from '../../features/legal/components/LegalDocumentView';
import { Page } from '../../ui';
import styles from './legal.module.css';
import { RelatedLinks } from './RelatedLinks';
import { useLegalLanguage } from './use-legal-language';

/** /terms: the terms of use in force. */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  const language = useLegalLanguage();
  return (
    <Page narrow>
      <LegalDocumentView name="terms" language={language} />
      <p className={styles.muted}>
        <Link to="/terms/archive">{t('termsArchiveLink')}</Link>
      </p>
      <RelatedLinks current="/terms" />
    </Page>
  );
}
