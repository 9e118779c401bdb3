import { Ban, BellOff, Clapperboard, Lock, MessageCircle, PenLine, Sparkles, Upload, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ProfileAnswer } from '../../common/contract/profiles';
import { isApiError } from '../api/http';
import { REFERRAL_QUERY_PARAMETER, storeReferralId } from '../features/auth/google';
import { ErrorView, NotFoundView } from '../features/errors/ErrorView';
import { formatCount } from '../features/posts/components/FeedItem';
import { PosterGrid } from '../features/posts/components/PosterGrid';
import { EditProfileDialog } from '../features/profiles/components/EditProfileDialog';
import { ProfileMenu } from '../features/profiles/components/ProfileMenu';
import { SteamLink } from '../features/profiles/components/SteamLink';
import styles from '../features/profiles/components/profile.module.css';
import { useMorePosts, useProfile } from '../features/profiles/queries';
import { DonateButton } from '../features/boostz/components/DonateButton';
import { FollowButton } from '../features/social/components/FollowButton';
import { FriendButton } from '../features/social/components/FriendButton';
import { useUnblock } from '../features/social/queries';
import { useSessionStore } from '../features/session/store';
import { Avatar, Button, Page, Spinner, buttonClassName, useDocumentTitle } from '../ui';

type Games = ProfileAnswer['games'];

function GameList({ games, testId }: { games: Games; testId: string }) {
  return (
    <ul className={styles.games} data-testid={testId}>
      {games.map((game) => (
        <li key={game.id}>
          <Link to={`/game/${game.id}`} className={styles.game}>
            {game.image ? (
              <img src={game.image} alt="" loading="lazy" decoding="async" className={styles.gameImage} />
            ) : (
              <span className={styles.gameImage} aria-hidden="true" />
            )}
            <span className={styles.gameName}>{game.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Notice({ icon, title, text, children, testId }: { icon: React.ReactNode; title: string; text?: string; children?: React.ReactNode; testId: string }) {
  return (
    <section className={styles.notice} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <span className={styles.noticeIcon} aria-hidden="true">
        {icon}
      </span>
      <h2 id={`${testId}-title`} className={styles.noticeTitle}>
        {title}
      </h2>
      {text && <p className={styles.noticeText}>{text}</p>}
      {children}
    </section>
  );
}

/** Deleted, suspended or blocked: the same neutral words for every reason. */
function UnavailableView() {
  const { t } = useTranslation('people');
  useDocumentTitle(t('profile.unavailableTitle'));
  return (
    <Page narrow testId="profile-unavailable">
      <Notice icon={<UserX size={28} />} title={t('profile.unavailableTitle')} text={t('profile.unavailableText')} testId="unavailable">
        <Link to="/connect">{t('profile.findOthers')}</Link>
      </Notice>
    </Page>
  );
}

function Posts({ answer, id, viewer, name }: { answer: ProfileAnswer; id: number; viewer: number | null; name: string }) {
  const { t } = useTranslation('people');
  const [more, setMore] = useState(false);
  const further = useMorePosts(id, viewer, answer.nextCursor, more);
  const loaded = further.data?.pages.flatMap((page) => page.posts) ?? [];
  const seen = new Set(answer.posts.map((post) => post.id));
  const posts = [...answer.posts, ...loaded.filter((post) => !seen.has(post.id))];
  const lastPage = further.data?.pages.at(-1);
  const hasMore = lastPage ? lastPage.hasMore : answer.hasMore;
  return (
    <section aria-labelledby="profile-posts">
      <h2 id="profile-posts" className={styles.sectionTitle}>
        {t('profile.posts')}
      </h2>
      <PosterGrid
        posts={posts}
        pending={false}
        error={false}
        empty={t('profile.noPosts', { name })}
        hasMore={hasMore}
        loadingMore={further.isFetching}
        onMore={() => (more ? void further.fetchNextPage() : setMore(true))}
        onRetry={() => void further.refetch()}
      />
      {further.isError && !further.isFetching && (
        <p className={styles.empty} role="alert">
          {t('profile.moreFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void further.fetchNextPage()}>
            {t('profile.retry')}
          </Button>
        </p>
      )}
    </section>
  );
}

function Profile({ answer, id }: { answer: ProfileAnswer; id: number }) {
  const { t } = useTranslation(['people', 'common']);
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const [editing, setEditing] = useState(false);
  const unblock = useUnblock();
  const user = answer.user[0]!;
  const relation = answer.relationship;
  const self = relation.is_self || viewer === user.id;
  useDocumentTitle(user.name);

  const counts = [
    { key: 'followers', value: user.followers_count, testId: 'followers-count' },
    { key: 'following', value: user.following_count, testId: 'following-count' },
    { key: 'likes', value: user.total_likes, testId: 'likes-count' },
  ] as const;

  return (
    <Page testId="profile-page">
      <header className={styles.hero}>
        <Avatar src={user.image} name={user.name} size="lg" ringColor={user.profile_border} className={styles.avatar} />
        <div className={styles.head}>
          <div className={styles.nameRow}>
            <h1 className={styles.name} data-testid="profile-name">
              {user.name}
            </h1>
            {user.role === 'creator' && (
              <span className={styles.badge} data-testid="creator-badge">
                <Sparkles size={14} aria-hidden="true" />
                {t('profile.creator')}
              </span>
            )}
            {user.role === 'admin' && <span className={styles.badge}>{t('profile.team')}</span>}
            {!self && relation.follows_you && <span className={styles.followsYou}>{t('profile.followsYou')}</span>}
            {relation.muted && (
              <span className={styles.followsYou} data-testid="muted-badge">
                <BellOff size={12} aria-hidden="true" /> {t('mute.muted')}
              </span>
            )}
          </div>
          {user.bio && <p className={styles.bio} dir="auto">{user.bio}</p>}
          {user.steam_id && <SteamLink steamId={user.steam_id} verified={user.steam_verified} self={self} />}
          <dl className={styles.counts}>
            {counts.map(({ key, value, testId }) => (
              <div key={key} className={styles.count}>
                <dt>{t(`profile.count.${key}`, { count: value })}</dt>
                <dd data-testid={testId} data-value={value}>
                  {formatCount(value)}
                </dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions}>
            {self ? (
              <>
                {/* One's own page is a start for creating: a new clip, or the studio with its numbers. */}
                <Link to="/upload" className={buttonClassName()} data-testid="profile-upload">
                  <Upload size={18} aria-hidden /> {t('common:nav.upload')}
                </Link>
                <Link to="/studio" className={buttonClassName({ variant: 'secondary' })} data-testid="profile-studio">
                  <Clapperboard size={18} aria-hidden /> {t('common:nav.studio')}
                </Link>
                <Button variant="secondary" icon={<PenLine />} onClick={() => setEditing(true)} data-testid="edit-profile">
                  {t('profile.edit')}
                </Button>
              </>
            ) : relation.blocked ? null : (
              <>
                <FollowButton accountId={user.id} name={user.name} />
                <FriendButton
                  userId={user.id}
                  name={user.name}
                  friendship={relation.friendship}
                  requestId={relation.request_id}
                  canRequest={relation.can_request_friendship}
                />
                <DonateButton recipient={{ id: user.id, name: user.name, image: user.image, profile_border: user.profile_border }} />
                {viewer !== null && relation.can_message && (
                  <Link to={`/messages/${user.id}`} className={buttonClassName({ variant: 'secondary' })} data-testid="message-button">
                    <MessageCircle size={18} aria-hidden /> {t('profile.message')}
                  </Link>
                )}
              </>
            )}
            {!self && viewer !== null && (
              <ProfileMenu userId={user.id} name={user.name} blocked={relation.blocked} muted={relation.muted} />
            )}
          </div>
        </div>
      </header>

      {relation.blocked ? (
        <Notice icon={<Ban size={28} />} title={t('block.blockedTitle', { name: user.name })} text={t('block.blockedText', { name: user.name })} testId="blocked-notice">
          <Button variant="secondary" loading={unblock.isPending} onClick={() => unblock.mutate(user.id)} data-testid="unblock-button">
            {t('block.unblock')}
          </Button>
        </Notice>
      ) : answer.restricted ? (
        <Notice icon={<Lock size={28} />} title={t('profile.privateTitle')} text={t('profile.privateText', { name: user.name })} testId="private-notice">
          {/* Only when a request can be sent: not beside "Nimmt gerade keine Freundschaftsanfragen an" or a sent one. */}
          {relation.can_request_friendship && <p className={styles.noticeText}>{t('profile.privateAsk')}</p>}
        </Notice>
      ) : (
        <div className={styles.sections}>
          <Posts answer={answer} id={id} viewer={viewer} name={user.name} />
          {answer.games.length > 0 && (
            <section aria-labelledby="profile-games">
              <h2 id="profile-games" className={styles.sectionTitle}>
                {t('profile.games', { name: user.name })}
              </h2>
              <GameList games={answer.games} testId="profile-games-list" />
            </section>
          )}
          <section aria-labelledby="profile-favourites">
            <h2 id="profile-favourites" className={styles.sectionTitle}>
              {t('profile.favourites')}
            </h2>
            {answer.favorite_games.length > 0 ? (
              <GameList games={answer.favorite_games} testId="profile-favourites-list" />
            ) : (
              <p className={styles.empty}>{self ? t('profile.noFavouritesSelf') : t('profile.noFavourites', { name: user.name })}</p>
            )}
          </section>
        </div>
      )}
      {self && <EditProfileDialog open={editing} onClose={() => setEditing(false)} />}
    </Page>
  );
}

/** /profile/{id}: a person's page. */
export default function ProfilePage() {
  const { t } = useTranslation('people');
  const id = Number(useParams().id);
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const profile = useProfile(id, viewer);
  // An invitation link from /connect: a visitor who signs up from here is credited to the inviter.
  const referral = useSearchParams()[0].get(REFERRAL_QUERY_PARAMETER);
  useEffect(() => {
    if (referral && viewer === null) storeReferralId(referral);
  }, [referral, viewer]);

  const status = isApiError(profile.error) ? profile.error.status : null;
  // A later answer wins over the cached profile: blocked or deleted meanwhile means not available now.
  if (status === 404) return <NotFoundView />;
  if (status === 403) return <UnavailableView />;
  if (profile.data?.user[0]) return <Profile answer={profile.data} id={id} />;
  if (profile.data) return <NotFoundView />;
  if (profile.isPending) return <Spinner center label={t('profile.loading')} />;
  return (
    <ErrorView status={typeof status === 'number' ? status : null} title={t('profile.loadFailed')} message={t('profile.loadFailedText')} />
  );
}
