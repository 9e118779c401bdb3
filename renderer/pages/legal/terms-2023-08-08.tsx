import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalDocumentView } from '../../features/legal/components/LegalDocumentView';
import { Page } from '../../ui';
import styles from './legal.module.css';
import { RelatedLinks } from './RelatedLinks';
import { useLegalLanguage } from './use-legal-language';

/** /terms/archive/08.08.2023: the terms as of 8 August 2023, no longer in force. */
export default function TermsArchivedVersionPage() {
  const { t } = useTranslation('legal');
  const language = useLegalLanguage();
  return (
    <Page narrow>
      <LegalDocumentView
        name="terms-2023-08-08"
        language={language}
        notice={
          <div className={styles.archiveNotice} role="note">
            <p>{t('archivedTerms', { date: t('termsVersionDate') })}</p>
            <Link to="/terms">{t('toCurrentTerms')}</Link>
          </div>
        }
      />
      <p className={styles.muted}>
        <Link to="/terms/archive">{t('allVersions')}</Link>
      </p>
      <RelatedLinks current="/terms/archive/08.08.2023" />
    </Page>
  );
}
