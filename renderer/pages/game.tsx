import { Gamepad2, MonitorDown, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Game } from '../../common/contract/games';
import type { Post } from '../../common/contract/posts';
import { categoryByName } from '../../common/rules/game-categories';
import { isApiError } from '../api/http';
import { ErrorView, NotFoundView } from '../features/errors/ErrorView';
import { useCategoryLabel } from '../features/games/category-label';
import { BrowserPlayer } from '../features/games/components/BrowserPlayer';
import type { GamePageState } from '../features/games/components/PlayInBrowserButton';
import { useGame } from '../features/games/queries';
import { useLauncherBridge } from '../features/launcher/bridge';
import { PlayButton } from '../features/launcher/PlayButton';
import { FavoriteButton } from '../features/play/components/FavoriteButton';
import { RatingStars } from '../features/play/components/RatingStars';
import { PosterGrid } from '../features/posts/components/PosterGrid';
import { GameUpdatesSection } from '../features/updates/components/GameUpdatesSection';
import { GameGiveawaySection } from '../features/giveaways/components/GameGiveawaySection';
import { useSessionStore } from '../features/session/store';
import { usePrePlayGate } from '../features/wellbeing';
import { sessionMinutes } from '../features/wellbeing/gate-rules';
import { reportPlayOnExit } from '../features/wellbeing/queries';
import { currentLanguage } from '../i18n';
import { toBcp47 } from '../i18n/languages';
import { Button, Page, Spinner, useDocumentTitle, useFocusOnReturn } from '../ui';
import styles from './game.module.css';

interface Session {
  startedAt: number;
  /** Milliseconds the page was hidden (the game pauses itself then): not counted as play time. */
  hiddenMs: number;
  hiddenSince: number | null;
  moodBefore: number | null;
}

/**
 * A browser session from start to end: the time between start and end, minus the time the tab was hidden, goes
 * to the same session-feedback flow the launcher uses (finishPlay: mood after when the goal asks for it, then
 * POST /api/gaming-goals/session-feedback and /api/lastPlayed), once, whether the player ends it or leaves the page;
 * closing the tab sends the play time with a keepalive request (no mood question then).
 */
function useBrowserSession(game: Pick<Game, 'id' | 'name'>) {
  const { finishPlay } = usePrePlayGate();
  const session = useRef<Session | null>(null);
  const [playing, setPlaying] = useState(false);

  const start = useCallback((moodBefore: number | null) => {
    session.current = { startedAt: Date.now(), hiddenMs: 0, hiddenSince: document.hidden ? Date.now() : null, moodBefore };
    setPlaying(true);
  }, []);

  /** Ends the running session and answers its minutes played (without hidden time), or null when none ran. */
  const stop = useCallback((): { minutes: number; moodBefore: number | null } | null => {
    const current = session.current;
    if (!current) return null;
    session.current = null;
    setPlaying(false);
    const now = Date.now();
    const hidden = current.hiddenMs + (current.hiddenSince === null ? 0 : now - current.hiddenSince);
    return { minutes: Math.max(0, now - current.startedAt - hidden) / 60_000, moodBefore: current.moodBefore };
  }, []);

  const end = useCallback(() => {
    const played = stop();
    if (played) void finishPlay({ game: { id: game.id, name: game.name }, ...played });
  }, [stop, finishPlay, game.id, game.name]);

  // Closing the tab or the window mid-game: no time to ask about the mood, but the play time still counts.
  useEffect(() => {
    const onPageHide = () => {
      const played = stop();
      if (!played || useSessionStore.getState().user === null) return;
      reportPlayOnExit({
        game_id: game.id,
        mood_before: played.moodBefore,
        mood_after: null,
        session_duration_minutes: sessionMinutes(played.minutes),
        additional_notes: null,
      });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [stop, game.id]);

  useEffect(() => {
    const onVisibility = () => {
      const current = session.current;
      if (!current) return;
      if (document.hidden) current.hiddenSince ??= Date.now();
      else if (current.hiddenSince !== null) {
        current.hiddenMs += Date.now() - current.hiddenSince;
        current.hiddenSince = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // Leaving the page (another route, another game) ends the session like "Beenden". Not on StrictMode's rehearsal
  // of an unmount in development, which sets the effect up again in the same task with the same `end`: that
  // would end and report a session the catalogue card had just started.
  const setUp = useRef<(() => void) | null>(null);
  useEffect(() => {
    setUp.current = end;
    return () => {
      setUp.current = null;
      queueMicrotask(() => {
        if (setUp.current !== end) end();
      });
    };
  }, [end]);

  return { playing, start, end };
}

function GameDetails({ game, posts }: { game: Game; posts: Post[] }) {
  const { t } = useTranslation('games');
  const { requestPlay } = usePrePlayGate();
  const location = useLocation();
  const navigate = useNavigate();
  const { playing, start, end } = useBrowserSession(game);
  const launcher = useLauncherBridge() !== null;
  const [asking, setAsking] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);
  useDocumentTitle(game.name);
  // Leaving the player removes the button that was pressed: the focus goes back to "play", not to the page.
  useFocusOnReturn(playing, playButton);

  // From a catalogue card: the card ran the gate; start once and forget the state (a reload does not restart).
  const autoplay = (location.state as GamePageState | null)?.autoplay;
  useEffect(() => {
    if (!autoplay || !game.browser_build) return;
    start(autoplay.moodBefore);
    void navigate('.', { replace: true, state: null });
  }, [autoplay, game.browser_build, navigate, start]);

  const playInBrowser = async () => {
    setAsking(true);
    try {
      const permission = await requestPlay({ id: game.id, name: game.name, age_rating: game.age_rating });
      if (permission.proceed) start(permission.moodBefore);
    } finally {
      setAsking(false);
    }
  };

  const categoryLabel = useCategoryLabel();
  const categoryHref = (name: string) => {
    const slug = categoryByName(name)?.slug;
    return slug ? `/play/category/${slug}` : '/games';
  };
  const formatRating = (value: number) =>
    new Intl.NumberFormat(toBcp47(currentLanguage()), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  const released = Number.isNaN(Date.parse(game.release_date))
    ? game.release_date
    : new Intl.DateTimeFormat(toBcp47(currentLanguage()), { dateStyle: 'long' }).format(new Date(game.release_date));

  return (
    <Page testId="game-page">
      {playing && game.browser_build ? (
        <section aria-label={t('player.label', { name: game.name })} className={styles.playing}>
          <h1 className={styles.playingTitle}>{game.name}</h1>
          <BrowserPlayer name={game.name} src={game.browser_build} onExit={end} />
        </section>
      ) : (
        <article className={styles.layout} aria-labelledby="game-title">
          <div className={styles.cover}>
            {game.image && !imageFailed ? (
              <img src={game.image} alt={t('coverAlt', { name: game.name })} onError={() => setImageFailed(true)} />
            ) : (
              <Gamepad2 aria-hidden="true" size={64} />
            )}
          </div>
          <div className={styles.info}>
            <h1 id="game-title" className={styles.title}>
              {game.name}
            </h1>
            <ul className={styles.tags} aria-label={t('categories')}>
              {game.categories.map((category) => (
                <li key={category} className={styles.tag}>
                  <Link to={categoryHref(category)}>{categoryLabel(category)}</Link>
                </li>
              ))}
              <li className={styles.age} data-testid="game-age-rating">
                {t('usk', { age: game.age_rating })}
              </li>
            </ul>
            <p className={styles.description}>{game.description}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('developer')}</dt>
                <dd>{game.developer}</dd>
              </div>
              <div>
                <dt>{t('publisher')}</dt>
                <dd>{game.publisher}</dd>
              </div>
              <div>
                <dt>{t('released')}</dt>
                <dd>{released}</dd>
              </div>
              <div>
                <dt>{t('ageRating')}</dt>
                <dd>{t('usk', { age: game.age_rating })}</dd>
              </div>
              <div>
                <dt>{t('rating')}</dt>
                <dd data-testid="game-rating">
                  {game.rating.average === null
                    ? t('notRated')
                    : t('ratingSummary', { average: formatRating(game.rating.average), count: game.rating.count })}
                </dd>
              </div>
            </dl>
            <div className={styles.mine}>
              <FavoriteButton gameId={game.id} name={game.name} count={game.favorites_count} />
              <RatingStars gameId={game.id} name={game.name} />
            </div>
            <div className={styles.actions}>
              {game.browser_build ? (
                <>
                  <Button
                    ref={playButton}
                    size="lg"
                    icon={<Play />}
                    loading={asking}
                    onClick={() => void playInBrowser()}
                    data-testid="play-in-browser"
                  >
                    {t('playInBrowser')}
                  </Button>
                  {/* Inside the desktop launcher a game that also runs on this computer (matched by its Steam app id
                      or a linked program) can start there too: the launcher's button says whether it is installed. */}
                  {launcher && <PlayButton game={game} size="lg" />}
                  <p className={styles.note}>{t('browserNote')}</p>
                </>
              ) : (
                <>
                  {/* Said before anything is asked: this game does not run here. The well-being gate comes when the
                      launcher starts it. */}
                  {!launcher && (
                    <p className={styles.requirement} data-testid="launcher-requirement">
                      <MonitorDown aria-hidden="true" className={styles.requirementIcon} />
                      <span>
                        <strong>{t('launcherRequired.title')}</strong> {t('launcherRequired.text')}{' '}
                        <Link to="/download" data-testid="launcher-requirement-download">
                          {t('launcherRequired.download')}
                        </Link>
                      </span>
                    </p>
                  )}
                  <PlayButton game={game} size="lg" />
                  {launcher && <p className={styles.note}>{t('launcherNote')}</p>}
                </>
              )}
            </div>
          </div>
        </article>
      )}
      {!playing && <GameGiveawaySection gameId={game.id} active={game.has_active_giveaway} />}
      {!playing && <GameUpdatesSection gameId={game.id} creatorId={game.creator_id} />}
      {!playing && (
        <section className={styles.clips} aria-labelledby="game-clips-title">
          <h2 id="game-clips-title" className={styles.sectionTitle}>
            {t('clipsTitle', { name: game.name })}
          </h2>
          {posts.length > 0 ? (
            <PosterGrid posts={posts} pending={false} error={false} empty="" onRetry={() => undefined} />
          ) : (
            <p className={styles.note}>
              {t('noClips')} <Link to="/upload">{t('uploadClip')}</Link>
            </p>
          )}
        </section>
      )}
    </Page>
  );
}

/** /game/{id}: a game of the catalogue, played in the browser when it has a browser build. */
export default function GamePage() {
  const { t } = useTranslation('games');
  const id = Number(useParams().id);
  const game = useGame(id);
  const status = isApiError(game.error) ? game.error.status : null;
  if (status === 404) return <NotFoundView />;
  if (game.data) return <GameDetails key={id} game={game.data.game} posts={game.data.gamePosts} />;
  if (game.isPending) return <Spinner center label={t('loading')} />;
  return <ErrorView status={typeof status === 'number' ? status : null} title={t('loadFailed')} />;
}
