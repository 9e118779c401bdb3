import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameUpdate } from '../../../../common/contract/updates';
import { formatDate, useLocale } from '../../wellbeing/format';
import styles from './updates.module.css';

export const updateHref = (update: Pick<GameUpdate, 'id' | 'game_id'>) => `/updates/games/${update.game_id}/${update.id}`;

/** One update in a list: its game, version, title (the link to it), text, date and author. */
export function UpdateCard({ update, showGame = true, clamp = true }: { update: GameUpdate; showGame?: boolean; clamp?: boolean }) {
  const { t } = useTranslation('updates');
  const locale = useLocale();
  return (
    <article className={styles.card} data-testid="update-card">
      {showGame && (
        <Link to={`/updates/games/${update.game_id}`} className={styles.game}>
          {update.game.image && <img src={update.game.image} alt="" className={styles.gameImage} loading="lazy" />}
          {update.game.name}
        </Link>
      )}
      <h3 className={styles.title}>
        <Link to={updateHref(update)}>
          <bdi>{update.title}</bdi>
        </Link>
        {update.version && <span className={styles.version}>{t('version', { version: update.version })}</span>}
      </h3>
      <p className={clamp ? `${styles.content} ${styles.clamp}` : styles.content} dir="auto">
        {update.content}
      </p>
      <p className={styles.meta}>
        {update.author ? t('byOn', { name: update.author.name, date: formatDate(locale, update.created_at) }) : formatDate(locale, update.created_at)}
        {update.updated_at && <> · {t('edited')}</>}
      </p>
    </article>
  );
}
