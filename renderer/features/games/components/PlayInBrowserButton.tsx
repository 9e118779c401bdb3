import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Game } from '../../../../common/contract/games';
import { Button } from '../../../ui';
import { requestPlay } from '../../wellbeing/gate';

/** Set by "Im Browser spielen" away from the game page: the gate already passed, the game page starts the game at once. */
export interface GamePageState {
  autoplay?: { moodBefore: number | null };
}

export interface PlayInBrowserButtonProps {
  game: Pick<Game, 'id' | 'name'> & Partial<Pick<Game, 'age_rating'>>;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  className?: string;
  testId?: string;
}

/**
 * "Im Browser spielen" anywhere but the game page (a catalogue card, "Zuletzt gespielt"): the pre-play gate
 * first, then the game page starts the game at once.
 */
export function PlayInBrowserButton({ game, size = 'sm', block, className, testId = 'play-in-browser-link' }: PlayInBrowserButtonProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const play = async () => {
    setAsking(true);
    try {
      const permission = await requestPlay({
        id: game.id,
        name: game.name,
        ...(game.age_rating === undefined ? {} : { age_rating: game.age_rating }),
      });
      if (!permission.proceed) return;
      const state: GamePageState = { autoplay: { moodBefore: permission.moodBefore } };
      void navigate(`/game/${game.id}`, { state });
    } finally {
      setAsking(false);
    }
  };
  return (
    <Button
      size={size}
      block={block}
      icon={<Play />}
      loading={asking}
      className={className}
      onClick={() => void play()}
      aria-label={t('playNamed', { name: game.name })}
      data-testid={testId}
      data-game-id={game.id}
    >
      {t('playInBrowser')}
    </Button>
  );
}
