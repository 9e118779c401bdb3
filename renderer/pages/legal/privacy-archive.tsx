import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalDocumentView } from '../../features/legal/components/LegalDocumentView';
import { Page } from '../../ui';
import styles from './legal.module.css';
import { RelatedLinks } from './RelatedLinks';
import { useLegalLanguage } from './use-legal-language';

/** /privacy/archive: the previous privacy policy, clearly marked as no longer in force. */
export default function PrivacyArchivePage() {
  const { t } = useTranslation('legal');
  const language = useLegalLanguage();
  return (
    <Page narrow>
      <LegalDocumentView
        name="privacy-archive"
        language={language}
        notice={
          <div className={styles.archiveNotice} role="note">
            <p>{t('archivedPrivacy')}</p>
            <Link to="/privacy">{t('toCurrentPrivacy')}</Link>
          </div>
        }
      />
      <RelatedLinks current="/privacy/archive" />
    </Page>
  );
}
