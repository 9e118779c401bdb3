import { Copy, Ticket } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRedeemCode } from '../../../common/rules/boostz';
import { BalanceBadge } from '../../features/boostz/components/BalanceBadge';
import styles from '../../features/boostz/components/boostz.module.css';
import { SignInPrompt } from '../../features/boostz/components/SignInPrompt';
import { useCreateRedeemCode, useRedeem, useRedeemCodes } from '../../features/boostz/queries';
import { formErrorOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { useToastStore } from '../../features/toasts/store';
import { Button, Page, PageHeader, TextField } from '../../ui';
import { localeOf } from '../../i18n/languages';

/** /redeem: redeem a code (POST /api/redeem); admins create and list codes below. */
export default function RedeemPage() {
  const { t, i18n } = useTranslation('boostz');
  const user = useSessionStore((state) => state.user);
  const show = useToastStore((state) => state.show);
  const redeem = useRedeem(t('redeem.failed'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    redeem.mutate(code, {
      onSuccess: (answer) => {
        show({ type: 'success', message: t('redeem.success', { amount: answer.value.toLocaleString(localeOf(i18n.language)) }) });
        setCode('');
      },
      onError: (failure) => setError(formErrorOf(failure, t('redeem.failed'))),
    });
  };

  return (
    <Page narrow testId="redeem-page">
      <PageHeader title={t('redeem.title')} lead={t('redeem.lead')} actions={<BalanceBadge />} />
      {!user && <SignInPrompt />}
      {user && (
        <form className={`${styles.inline} ${styles.codeInput}`} onSubmit={submit} noValidate>
          <TextField
            label={t('redeem.label')}
            placeholder={t('redeem.placeholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error ?? undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            required
          />
          <Button type="submit" icon={<Ticket aria-hidden="true" />} loading={redeem.isPending} disabled={code.trim() === ''}>
            {t('redeem.submit')}
          </Button>
        </form>
      )}
      {user?.role === 'admin' && <AdminCodes />}
    </Page>
  );
}

function AdminCodes() {
  const { t, i18n } = useTranslation('boostz');
  const codes = useRedeemCodes();
  const create = useCreateRedeemCode(t('redeem.createFailed'), t('redeem.created'));
  const [value, setValue] = useState('100');
  const [uses, setUses] = useState('1');
  const [expires, setExpires] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const date = (iso: string) => new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ value: Number(value), max_uses: Number(uses), ...(expires ? { expires_at: new Date(expires).toISOString() } : {}) });
  };

  return (
    <section className={styles.section} aria-labelledby="codes-title">
      <h2 id="codes-title">{t('redeem.adminTitle')}</h2>
      <form className={styles.inline} onSubmit={submit} noValidate>
        <TextField label={t('redeem.value')} type="number" min={1} value={value} onChange={(event) => setValue(event.target.value)} />
        <TextField label={t('redeem.uses')} type="number" min={1} value={uses} onChange={(event) => setUses(event.target.value)} />
        <TextField label={t('redeem.expires')} type="datetime-local" value={expires} onChange={(event) => setExpires(event.target.value)} />
        <Button type="submit" loading={create.isPending}>
          {t('redeem.create')}
        </Button>
      </form>
      {codes.data && (
        <table className={styles.table} data-testid="redeem-codes">
          <thead>
            <tr>
              <th scope="col">{t('redeem.columns.code')}</th>
              <th scope="col">{t('redeem.columns.value')}</th>
              <th scope="col">{t('redeem.columns.uses')}</th>
              <th scope="col">{t('redeem.columns.expires')}</th>
            </tr>
          </thead>
          <tbody>
            {codes.data.codes.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <span className={styles.code}>{formatRedeemCode(entry.code)}</span>{' '}
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Copy aria-hidden="true" />}
                    onClick={() => {
                      void navigator.clipboard?.writeText(formatRedeemCode(entry.code));
                      setCopied(entry.code);
                    }}
                  >
                    {copied === entry.code ? t('redeem.copied') : t('redeem.copy')}
                  </Button>
                </td>
                <td>{entry.value.toLocaleString(localeOf(i18n.language))}</td>
                <td>
                  {entry.uses_count} / {entry.max_uses}
                </td>
                <td>{entry.expires_at ? date(entry.expires_at) : t('redeem.never')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
