import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GeneratedGame } from '../../../../common/contract/ai-games';
import { GenerationStatus } from './GenerationStatus';
import styles from './ai-games.module.css';

/** One generation in a list: title (or "wird gebaut"), genre, the description, who made it. */
export function GeneratedGameCard({ game }: { game: GeneratedGame }) {
  const { t } = useTranslation('aiGames');
  return (
    <li className={styles.card} data-testid="ai-game-card">
      <Link to={`/ai/h/${game.id}`} className={styles.cardLink}>
        <span className={styles.cardTitle}>{game.title ?? t('card.untitled')}</span>
        {game.genre && <span className={styles.badge}>{t(`genres.${game.genre}`)}</span>}
      </Link>
      <p className={styles.cardDescription}>{game.description}</p>
      {game.status !== 'done' && <GenerationStatus game={game} />}
      {game.user && <p className={styles.muted}>{t('card.by', { name: game.user.name })}</p>}
    </li>
  );
}
