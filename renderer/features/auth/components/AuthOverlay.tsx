import { ArrowLeft, AtSign, Mail, MailCheck, Sparkles, UserRound, Wand2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EMAIL_MAX, PASSWORD_MAX, USERNAME_MAX } from '../../../../common/constants';
import {
  canSubmitLoginPassword,
  checkEmail as checkEmailRule,
  checkPassword,
  checkPasswordConfirmation,
  checkUsername,
} from '../../../../common/rules/validation';
import { checkEmail } from '../../session/account-calls';
import { safeNextPath } from '../next-path';
import { currentLanguage } from '../../../i18n';
import { RichText } from '../../../i18n/RichText';
import { Button, buttonClassName, Checkbox, Dialog, TextField } from '../../../ui';
import { useAppConfig } from '../../app-config/use-app-config';
import { useAppearance } from '../../appearance/appearance';
import { RecaptchaNotice } from '../../recaptcha/RecaptchaNotice';
import { useRecaptcha } from '../../recaptcha/recaptcha';
import { useSessionStore } from '../../session/store';
import { useResendVerification } from '../../verification/resend';
import { googleSignInUrl, REFERRAL_STORAGE_KEY } from '../google';
import { checkEmailErrorMessage, type FailureMessage } from '../login-errors';
import { type AuthStep, useAuthOverlayStore } from '../step-machine';
import styles from './AuthOverlay.module.css';

/** Window event for everything that paused itself for the sign-in (videos resume on it). */
export const AUTH_OVERLAY_CLOSED_EVENT = 'spielraum:auth-overlay-closed';

/** Message keys of failures live in the client namespace; a server text wins when there is one. */
function useFailureText() {
  const { t } = useTranslation(['client', 'auth']);
  return (failure: FailureMessage) => failure.message ?? t(failure.messageKey, { ns: ['client', 'auth'] });
}

/** Focuses the step's first field when the step appears (the dialog itself focuses on open). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}

function GoogleMark() {
  return (
    <svg className={styles.googleMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}

function Identity({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className={styles.identity}>
      {icon}
      <span>{children}</span>
    </p>
  );
}

function BackButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('auth');
  const back = useAuthOverlayStore((state) => state.back);
  return (
    <Button variant="ghost" icon={<ArrowLeft className="flip-rtl" />} disabled={disabled} onClick={() => back()} data-testid="auth-back">
      {t('back')}
    </Button>
  );
}

interface StepFormProps {
  onSubmit: (event: FormEvent) => void | Promise<void>;
  /** The overlay is moving between steps: both buttons wait. */
  transitioning: boolean;
  /** A request is running: the submit button spins, the back button waits. */
  busy?: boolean;
  /** Further reasons to keep the submit button disabled. */
  submitDisabled?: boolean;
  submitLabel: string;
  submitTestId?: string;
  children: ReactNode;
}

/**
 * A step with a form: its fields, then the back button and the submit button in one row. Enter in a field while
 * the step is still sliding in (its submit button waits) is kept and submits the form once the step is ready.
 */
function StepForm({
  onSubmit,
  transitioning,
  busy = false,
  submitDisabled = false,
  submitLabel,
  submitTestId = 'auth-next',
  children,
}: StepFormProps) {
  const whenReady = useAuthOverlayStore((state) => state.whenReady);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form || !transitioning) return;
    // A field's Enter would submit through the disabled button, which the browser refuses: keep it for later.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || !(event.target instanceof HTMLInputElement)) return;
      event.preventDefault();
      whenReady(() => formRef.current?.requestSubmit());
    };
    form.addEventListener('keydown', onKeyDown);
    return () => form.removeEventListener('keydown', onKeyDown);
  }, [transitioning, whenReady]);
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <div className={styles.row}>
        <BackButton disabled={transitioning || busy} />
        <Button type="submit" loading={busy} disabled={transitioning || submitDisabled} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.error} role="alert" data-testid="auth-error">
      {text}
    </p>
  );
}

function Fineprint() {
  const { t } = useTranslation('auth');
  return (
    <p className={styles.fineprint}>
      <RichText text={t('fineprint')} components={{ terms: <Link to="/terms" target="_blank" />, privacy: <Link to="/privacy" target="_blank" /> }} />
    </p>
  );
}

/** Step 0: choose Google or e-mail. */
function WelcomeStep() {
  const { t } = useTranslation('auth');
  const chooseEmail = useAuthOverlayStore((state) => state.chooseEmail);
  const transitioning = useAuthOverlayStore((state) => state.transitioning);
  // Google only once the installation says it offers it: an installation without a Google client never shows it.
  const socialSignIn = useAppConfig()?.socialSignIn ?? false;
  return (
    <>
      <p className={styles.lead}>{t('welcome.lead')}</p>
      <div className={styles.buttons}>
        {socialSignIn && (
          <>
            <a href={googleSignInUrl()} className={buttonLook()} data-testid="auth-google">
              <GoogleMark />
              {t('welcome.google')}
            </a>
            <p className={styles.divider}>{t('welcome.or')}</p>
          </>
        )}
        <Button icon={<Mail />} disabled={transitioning} onClick={() => chooseEmail()} data-testid="auth-email">
          {t('welcome.email')}
        </Button>
      </div>
      <Fineprint />
    </>
  );
}

/** The Google link looks like a secondary button. */
function buttonLook() {
  return buttonClassName({ variant: 'secondary', block: true });
}

/** Step 1: the e-mail address; the server says whether it is registered. */
function EmailStep() {
  const { t } = useTranslation(['auth', 'common']);
  const failureText = useFailureText();
  const { email: storedEmail, transitioning, emailChecked } = useAuthOverlayStore();
  const [email, setEmail] = useState(storedEmail);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useFocusOnMount<HTMLInputElement>();

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
    setBusy(true);
    try {
      const answer = await checkEmail(value);
      emailChecked(value, answer.isRegistered);
    } catch (failure) {
      setFormError(failureText(checkEmailErrorMessage(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepForm onSubmit={submit} transitioning={transitioning} busy={busy} submitLabel={t('next')}>
      <p className={styles.lead}>{t('email.lead')}</p>
      <TextField
        ref={inputRef}
        label={t('email.label')}
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
        data-testid="auth-email-input"
      />
      <FormError text={formError} />
    </StepForm>
  );
}

/** Step 500: a new address — fast start with a generated name, or a personal one. */
function ChoiceStep() {
  const { t } = useTranslation('auth');
  const { email, transitioning, chooseFastRegistration, choosePersonalisedRegistration } = useAuthOverlayStore();
  const firstRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <>
      <Identity icon={<AtSign aria-hidden="true" />}>{email}</Identity>
      <p className={styles.lead}>{t('choice.lead')}</p>
      <div className={styles.choices}>
        <button
          ref={firstRef}
          type="button"
          className={styles.choice}
          disabled={transitioning}
          onClick={() => chooseFastRegistration()}
          data-testid="auth-fast"
        >
          <span className={styles.choiceIcon} aria-hidden="true">
            <Wand2 />
          </span>
          <span className={styles.choiceTitle}>{t('choice.fastTitle')}</span>
          <span className={styles.choiceText}>{t('choice.fastText')}</span>
        </button>
        <button
          type="button"
          className={styles.choice}
          disabled={transitioning}
          onClick={() => choosePersonalisedRegistration()}
          data-testid="auth-personal"
        >
          <span className={styles.choiceIcon} aria-hidden="true">
            <Sparkles />
          </span>
          <span className={styles.choiceTitle}>{t('choice.personalTitle')}</span>
          <span className={styles.choiceText}>{t('choice.personalText')}</span>
        </button>
      </div>
    </>
  );
}

/** Step 2: the personal username. */
function NameStep() {
  const { t } = useTranslation(['auth', 'common']);
  const { name: storedName, transitioning, nameChosen } = useAuthOverlayStore();
  const [name, setName] = useState(storedName);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useFocusOnMount<HTMLInputElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkUsername(name);
    if (rule) {
      setError(t(`common:validation.${rule}`));
      inputRef.current?.focus();
      return;
    }
    nameChosen(name.trim());
  };

  return (
    <StepForm onSubmit={submit} transitioning={transitioning} submitLabel={t('next')}>
      <p className={styles.lead}>{t('name.lead')}</p>
      <TextField
        ref={inputRef}
        label={t('name.label')}
        autoComplete="username"
        maxLength={USERNAME_MAX}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(undefined);
        }}
        error={error}
        hint={t('name.hint')}
        data-testid="auth-name-input"
      />
    </StepForm>
  );
}

/** Step 4: the password — to log in, or the new password of a sign-up. `onLeave` closes the overlay for another page. */
function PasswordStep({ onLoggedIn, onLeave }: { onLoggedIn: () => void; onLeave: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const failureText = useFailureText();
  const { mode, email, name, nameGenerated, transitioning, passwordEntered } = useAuthOverlayStore();
  const login = useSessionStore((state) => state.login);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useFocusOnMount<HTMLInputElement>();
  const isLogin = mode === 'login';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!isLogin) {
      const rule = checkPassword(password);
      if (rule) {
        setError(t(`common:validation.${rule}`));
        inputRef.current?.focus();
        return;
      }
      passwordEntered(password);
      return;
    }
    if (!canSubmitLoginPassword(password)) return;
    setBusy(true);
    const result = await login({ email, password, remember });
    if (result.ok) {
      onLoggedIn();
      return;
    }
    setBusy(false);
    setFormError(failureText(result));
    inputRef.current?.select();
  };

  return (
    <StepForm
      onSubmit={submit}
      transitioning={transitioning}
      busy={busy}
      submitDisabled={isLogin && !canSubmitLoginPassword(password)}
      submitLabel={isLogin ? t('password.login') : t('next')}
    >
      <Identity icon={<AtSign aria-hidden="true" />}>{email}</Identity>
      {!isLogin && (
        <p className={styles.lead}>
          {nameGenerated ? t('password.generatedName', { name }) : t('password.newLead', { name })}
        </p>
      )}
      <TextField
        ref={inputRef}
        label={isLogin ? t('password.label') : t('password.newLabel')}
        type="password"
        autoComplete={isLogin ? 'current-password' : 'new-password'}
        maxLength={PASSWORD_MAX}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (error) setError(undefined);
        }}
        error={error}
        hint={isLogin ? undefined : t('password.newHint')}
        data-testid="auth-password-input"
      />
      {isLogin && (
        <div className={styles.loginOptions}>
          <Checkbox label={t('password.remember')} checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {/* The address typed so far goes along, so the next page need not ask for it again. */}
          <Link to="/forgot-password" state={{ email }} className={styles.forgot} onClick={onLeave} data-testid="auth-forgot">
            {t('password.forgot')}
          </Link>
        </div>
      )}
      <FormError text={formError} />
    </StepForm>
  );
}

/** Step 6: repeat the password, then create the account. */
function ConfirmStep() {
  const { t } = useTranslation(['auth', 'common']);
  const failureText = useFailureText();
  const { email, name, password, transitioning, registered } = useAuthOverlayStore();
  const register = useSessionStore((state) => state.register);
  const recaptcha = useRecaptcha('register');
  const [appearance] = useAppearance();
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useFocusOnMount<HTMLInputElement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const rule = checkPasswordConfirmation(password, confirmation);
    if (rule) {
      setError(t(`common:validation.${rule}`));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    let referralId: string | null = null;
    try {
      referralId = localStorage.getItem(REFERRAL_STORAGE_KEY);
    } catch {
      referralId = null;
    }
    const token = await recaptcha.token();
    const result = await register({
      name,
      email,
      password,
      password_confirmation: confirmation,
      language: currentLanguage(),
      apperance: appearance,
      referralId,
      ...(token ? { recaptcha_token: token } : {}),
    });
    setBusy(false);
    if (result.ok) registered();
    else setFormError(failureText(result));
  };

  return (
    <StepForm
      onSubmit={submit}
      transitioning={transitioning}
      busy={busy}
      submitLabel={t('confirm.submit')}
      submitTestId="auth-register"
    >
      <Identity icon={<UserRound aria-hidden="true" />}>
        {name} · {email}
      </Identity>
      <TextField
        ref={inputRef}
        label={t('confirm.label')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={confirmation}
        onChange={(event) => {
          setConfirmation(event.target.value);
          if (error) setError(undefined);
        }}
        error={error}
        data-testid="auth-confirm-input"
      />
      <FormError text={formError} />
      <Fineprint />
      {recaptcha.enabled && <RecaptchaNotice />}
    </StepForm>
  );
}

/** Step 8: the account exists; the e-mail needs confirming. */
function InboxStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const email = useAuthOverlayStore((state) => state.email);
  const resend = useResendVerification();
  const doneRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <div className={styles.inbox}>
      <span className={styles.inboxIcon} aria-hidden="true">
        <MailCheck />
      </span>
      <p className={styles.lead}>{t('inbox.lead', { email })}</p>
      <p className={styles.fineprint}>{t('inbox.hint')}</p>
      <Button ref={doneRef} block onClick={onDone} data-testid="auth-done">
        {t('inbox.done')}
      </Button>
      <Button
        variant="ghost"
        block
        loading={resend.status === 'sending'}
        disabled={resend.status === 'sent'}
        onClick={() => void resend.send()}
      >
        {t('inbox.resend')}
      </Button>
      {resend.status !== 'idle' && resend.status !== 'sending' && (
        <p className={styles.status} role="status">
          {t(`inbox.resend_${resend.status}`)}
        </p>
      )}
    </div>
  );
}

const TITLES: Record<AuthStep, string> = {
  0: 'welcome.title',
  1: 'email.title',
  2: 'name.title',
  4: 'password.title',
  6: 'confirm.title',
  8: 'inbox.title',
  500: 'choice.title',
};

const REGISTER_PROGRESS: Partial<Record<AuthStep, number>> = { 500: 1, 2: 2, 4: 3, 6: 4 };

/** The sign-in / registration overlay (spec §4 steps 0, 1, 2, 4, 6, 8, 500). */
export default function AuthOverlay() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const step = useAuthOverlayStore((state) => state.step);
  const mode = useAuthOverlayStore((state) => state.mode);
  const close = useAuthOverlayStore((state) => state.close);
  const completeLogin = useAuthOverlayStore((state) => state.completeLogin);
  const next = safeNextPath(new URLSearchParams(location.search).get('next'));

  const closeOverlay = () => {
    const justRegistered = step === 8;
    close();
    window.dispatchEvent(new CustomEvent(AUTH_OVERLAY_CLOSED_EVENT));
    if (justRegistered && (next || location.pathname === '/welcome')) navigate(next ?? '/', { replace: true });
  };

  // To another page from inside the overlay ("Passwort vergessen?"): the overlay closes, the link navigates.
  const leaveOverlay = () => {
    close();
    window.dispatchEvent(new CustomEvent(AUTH_OVERLAY_CLOSED_EVENT));
  };

  // After a login the page reloads (spec §4); from the landing page or a guarded link it lands where it should.
  const onLoggedIn = () => {
    if (next || location.pathname === '/welcome') {
      close();
      window.location.assign(next ?? '/');
    } else {
      completeLogin();
    }
  };

  const progress = mode === 'register' ? REGISTER_PROGRESS[step] : undefined;

  return (
    <Dialog
      open
      onClose={closeOverlay}
      title={t(step === 4 && mode === 'register' ? 'password.newTitle' : TITLES[step])}
      closeLabel={t('close')}
      size="sm"
      testId="auth-overlay"
    >
      <div key={step} className={styles.step} data-step={step}>
        {progress !== undefined && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('progress')}
            aria-valuemin={1}
            aria-valuemax={4}
            aria-valuenow={progress}
          >
            {[1, 2, 3, 4].map((index) => (
              <span key={index} className={`${styles.progressDot} ${index <= progress ? styles.progressDone : ''}`} />
            ))}
          </div>
        )}
        {step === 0 && <WelcomeStep />}
        {step === 1 && <EmailStep />}
        {step === 500 && <ChoiceStep />}
        {step === 2 && <NameStep />}
        {step === 4 && <PasswordStep onLoggedIn={onLoggedIn} onLeave={leaveOverlay} />}
        {step === 6 && <ConfirmStep />}
        {step === 8 && <InboxStep onDone={closeOverlay} />}
      </div>
    </Dialog>
  );
}
