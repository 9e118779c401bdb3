import { Flame, Gamepad2, Heart, History, Megaphone, RefreshCw, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecommendedGame } from '../../common/contract/play';
import { useFeatureFlag } from '../features/flags/queries';
import { useCategoryLabel } from '../features/games/category-label';
import { GameTile } from '../features/play/components/GameTile';
import { useHighlightStore } from '../features/play/highlight';
import { useGiveawayBadges } from '../features/giveaways/queries';
import { usePlayDashboard, useRecommendedGames, useTrendingGames } from '../features/play/queries';
import { useSessionStore } from '../features/session/store';
import { openSignIn } from '../features/auth/open-sign-in';
import { formatDate, formatRelative, useLocale } from '../features/wellbeing/format';
import { Button, Page, PageHeader, Spinner } from '../ui';
import styles from './play.module.css';

function Section({ title, icon, children, action, testId }: { title: string; icon: ReactNode; children: ReactNode; action?: ReactNode; testId: string }) {
  const id = `play-${testId}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          <span className={styles.sectionIcon} aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function useReason() {
  const { t } = useTranslation('play');
  const categoryLabel = useCategoryLabel();
  return (entry: RecommendedGame) =>
    entry.reason === 'category' && entry.category
      ? t('reason.category', { category: categoryLabel(entry.category) })
      : entry.reason === 'friends'
        ? t('reason.friends')
        : t('reason.popular');
}

function Highlight({ entry }: { entry: RecommendedGame }) {
  const { t } = useTranslation('play');
  const reason = useReason();
  return (
    <section className={styles.highlight} aria-labelledby="play-highlight" data-testid="play-highlight">
      {entry.game.image && <img src={entry.game.image} alt="" className={styles.highlightImage} />}
      <div className={styles.highlightText}>
        <p className={styles.highlightEyebrow}>
          <Sparkles aria-hidden="true" size={16} /> {t('highlight.eyebrow')}
        </p>
        <h2 id="play-highlight" className={styles.highlightTitle}>
          {entry.game.name}
        </h2>
        <p className={styles.highlightLead}>{reason(entry)}</p>
        <Link to={`/game/${entry.game.id}`} className={styles.highlightLink}>
          {t('highlight.open')}
        </Link>
      </div>
    </section>
  );
}

/** A visitor: what the dashboard would be, and popular games to start with. */
function SignedOut() {
  const { t } = useTranslation('play');
  const recommended = useRecommendedGames();
  return (
    <Page testId="play-page">
      <PageHeader title={t('title')} lead={t('signedOut.lead')} actions={<Button onClick={openSignIn}>{t('signedOut.signIn')}</Button>} />
      {recommended.data && (
        <Section title={t('signedOut.popular')} icon={<Flame size={20} />} testId="play-popular">
          <ul className={styles.row}>
            {recommended.data.recommendedGames.map((entry) => (
              <GameTile key={entry.game.id} game={entry.game} />
            ))}
          </ul>
        </Section>
      )}
    </Page>
  );
}

/** /play: the play dashboard — continue, favourites, recommendations, trends (flag) and news of favourites. */
export default function PlayPage() {
  const signedIn = useSessionStore((state) => state.user !== null);
  return signedIn ? <Dashboard /> : <SignedOut />;
}

function Dashboard() {
  const { t } = useTranslation('play');
  const locale = useLocale();
  const dashboard = usePlayDashboard();
  const trendingOn = useFeatureFlag('trending_games_feature');
  const trending = useTrendingGames(trendingOn);
  const reason = useReason();
  const checkHighlight = useHighlightStore((state) => state.check);
  const [highlightOn, setHighlightOn] = useState(false);
  useEffect(() => setHighlightOn(checkHighlight()), [checkHighlight]);

  const data = dashboard.data;
  // Which shown games have a giveaway running (batch check, kept 5 minutes).
  const shownIds = data
    ? [...data.lastPlayed, ...data.favoriteGames, ...data.recommendedGames].map((entry) => entry.game.id)
    : [];
  const badges = useGiveawayBadges(shownIds);
  const hasGiveaway = (id: number) => badges.data?.data[String(id)]?.has_active_giveaway ?? false;
  const highlighted = highlightOn ? data?.recommendedGames[0] : undefined;
  const recommended = highlighted ? (data?.recommendedGames.slice(1) ?? []) : (data?.recommendedGames ?? []);

  return (
    <Page testId="play-page">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <Link to="/games" className={styles.headerLink}>
            <Gamepad2 aria-hidden="true" size={18} />
            {t('browseAll')}
          </Link>
        }
      />
      {dashboard.isPending && <Spinner center label={t('loading')} />}
      {dashboard.isError && (
        <div className={styles.state} role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" icon={<RefreshCw />} onClick={() => void dashboard.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {data && (
        <div className={styles.sections}>
          {highlighted && <Highlight entry={highlighted} />}

          {data.lastPlayed.length > 0 && (
            <Section title={t('continue.title')} icon={<History size={20} />} testId="play-continue">
              <ul className={styles.row}>
                {data.lastPlayed.map((entry) => (
                  <GameTile key={entry.game.id} game={entry.game} giveaway={hasGiveaway(entry.game.id)} note={t('continue.played', { when: formatRelative(locale, entry.played_at) })} />
                ))}
              </ul>
            </Section>
          )}

          <Section title={t('favorites.title')} icon={<Heart size={20} />} testId="play-favorites">
            {data.favoriteGames.length > 0 ? (
              <ul className={styles.row}>
                {data.favoriteGames.map((entry) => (
                  <GameTile key={entry.game.id} game={entry.game} giveaway={hasGiveaway(entry.game.id)} />
                ))}
              </ul>
            ) : (
              <div className={styles.empty}>
                <p>{t('favorites.empty')}</p>
                <Link to="/games">{t('favorites.discover')}</Link>
              </div>
            )}
          </Section>

          {recommended.length > 0 && (
            <Section title={t('recommended.title')} icon={<Sparkles size={20} />} testId="play-recommended">
              <ul className={styles.row}>
                {recommended.map((entry) => (
                  <GameTile key={entry.game.id} game={entry.game} giveaway={hasGiveaway(entry.game.id)} note={reason(entry)} />
                ))}
              </ul>
            </Section>
          )}

          {trendingOn && trending.data && trending.data.trendingGames.length > 0 && (
            <Section title={t('trending.title')} icon={<Flame size={20} />} testId="play-trending">
              <ul className={styles.row}>
                {trending.data.trendingGames.map((entry) => (
                  <GameTile
                    key={entry.game.id}
                    game={entry.game}
                    note={entry.pinned ? t('trending.pinned') : t('trending.plays', { count: entry.plays })}
                  />
                ))}
              </ul>
            </Section>
          )}

          <Section title={t('updates.title')} icon={<Megaphone size={20} />} testId="play-updates">
            {data.recentUpdates.length > 0 ? (
              <ul className={styles.updates}>
                {data.recentUpdates.map((update) => (
                  <li key={update.id} className={styles.update}>
                    <Link to={`/game/${update.game_id}`} className={styles.updateGame}>
                      {update.game.name}
                    </Link>
                    <p className={styles.updateTitle}>
                      {update.version && <span className={styles.version}>{update.version}</span>}
                      {update.title}
                    </p>
                    <p className={styles.updateMeta}>{formatDate(locale, update.created_at)}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.emptyText}>{t('updates.empty')}</p>
            )}
          </Section>

          <p className={styles.oldLayout}>
            <Link to="/playOld">{t('oldLayout')}</Link>
          </p>
        </div>
      )}
    </Page>
  );
}
