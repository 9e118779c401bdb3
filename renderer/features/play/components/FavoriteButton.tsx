import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openSignIn } from '../../auth/open-sign-in';
import { useSessionStore } from '../../session/store';
import { Button } from '../../../ui';
import { useMyGame, useToggleFavorite } from '../queries';
import styles from './play.module.css';

/** The heart on a game: a toggle button (aria-pressed), optimistic; visitors get the sign-in overlay. */
export function FavoriteButton({ gameId, name, count }: { gameId: number; name: string; count?: number }) {
  const { t } = useTranslation('play');
  const signedIn = useSessionStore((state) => state.user !== null);
  const mine = useMyGame(gameId);
  const toggle = useToggleFavorite(gameId);
  const favorite = mine.data?.favorite ?? false;
  return (
    <Button
      variant="secondary"
      icon={<Heart className={favorite ? styles.heartOn : undefined} />}
      aria-pressed={signedIn ? favorite : undefined}
      aria-label={favorite ? t('favorite.removeLabel', { name }) : t('favorite.addLabel', { name })}
      disabled={signedIn && mine.isPending}
      onClick={() => (signedIn ? toggle.mutate(!favorite) : openSignIn())}
      data-testid="favorite-button"
    >
      {favorite ? t('favorite.on') : t('favorite.off')}
      {count !== undefined && count > 0 && <span className={styles.count}>{count}</span>}
    </Button>
  );
}
