import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGiveaways } from '../queries';
import { GiveawayCard } from './GiveawayCard';
import styles from './giveaways.module.css';

/** A game's running giveaways on its page (nothing when there is none). */
export function GameGiveawaySection({ gameId, active }: { gameId: number; active: boolean }) {
  const { t } = useTranslation('giveaways');
  const open = useGiveaways('open', gameId);
  if (!active && !open.data?.giveaways.length) return null;
  const giveaways = open.data?.giveaways ?? [];
  if (giveaways.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="game-giveaways-title" data-testid="game-giveaways">
      <h2 id="game-giveaways-title" className={styles.sectionTitle}>
        <Gift aria-hidden="true" size={20} /> {t('gameSection.title')}
      </h2>
      <div className={styles.list}>
        {giveaways.map((giveaway) => (
          <GiveawayCard key={giveaway.id} giveaway={giveaway} showGame={false} />
        ))}
      </div>
      <Link to="/giveaways">{t('gameSection.all')}</Link>
    </section>
  );
}
