import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_RESTORE_WINDOW_DAYS } from '../../../common/constants';
import { useDeleteAccount } from '../../features/auth/queries';
import { confirm } from '../../features/confirm/store';
import { formErrorOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { Button, buttonClassName, Card, Checkbox, Page, PageHeader } from '../../ui';
import styles from './settings.module.css';

export interface DeletedState {
  restoreId: number;
  email: string;
}

/** /settings/konto-delete-finish [auth]: the last step — acknowledge, confirm, delete. */
export default function DeleteAccountFinishPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const logout = useSessionStore((state) => state.logout);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleteAccount = useDeleteAccount();
  const [error, setError] = useState<string | null>(null);
  const days = ACCOUNT_RESTORE_WINDOW_DAYS;

  const remove = async () => {
    if (!user) return;
    const confirmed = await confirm({
      title: t('finish.confirmTitle'),
      message: t('finish.confirmText', { count: days }),
      confirmLabel: t('finish.confirmButton'),
      cancelLabel: t('finish.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    const state: DeletedState = { restoreId: user.id, email: user.email };
    try {
      await deleteAccount.mutateAsync();
    } catch (failure) {
      setError(formErrorOf(failure, t('finish.failed')));
      setBusy(false);
      return;
    }
    // The server has ended the session; clear what the browser still remembers.
    await logout().catch(() => undefined);
    navigate('/settings/konto-deletet', { replace: true, state });
  };

  return (
    <Page narrow>
      <PageHeader title={t('finish.title')} lead={t('finish.lead', { name: user?.name ?? '' })} />
      <Card className={styles.section}>
        <Checkbox
          label={t('finish.understood', { count: days })}
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
          data-testid="delete-understood"
        />
        {error && (
          <p className={styles.fail} role="alert">
            {error}
          </p>
        )}
        <div className={styles.formFooter}>
          <Button
            variant="danger"
            disabled={!understood}
            loading={busy}
            onClick={() => void remove()}
            data-testid="delete-account"
          >
            {t('finish.delete')}
          </Button>
          <Link to="/settings/konto" className={buttonClassName({ variant: 'ghost' })}>
            {t('finish.cancel')}
          </Link>
        </div>
      </Card>
    </Page>
  );
}
