import { CalendarCheck, Flame, Gamepad2, Gift, UserPlus, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RewardView } from '../../../common/contract/boostz';
import { BalanceBadge } from '../../features/boostz/components/BalanceBadge';
import styles from '../../features/boostz/components/boostz.module.css';
import { formatWhen } from '../../features/boostz/components/when';
import { useClaimReward, useRewards } from '../../features/boostz/queries';
import { Button, buttonClassName, Page, PageHeader, Spinner } from '../../ui';
import { localeOf } from '../../i18n/languages';

const ICONS = { daily: CalendarCheck, first_upload: Video, first_game: Gamepad2, referral: UserPlus } as const;
const ACTIONS = { first_upload: '/upload', first_game: '/games', referral: '/settings/affiliate-programm' } as const;

/** /rewards: the daily reward with its streak, and the once-only ones (POST /api/claim-reward). */
export default function RewardsPage() {
  const { t, i18n } = useTranslation('boostz');
  const rewards = useRewards();
  const claim = useClaimReward(t('rewards.failed'), (amount) => t('rewards.claimed', { amount: amount.toLocaleString(localeOf(i18n.language)) }));
  const number = (value: number) => value.toLocaleString(localeOf(i18n.language));

  const status = (reward: RewardView) => {
    if (reward.type === 'daily') return reward.streak > 0 ? t('rewards.streak', { count: reward.streak }) : t('rewards.noStreak');
    if (reward.type === 'referral' && reward.pending > 0) return t('rewards.referral.pending', { count: reward.pending });
    return null;
  };

  return (
    <Page testId="rewards-page">
      <PageHeader title={t('rewards.title')} lead={t('rewards.lead')} actions={<BalanceBadge />} />
      {rewards.isPending && <Spinner center label={t('loading')} />}
      {rewards.data && (
        <ul className={styles.grid}>
          {rewards.data.rewards.map((reward) => {
            const Icon = ICONS[reward.type];
            const line = status(reward);
            return (
              <li key={reward.type} className={styles.card} data-testid={`reward-${reward.type}`}>
                <div className={styles.cardTitle}>
                  <span>
                    <Icon aria-hidden="true" size={20} /> {t(`rewards.${reward.type}.title`)}
                  </span>
                  <span className={styles.badge}>+{number(reward.amount)}</span>
                </div>
                <p className={styles.muted}>{t(`rewards.${reward.type}.text`)}</p>
                {line && (
                  <p className={styles.iconLine}>
                    {reward.type === 'daily' && <Flame aria-hidden="true" size={16} color="var(--color-warning)" />} {line}
                  </p>
                )}
                <div className={styles.cardActions}>
                  {reward.claimable ? (
                    <Button icon={<Gift aria-hidden="true" />} loading={claim.isPending && claim.variables === reward.type} onClick={() => claim.mutate(reward.type)}>
                      {t('rewards.claim', { amount: number(reward.amount) })}
                    </Button>
                  ) : reward.next_claim_at ? (
                    <span className={styles.muted}>{t('rewards.nextAt', { when: formatWhen(reward.next_claim_at, i18n.language, t) })}</span>
                  ) : reward.last_claimed_at && reward.type !== 'referral' ? (
                    <span className={styles.badge}>{t('rewards.done')}</span>
                  ) : reward.type !== 'daily' ? (
                    <Link to={ACTIONS[reward.type]} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                      {t(`rewards.${reward.type}.action`)}
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
