import { Gamepad2, Gift } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '../../../../common/contract/games';
import styles from './play.module.css';

/** A compact game for the dashboard's rows: cover, name, USK and a line of context (why, when). */
export function GameTile({ game, note, highlight = false, giveaway = false }: { game: Game; note?: ReactNode; highlight?: boolean; giveaway?: boolean }) {
  const { t } = useTranslation('catalogue');
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className={highlight ? `${styles.tile} ${styles.tileHighlight}` : styles.tile} data-testid="game-tile">
      <Link to={`/game/${game.id}`} className={styles.tileLink}>
        <span className={styles.tileCover}>
          {game.image && !imageFailed ? (
            <img src={game.image} alt="" loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
          ) : (
            <Gamepad2 aria-hidden="true" size={32} />
          )}
          <span className={styles.tileAge}>{t('ageShort', { age: game.age_rating })}</span>
          {giveaway && (
            <span className={styles.tileGiveaway} data-testid="tile-giveaway">
              <Gift aria-hidden="true" size={12} />
              {t('giveaway')}
            </span>
          )}
        </span>
        <span className={styles.tileName}>{game.name}</span>
      </Link>
      {note && <span className={styles.tileNote}>{note}</span>}
    </li>
  );
}
