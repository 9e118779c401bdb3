import { Play, RotateCcw, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AiTabs } from '../../features/ai/AiTabs';
import { GamePreview } from '../../features/ai-games/components/GamePreview';
import { GenerationStatus } from '../../features/ai-games/components/GenerationStatus';
import styles from '../../features/ai-games/components/ai-games.module.css';
import { useGeneratedGame, useGenerationProgress, usePublishGame } from '../../features/ai-games/queries';
import { confirm } from '../../features/confirm/store';
import { BrowserPlayer } from '../../features/games/components/BrowserPlayer';
import { formErrorOf, statusOf } from '../../features/forms/errors';
import { Button, Page, PageHeader, Spinner, buttonClassName, useDocumentTitle, useFocusOnReturn } from '../../ui';
import NotFoundPage from '../not-found';

/**
 * /ai/h/{id}: one generation with its description, its progress or the playable game with a preview of what it
 * contains, "Nochmal" and publishing: never in one click, the catalogue takes it only after a confirmation.
 */
export default function AiGenerationPage() {
  const { t } = useTranslation('aiGames');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  useGenerationProgress();
  const query = useGeneratedGame(id);
  const publish = usePublishGame(id);
  const [playing, setPlaying] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);
  useFocusOnReturn(playing, playButton);
  const game = query.data?.data;
  useDocumentTitle(game ? (game.title ?? t('card.untitled')) : null);

  if (query.isError && statusOf(query.error) === 404) return <NotFoundPage />;
  if (!game) return <Spinner label={t('list.loading')} />;

  const again = () => void navigate(`/ai?${new URLSearchParams({ description: game.description }).toString()}`);
  const publishAfterConfirmation = async () => {
    const confirmed = await confirm({
      title: t('publishConfirm.title'),
      message: t('publishConfirm.message', { title: game.title ?? t('card.untitled') }),
      confirmLabel: t('publishConfirm.confirm'),
      cancelLabel: t('publishConfirm.cancel'),
    });
    if (confirmed) publish.mutate();
  };
  return (
    <Page testId="ai-generation-page">
      <AiTabs />
      <PageHeader title={game.title ?? t('card.untitled')} lead={game.user ? t('card.by', { name: game.user.name }) : undefined} />
      <div className={styles.detail}>
        <figure className={styles.detail} style={{ margin: 0 }}>
          <figcaption className={styles.muted}>{t('detail.description')}</figcaption>
          <blockquote className={styles.quote} data-testid="ai-game-description-text">
            {game.description}
          </blockquote>
        </figure>
        {game.genre && (
          <p className={styles.facts}>
            <span className={styles.badge}>{t(`genres.${game.genre}`)}</span>
            {game.theme && <span className={styles.badge}>{t(`themes.${game.theme}`)}</span>}
            {game.source === 'model' && <span className={styles.badge}>{t('detail.model')}</span>}
          </p>
        )}
        <GenerationStatus game={game} />
        {game.status === 'done' && game.play_url && (
          <>
            {game.preview && <GamePreview preview={game.preview} theme={game.theme} />}
            {game.instructions && <p>{game.instructions}</p>}
            {playing ? (
              <BrowserPlayer name={game.title ?? ''} src={game.play_url} onExit={() => setPlaying(false)} />
            ) : (
              <div className={styles.stage}>
                <Button ref={playButton} icon={<Play />} onClick={() => setPlaying(true)} data-testid="ai-game-play">
                  {t('detail.play')}
                </Button>
              </div>
            )}
          </>
        )}
        <div className={styles.actions}>
          {game.status !== 'queued' && game.status !== 'running' && (
            <Button variant="secondary" icon={<RotateCcw />} onClick={again} data-testid="ai-game-again">
              {t('detail.again')}
            </Button>
          )}
          {game.own && game.status === 'done' && game.game_id === null && (
            <Button variant="secondary" icon={<Upload />} loading={publish.isPending} onClick={() => void publishAfterConfirmation()} data-testid="ai-game-publish">
              {t('detail.publish')}
            </Button>
          )}
          {game.game_id !== null && (
            <Link to={`/game/${game.game_id}`} className={buttonClassName({ variant: 'secondary' })} data-testid="ai-game-catalogue">
              {t('detail.inCatalogue')}
            </Link>
          )}
        </div>
        {game.own && game.status === 'done' && game.game_id === null && <p className={styles.muted}>{t('preview.check')}</p>}
        {publish.isError && (
          <p role="alert" className={styles.error}>
            {formErrorOf(publish.error, t('detail.publishFailed'))}
          </p>
        )}
      </div>
    </Page>
  );
}
