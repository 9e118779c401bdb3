import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ForumCard } from '../../features/forums/components/ForumCard';
import { GameSelect } from '../../features/forums/components/GameSelect';
import styles from '../../features/forums/components/forums.module.css';
import { useForums } from '../../features/forums/queries';
import { useSessionStore } from '../../features/session/store';
import { Button, Page, PageHeader, Spinner, buttonClassName } from '../../ui';

/** /foren: the threads, pinned first, then newest activity; optionally those of one game (?game=id). */
export default function ForumsPage() {
  const { t } = useTranslation('forums');
  const [params, setParams] = useSearchParams();
  const gameParam = params.get('game');
  const gameId = gameParam && /^[1-9]\d{0,9}$/.test(gameParam) ? Number(gameParam) : null;
  const signedIn = useSessionStore((state) => state.user !== null);
  const forums = useForums(gameId);
  const list = forums.data?.pages.flatMap((page) => page.forums) ?? [];
  return (
    <Page testId="forums-page">
      <PageHeader
        title={t('list.title')}
        lead={t('list.lead')}
        actions={
          signedIn ? (
            <Link to="/foren/create" className={buttonClassName({})} data-testid="forum-new">
              <Plus aria-hidden="true" size={18} /> {t('list.new')}
            </Link>
          ) : undefined
        }
      />
      <div className={styles.filter}>
        <GameSelect
          label={t('list.filter')}
          emptyLabel={t('list.allGames')}
          value={gameId}
          onChange={(id) => setParams(id === null ? {} : { game: String(id) })}
          testId="forum-filter"
        />
      </div>
      {forums.isPending && <Spinner center label={t('list.loading')} />}
      {forums.isSuccess && list.length === 0 && <p className={styles.muted}>{t('list.empty')}</p>}
      {list.length > 0 && (
        <ul className={styles.cards} data-testid="forum-list">
          {list.map((forum) => (
            <ForumCard key={forum.id} forum={forum} />
          ))}
        </ul>
      )}
      {forums.hasNextPage && (
        <Button variant="secondary" onClick={() => void forums.fetchNextPage()} loading={forums.isFetchingNextPage}>
          {t('list.more')}
        </Button>
      )}
    </Page>
  );
}
