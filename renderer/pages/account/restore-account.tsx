import { History } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkEmail as checkEmailRule } from '../../../common/rules/validation';
import { ACCOUNT_RESTORE_WINDOW_DAYS, EMAIL_MAX, PASSWORD_MAX } from '../../../common/constants';
import { useRestoreAccount } from '../../features/auth/queries';
import { fieldErrorsOf, formErrorOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { Button, Page, TextField, useDocumentTitle } from '../../ui';
import styles from './account.module.css';
import { AccountPanel } from './AccountPanel';

/** /restore-account/{id}: bring back an account deleted less than 30 days ago with its e-mail and password. */
export default function RestoreAccountPage() {
  const { t } = useTranslation(['account', 'common']);
  useDocumentTitle(t('restore.documentTitle'));
  const navigate = useNavigate();
  const refreshUser = useSessionStore((state) => state.refreshUser);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const restore = useRestoreAccount();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailRule = checkEmailRule(email.trim());
    const next = {
      ...(emailRule ? { email: t(`common:validation.${emailRule}`) } : {}),
      ...(password ? {} : { password: t('common:validation.required') }),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await restore.mutateAsync({ email: email.trim(), password });
      await refreshUser().catch(() => undefined);
      navigate('/settings/konto-restored', { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({
        ...(fields.email ? { email: fields.email } : {}),
        ...(fields.password ? { password: fields.password } : {}),
        ...(fields.email || fields.password ? {} : { form: formErrorOf(error, t('restore.failed')) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page narrow>
      <AccountPanel icon={<History />} title={t('restore.title')}>
        <p className={styles.text}>{t('restore.lead', { count: ACCOUNT_RESTORE_WINDOW_DAYS })}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('restore.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            required
          />
          <TextField
            label={t('restore.password')}
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            required
          />
          {errors.form && (
            <p className={styles.formError} role="alert" data-testid="restore-error">
              {errors.form}
            </p>
          )}
          <Button type="submit" block loading={busy}>
            {t('restore.submit')}
          </Button>
        </form>
      </AccountPanel>
    </Page>
  );
}
