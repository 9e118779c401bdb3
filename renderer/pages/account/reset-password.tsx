import { CircleCheck, CircleX, KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX, PASSWORD_RESET_LINK_MINUTES } from '../../../common/constants';
import { checkPassword, checkPasswordConfirmation } from '../../../common/rules/validation';
import { isApiError } from '../../api/http';
import { openSignIn } from '../../features/auth/open-sign-in';
import { usePasswordResetCheck, useResetPassword } from '../../features/auth/queries';
import { fieldErrorsOf, statusOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { Button, buttonClassName, Page, Spinner, TextField, useDocumentTitle } from '../../ui';
import styles from './account.module.css';
import { AccountPanel } from './AccountPanel';

/** Why a link cannot be used, by the server's code (server/http/messages: passwordReset*). */
type LinkProblem = 'missing' | 'invalid' | 'expired' | 'used';

const PROBLEM_OF_CODE: Record<string, LinkProblem> = {
  passwordResetInvalid: 'invalid',
  passwordResetExpired: 'expired',
  passwordResetUsed: 'used',
};

function linkProblemOf(error: unknown): LinkProblem | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return PROBLEM_OF_CODE[error.body?.code ?? ''] ?? null;
}

/** The link cannot be used: say why, and offer a new one. */
function LinkProblemPanel({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('account');
  return (
    <AccountPanel icon={<CircleX />} tone="error" title={t('reset.linkTitle')} testId="reset-link-problem">
      <p className={styles.text} role="alert" data-testid="reset-link-error">
        {t(`reset.${problem}`, { minutes: PASSWORD_RESET_LINK_MINUTES })}
      </p>
      <div className={styles.actions}>
        <Link to="/forgot-password" className={buttonClassName()} data-testid="reset-request-new">
          {t('reset.requestNew')}
        </Link>
      </div>
    </AccountPanel>
  );
}

type Done = { signedIn: boolean };

function DonePanel({ done }: { done: Done }) {
  const { t } = useTranslation('account');
  return (
    <AccountPanel icon={<CircleCheck />} tone="success" title={t('reset.doneTitle')} testId="reset-done">
      <p className={styles.text} role="status">
        {t(done.signedIn ? 'reset.doneText' : 'reset.doneSignInText')}
      </p>
      <div className={styles.actions}>
        {done.signedIn ? (
          // A fresh start with the new session, as after any sign-in.
          <Button onClick={() => window.location.assign('/')} data-testid="reset-continue">
            {t('reset.continue')}
          </Button>
        ) : (
          <Button onClick={() => openSignIn()} data-testid="reset-sign-in">
            {t('reset.signIn')}
          </Button>
        )}
      </div>
    </AccountPanel>
  );
}

function NewPasswordForm({
  token,
  email,
  onProblem,
  onDone,
}: {
  token: string;
  email: string;
  onProblem: (problem: LinkProblem) => void;
  onDone: (done: Done) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const setUser = useSessionStore((state) => state.setUser);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; form?: string }>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The rules of registration, checked here first and again by the server.
    const passwordRule = checkPassword(password);
    const confirmationRule = passwordRule ? null : checkPasswordConfirmation(password, confirmation);
    if (passwordRule || confirmationRule) {
      setErrors({
        ...(passwordRule ? { password: t(`common:validation.${passwordRule}`) } : {}),
        ...(confirmationRule ? { confirmation: t(`common:validation.${confirmationRule}`) } : {}),
      });
      (passwordRule ? passwordRef : confirmationRef).current?.focus();
      return;
    }
    setErrors({});
    try {
      const answer = await reset.mutateAsync({ token, password, password_confirmation: confirmation });
      if (answer.user) setUser(answer.user);
      onDone({ signedIn: answer.user !== null });
    } catch (failure) {
      const problem = linkProblemOf(failure);
      if (problem) {
        onProblem(problem);
        return;
      }
      const fields = fieldErrorsOf(failure);
      const status = statusOf(failure);
      if (status === 422 && (fields.password || fields.password_confirmation)) {
        setErrors({
          ...(fields.password ? { password: fields.password } : {}),
          ...(fields.password_confirmation ? { confirmation: fields.password_confirmation } : {}),
        });
        return;
      }
      setErrors({ form: t(status === 429 ? 'reset.tooMany' : 'reset.failed') });
    }
  };

  return (
    <AccountPanel icon={<KeyRound />} title={t('reset.title')} testId="reset-password">
      <p className={styles.text}>{t('reset.lead', { email })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          ref={passwordRef}
          label={t('reset.password')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
          hint={t('reset.passwordHint')}
          error={errors.password}
          required
          data-testid="reset-password-input"
        />
        <TextField
          ref={confirmationRef}
          label={t('reset.confirmation')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            if (errors.confirmation) setErrors({ ...errors, confirmation: undefined });
          }}
          error={errors.confirmation}
          required
          data-testid="reset-confirm-input"
        />
        {errors.form && (
          <p className={styles.formError} role="alert" data-testid="reset-error">
            {errors.form}
          </p>
        )}
        <Button type="submit" block loading={reset.isPending} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </form>
    </AccountPanel>
  );
}

/** /reset-password?token=…: the page of the mailed link. Checks the link, then takes the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('reset.documentTitle'));
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const check = usePasswordResetCheck(token);
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  let content;
  if (done) content = <DonePanel done={done} />;
  else if (!token) content = <LinkProblemPanel problem="missing" />;
  else if (problem) content = <LinkProblemPanel problem={problem} />;
  else if (check.isPending) content = <Spinner center label={t('reset.checking')} showLabel />;
  else if (check.isError) {
    const fromCheck = linkProblemOf(check.error);
    content = fromCheck ? (
      <LinkProblemPanel problem={fromCheck} />
    ) : (
      <AccountPanel icon={<CircleX />} tone="error" title={t('reset.linkTitle')} testId="reset-check-failed">
        <p className={styles.text} role="alert">
          {t(statusOf(check.error) === 429 ? 'reset.tooMany' : 'reset.checkFailed')}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => void check.refetch()}>{t('reset.retry')}</Button>
        </div>
      </AccountPanel>
    );
  } else content = <NewPasswordForm token={token} email={check.data.email} onProblem={setProblem} onDone={setDone} />;

  return <Page narrow>{content}</Page>;
}
