import { Gamepad2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSessionStore } from '../../features/session/store';
import { UpdateCard } from '../../features/updates/components/UpdateCard';
import { useFavoriteUpdates, useRecentUpdates } from '../../features/updates/queries';
import { Button, Page, PageHeader, Spinner } from '../../ui';
import styles from './updates.module.css';

/** /updates: what changed in Spielraum's games, newest first; signed in also only one's favourites. */
export default function UpdatesPage() {
  const { t } = useTranslation('updates');
  const signedIn = useSessionStore((state) => state.user !== null);
  const [params, setParams] = useSearchParams();
  const tab = signedIn && params.get('tab') === 'favorites' ? 'favorites' : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const recent = useRecentUpdates(page);
  const favorites = useFavoriteUpdates();
  const updates = tab === 'favorites' ? favorites.data?.updates : recent.data?.updates;
  const pending = tab === 'favorites' ? favorites.isPending : recent.isPending;
  const pages = recent.data ? Math.max(1, Math.ceil(recent.data.total / recent.data.per_page)) : 1;

  return (
    <Page testId="updates-page">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <>
            <Link to="/updates/games" className={styles.secondary}>
              <Gamepad2 aria-hidden="true" size={18} />
              {t('byGame')}
            </Link>
            {signedIn && (
              <Link to="/updates/create" className={styles.action} data-testid="write-update">
                <Plus aria-hidden="true" size={18} />
                {t('write')}
              </Link>
            )}
          </>
        }
      />
      {signedIn && (
        <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
          {(['all', 'favorites'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={tab === value}
              className={styles.tab}
              onClick={() => setParams(value === 'all' ? {} : { tab: value })}
            >
              {t(`tabs.${value}`)}
            </button>
          ))}
        </div>
      )}
      {pending && <Spinner center label={t('loading')} />}
      {updates && updates.length === 0 && <p className={styles.muted}>{tab === 'favorites' ? t('emptyFavorites') : t('empty')}</p>}
      {updates && updates.length > 0 && (
        <div className={styles.list} data-testid="updates-list">
          {updates.map((update) => (
            <UpdateCard key={update.id} update={update} />
          ))}
        </div>
      )}
      {tab === 'all' && pages > 1 && (
        <nav className={styles.pager} aria-label={t('pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setParams(page - 1 > 1 ? { page: String(page - 1) } : {})}>
            {t('newer')}
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })}>
            {t('older')}
          </Button>
        </nav>
      )}
    </Page>
  );
}
