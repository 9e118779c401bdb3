import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGamesWithUpdates } from '../../features/updates/queries';
import { formatDate, useLocale } from '../../features/wellbeing/format';
import { Page, PageHeader, Spinner } from '../../ui';
import styles from './updates.module.css';

/** /updates/games: the games that have updates, the most recently updated first. */
export default function UpdatedGamesPage() {
  const { t } = useTranslation('updates');
  const locale = useLocale();
  const games = useGamesWithUpdates();
  return (
    <Page testId="updated-games-page">
      <Link to="/updates" className={styles.back}>
        {t('backToUpdates')}
      </Link>
      <PageHeader title={t('games.title')} lead={t('games.lead')} />
      {games.isPending && <Spinner center label={t('loading')} />}
      {games.data && games.data.games.length === 0 && <p className={styles.muted}>{t('empty')}</p>}
      {games.data && games.data.games.length > 0 && (
        <ul className={styles.games}>
          {games.data.games.map((game) => (
            <li key={game.id}>
              <Link to={`/updates/games/${game.id}`} className={styles.gameCard}>
                {game.image && <img src={game.image} alt="" loading="lazy" />}
                <span className={styles.gameName}>{game.name}</span>
                <span className={styles.muted}>
                  {t('games.count', { count: game.total_updates })} · {t('games.last', { date: formatDate(locale, game.last_update_at) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
