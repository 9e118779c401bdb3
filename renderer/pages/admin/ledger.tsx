import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../../features/boostz/components/boostz.module.css';
import { LedgerList } from '../../features/boostz/components/LedgerList';
import { useLedgerCheck, useRefund, useUserLedger } from '../../features/boostz/queries';
import { Button, Page, PageHeader, Spinner, TextField } from '../../ui';
import { localeOf } from '../../i18n/languages';

/** /admin/ledger?user=<id> (admins): a user's statement, and the check that every balance matches its ledger. */
export default function AdminLedgerPage() {
  const { t, i18n } = useTranslation('boostz');
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user') ?? 0) || 0;
  const [input, setInput] = useState(userId ? String(userId) : '');
  const ledger = useUserLedger(userId);
  const check = useLedgerCheck();
  const refund = useRefund(t('ledgerAdmin.refundFailed'), t('ledgerAdmin.refunded'));
  const first = ledger.data?.pages[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(input ? { user: input.trim() } : {});
  };

  return (
    <Page testId="admin-ledger">
      <PageHeader title={t('ledgerAdmin.title')} lead={t('ledgerAdmin.lead')} />
      <form className={styles.inline} onSubmit={submit}>
        <TextField label={t('ledgerAdmin.userId')} inputMode="numeric" value={input} onChange={(event) => setInput(event.target.value)} />
        <Button type="submit">{t('ledgerAdmin.show')}</Button>
        <Button variant="secondary" icon={<ShieldCheck aria-hidden="true" />} loading={check.isFetching} onClick={() => void check.refetch()}>
          {t('ledgerAdmin.check')}
        </Button>
      </form>
      {check.data && (
        <p role="status" className={check.data.mismatches.length ? styles.warning : styles.muted}>
          {check.data.mismatches.length
            ? t('ledgerAdmin.checkBad', { count: check.data.mismatches.length })
            : t('ledgerAdmin.checkOk', {
                accounts: t('ledgerAdmin.accounts', { count: check.data.users_checked }),
                entries: t('ledgerAdmin.entries', { count: check.data.entries_checked }),
              })}
        </p>
      )}
      {userId > 0 && ledger.isPending && <Spinner center label={t('loading')} />}
      {userId > 0 && ledger.isError && <p role="alert">{t('ledgerAdmin.notFound')}</p>}
      {first && (
        <section className={styles.section}>
          <h2>
            {first.user.name} · {t('amount', { amount: first.boostz.toLocaleString(localeOf(i18n.language)) })}
          </h2>
          <LedgerList
            entries={ledger.data?.pages.flatMap((page) => page.entries) ?? []}
            hasMore={ledger.hasNextPage}
            loadingMore={ledger.isFetchingNextPage}
            onLoadMore={() => void ledger.fetchNextPage()}
            onRefund={(checkoutId) => refund.mutate(checkoutId)}
          />
        </section>
      )}
    </Page>
  );
}
