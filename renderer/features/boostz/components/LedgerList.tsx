import { useTranslation } from 'react-i18next';
import type { LedgerEntryView } from '../../../../common/contract/boostz';
import { borderById } from '../../../../common/rules/borders';
import { Button } from '../../../ui';
import styles from './boostz.module.css';
import { localeOf } from '../../../i18n/languages';

/** A statement: each change of the balance with its reason, amount and the balance after it, newest first. */
export function LedgerList({
  entries,
  hasMore,
  loadingMore,
  onLoadMore,
  onRefund,
}: {
  entries: readonly LedgerEntryView[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Admins: refund a bought pack (its checkout id). */
  onRefund?: (checkoutId: string) => void;
}) {
  const { t, i18n } = useTranslation('boostz');
  const number = (value: number) => value.toLocaleString(localeOf(i18n.language));
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  if (entries.length === 0) return <p className={styles.muted}>{t('boostz.statementEmpty')}</p>;
  return (
    <>
      <ul className={styles.statement} data-testid="ledger">
        {entries.map((entry) => {
          const border = entry.reference?.startsWith('border:') ? borderById(entry.reference.slice('border:'.length)) : null;
          return (
            <li key={entry.id}>
              <span>
                {t(`reason.${entry.reason}`)}
                {border ? ` · ${t(`border.${border.id}`)}` : ''}
                <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
              </span>
              <span className={entry.amount > 0 ? styles.credit : styles.debit}>
                {entry.amount > 0 ? '+' : '−'}
                {number(Math.abs(entry.amount))}
              </span>
              <span className={styles.after}>
                {t('boostz.balanceAfter', { amount: number(entry.balance_after) })}
                {onRefund && entry.reason === 'pack' && entry.reference?.startsWith('checkout:cs_') && (
                  <Button variant="ghost" size="sm" onClick={() => onRefund(entry.reference!.slice('checkout:'.length))}>
                    {t('ledgerAdmin.refund')}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <p>
          <Button variant="secondary" onClick={onLoadMore} loading={loadingMore}>
            {t('loadMore')}
          </Button>
        </p>
      )}
    </>
  );
}
