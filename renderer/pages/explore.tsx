import { Flame, Gamepad2, Play, Sparkles, TrendingUp, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Creator, FriendsPlaying } from '../../common/contract/explore';
import { openSignIn } from '../features/auth/open-sign-in';
import { useCategoryLabel } from '../features/games/category-label';
import { useGamesByCategory } from '../features/games/queries';
import { GameTile } from '../features/play/components/GameTile';
import { useFriendsPlaying } from '../features/play/queries';
import { FeedView } from '../features/posts/components/FeedView';
import { PosterGrid } from '../features/posts/components/PosterGrid';
import { useTrendingClips } from '../features/posts/queries';
import { useSessionStore } from '../features/session/store';
import { FollowButton } from '../features/social/components/FollowButton';
import people from '../features/social/components/people.module.css';
import { useRisingCreators } from '../features/social/queries';
import { useLocale } from '../features/wellbeing/format';
import { Avatar, Button, buttonClassName, Page, PageHeader, Spinner, useDocumentTitle } from '../ui';
import styles from './explore.module.css';

// /explore ("Entdecken"): discovery of its own, not the start page's feed. What is trending, creators on the rise,
// games by category and what friends play; each section loads on its own. The feed stays one tap away, at
// /explore?view=clips, for everyone (visitors included, who have no start page).

function Section({
  id,
  title,
  icon,
  lead,
  action,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`explore-${id}-title`} data-testid={`explore-${id}`}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={`explore-${id}-title`} className={styles.sectionTitle}>
            <span className={styles.sectionIcon} aria-hidden="true">
              {icon}
            </span>
            {title}
          </h2>
          {lead && <p className={styles.sectionLead}>{lead}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The pending and failed states every section shares. */
function Loading({
  query,
  label,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  label: string;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('feed');
  if (query.isPending) return <Spinner center label={label} />;
  if (query.isError)
    return (
      <div className={styles.empty} role="alert">
        <p>{t('explore.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return <>{children()}</>;
}

function Trending({ viewer }: { viewer: number | null }) {
  const { t } = useTranslation('feed');
  const trending = useTrendingClips(viewer);
  return (
    <Section id="trending" title={t('explore.trending.title')} icon={<Flame size={20} />} lead={t('explore.trending.lead')}>
      <div className={styles.posters}>
        <PosterGrid
          posts={trending.data?.posts ?? []}
          pending={trending.isPending}
          error={trending.isError}
          empty={t('explore.trending.empty')}
          onRetry={() => void trending.refetch()}
        />
      </div>
    </Section>
  );
}

function CreatorCard({ creator, self }: { creator: Creator; self: boolean }) {
  const { t } = useTranslation(['feed', 'people']);
  const Icon = creator.reason === 'new' ? Sparkles : TrendingUp;
  return (
    <li>
      <article className={people.card} data-testid="creator-card" data-user-id={creator.id} aria-labelledby={`creator-${creator.id}`}>
        <Link to={`/profile/${creator.id}`} className={people.cardPerson}>
          <Avatar src={creator.image} name={creator.name} size="lg" ringColor={creator.profile_border} />
          <span id={`creator-${creator.id}`} className={people.personName}>
            {creator.name}
          </span>
        </Link>
        <span className={people.reason} data-testid="creator-reason" data-reason={creator.reason}>
          <Icon size={14} aria-hidden="true" />
          {creator.reason === 'new' ? t('explore.creators.new') : t('explore.creators.rising')}
        </span>
        <p className={people.personMeta}>
          {creator.new_followers > 0
            ? t('explore.creators.newFollowers', { count: creator.new_followers })
            : t('people:connect.followers', { count: creator.followers_count })}
          {' · '}
          {t('explore.creators.clips', { count: creator.clips })}
        </p>
        {!self && (
          <div className={people.cardActions}>
            <FollowButton accountId={creator.id} name={creator.name} size="sm" />
          </div>
        )}
      </article>
    </li>
  );
}

function Creators({ viewer }: { viewer: number | null }) {
  const { t } = useTranslation('feed');
  const creators = useRisingCreators(viewer);
  return (
    <Section id="creators" title={t('explore.creators.title')} icon={<TrendingUp size={20} />} lead={t('explore.creators.lead')}>
      <Loading query={creators} label={t('explore.creators.title')}>
        {() =>
          creators.data!.creators.length === 0 ? (
            <p className={styles.empty}>{t('explore.creators.empty')}</p>
          ) : (
            <ul className={styles.creators}>
              {creators.data!.creators.map((creator) => (
                <CreatorCard key={creator.id} creator={creator} self={creator.id === viewer} />
              ))}
            </ul>
          )
        }
      </Loading>
    </Section>
  );
}

function GamesByCategory() {
  const { t } = useTranslation('feed');
  const categoryLabel = useCategoryLabel();
  const games = useGamesByCategory();
  return (
    <Section id="games" title={t('explore.games.title')} icon={<Gamepad2 size={20} />}>
      <Loading query={games} label={t('explore.games.title')}>
        {() =>
          games.data!.categories.length === 0 ? (
            <p className={styles.empty}>{t('explore.games.empty')}</p>
          ) : (
            <div className={styles.categories}>
              {games.data!.categories.map((category) => (
                <div key={category.slug} className={styles.category} data-testid="explore-category" data-category={category.slug}>
                  <div className={styles.categoryHead}>
                    <h3 className={styles.categoryTitle}>{categoryLabel(category.slug)}</h3>
                    <Link
                      to={`/play/category/${category.slug}`}
                      className={styles.more}
                      aria-label={t('explore.games.allLabel', { category: categoryLabel(category.slug) })}
                    >
                      {t('explore.games.all')}
                    </Link>
                  </div>
                  <ul className={styles.row}>
                    {category.games.map((game) => (
                      <GameTile key={game.id} game={game} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )
        }
      </Loading>
    </Section>
  );
}

/** "Kim, Pia und Sophie", or "Kim, Pia, Sophie, Ben und 2 weitere", then the play time. */
function FriendsNote({ entry }: { entry: FriendsPlaying }) {
  const { t } = useTranslation('feed');
  const locale = useLocale();
  const names = entry.friends.map((friend) => friend.name);
  const rest = entry.friends_count - names.length;
  const who =
    rest > 0
      ? `${new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(names)} ${t('explore.friends.more', { count: rest })}`
      : new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return (
    <span className={styles.friendsNote}>
      <span className={styles.faces} aria-hidden="true">
        {entry.friends.map((friend) => (
          <Avatar key={friend.id} src={friend.image} name={friend.name} size="xs" ringColor={friend.profile_border} />
        ))}
      </span>
      <span>
        {who}
        {entry.minutes > 0 && (
          <>
            {' · '}
            {t('explore.friends.minutes', { count: entry.minutes })}
          </>
        )}
      </span>
    </span>
  );
}

function FriendsPlay({ viewer }: { viewer: number | null }) {
  const { t } = useTranslation('feed');
  const friends = useFriendsPlaying();
  return (
    <Section id="friends" title={t('explore.friends.title')} icon={<UsersRound size={20} />}>
      {viewer === null ? (
        <div className={styles.empty}>
          <p>{t('explore.friends.visitor')}</p>
          <Button variant="secondary" onClick={() => openSignIn()}>
            {t('explore.friends.signIn')}
          </Button>
        </div>
      ) : (
        <Loading query={friends} label={t('explore.friends.title')}>
          {() =>
            friends.data!.games.length === 0 ? (
              <div className={styles.empty} data-testid="explore-friends-empty">
                <p>{t('explore.friends.empty')}</p>
                <Link to="/connect" className={buttonClassName({ variant: 'secondary' })}>
                  {t('explore.friends.findPeople')}
                </Link>
              </div>
            ) : (
              <ul className={styles.row}>
                {friends.data!.games.map((entry) => (
                  <GameTile key={entry.game.id} game={entry.game} note={<FriendsNote entry={entry} />} />
                ))}
              </ul>
            )
          }
        </Loading>
      )}
    </Section>
  );
}

function Discover() {
  const { t } = useTranslation('feed');
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  return (
    <Page testId="explore-page">
      <PageHeader
        title={t('exploreTitle')}
        lead={t('explore.lead')}
        actions={
          <Link to="/explore?view=clips" className={buttonClassName({})} data-testid="explore-watch-clips">
            <Play size={18} aria-hidden="true" />
            {t('explore.watchClips')}
          </Link>
        }
      />
      <div className={styles.sections}>
        <Trending viewer={viewer} />
        <Creators viewer={viewer} />
        <FriendsPlay viewer={viewer} />
        <GamesByCategory />
      </div>
    </Page>
  );
}

/** /explore?view=clips: the vertical feed, for everyone (visitors see „Für dich“ only). */
function Clips() {
  const { t } = useTranslation('feed');
  useDocumentTitle(t('exploreTitle'));
  return (
    <>
      <h1 className="visually-hidden">{t('exploreTitle')}</h1>
      <FeedView label={t('feedLabel')} />
    </>
  );
}

export default function ExplorePage() {
  const [search] = useSearchParams();
  return search.get('view') === 'clips' ? <Clips /> : <Discover />;
}
