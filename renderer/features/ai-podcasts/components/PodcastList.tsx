import { useTranslation } from 'react-i18next';
import type { Podcast } from '../../../../common/contract/ai-podcasts';
import { formatDuration } from './PodcastPlayer';
import styles from './ai-podcasts.module.css';
import { localeOf } from '../../../i18n/languages';

/** A list of podcasts as cards; a ready one opens in the player. */
export function PodcastList({ title, podcasts, selectedId, onSelect, testId }: { title: string; podcasts: Podcast[]; selectedId: number | null; onSelect(id: number): void; testId: string }) {
  const { t, i18n } = useTranslation('aiPodcasts');
  const headingId = `${testId}-title`;
  return (
    <section aria-labelledby={headingId} className={styles.listSection} data-testid={testId}>
      <h2 id={headingId} className={styles.subTitle}>
        {title}
      </h2>
      {podcasts.length === 0 && <p className={styles.muted}>{t('list.empty')}</p>}
      <ul className={styles.list}>
        {podcasts.map((podcast) => (
          <li key={podcast.id} className={styles.card} data-status={podcast.status}>
            {podcast.albumCover ? <img src={podcast.albumCover} alt="" width={64} height={64} className={styles.cardCover} /> : <span className={styles.cardCover} aria-hidden="true" />}
            <div className={styles.cardText}>
              {podcast.status === 'ready' ? (
                <button type="button" className={styles.cardButton} aria-pressed={selectedId === podcast.id} onClick={() => onSelect(podcast.id)}>
                  {podcast.name}
                </button>
              ) : (
                <span className={styles.cardName}>{podcast.name}</span>
              )}
              <span className={styles.muted}>
                {podcast.status === 'ready'
                  ? `${formatDuration(podcast.tracks[0]?.duration_ms ?? 0)} · ${new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' }).format(new Date(podcast.created_at))}`
                  : t(`list.status.${podcast.status}`)}
              </span>
              {podcast.status === 'failed' && podcast.error && <span className={styles.error}>{podcast.error}</span>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
