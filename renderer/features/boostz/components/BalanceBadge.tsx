import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../session/store';
import styles from './boostz.module.css';
import { localeOf } from '../../../i18n/languages';

/** The signed-in user's balance, linking to /boostz (statement and buying). Nothing for visitors. */
export function BalanceBadge() {
  const { t, i18n } = useTranslation('boostz');
  const boostz = useSessionStore((state) => state.user?.boostz ?? null);
  if (boostz === null) return null;
  return (
    <Link to="/boostz" className={styles.balance} data-testid="balance-badge" aria-label={t('balance', { amount: boostz.toLocaleString(localeOf(i18n.language)) })}>
      <Coins aria-hidden="true" />
      {boostz.toLocaleString(localeOf(i18n.language))}
    </Link>
  );
}
