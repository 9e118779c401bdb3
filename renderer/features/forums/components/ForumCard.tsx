import { Lock, MessageSquare, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForumSummary } from '../../../../common/contract/forums';
import { formatDateTime } from '../../studio/format';
import { useLocale } from '../../wellbeing/format';
import styles from './forums.module.css';

/** One thread in /foren: title, game, who opened it, how many posts, when it last moved. */
export function ForumCard({ forum }: { forum: ForumSummary }) {
  const { t } = useTranslation('forums');
  const locale = useLocale();
  return (
    <li className={styles.card} data-testid="forum-card">
      <div className={styles.cardTitleRow}>
        {forum.pinned && (
          <span className={styles.badge}>
            <Pin aria-hidden="true" size={14} />
            {t('list.pinned')}
          </span>
        )}
        {forum.locked && (
          <span className={styles.badge}>
            <Lock aria-hidden="true" size={14} />
            {t('list.locked')}
          </span>
        )}
        <Link to={`/foren/${forum.id}`} className={styles.cardTitle} dir="auto">
          {forum.title}
        </Link>
      </div>
      <p className={styles.muted}>
        <span>{forum.game ? forum.game.name : t('list.general')}</span>
        {' · '}
        <span>{t('list.by', { name: forum.user?.name ?? t('thread.unknownUser') })}</span>
        {' · '}
        <span className={styles.count}>
          <MessageSquare aria-hidden="true" size={14} /> {t('list.messages', { count: forum.messages_count })}
        </span>
        {' · '}
        <span>{t('list.lastActivity', { time: formatDateTime(locale, forum.last_activity_at) })}</span>
      </p>
    </li>
  );
}
