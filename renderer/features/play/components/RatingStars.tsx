import { Star } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openSignIn } from '../../auth/open-sign-in';
import { useSessionStore } from '../../session/store';
import { useMyGame, useRateGame } from '../queries';
import styles from './play.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One's own stars for a game, as a radio group: arrows move and choose, the chosen star again removes the rating
 * (a button says so too). Visitors get the sign-in overlay.
 */
export function RatingStars({ gameId, name }: { gameId: number; name: string }) {
  const { t } = useTranslation('play');
  const labelId = useId();
  const signedIn = useSessionStore((state) => state.user !== null);
  const mine = useMyGame(gameId);
  const rate = useRateGame(gameId);
  const stars = mine.data?.stars ?? null;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (value: number | null) => {
    if (!signedIn) {
      openSignIn();
      return;
    }
    rate.mutate(value);
  };
  const onKeyDown = (event: KeyboardEvent, value: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const forward = event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const backward = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (!forward && !backward) return;
    event.preventDefault();
    const next = Math.min(5, Math.max(1, value + (forward ? 1 : -1)));
    buttons.current[next - 1]?.focus();
    choose(next);
  };

  return (
    <div className={styles.rating}>
      <span id={labelId} className={styles.ratingLabel}>
        {t('rating.label')}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.stars} data-testid="rating-stars">
        {STARS.map((value) => {
          const checked = stars === value;
          return (
            <button
              key={value}
              ref={(element) => {
                buttons.current[value - 1] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('rating.stars', { count: value, name })}
              tabIndex={checked || (stars === null && value === 1) ? 0 : -1}
              className={styles.star}
              data-filled={stars !== null && value <= stars ? 'true' : undefined}
              onClick={() => choose(checked ? null : value)}
              onKeyDown={(event) => onKeyDown(event, value)}
            >
              <Star aria-hidden="true" size={24} />
            </button>
          );
        })}
      </div>
      {stars !== null && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            // This button goes away with the rating; the focus stays in the stars rather than falling to the page.
            buttons.current[0]?.focus();
            choose(null);
          }}
          data-testid="rating-remove"
        >
          {t('rating.remove')}
        </button>
      )}
    </div>
  );
}
