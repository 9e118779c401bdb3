import { Eye, Flag, Heart, MessageCircle, Play, Share2, Volume2, VolumeX } from 'lucide-react';
import { lazy, type Ref, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Post } from '../../../../common/contract/posts';
import { currentLanguage } from '../../../i18n';
import { numberFormat } from '../../../i18n/formats';
import { toBcp47 } from '../../../i18n/languages';
import { Avatar } from '../../../ui';
import { openSignIn } from '../../auth/open-sign-in';
import { DonateButton } from '../../boostz/components/DonateButton';
import { alreadyViewed, useLike, useUnlike, useView } from '../queries';
import { useReportDialog } from '../../reports/useReportDialog';
import { useSessionStore } from '../../session/store';
import { recordWatchTime, viewDue } from '../view-tracker';
import { preloadFor } from '../feed-rules';
import { useFeedStore } from '../feed-store';
import styles from './feed.module.css';

const VideoPlayer = lazy(() => import('../player/VideoPlayer'));

export function formatCount(value: number): string {
  return numberFormat(toBcp47(currentLanguage()), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export interface FeedItemProps {
  post: Post;
  index: number;
  current: number;
  /** Whether this slot may hold a <video> element (the §9 budget). */
  live: boolean;
  /** The current clip is visible enough to play (§9 thresholds). */
  visible: boolean;
  onOpenComments(post: Post): void;
  onShare(post: Post): void;
  commentsOpen?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * One clip of the feed: the player, the author and words over it ("Gesponsert" while its creator boosts it), the
 * action rail beside it (like, comments, share, donate to the author, report).
 */
export function FeedItem({ post, index, current, live, visible, onOpenComments, onShare, commentsOpen, ref }: FeedItemProps) {
  const { t } = useTranslation('feed');
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const muted = useFeedStore((state) => state.muted);
  const paused = useFeedStore((state) => state.paused);
  const setMuted = useFeedStore((state) => state.setMuted);
  const setPaused = useFeedStore((state) => state.setPaused);
  const pauseForSignIn = useFeedStore((state) => state.pauseForSignIn);
  const like = useLike();
  const unlike = useUnlike();
  const view = useView();
  const { report, dialog: reportDialog } = useReportDialog({ onSignInNeeded: pauseForSignIn });
  const [expanded, setExpanded] = useState(false);
  const [isPlaying, setIsPlaying] = useState(false);
  const played = useRef(0);

  const isCurrent = index === current;
  const hints = preloadFor(index, current);
  const playing = isCurrent && visible && !paused;
  const media = post.status === 'ready' ? post.media : null;

  const onWatched = useCallback(
    (seconds: number) => {
      recordWatchTime(post.id, seconds);
      played.current += seconds * 1000;
      if (!alreadyViewed(post.id) && viewDue(played.current)) view.mutate(post.id);
    },
    [post.id, view],
  );

  const toggleLike = () => {
    if (viewer === null) {
      pauseForSignIn();
      openSignIn();
      return;
    }
    if (post.my_like) {
      if (post.my_like.id > 0) unlike.mutate(post);
    } else if (!like.isPending) like.mutate(post);
  };

  const liked = post.my_like !== null;
  const titleId = `post-${post.id}-title`;

  return (
    <article
      ref={ref}
      className={styles.item}
      data-index={index}
      data-testid="feed-item"
      data-post-id={post.id}
      aria-labelledby={titleId}
      aria-current={isCurrent || undefined}
    >
      <div className={styles.frame}>
      <div className={styles.stage}>
        {media && live ? (
          <Suspense fallback={<img className={styles.poster} src={media.poster} alt="" />}>
            <VideoPlayer
              media={media}
              playing={playing}
              muted={muted}
              preload={hints.preload}
              source={hints.source}
              poster={hints.poster}
              label={post.title}
              onWatched={onWatched}
              onBlocked={() => setPaused(true)}
              onPlayingChange={setIsPlaying}
            />
          </Suspense>
        ) : media && hints.poster ? (
          <img className={styles.poster} src={media.poster} alt="" />
        ) : null}
        {post.status !== 'ready' && (
          <p className={styles.processing} role="status">
            {post.status === 'failed' ? t('failed') : t('processing', { progress: Math.round(post.progress) })}
          </p>
        )}
        {media && isCurrent && (
          <button
            type="button"
            className={styles.playToggle}
            aria-label={isPlaying ? t('pause') : t('play')}
            data-testid="play-toggle"
            onClick={() => setPaused(isPlaying)}
          >
            {!isPlaying && paused && (
              <span className={styles.bigPlay} aria-hidden="true">
                <Play size={40} />
              </span>
            )}
          </button>
        )}
        {media && isCurrent && (
          <button
            type="button"
            className={`${styles.unmute} ${muted ? styles.unmuteLoud : ''}`}
            onClick={() => setMuted(!muted)}
            aria-pressed={!muted}
            data-testid="mute-toggle"
          >
            {muted ? <VolumeX size={18} aria-hidden="true" /> : <Volume2 size={18} aria-hidden="true" />}
            <span className={muted ? undefined : 'visually-hidden'}>{muted ? t('unmute') : t('mute')}</span>
          </button>
        )}
      </div>

      <div className={styles.meta}>
        <div className={styles.authorRow}>
          <Link to={`/profile/${post.user.id}`} className={styles.author} aria-label={t('author', { name: post.user.name })}>
            <Avatar src={post.user.image} name={post.user.name} size="sm" ringColor={post.user.profile_border} />
            <span className={styles.authorName}>{post.user.name}</span>
          </Link>
          {post.sponsored && (
            <span className={styles.sponsored} data-testid="sponsored-label">
              {t('sponsored')}
            </span>
          )}
        </div>
        <h2 id={titleId} className={styles.title} dir="auto">
          {post.title}
        </h2>
        {post.text && (
          <p className={`${styles.text} ${expanded ? styles.textOpen : ''}`} dir="auto">
            {post.text}
          </p>
        )}
        {post.text.length > 90 && (
          <button type="button" className={styles.more} onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
            {expanded ? t('less') : t('more')}
          </button>
        )}
        {post.game && (
          <Link to={`/game/${post.game.id}`} className={styles.gameChip}>
            {post.game.name}
          </Link>
        )}
      </div>

      <div className={styles.rail}>
        <button
          type="button"
          className={`${styles.action} ${liked ? styles.liked : ''}`}
          aria-pressed={liked}
          aria-label={t('likeLabel', { count: post.likes })}
          onClick={toggleLike}
          data-testid="like-button"
        >
          <span className={styles.actionIcon}>
            <Heart aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
          </span>
          <span className={styles.actionCount} data-testid="like-count">
            {formatCount(post.likes)}
          </span>
        </button>
        <button
          type="button"
          className={styles.action}
          aria-label={t('commentsLabel', { count: post.comments })}
          aria-expanded={commentsOpen ?? false}
          onClick={() => onOpenComments(post)}
          data-testid="comments-button"
        >
          <span className={styles.actionIcon}>
            <MessageCircle aria-hidden="true" />
          </span>
          <span className={styles.actionCount}>{formatCount(post.comments)}</span>
        </button>
        <button
          type="button"
          className={styles.action}
          aria-label={t('share')}
          onClick={() => onShare(post)}
          data-testid="share-button"
        >
          <span className={styles.actionIcon}>
            <Share2 aria-hidden="true" />
          </span>
          <span className={styles.actionCount} aria-hidden="true">
            {t('shareShort')}
          </span>
        </button>
        {/* Visitors get the sign-in overlay from it: the clip pauses meanwhile, as for a like. Its texts are in the
            'boostz' namespace: while they load, only this action waits, not the clip. */}
        <div className={styles.railSlot} onClickCapture={viewer === null ? pauseForSignIn : undefined}>
          <Suspense fallback={null}>
            <DonateButton appearance="action" className={styles.action} recipient={post.user} postId={post.id} />
          </Suspense>
        </div>
        {viewer !== post.user.id && (
          <button
            type="button"
            className={styles.action}
            aria-label={t('report')}
            aria-haspopup="dialog"
            onClick={() => report({ type: 'post', id: post.id })}
            data-testid="report-button"
          >
            <span className={styles.actionIcon}>
              <Flag aria-hidden="true" />
            </span>
            <span className={styles.actionCount} aria-hidden="true">
              {t('reportShort')}
            </span>
          </button>
        )}
        <p className={styles.views}>
          <Eye size={18} aria-hidden="true" />
          <span aria-hidden="true">{formatCount(post.views)}</span>
          <span className="visually-hidden">{t('viewsLabel', { count: post.views })}</span>
        </p>
      </div>
      </div>
      {reportDialog}
    </article>
  );
}
