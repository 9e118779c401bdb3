import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ShareDialog } from '../features/share/ShareDialog';
import { FeedItem } from '../features/posts/components/FeedItem';
import { usePost } from '../features/posts/queries';
import type { Post } from '../../common/contract/posts';
import { useDocumentTitle } from '../ui';
import { useFeedStore } from '../features/posts/feed-store';
import { flushWatchTime } from '../features/posts/view-tracker';
import styles from './post.module.css';

const CommentsPanel = lazy(() => import('../features/comments/components/CommentsPanel'));

/** /post/{id}: the feed's player for one post, its comments open beside it (below on phones). */
export default function PostPage() {
  const { t } = useTranslation('feed');
  const id = Number(useParams().id);
  const post = usePost(id).data;
  const [sharing, setSharing] = useState<Post | null>(null);
  const arrived = useFeedStore((state) => state.arrived);
  useDocumentTitle(post?.title ?? t('homeTitle'));
  useEffect(() => {
    arrived();
    return () => flushWatchTime();
  }, [id, arrived]);
  if (!post) return null;
  return (
    <div className={styles.page} data-testid="post-page">
      <div className={styles.player}>
        <FeedItem
          post={post}
          index={0}
          current={0}
          live
          visible
          onOpenComments={() => document.getElementById('post-comments')?.focus()}
          onShare={setSharing}
          commentsOpen
        />
      </div>
      <div id="post-comments" tabIndex={-1} className={styles.comments}>
        <Suspense fallback={null}>
          <CommentsPanel post={post} onClose={() => {}} embedded />
        </Suspense>
      </div>
      <ShareDialog post={sharing} onClose={() => setSharing(null)} />
    </div>
  );
}
