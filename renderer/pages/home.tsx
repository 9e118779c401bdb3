import { useQuery } from '@tanstack/react-query';
import { Gift, Play, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Game } from '../../common/contract/games';
import { listGames } from '../api/games';
import { useSessionStore } from '../features/session/store';
import { currentLanguage } from '../i18n';
import { toBcp47 } from '../i18n/languages';
import { PlayButton } from '../features/launcher/PlayButton';
import { requestPlay } from '../features/wellbeing/gate';
import type { GamePageState } from './game';
import { Button, Card, Page, Spinner, useDocumentTitle } from '../ui';
import styles from './home.module.css';

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return hash;
}

/** "Im Browser spielen" on a card: the pre-play gate first, then the game page starts the game at once. */
function BrowserPlayButton({ game }: { game: Game }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const play = async () => {
    setAsking(true);
    try {
      const permission = await requestPlay({ id: game.id, name: game.name, age_rating: game.age_rating });
      if (!permission.proceed) return;
      const state: GamePageState = { autoplay: { moodBefore: permission.moodBefore } };
      void navigate(`/game/${game.id}`, { state });
    } finally {
      setAsking(false);
    }
  };
  return (
    <Button
      size="sm"
      icon={<Play />}
      loading={asking}
      className={styles.play}
      onClick={() => void play()}
      aria-label={t('playNamed', { name: game.name })}
      data-testid="card-play-in-browser"
    >
      {t('playInBrowser')}
    </Button>
  );
}

function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation('home');
  const [imageFailed, setImageFailed] = useState(false);
  const year = Number.isNaN(Date.parse(game.release_date))
    ? null
    : new Intl.DateTimeFormat(toBcp47(currentLanguage()), { year: 'numeric' }).format(new Date(game.release_date));
  const base = hue(game.name);
  return (
    <Card as="li" flush data-testid="game-card">
      <div
        className={styles.cover}
        style={
          {
            '--cover-from': `hsl(${base} 55% 42%)`,
            '--cover-to': `hsl(${(base + 40) % 360} 60% 16%)`,
          } as React.CSSProperties
        }
      >
        <Link to={`/game/${game.id}`} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
          {game.image && !imageFailed ? (
            <img src={game.image} alt="" loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
          ) : (
            <span className={styles.coverInitial}>{[...game.name][0]}</span>
          )}
        </Link>
        {game.has_active_giveaway && (
          <span className={styles.giveaway}>
            <Gift size={14} aria-hidden="true" />
            {t('giveaway')}
          </span>
        )}
        <span className={styles.age} data-testid="age-rating">
          <span aria-hidden="true">{t('ageShort', { age: game.age_rating })}</span>
          <span className="visually-hidden">{t('ageLong', { age: game.age_rating })}</span>
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={`/game/${game.id}`} className={styles.nameLink} data-testid="game-card-link">
            {game.name}
          </Link>
        </h3>
        <p className={styles.developer}>
          {year ? t('developerYear', { developer: game.developer, year }) : game.developer}
        </p>
        <p className={styles.description}>{game.description}</p>
        <ul className={styles.tags} aria-label={t('categories')}>
          {game.categories.map((category) => (
            <li key={category} className={styles.tag}>
              {category}
            </li>
          ))}
        </ul>
        {game.browser_build ? <BrowserPlayButton game={game} /> : <PlayButton game={game} size="sm" className={styles.play} />}
      </div>
    </Card>
  );
}

/** The start page of a logged-in user: a greeting and the game catalogue (GET /api/games). */
export default function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  const name = useSessionStore((state) => state.user?.name);
  const games = useQuery({ queryKey: ['games'], queryFn: listGames });
  const [category, setCategory] = useState<string | null>(null);

  const categories = useMemo(
    () => [...new Set((games.data ?? []).flatMap((game) => game.categories))].sort((a, b) => a.localeCompare(b)),
    [games.data],
  );
  const shown = (games.data ?? []).filter((game) => !category || game.categories.includes(category));

  return (
    <Page testId="home-page">
      <section className={styles.greeting} aria-labelledby="home-title">
        <div className={styles.greetingText}>
          <h1 id="home-title" className={styles.title}>
            {name ? t('greeting', { name }) : t('greetingAnonymous')}
          </h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
      </section>

      <section aria-labelledby="games-title">
        <div className={styles.sectionHead}>
          <h2 id="games-title" className={styles.h2}>
            {t('gamesTitle')}
          </h2>
          {games.data && (
            <p className={styles.count} aria-live="polite">
              {t('gamesCount', { count: shown.length })}
            </p>
          )}
        </div>

        {categories.length > 1 && (
          <ul className={styles.filters} aria-label={t('filterLabel')}>
            <li>
              <button
                type="button"
                className={styles.filter}
                aria-pressed={category === null}
                onClick={() => setCategory(null)}
              >
                {t('filterAll')}
              </button>
            </li>
            {categories.map((entry) => (
              <li key={entry}>
                <button
                  type="button"
                  className={styles.filter}
                  aria-pressed={category === entry}
                  onClick={() => setCategory(category === entry ? null : entry)}
                >
                  {entry}
                </button>
              </li>
            ))}
          </ul>
        )}

        {games.isPending && (
          <>
            <Spinner label={t('loading')} />
            <ul className={styles.grid} aria-hidden="true">
              {[0, 1, 2, 3, 4, 5].map((index) => (
                <li key={index} className={styles.skeleton} />
              ))}
            </ul>
          </>
        )}

        {games.isError && (
          <div className={styles.state} role="alert">
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" icon={<RefreshCw />} onClick={() => void games.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}

        {games.data && shown.length === 0 && (
          <div className={styles.state}>
            <p>{t('empty')}</p>
          </div>
        )}

        {shown.length > 0 && (
          <ul className={styles.grid}>
            {shown.map((game) => (
              <GameCard key={game.id} game={game} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
