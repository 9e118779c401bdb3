import { useTranslation } from 'react-i18next';
import type { GeneratedGame } from '../../../../common/contract/ai-games';
import styles from './ai-games.module.css';

/** Queued, running with a progress bar, or failed with the reason (in German, from the server). */
export function GenerationStatus({ game }: { game: Pick<GeneratedGame, 'status' | 'progress' | 'error'> }) {
  const { t } = useTranslation('aiGames');
  if (game.status === 'failed') {
    return (
      <p role="alert" className={styles.error} data-testid="ai-game-failed">
        {t('status.failed')} {game.error}
      </p>
    );
  }
  if (game.status === 'done') return null;
  const label = game.status === 'queued' ? t('status.queued') : t('status.running', { progress: game.progress });
  return (
    <div className={styles.progress} data-testid="ai-game-progress">
      <p aria-live="polite">{label}</p>
      <div role="progressbar" aria-label={t('status.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={game.progress} className={styles.bar}>
        <span style={{ inlineSize: `${Math.max(4, game.progress)}%` }} />
      </div>
    </div>
  );
}
