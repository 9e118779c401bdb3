import { Gamepad2, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui';
import type { SearchHit } from '../hits';
import styles from './HitRow.module.css';

/** What one result shows: picture, name or title, and a line about it. Layout only: the caller makes it a link or an option. */
export function HitRow({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  let picture: React.ReactNode;
  let title: string;
  let detail: string;
  switch (hit.group) {
    case 'users':
      picture = <Avatar src={hit.item.image} name={hit.item.name} ringColor={hit.item.profile_border} size="sm" />;
      title = hit.item.name;
      detail = hit.item.bio?.trim() || t('followers', { count: hit.item.followers_count });
      break;
    case 'posts':
      picture = hit.item.poster ? (
        <img src={hit.item.poster} alt="" loading="lazy" decoding="async" className={styles.poster} />
      ) : (
        <span className={styles.poster} aria-hidden="true">
          <Play size={16} />
        </span>
      );
      title = hit.item.title;
      detail = `${t('by', { name: hit.item.user.name })} · ${t('views', { count: hit.item.views })}`;
      break;
    case 'games':
      picture = hit.item.image ? (
        <img src={hit.item.image} alt="" loading="lazy" decoding="async" className={styles.game} />
      ) : (
        <span className={styles.game} aria-hidden="true">
          <Gamepad2 size={18} />
        </span>
      );
      title = hit.item.name;
      detail = [hit.item.developer, t('age', { age: hit.item.age_rating }), ...hit.item.categories.slice(0, 2)].join(' · ');
      break;
  }
  return (
    <span className={styles.row}>
      <span className={styles.picture}>{picture}</span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.detail}>{detail}</span>
      </span>
    </span>
  );
}
