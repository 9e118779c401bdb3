import { Copy, Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_REWARD } from '../../../common/rules/boostz';
import { invitationUrl } from '../../features/auth/google';
import styles from '../../features/boostz/components/boostz.module.css';
import { useAffiliate, useClaimReward } from '../../features/boostz/queries';
import { useSessionStore } from '../../features/session/store';
import { Button, PageHeader, Spinner, TextField } from '../../ui';
import { localeOf } from '../../i18n/languages';

/** /settings/affiliate-programm: the invitation link with the referral id, who came through it, what it earned. */
export default function AffiliatePage() {
  const { t, i18n } = useTranslation('boostz');
  const user = useSessionStore((state) => state.user);
  const affiliate = useAffiliate();
  const claim = useClaimReward(t('rewards.failed'), (amount) => t('rewards.claimed', { amount: amount.toLocaleString(localeOf(i18n.language)) }));
  const [copied, setCopied] = useState(false);
  const link = user ? invitationUrl(window.location.origin, user.id) : '';
  const number = (value: number) => value.toLocaleString(localeOf(i18n.language));
  return (
    <>
      <PageHeader title={t('affiliate.title')} lead={t('affiliate.lead', { amount: number(REFERRAL_REWARD) })} />
      <div className={styles.inline}>
        <TextField label={t('affiliate.yourLink')} value={link} readOnly onFocus={(event) => event.target.select()} data-testid="affiliate-link" />
        <Button
          variant="secondary"
          icon={<Copy aria-hidden="true" />}
          onClick={() => {
            void navigator.clipboard?.writeText(link);
            setCopied(true);
          }}
        >
          {copied ? t('affiliate.copied') : t('affiliate.copy')}
        </Button>
      </div>
      {affiliate.isPending && <Spinner label={t('loading')} />}
      {affiliate.data && (
        <>
          <ul className={`${styles.grid} ${styles.section}`} data-testid="affiliate-stats">
            <li className={styles.card}>
              <span className={styles.muted}>{t('affiliate.signedUp')}</span>
              <strong className={styles.price}>{number(affiliate.data.signed_up)}</strong>
            </li>
            <li className={styles.card}>
              <span className={styles.muted}>{t('affiliate.verified')}</span>
              <strong className={styles.price}>{number(affiliate.data.verified)}</strong>
            </li>
            <li className={styles.card}>
              <span className={styles.muted}>{t('affiliate.earned')}</span>
              <strong className={styles.price}>{t('amount', { amount: number(affiliate.data.boostz_earned) })}</strong>
            </li>
          </ul>
          {affiliate.data.pending > 0 && (
            <p className={styles.row}>
              {t('affiliate.pending', { count: affiliate.data.pending })}
              <Button icon={<Gift aria-hidden="true" />} loading={claim.isPending} onClick={() => claim.mutate('referral')}>
                {t('affiliate.claim')}
              </Button>
            </p>
          )}
        </>
      )}
    </>
  );
}
