import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayDashboard } from '../features/play/queries';
import { formatDate, useLocale } from '../features/wellbeing/format';
import { Page, PageHeader, Spinner } from '../ui';
import styles from './play.module.css';

/**
 * /playOld: the previous dashboard layout, kept for those who prefer it: the same four lists as /play as plain
 * lists of links, no covers, no carousels (also the lightest page to use with a screen reader).
 */
export default function PlayOldPage() {
  const { t } = useTranslation('play');
  const locale = useLocale();
  const dashboard = usePlayDashboard();
  const data = dashboard.data;
  return (
    <Page narrow testId="play-old-page">
      <PageHeader title={t('old.title')} lead={t('old.lead')} actions={<Link to="/play">{t('old.newLayout')}</Link>} />
      {dashboard.isPending && <Spinner center label={t('loading')} />}
      {dashboard.isError && <p role="alert">{t('loadFailed')}</p>}
      {data && (
        <div className={styles.sections}>
          <section aria-labelledby="old-continue">
            <h2 id="old-continue" className={styles.sectionTitle}>
              {t('continue.title')}
            </h2>
            {data.lastPlayed.length ? (
              <ul className={styles.list}>
                {data.lastPlayed.map((entry) => (
                  <li key={entry.game.id}>
                    <Link to={`/game/${entry.game.id}`}>{entry.game.name}</Link> · {formatDate(locale, entry.played_at)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.emptyText}>{t('continue.empty')}</p>
            )}
          </section>
          <section aria-labelledby="old-favorites">
            <h2 id="old-favorites" className={styles.sectionTitle}>
              {t('favorites.title')}
            </h2>
            {data.favoriteGames.length ? (
              <ul className={styles.list}>
                {data.favoriteGames.map((entry) => (
                  <li key={entry.game.id}>
                    <Link to={`/game/${entry.game.id}`}>{entry.game.name}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.emptyText}>{t('favorites.empty')}</p>
            )}
          </section>
          <section aria-labelledby="old-recommended">
            <h2 id="old-recommended" className={styles.sectionTitle}>
              {t('recommended.title')}
            </h2>
            <ul className={styles.list}>
              {data.recommendedGames.map((entry) => (
                <li key={entry.game.id}>
                  <Link to={`/game/${entry.game.id}`}>{entry.game.name}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="old-updates">
            <h2 id="old-updates" className={styles.sectionTitle}>
              {t('updates.title')}
            </h2>
            {data.recentUpdates.length ? (
              <ul className={styles.list}>
                {data.recentUpdates.map((update) => (
                  <li key={update.id}>
                    {update.game.name}: {update.title} · {formatDate(locale, update.created_at)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.emptyText}>{t('updates.empty')}</p>
            )}
          </section>
        </div>
      )}
    </Page>
  );
}
