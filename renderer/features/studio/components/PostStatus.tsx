import { CircleAlert, CircleCheck, EyeOff, LoaderCircle, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../../../common/contract/posts';
import { useLocale } from '../../wellbeing/format';
import { formatDateTime } from '../format';
import styles from './PostStatus.module.css';

/**
 * A post's processing state in words, with a progress bar while it is processed (announced politely), and until
 * when it is sponsored while a boost runs.
 */
export function PostStatus({
  post,
  showHidden = false,
}: {
  post: Pick<Post, 'id' | 'status' | 'progress' | 'error' | 'hidden' | 'sponsored' | 'sponsored_until'>;
  showHidden?: boolean;
}) {
  const { t } = useTranslation('studio');
  const locale = useLocale();
  const progress = Math.max(0, Math.min(100, Math.round(post.progress)));
  return (
    <div className={styles.wrap} data-testid={`status-${post.id}`} data-status={post.status}>
      <div aria-live="polite" aria-atomic="true">
        {post.status === 'ready' && (
          <span className={`${styles.badge} ${styles.ready}`}>
            <CircleCheck aria-hidden="true" size={16} />
            {t('status.ready')}
          </span>
        )}
        {post.status === 'processing' && (
          <span className={`${styles.badge} ${styles.processing}`}>
            <LoaderCircle aria-hidden="true" size={16} className={styles.spin} />
            {t('status.processing', { progress })}
          </span>
        )}
        {post.status === 'failed' && (
          <span className={`${styles.badge} ${styles.failed}`}>
            <CircleAlert aria-hidden="true" size={16} />
            {post.error ? t('status.failedReason', { reason: post.error }) : t('status.failed')}
          </span>
        )}
      </div>
      {post.status === 'processing' && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label={t('status.progressLabel')}
        >
          <div className={styles.bar} style={{ inlineSize: `${progress}%` }} />
        </div>
      )}
      {showHidden && post.hidden && (
        <span className={`${styles.badge} ${styles.hidden}`}>
          <EyeOff aria-hidden="true" size={16} />
          {t('status.hidden')}
        </span>
      )}
      {post.sponsored && post.sponsored_until && (
        <span className={`${styles.badge} ${styles.sponsored}`} data-testid={`sponsored-${post.id}`}>
          <Rocket aria-hidden="true" size={16} />
          {t('status.sponsoredUntil', { time: formatDateTime(locale, post.sponsored_until) })}
        </span>
      )}
    </div>
  );
}
