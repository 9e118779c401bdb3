import { Eye, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Post } from '../../../../common/contract/posts';
import { Button, Spinner } from '../../../ui';
import { formatCount } from './FeedItem';
import styles from './PosterGrid.module.css';

export interface PosterGridProps {
  posts: Post[];
  pending: boolean;
  error: boolean;
  empty: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?(): void;
  onRetry(): void;
}

/** Posters of posts in a grid, each a link to /post/{id} (history, liked videos, the curated list, profiles). */
export function PosterGrid({ posts, pending, error, empty, hasMore, loadingMore, onMore, onRetry }: PosterGridProps) {
  const { t } = useTranslation('feed');
  if (pending) return <Spinner center label={t('loading')} />;
  if (error)
    return (
      <div className={styles.state}>
        <p>{t('error')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  if (posts.length === 0) return <p className={styles.state}>{empty}</p>;
  return (
    <>
      <ul className={styles.grid} data-testid="poster-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={`/post/${post.id}`} className={styles.card} data-testid="poster-card">
              {post.media ? (
                <img src={post.media.poster} alt="" loading="lazy" decoding="async" className={styles.image} />
              ) : (
                <span className={styles.image} aria-hidden="true" />
              )}
              {post.status !== 'ready' || post.hidden ? (
                // Only the author sees their unfinished, failed or hidden clips (own profile, studio lists).
                <span className={styles.badge} data-status={post.hidden ? 'hidden' : post.status} data-testid="poster-status">
                  {post.status === 'processing'
                    ? t('processing', { progress: post.progress })
                    : post.status === 'failed'
                      ? t('failed')
                      : t('hiddenBadge')}
                </span>
              ) : null}
              <span className={styles.caption}>
                <span className={styles.title}>{post.title}</span>
                <span className={styles.stats}>
                  <Eye size={14} aria-hidden="true" />
                  <span className="visually-hidden">{t('viewsLabel', { count: post.views })}</span>
                  <span aria-hidden="true">{formatCount(post.views)}</span>
                  <Heart size={14} aria-hidden="true" />
                  <span className="visually-hidden">{t('likeLabel', { count: post.likes })}</span>
                  <span aria-hidden="true">{formatCount(post.likes)}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {hasMore && onMore && (
        <div className={styles.more}>
          <Button variant="secondary" loading={loadingMore} onClick={onMore}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
