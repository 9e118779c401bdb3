import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/http';
import { NotFoundView } from '../../features/errors/ErrorView';
import { GameAssets } from '../../features/games/components/GameAssets';
import { useGame } from '../../features/games/queries';
import { useSessionStore } from '../../features/session/store';
import { Page, PageHeader, Spinner } from '../../ui';
import styles from '../../features/games/components/creation.module.css';
import { NotYours } from '../edit-game';

/** /create/g/{id}: the step after creating: cover and browser build, the trailer's state, the way to the game. */
export default function CreatedGamePage() {
  const { t } = useTranslation('create');
  const id = Number(useParams().id);
  const user = useSessionStore((state) => state.user);
  const game = useGame(id);
  if (isApiError(game.error) && game.error.status === 404) return <NotFoundView />;
  if (!game.data) return <Spinner center label={t('loading')} />;
  const current = game.data.game;
  if (!user || (user.role !== 'admin' && current.creator_id !== user.id)) return <NotYours />;
  const trailer = game.data.gamePosts.length > 0;
  return (
    <Page testId="created-game-page">
      <PageHeader eyebrow={t('step.eyebrow')} title={t('step.title', { name: current.name })} lead={t('step.lead')} />
      <div className={styles.steps}>
        <GameAssets game={current} />
        <p className={styles.hint}>{trailer ? t('step.trailerReady') : t('step.trailerNone')}</p>
        <div className={styles.links}>
          <Link to={`/game/${current.id}`} data-testid="to-game">
            {t('step.toGame')}
          </Link>
          <Link to={`/edit-game/${current.id}`}>
            <Pencil aria-hidden="true" size={14} /> {t('step.edit')}
          </Link>
          <Link to={`/updates/create?game=${current.id}`}>{t('step.update')}</Link>
        </div>
      </div>
    </Page>
  );
}
