import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, Upload } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formErrorOf } from '../../features/forms/errors';
import { EmptyState } from '../../features/studio/components/EmptyState';
import { useSessionStore } from '../../features/session/store';
import { formatCount, formatShare, formatWatchTime } from '../../features/studio/format';
import { STATS_RANGES, type StatsRange, studioStatsQuery } from '../../features/studio/queries';
import {
  averageWatchThrough,
  fillDays,
  hasActivity,
  nextSort,
  type PostSort,
  type PostSortKey,
  type PostStat,
  sortPosts,
  sumDays,
} from '../../features/studio/stats';
import { useLocale } from '../../features/wellbeing/format';
import { Button, buttonClassName, Page, PageHeader, Spinner } from '../../ui';
import styles from './studio.module.css';

// /studio/dashboard [auth]: per day (7, 28 or 90 days) views, likes, comments and watch time as charts, and
// per post a sortable table with the average watch-through.

// recharts is big and needed only here: its own chunk, loaded when there is something to draw.
const StudioCharts = lazy(() => import('../../features/studio/components/StudioCharts'));

export default function StudioDashboardPage() {
  const { t } = useTranslation('studio');
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const [range, setRange] = useState<StatsRange>(28);

  return (
    <Page testId="studio-dashboard">
      <PageHeader eyebrow={t('eyebrow')} title={t('dashboard.title')} lead={t('dashboard.lead')} />
      <div className={styles.rangeSwitch} role="group" aria-label={t('dashboard.rangeLabel')}>
        {STATS_RANGES.map((days) => (
          <button
            key={days}
            type="button"
            className={styles.rangeButton}
            aria-pressed={range === days}
            onClick={() => setRange(days)}
            data-testid={`range-${days}`}
          >
            {t('dashboard.range', { count: days })}
          </button>
        ))}
      </div>
      {userId !== null && <DashboardBody userId={userId} range={range} />}
    </Page>
  );
}

function DashboardBody({ userId, range }: { userId: number; range: StatsRange }) {
  const { t } = useTranslation('studio');
  const locale = useLocale();
  const stats = useQuery({ ...studioStatsQuery(userId, range), placeholderData: (previous) => previous });
  const days = useMemo(() => (stats.data ? fillDays(stats.data.days, range) : []), [stats.data, range]);

  if (stats.isPending) return <Spinner center label={t('loading')} />;
  if (stats.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{formErrorOf(stats.error, t('loadFailed'))}</p>
        <Button variant="secondary" onClick={() => void stats.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );

  const totals = sumDays(days);
  const watchThrough = averageWatchThrough(stats.data.posts);
  const noPosts = stats.data.posts.length === 0;

  return (
    <div className={styles.sections} aria-busy={stats.isFetching}>
      <section aria-labelledby="studio-totals">
        <h2 id="studio-totals" className="visually-hidden">
          {t('dashboard.totalsTitle', { count: range })}
        </h2>
        <dl className={styles.totals} data-testid="studio-totals">
          <Total label={t('metrics.views')} value={formatCount(locale, totals.views)} />
          <Total label={t('metrics.likes')} value={formatCount(locale, totals.likes)} />
          <Total label={t('metrics.comments')} value={formatCount(locale, totals.comments)} />
          <Total label={t('metrics.watch_ms')} value={formatWatchTime(t, totals.watch_ms)} />
          <Total label={t('metrics.watch_through')} value={formatShare(locale, watchThrough, t('none'))} />
        </dl>
      </section>

      <section aria-labelledby="studio-days" className={styles.section}>
        <h2 id="studio-days" className={styles.sectionTitle}>
          {t('dashboard.daysTitle', { count: range })}
        </h2>
        {hasActivity(days) ? (
          <Suspense fallback={<Spinner center label={t('loading')} />}>
            <StudioCharts days={days} />
          </Suspense>
        ) : (
          <EmptyState testId="studio-empty" text={noPosts ? t('dashboard.emptyNoPosts') : t('dashboard.emptyQuiet', { count: range })}>
            {noPosts && (
              <Link to="/upload" className={buttonClassName({ variant: 'primary' })}>
                <Upload aria-hidden="true" size={18} />
                {t('start.upload')}
              </Link>
            )}
          </EmptyState>
        )}
      </section>

      {!noPosts && (
        <section aria-labelledby="studio-posts" className={styles.section}>
          <h2 id="studio-posts" className={styles.sectionTitle}>
            {t('dashboard.postsTitle')}
          </h2>
          <PostTable posts={stats.data.posts} />
        </section>
      )}
    </div>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.total}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const COLUMNS: PostSortKey[] = ['title', 'views', 'likes', 'comments', 'watch_ms', 'watch_through'];

function PostTable({ posts }: { posts: PostStat[] }) {
  const { t } = useTranslation('studio');
  const locale = useLocale();
  const [sort, setSort] = useState<PostSort>({ key: 'views', direction: 'descending' });
  const rows = useMemo(() => sortPosts(posts, sort, locale), [posts, sort, locale]);
  const label = (key: PostSortKey) => (key === 'title' ? t('table.title') : t(`metrics.${key}`));

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="post-stats">
        <caption>
          {t('table.caption', { count: posts.length })}{' '}
          <span className="visually-hidden">
            {t('table.sortedBy', { column: label(sort.key), direction: t(`table.${sort.direction}`) })}
          </span>
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((key) => {
              const active = sort.key === key;
              const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
              return (
                <th key={key} scope="col" aria-sort={active ? sort.direction : 'none'} className={key === 'title' ? undefined : styles.numeric}>
                  <button type="button" className={styles.sortButton} onClick={() => setSort(nextSort(sort, key))} data-testid={`sort-${key}`}>
                    {label(key)}
                    <Icon aria-hidden="true" size={14} className={active ? styles.sortActive : styles.sortIdle} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((post) => (
            <tr key={post.id}>
              <th scope="row" className={styles.postTitle}>
                <Link to={`/post/${post.id}`}>{post.title}</Link>
              </th>
              <td className={styles.numeric}>{formatCount(locale, post.views)}</td>
              <td className={styles.numeric}>{formatCount(locale, post.likes)}</td>
              <td className={styles.numeric}>{formatCount(locale, post.comments)}</td>
              <td className={styles.numeric}>{formatWatchTime(t, post.watch_ms)}</td>
              <td className={styles.numeric}>{formatShare(locale, post.watch_through, t('none'))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
