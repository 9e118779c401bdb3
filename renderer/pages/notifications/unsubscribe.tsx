import { BellOff, CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeQuery } from '../../../common/contract/notifications';
import { isApiError } from '../../api/http';
import { formErrorOf } from '../../features/forms/errors';
import { useUnsubscribeFromEmails } from '../../features/notifications/queries';
import { Button, buttonClassName, Page, useDocumentTitle } from '../../ui';
import styles from '../account/account.module.css';
import { AccountPanel } from '../account/AccountPanel';

/**
 * /notifications/unsubscribe?user&signature: the link of every digest mail. Opening it changes nothing (mail
 * scanners and link previews open links); the button turns every e-mail off, without signing in.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('unsubscribe.title'));
  const [search] = useSearchParams();
  const link = unsubscribeQuery.safeParse({ user: search.get('user') ?? '', signature: search.get('signature') ?? '' });
  const unsubscribe = useUnsubscribeFromEmails();

  const settingsLink = (
    <Link to="/settings/notifications" className={buttonClassName({ variant: 'secondary' })}>
      {t('unsubscribe.toSettings')}
    </Link>
  );

  let panel;
  if (!link.success || (unsubscribe.isError && isApiError(unsubscribe.error) && unsubscribe.error.status === 403)) {
    panel = (
      <AccountPanel icon={<CircleX />} tone="error" title={t('unsubscribe.invalidTitle')} testId="unsubscribe-invalid">
        <p className={styles.text} role="alert">
          {t('unsubscribe.invalidText')}
        </p>
        <div className={styles.actions}>{settingsLink}</div>
      </AccountPanel>
    );
  } else if (unsubscribe.isSuccess) {
    panel = (
      <AccountPanel icon={<CircleCheck />} tone="success" title={t('unsubscribe.doneTitle')} testId="unsubscribe-done">
        <p className={styles.text} role="status">
          {t('unsubscribe.doneText')}
        </p>
        <div className={styles.actions}>{settingsLink}</div>
      </AccountPanel>
    );
  } else {
    panel = (
      <AccountPanel icon={<BellOff />} title={t('unsubscribe.title')} testId="unsubscribe-ask">
        <p className={styles.text}>{t('unsubscribe.question')}</p>
        {unsubscribe.isError && (
          <p className={styles.status} role="alert">
            {formErrorOf(unsubscribe.error, t('unsubscribe.failed'))}
          </p>
        )}
        <div className={styles.actions}>
          <Button loading={unsubscribe.isPending} onClick={() => link.success && unsubscribe.mutate(link.data)} data-testid="unsubscribe-confirm">
            {t('unsubscribe.confirm')}
          </Button>
          {settingsLink}
        </div>
      </AccountPanel>
    );
  }
  return <Page testId="unsubscribe-page">{panel}</Page>;
}
