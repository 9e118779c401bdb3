import { Check, Copy, Share } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_COPY_CONFIRMATION_MS } from '../../../common/constants';
import { Button, Dialog } from '../../ui';
import { postUrl, type SharablePost, shareLinks, sharePreview } from './rules';
import styles from './share.module.css';

/** Share dialog (spec §4, §9): link copy with a 1 s confirmation, X, Facebook, Reddit, the Web Share API. */
export function ShareDialog({ post, onClose }: { post: SharablePost | null; onClose(): void }) {
  const { t } = useTranslation('feed');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), SHARE_COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  useEffect(() => setCopied(false), [post?.id]);

  if (!post) return null;
  const url = postUrl(window.location.origin, post.id);
  const links = shareLinks(url, post);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      const field = document.getElementById('share-url') as HTMLInputElement | null;
      field?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };

  return (
    <Dialog open onClose={onClose} title={t('shareDialog.title')} closeLabel={t('close')} size="sm" testId="share-dialog">
      <div className={styles.preview}>
        <p className={styles.previewTitle}>{post.title}</p>
        {post.text && <p className={styles.previewText}>{sharePreview(post.text)}</p>}
      </div>
      <div className={styles.copyRow}>
        <label htmlFor="share-url" className="visually-hidden">
          {t('shareDialog.link')}
        </label>
        <input id="share-url" className={styles.url} value={url} readOnly onFocus={(event) => event.target.select()} />
        <Button variant={copied ? 'secondary' : 'primary'} icon={copied ? <Check /> : <Copy />} onClick={() => void copy()} data-testid="copy-link">
          {copied ? t('shareDialog.copied') : t('shareDialog.copy')}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t('shareDialog.copied') : ''}
      </p>
      <ul className={styles.targets}>
        <li>
          <a href={links.x} target="_blank" rel="noopener noreferrer" className={styles.target}>
            {t('shareDialog.x')}
          </a>
        </li>
        <li>
          <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={styles.target}>
            {t('shareDialog.facebook')}
          </a>
        </li>
        <li>
          <a href={links.reddit} target="_blank" rel="noopener noreferrer" className={styles.target}>
            {t('shareDialog.reddit')}
          </a>
        </li>
      </ul>
      {canShare && (
        <Button
          variant="ghost"
          icon={<Share />}
          onClick={() => void navigator.share({ title: post.title, text: sharePreview(post.text), url }).catch(() => {})}
        >
          {t('shareDialog.native')}
        </Button>
      )}
    </Dialog>
  );
}
