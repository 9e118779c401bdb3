import { useTranslation } from 'react-i18next';
import type { Podcast } from '../../../../common/contract/ai-podcasts';
import { usePodcastStage } from '../queries';
import styles from './ai-podcasts.module.css';

const STAGES = ['script', 'speech', 'mix', 'cover', 'done'] as const;

/** The person's generation while it is made (live over the realtime channel), or why it failed. */
export function GenerationStatus({ podcast }: { podcast: Podcast }) {
  const { t } = useTranslation('aiPodcasts');
  const stage = usePodcastStage(podcast.id);
  const known = STAGES.find((name) => name === stage);
  if (podcast.status === 'failed') {
    return (
      <section className={`${styles.status} ${styles.failed}`} role="alert" data-testid="podcast-status" data-status="failed">
        <h2 className={styles.statusTitle}>{t('status.failed')}</h2>
        <p>{podcast.error}</p>
      </section>
    );
  }
  return (
    <section className={styles.status} aria-live="polite" data-testid="podcast-status" data-status={podcast.status}>
      <h2 className={styles.statusTitle}>{t('status.title', { name: podcast.name })}</h2>
      <p>{podcast.status === 'queued' ? t('status.queued') : t(`status.stage.${known ?? 'script'}`)}</p>
      <progress className={styles.progress} max={100} value={podcast.progress} aria-label={t('status.progressLabel')} />
      <p className={styles.muted}>{t('status.percent', { percent: podcast.progress })}</p>
    </section>
  );
}
