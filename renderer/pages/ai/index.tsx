import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AiTabs } from '../../features/ai/AiTabs';
import { CreateGameForm } from '../../features/ai-games/components/CreateGameForm';
import { GeneratedGameCard } from '../../features/ai-games/components/GeneratedGameCard';
import styles from '../../features/ai-games/components/ai-games.module.css';
import { useGeneratedGames, useGenerationProgress } from '../../features/ai-games/queries';
import { Page, PageHeader, Spinner, useDocumentTitle } from '../../ui';

/** /ai, tab "Spiel erstellen": the description form, one's own generations with live progress, the gallery. */
export default function AiGamePage() {
  const { t } = useTranslation('ai');
  const { t: tg } = useTranslation('aiGames');
  const [params] = useSearchParams();
  useDocumentTitle(t('title'));
  useGenerationProgress();
  const games = useGeneratedGames();
  return (
    <Page testId="ai-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <AiTabs />
      <CreateGameForm key={params.get('description') ?? ''} initial={params.get('description') ?? ''} />
      {games.isPending && <Spinner label={tg('list.loading')} />}
      {games.data && games.data.mine.length > 0 && (
        <section className={styles.section} aria-labelledby="ai-mine">
          <h2 id="ai-mine">{tg('list.mine')}</h2>
          <ul className={styles.grid} data-testid="ai-mine">
            {games.data.mine.map((game) => (
              <GeneratedGameCard key={game.id} game={game} />
            ))}
          </ul>
        </section>
      )}
      {games.data && (
        <section className={styles.section} aria-labelledby="ai-gallery">
          <h2 id="ai-gallery">{tg('list.gallery')}</h2>
          {games.data.data.length === 0 ? (
            <p className={styles.muted}>{tg('list.empty')}</p>
          ) : (
            <ul className={styles.grid} data-testid="ai-gallery">
              {games.data.data.map((game) => (
                <GeneratedGameCard key={game.id} game={game} />
              ))}
            </ul>
          )}
        </section>
      )}
    </Page>
  );
}
