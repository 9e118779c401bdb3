import { Gift, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuestView } from '../../../common/contract/boostz';
import { BalanceBadge } from '../../features/boostz/components/BalanceBadge';
import styles from '../../features/boostz/components/boostz.module.css';
import { formatWhen } from '../../features/boostz/components/when';
import { useClaimQuest, useQuests } from '../../features/boostz/queries';
import { Button, Page, PageHeader, Spinner } from '../../ui';
import { localeOf } from '../../i18n/languages';

/** /quests (Quest-System): daily and weekly quests; the server counts the progress from what really happened. */
export default function QuestsPage() {
  const { t, i18n } = useTranslation('boostz');
  const quests = useQuests();
  const claim = useClaimQuest(t('quests.failed'), (reward) => t('quests.claimed', { amount: reward.toLocaleString(localeOf(i18n.language)) }));

  const list = (period: 'day' | 'week') => {
    const items = quests.data?.quests.filter((quest) => quest.period === period) ?? [];
    if (items.length === 0) return null;
    return (
      <section className={styles.section} aria-labelledby={`quests-${period}`}>
        <div className={styles.row}>
          <h2 id={`quests-${period}`}>{period === 'day' ? t('quests.daily') : t('quests.weekly')}</h2>
          <span className={styles.muted}>{t('quests.resets', { when: formatWhen(items[0]!.resets_at, i18n.language, t) })}</span>
        </div>
        <ul className={styles.grid}>
          {items.map((quest) => (
            <QuestCard key={quest.id} quest={quest} claiming={claim.isPending && claim.variables === quest.id} onClaim={() => claim.mutate(quest.id)} />
          ))}
        </ul>
      </section>
    );
  };

  // completed_total counts claimed quests; one fulfilled and waiting for its claim is fulfilled too (it said
  // "0 Quests erfüllt" beside a quest at 1 of 1).
  const waiting = quests.data?.quests.filter((quest) => quest.completed && !quest.claimed).length ?? 0;

  return (
    <Page testId="quests-page">
      <PageHeader title={t('quests.title')} lead={t('quests.lead')} actions={<BalanceBadge />} />
      {quests.isPending && <Spinner center label={t('loading')} />}
      {quests.data && (
        <>
          <p className={`${styles.muted} ${styles.iconLine}`}>
            <Trophy aria-hidden="true" size={16} /> {t('quests.completedTotal', { count: quests.data.completed_total + waiting })}
          </p>
          {list('day')}
          {list('week')}
        </>
      )}
    </Page>
  );
}

function QuestCard({ quest, claiming, onClaim }: { quest: QuestView; claiming: boolean; onClaim: () => void }) {
  const { t, i18n } = useTranslation('boostz');
  const share = Math.round((quest.progress / quest.target) * 100);
  return (
    <li className={styles.card} data-active={quest.completed && !quest.claimed} data-testid={`quest-${quest.id}`}>
      <div className={styles.cardTitle}>
        <span>{t(`quests.metric.${quest.metric}`, { count: quest.target })}</span>
        <span className={styles.badge}>+{quest.reward.toLocaleString(localeOf(i18n.language))}</span>
      </div>
      <div
        className={styles.progress}
        data-done={quest.completed}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={quest.target}
        aria-valuenow={quest.progress}
        aria-label={t('quests.progress', { progress: quest.progress, target: quest.target })}
      >
        <span style={{ inlineSize: `${share}%` }} />
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('quests.progress', { progress: quest.progress, target: quest.target })}</span>
        {quest.claimed ? (
          <span className={styles.badge}>{t('quests.done')}</span>
        ) : quest.completed ? (
          <Button size="sm" icon={<Gift aria-hidden="true" />} loading={claiming} onClick={onClaim}>
            {t('quests.claim', { amount: quest.reward.toLocaleString(localeOf(i18n.language)) })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
