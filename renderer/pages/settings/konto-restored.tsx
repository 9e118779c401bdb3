import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../features/session/store';
import { buttonClassName, Page, useDocumentTitle } from '../../ui';
import styles from './settings.module.css';

/** /settings/konto-restored [auth]: the account is back. */
export default function AccountRestoredPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('restored.title'));
  const name = useSessionStore((state) => state.user?.name ?? '');
  return (
    <Page narrow>
      <div className={styles.result} data-testid="account-restored">
        <span className={styles.resultIcon} aria-hidden="true">
          <PartyPopper />
        </span>
        <h1 className={styles.resultTitle}>{t('restored.title')}</h1>
        <p className={styles.resultText}>{t('restored.text', { name })}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName()}>
            {t('restored.toStart')}
          </Link>
          <Link to="/settings/konto" className={buttonClassName({ variant: 'secondary' })}>
            {t('restored.toAccount')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
