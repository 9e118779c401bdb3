import { useQuery } from '@tanstack/react-query';
import { Clapperboard, LayoutDashboard, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formErrorOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { formatCount, formatShare, formatWatchTime } from '../../features/studio/format';
import { studioContentQuery, studioStatsQuery } from '../../features/studio/queries';
import { averageWatchThrough } from '../../features/studio/stats';
import { useLocale } from '../../features/wellbeing/format';
import { buttonClassName, Page, PageHeader, Spinner } from '../../ui';
import styles from './studio.module.css';
import cards from '../../ui/link-cards.module.css';

// /studio: the creator's welcome. Signed in: the totals of the last 28 days and the way on; a creator
// without posts gets a friendly start towards /upload. Visitors see what the studio is and where to sign in.

const OVERVIEW_DAYS = 28;

export default function StudioIndexPage() {
  const { t } = useTranslation('studio');
  const user = useSessionStore((state) => state.user);
  return (
    <Page testId="studio-index">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={user ? t('index.titleUser', { name: user.name }) : t('index.title')}
        documentTitle={t('index.title')}
        lead={t('index.lead')}
      />
      {user ? (
        <Overview userId={user.id} />
      ) : (
        <div className={styles.hero}>
          <h2>{t('index.visitorTitle')}</h2>
          <p>{t('index.visitorText')}</p>
          <Link to="/welcome?next=%2Fstudio" className={buttonClassName({ variant: 'primary' })}>
            {t('index.signIn')}
          </Link>
        </div>
      )}
    </Page>
  );
}

function Overview({ userId }: { userId: number }) {
  const { t } = useTranslation('studio');
  const locale = useLocale();
  const content = useQuery(studioContentQuery(userId));
  const stats = useQuery(studioStatsQuery(userId, OVERVIEW_DAYS));

  if (content.isPending) return <Spinner center label={t('loading')} />;
  if (content.isError)
    return (
      <p role="alert" className={styles.state}>
        {formErrorOf(content.error, t('loadFailed'))}
      </p>
    );

  const posts = content.data;
  const processing = posts.filter((post) => post.status === 'processing').length;

  return (
    <div className={styles.sections}>
      {posts.length === 0 ? (
        <div className={styles.hero} data-testid="studio-start">
          <h2>{t('start.title')}</h2>
          <p>{t('start.text')}</p>
          <Link to="/upload" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
            <Upload aria-hidden="true" size={20} />
            {t('start.upload')}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="studio-overview" className={styles.section}>
          <h2 id="studio-overview" className={styles.sectionTitle}>
            {t('index.totalsTitle', { count: OVERVIEW_DAYS })}
          </h2>
          {stats.data ? (
            <dl className={styles.totals} data-testid="studio-totals">
              <Total label={t('metrics.views')} value={formatCount(locale, stats.data.totals.views)} />
              <Total label={t('metrics.likes')} value={formatCount(locale, stats.data.totals.likes)} />
              <Total label={t('metrics.comments')} value={formatCount(locale, stats.data.totals.comments)} />
              <Total label={t('metrics.watch_ms')} value={formatWatchTime(t, stats.data.totals.watch_ms)} />
              <Total
                label={t('metrics.watch_through')}
                value={formatShare(locale, averageWatchThrough(stats.data.posts), t('none'))}
              />
            </dl>
          ) : stats.isError ? (
            <p role="alert">{formErrorOf(stats.error, t('loadFailed'))}</p>
          ) : (
            <Spinner label={t('loading')} />
          )}
          <p className={cards.linkText}>
            {t('index.postCount', { count: posts.length })}
            {processing > 0 && ` ${t('index.processingCount', { count: processing })}`}
          </p>
        </section>
      )}

      <nav aria-label={t('index.linksLabel')}>
        <ul className={cards.links}>
          <li>
            <Link to="/studio/dashboard" className={cards.linkCard}>
              <span className={cards.linkTitle}>
                <LayoutDashboard aria-hidden="true" size={20} />
                {t('dashboard.title')}
              </span>
              <span className={cards.linkText}>{t('index.dashboardText')}</span>
            </Link>
          </li>
          <li>
            <Link to="/studio/inhalte" className={cards.linkCard}>
              <span className={cards.linkTitle}>
                <Clapperboard aria-hidden="true" size={20} />
                {t('content.title')}
              </span>
              <span className={cards.linkText}>{t('index.contentText')}</span>
            </Link>
          </li>
          <li>
            <Link to="/upload" className={cards.linkCard}>
              <span className={cards.linkTitle}>
                <Upload aria-hidden="true" size={20} />
                {t('index.uploadTitle')}
              </span>
              <span className={cards.linkText}>{t('index.uploadText')}</span>
            </Link>
          </li>
        </ul>
      </nav>
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
