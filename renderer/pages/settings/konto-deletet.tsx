import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_RESTORE_WINDOW_DAYS } from '../../../common/constants';
import { buttonClassName, Page, useDocumentTitle } from '../../ui';
import type { DeletedState } from './konto-delete-finish';
import styles from './settings.module.css';

function isDeletedState(value: unknown): value is DeletedState {
  return typeof value === 'object' && value !== null && 'restoreId' in value && typeof value.restoreId === 'number';
}

/** /settings/konto-deletet: the account is deleted; how to get it back within 30 days. */
export default function AccountDeletedPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('deleted.title'));
  const { state } = useLocation();
  const deleted = isDeletedState(state) ? state : null;
  const days = ACCOUNT_RESTORE_WINDOW_DAYS;
  return (
    <Page narrow>
      <div className={styles.result} data-testid="account-deleted">
        <span className={styles.resultIcon} aria-hidden="true">
          <UserX />
        </span>
        <h1 className={styles.resultTitle}>{t('deleted.title')}</h1>
        <p className={styles.resultText}>{t('deleted.text', { count: days })}</p>
        {deleted && <p className={styles.meta}>{t('deleted.restoreHint', { email: deleted.email })}</p>}
        <div className={styles.actions}>
          {deleted && (
            <Link to={`/restore-account/${deleted.restoreId}`} className={buttonClassName({ variant: 'secondary' })}>
              {t('deleted.restore')}
            </Link>
          )}
          <Link to="/welcome" className={buttonClassName()}>
            {t('deleted.goodbye')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
