import { KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EMAIL_MAX, PASSWORD_RESET_LINK_MINUTES } from '../../../common/constants';
import { checkEmail as checkEmailRule } from '../../../common/rules/validation';
import { openSignIn } from '../../features/auth/open-sign-in';
import { useForgotPassword } from '../../features/auth/queries';
import { fieldErrorsOf, statusOf } from '../../features/forms/errors';
import { Button, Page, TextField, useDocumentTitle } from '../../ui';
import styles from './account.module.css';
import { AccountPanel } from './AccountPanel';

/** The address the sign-in dialog already knew, handed over in the navigation state. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * /forgot-password: asks for the account's address and mails a link to set a new password. The answer is the same
 * whether the address is registered or not, and so is the page.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'common']);
  useDocumentTitle(t('forgot.documentTitle'));
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useForgotPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    const rule = checkEmailRule(value);
    setFormError(null);
    if (rule) {
      setError(t(`common:validation.${rule}`));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await request.mutateAsync(value);
      setSentTo(value);
    } catch (failure) {
      const status = statusOf(failure);
      const field = fieldErrorsOf(failure).email;
      if (status === 422 && field) setError(field);
      else setFormError(t(status === 429 ? 'forgot.tooMany' : 'forgot.failed'));
    }
  };

  if (sentTo !== null) {
    return (
      <Page narrow>
        <AccountPanel icon={<MailCheck />} tone="success" title={t('forgot.sentTitle')} testId="forgot-sent">
          <p className={styles.text} role="status">
            {t('forgot.sentText', { email: sentTo, minutes: PASSWORD_RESET_LINK_MINUTES })}
          </p>
          <p className={styles.hint}>{t('forgot.sentHint')}</p>
          <div className={styles.actions}>
            <Button onClick={() => openSignIn()}>{t('forgot.toSignIn')}</Button>
            <Button variant="ghost" onClick={() => setSentTo(null)} data-testid="forgot-again">
              {t('forgot.again')}
            </Button>
          </div>
        </AccountPanel>
      </Page>
    );
  }

  return (
    <Page narrow>
      <AccountPanel icon={<KeyRound />} title={t('forgot.title')} testId="forgot-password">
        <p className={styles.text}>{t('forgot.lead')}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            ref={inputRef}
            label={t('forgot.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(undefined);
            }}
            error={error}
            required
            data-testid="forgot-email"
          />
          {formError && (
            <p className={styles.formError} role="alert" data-testid="forgot-error">
              {formError}
            </p>
          )}
          <Button type="submit" block loading={request.isPending} data-testid="forgot-submit">
            {t('forgot.submit')}
          </Button>
        </form>
      </AccountPanel>
    </Page>
  );
}
