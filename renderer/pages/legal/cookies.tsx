import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalDocumentView } from '../../features/legal/components/LegalDocumentView';
import { buttonClassName, Page } from '../../ui';
import styles from './legal.module.css';
import { RelatedLinks } from './RelatedLinks';
import { useLegalLanguage } from './use-legal-language';

/** /privacy/cookies: the cookie policy, with a way to change the choice. */
export default function CookiePolicyPage() {
  const { t } = useTranslation('legal');
  const language = useLegalLanguage();
  return (
    <Page narrow>
      <LegalDocumentView
        name="cookies"
        language={language}
        notice={
          <div className={styles.archiveNotice}>
            <p>{t('cookieChoiceHint')}</p>
            <Link to="/settings/privacy" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('links.cookieSettings')}
            </Link>
          </div>
        }
      />
      <RelatedLinks current="/privacy/cookies" />
    </Page>
  );
}
