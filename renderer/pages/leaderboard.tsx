import { Crown, Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod, type LeaderboardRow } from '../../common/contract/leaderboard';
import { useCreatorsLeaderboard } from '../features/leaderboard/queries';
import { Avatar, Page, PageHeader, Spinner } from '../ui';
import styles from './leaderboard.module.css';

const LIMIT = 20;

function Figures({ row }: { row: LeaderboardRow }) {
  const { t } = useTranslation('leaderboard');
  return (
    <span className={styles.figures}>
      {[t('figure.plays', { count: row.plays }), t('figure.favorites', { count: row.favorites }), t('figure.likes', { count: row.likes })].join(' · ')}
    </span>
  );
}

/** /leaderboard: the creators whose games people played, favoured and liked most over a period. */
export default function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period: LeaderboardPeriod = (LEADERBOARD_PERIODS as readonly string[]).includes(requested ?? '') ? (requested as LeaderboardPeriod) : 'month';
  const board = useCreatorsLeaderboard(period, LIMIT);
  const rows = board.data?.rows ?? [];
  const podium = rows.slice(0, 3);
  const rest = rows.slice(3);
  return (
    <Page testId="leaderboard-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div role="tablist" aria-label={t('period.label')} className={styles.tabs}>
        {LEADERBOARD_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={period === value}
            className={styles.tab}
            onClick={() => setParams(value === 'month' ? {} : { period: value })}
          >
            {t(`period.${value}`)}
          </button>
        ))}
      </div>
      {board.isPending && <Spinner center label={t('loading')} />}
      {board.data && rows.length === 0 && <p className={styles.muted}>{t('empty')}</p>}
      {podium.length > 0 && (
        <ol className={styles.podium} aria-label={t('podium')}>
          {podium.map((row) => (
            <li key={row.user.id} className={styles.place} data-rank={row.rank} data-testid="podium-place">
              <span className={styles.medal} aria-hidden="true">
                {row.rank === 1 ? <Crown size={22} /> : <Medal size={22} />}
              </span>
              <Link to={`/profile/${row.user.id}`} className={styles.person}>
                <Avatar src={row.user.image} name={row.user.name} size="lg" ringColor={row.user.profile_border ?? undefined} />
                <span className={styles.name}>{row.user.name}</span>
              </Link>
              <span className={styles.rank}>{t('rank', { rank: row.rank })}</span>
              <span className={styles.score}>{t('score', { count: row.score })}</span>
              <Figures row={row} />
            </li>
          ))}
        </ol>
      )}
      {rest.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="leaderboard-table">
            <caption>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.rank')}</th>
                <th scope="col">{t('columns.creator')}</th>
                <th scope="col">{t('columns.games')}</th>
                <th scope="col">{t('columns.plays')}</th>
                <th scope="col">{t('columns.favorites')}</th>
                <th scope="col">{t('columns.likes')}</th>
                <th scope="col">{t('columns.score')}</th>
              </tr>
            </thead>
            <tbody>
              {rest.map((row) => (
                <tr key={row.user.id}>
                  <td>{row.rank}</td>
                  <th scope="row">
                    <Link to={`/profile/${row.user.id}`}>{row.user.name}</Link>
                  </th>
                  <td>{row.games}</td>
                  <td>{row.plays}</td>
                  <td>{row.favorites}</td>
                  <td>{row.likes}</td>
                  <td>{row.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.muted}>{t('how')}</p>
    </Page>
  );
}
