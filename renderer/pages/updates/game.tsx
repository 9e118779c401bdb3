import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/http';
import { NotFoundView } from '../../features/errors/ErrorView';
import { useSessionStore } from '../../features/session/store';
import { UpdateCard } from '../../features/updates/components/UpdateCard';
import { useGameUpdates } from '../../features/updates/queries';
import { Button, Page, PageHeader, Spinner } from '../../ui';
import styles from './updates.module.css';

/** /updates/games/{gameId}: one game's updates, page by page. */
export default function GameUpdatesPage() {
  const { t } = useTranslation('updates');
  const gameId = Number(useParams().gameId);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const user = useSessionStore((state) => state.user);
  const updates = useGameUpdates(gameId, page);
  if (isApiError(updates.error) && updates.error.status === 404) return <NotFoundView />;
  const data = updates.data;
  const canWrite = data !== undefined && user !== null && (user.role === 'admin' || user.id === data.game.creator_id);
  const pages = data ? Math.max(1, Math.ceil(data.total_updates / data.per_page)) : 1;
  return (
    <Page testId="game-updates-page">
      <Link to="/updates/games" className={styles.back}>
        {t('backToGames')}
      </Link>
      {updates.isPending && <Spinner center label={t('loading')} />}
      {data && (
        <>
          <PageHeader
            title={t('game.title', { name: data.game.name })}
            lead={t('game.lead', { count: data.total_updates })}
            actions={
              <>
                <Link to={`/game/${data.game.id}`} className={styles.secondary}>
                  {t('game.toGame')}
                </Link>
                {canWrite && (
                  <Link to={`/updates/create?game=${data.game.id}`} className={styles.action}>
                    <Plus aria-hidden="true" size={18} />
                    {t('write')}
                  </Link>
                )}
              </>
            }
          />
          {data.updates.length === 0 ? (
            <p className={styles.muted}>{t('game.empty')}</p>
          ) : (
            <div className={styles.list}>
              {data.updates.map((update) => (
                <UpdateCard key={update.id} update={update} showGame={false} />
              ))}
            </div>
          )}
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('pages')}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setParams(page - 1 > 1 ? { page: String(page - 1) } : {})}>
                {t('newer')}
              </Button>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })}>
                {t('older')}
              </Button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
}
