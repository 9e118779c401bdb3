import { Gamepad2, Gift, MonitorDown, Star } from 'lucide-react';
import { type CSSProperties, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '../../../../common/contract/games';
import { currentLanguage } from '../../../i18n';
import { dateTimeFormat, numberFormat } from '../../../i18n/formats';
import { toBcp47 } from '../../../i18n/languages';
import { Card } from '../../../ui';
import { PlayButton } from '../../launcher/PlayButton';
import { useCategoryLabel } from '../category-label';
import { PlayInBrowserButton } from './PlayInBrowserButton';
import styles from './GameCard.module.css';

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return hash;
}

/**
 * A game of the catalogue: cover, USK rating, giveaway badge, rating, categories and the way to play it. Memoised:
 * the catalogue renders again as its other parts arrive (the categories, the session), its cards need not.
 */
export const GameCard = memo(function GameCard({ game, first = false }: { game: Game; /** Above the fold: its cover loads at once. */ first?: boolean }) {
  const { t } = useTranslation('catalogue');
  const categoryLabel = useCategoryLabel();
  const [imageFailed, setImageFailed] = useState(false);
  const locale = toBcp47(currentLanguage());
  const year = Number.isNaN(Date.parse(game.release_date)) ? null : dateTimeFormat(locale, { year: 'numeric' }).format(new Date(game.release_date));
  const base = hue(game.name);
  return (
    <Card as="li" flush data-testid="game-card">
      <div
        className={styles.cover}
        style={{ '--cover-from': `hsl(${base} 55% 42%)`, '--cover-to': `hsl(${(base + 40) % 360} 60% 16%)` } as CSSProperties}
      >
        <Link to={`/game/${game.id}`} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
          {game.image && !imageFailed ? (
            <img
              src={game.image}
              alt=""
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
              decoding="async"
              onError={() => setImageFailed(true)}
            />
          ) : (
            <span className={styles.coverInitial}>{[...game.name][0]}</span>
          )}
        </Link>
        {game.has_active_giveaway && (
          <span className={styles.giveaway} data-testid="giveaway-badge">
            <Gift size={14} aria-hidden="true" />
            {t('giveaway')}
          </span>
        )}
        {/* How it plays, at a glance: here in the browser, or through the desktop launcher. */}
        {game.browser_build ? (
          <span className={`${styles.how} ${styles.howBrowser}`} data-testid="browser-badge">
            <Gamepad2 size={14} aria-hidden="true" />
            {t('badge.browser')}
          </span>
        ) : (
          <span className={styles.how} data-testid="launcher-badge">
            <MonitorDown size={14} aria-hidden="true" />
            {t('badge.launcher')}
          </span>
        )}
        <span className={styles.age} data-testid="age-rating">
          <span aria-hidden="true">{t('ageShort', { age: game.age_rating })}</span>
          <span className="visually-hidden">{t('ageLong', { age: game.age_rating })}</span>
        </span>
      </div>
      <div className={styles.body}>
        {/* h2: the cards sit right under the catalogue's h1, and a skipped level breaks the page's outline. */}
        <h2 className={styles.name}>
          <Link to={`/game/${game.id}`} className={styles.nameLink} data-testid="game-card-link">
            {game.name}
          </Link>
        </h2>
        <p className={styles.developer}>{year ? t('developerYear', { developer: game.developer, year }) : game.developer}</p>
        {game.rating.average !== null && (
          <p className={styles.rating}>
            <Star size={14} aria-hidden="true" className={styles.star} />
            <span aria-hidden="true">{numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(game.rating.average)}</span>
            <span className="visually-hidden">{t('ratingLong', { average: game.rating.average, count: game.rating.count })}</span>
            <span aria-hidden="true" className={styles.ratingCount}>
              ({numberFormat(locale).format(game.rating.count)})
            </span>
          </p>
        )}
        <p className={styles.description}>{game.description}</p>
        <ul className={styles.tags} aria-label={t('categories')}>
          {game.categories.map((category) => (
            <li key={category} className={styles.tag}>
              {categoryLabel(category)}
            </li>
          ))}
        </ul>
        {game.browser_build ? (
          <PlayInBrowserButton game={game} className={styles.play} testId="card-play-in-browser" />
        ) : (
          <PlayButton game={game} size="sm" className={styles.play} />
        )}
      </div>
    </Card>
  );
});
