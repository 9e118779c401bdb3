import { Megaphone, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../session/store';
import { useGameUpdates } from '../queries';
import { UpdateCard } from './UpdateCard';
import styles from './updates.module.css';

/** The newest updates on a game's page, with the way to all of them and, for its creator, to write one. */
export function GameUpdatesSection({ gameId, creatorId }: { gameId: number; creatorId: number | null }) {
  const { t } = useTranslation('updates');
  const user = useSessionStore((state) => state.user);
  const updates = useGameUpdates(gameId);
  const canWrite = user !== null && (user.role === 'admin' || user.id === creatorId);
  const list = updates.data?.updates.slice(0, 3) ?? [];
  if (!canWrite && list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="game-updates-title" data-testid="game-updates">
      <div className={styles.sectionHead}>
        <h2 id="game-updates-title" className={styles.sectionTitle}>
          <Megaphone aria-hidden="true" size={20} />
          {t('gameSection.title')}
        </h2>
        <div className={styles.links}>
          {(updates.data?.total_updates ?? 0) > 0 && <Link to={`/updates/games/${gameId}`}>{t('gameSection.all', { count: updates.data?.total_updates ?? 0 })}</Link>}
          {canWrite && (
            <Link to={`/updates/create?game=${gameId}`} className={styles.writeLink}>
              <Plus aria-hidden="true" size={16} />
              {t('write')}
            </Link>
          )}
        </div>
      </div>
      {list.length > 0 ? (
        <div className={styles.list}>
          {list.map((update) => (
            <UpdateCard key={update.id} update={update} showGame={false} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{t('gameSection.empty')}</p>
      )}
    </section>
  );
}
