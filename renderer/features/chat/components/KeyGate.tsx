import { KeyRound, ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, TextField } from '../../../ui';
import { confirm } from '../../confirm/store';
import { useChatKeys } from '../keys';
import styles from './chat.module.css';

export const PASSPHRASE_MIN = 12;

/**
 * Shows the chat once this device holds the account's keys; before that, sets them up (a recovery passphrase
 * protects the backup that other devices open) or unlocks them from the backup with the passphrase.
 */
export function KeyGate({ userId, children }: { userId: number; children: ReactNode }) {
  const { t } = useTranslation('chat');
  const status = useChatKeys((state) => state.status);
  const init = useChatKeys((state) => state.init);
  const [resetting, setResetting] = useState(false);

  useEffect(() => {
    void init(userId);
  }, [init, userId]);

  if (status === 'ready') return <>{children}</>;
  if (status === 'loading') return <Spinner center label={t('keys.loading')} />;
  if (status === 'error') {
    return (
      <div className={styles.keyCard} role="alert">
        <p>{t('keys.unavailable')}</p>
        <Button onClick={() => void init(userId)}>{t('keys.retry')}</Button>
      </div>
    );
  }
  if (status === 'unlock' && !resetting) {
    return (
      <UnlockForm
        onForgot={async () => {
          const ok = await confirm({
            title: t('keys.resetTitle'),
            message: t('keys.resetWarning'),
            confirmLabel: t('keys.resetConfirm'),
            cancelLabel: t('keys.cancel'),
            tone: 'danger',
          });
          if (ok) setResetting(true);
        }}
      />
    );
  }
  return <SetupForm reset={status === 'unlock'} />;
}

function SetupForm({ reset }: { reset: boolean }) {
  const { t } = useTranslation('chat');
  const setup = useChatKeys((state) => state.setup);
  const error = useChatKeys((state) => state.error);
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passphrase.trim().length < PASSPHRASE_MIN) return setProblem(t('keys.tooShort', { count: PASSPHRASE_MIN }));
    if (passphrase !== repeat) return setProblem(t('keys.mismatch'));
    setProblem(null);
    setBusy(true);
    try {
      await setup(passphrase);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.keyCard} onSubmit={(event) => void submit(event)} data-testid="chat-key-setup">
      <ShieldCheck aria-hidden className={styles.keyIcon} />
      <h2>{reset ? t('keys.resetHeading') : t('keys.setupHeading')}</h2>
      <p>{t('keys.setupText')}</p>
      <TextField
        label={t('keys.passphrase')}
        type="password"
        autoComplete="new-password"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        hint={t('keys.passphraseHint', { count: PASSPHRASE_MIN })}
      />
      <TextField label={t('keys.repeat')} type="password" autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} />
      {(problem ?? error) && (
        <p className={styles.keyError} role="alert">
          {problem ?? t(`keys.${error}`)}
        </p>
      )}
      <Button type="submit" loading={busy} disabled={busy}>
        {busy ? t('keys.creating') : t('keys.create')}
      </Button>
    </form>
  );
}

function UnlockForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('chat');
  const unlock = useChatKeys((state) => state.unlock);
  const [passphrase, setPassphrase] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setWrong((await unlock(passphrase)) === 'wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.keyCard} onSubmit={(event) => void submit(event)} data-testid="chat-key-unlock">
      <KeyRound aria-hidden className={styles.keyIcon} />
      <h2>{t('keys.unlockHeading')}</h2>
      <p>{t('keys.unlockText')}</p>
      <TextField
        label={t('keys.passphrase')}
        type="password"
        autoComplete="current-password"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        {...(wrong ? { error: t('keys.wrongPassphrase') } : {})}
      />
      <Button type="submit" loading={busy} disabled={busy || passphrase.length === 0}>
        {t('keys.unlock')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={onForgot}>
        {t('keys.forgot')}
      </button>
    </form>
  );
}
