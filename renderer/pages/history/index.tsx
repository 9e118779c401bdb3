import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PosterGrid } from '../../features/posts/components/PosterGrid';
import { useHistory, useLikedVideos } from '../../features/posts/queries';
import { useSessionStore } from '../../features/session/store';
import { Page, PageHeader } from '../../ui';
import styles from './history.module.css';

function Tabs() {
  const { t } = useTranslation('feed');
  return (
    <nav className={styles.tabs} aria-label={t('history.nav')}>
      <NavLink to="/history" end className={styles.tab}>
        {t('history.watched')}
      </NavLink>
      <NavLink to="/history/history" end className={styles.tab}>
        {t('history.liked')}
      </NavLink>
    </nav>
  );
}

/** /history: the videos this user watched, newest first. */
export default function HistoryPage() {
  const { t } = useTranslation('feed');
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  const history = useHistory(viewer);
  return (
    <Page testId="history-page">
      <PageHeader title={t('history.title')} />
      <Tabs />
      <PosterGrid
        posts={history.data?.pages.flatMap((page) => page.posts) ?? []}
        pending={history.isPending}
        error={history.isError}
        empty={t('history.empty')}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onMore={() => void history.fetchNextPage()}
        onRetry={() => void history.refetch()}
      />
    </Page>
  );
}

/** /history/history: the videos this user liked. */
export function LikedPage() {
  const { t } = useTranslation('feed');
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  const liked = useLikedVideos(viewer);
  return (
    <Page testId="liked-page">
      <PageHeader title={t('history.likedTitle')} />
      <Tabs />
      <PosterGrid
        posts={liked.data?.pages.flatMap((page) => page.posts) ?? []}
        pending={liked.isPending}
        error={liked.isError}
        empty={t('history.likedEmpty')}
        hasMore={liked.hasNextPage}
        loadingMore={liked.isFetchingNextPage}
        onMore={() => void liked.fetchNextPage()}
        onRetry={() => void liked.refetch()}
      />
    </Page>
  );
}
