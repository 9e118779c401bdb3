import { BadgeCheck, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import styles from './chat.module.css';

/** A partner's (or member's) key is not the one this device saw first: said at once (role="alert"), with what to do. */
export function KeyChangeWarning({ name, onCompare, onAccept }: { name: string; onCompare: () => void; onAccept: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.keyWarning} role="alert" data-testid="key-change-warning">
      <ShieldAlert size={20} aria-hidden className={styles.keyWarningIcon} />
      <div className={styles.keyWarningBody}>
        <p>{t('trust.changed', { name })}</p>
        <div className={styles.keyWarningActions}>
          <Button size="sm" icon={<ShieldCheck size={16} aria-hidden />} onClick={onCompare}>
            {t('trust.compare')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onAccept}>
            {t('trust.accept')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Small mark beside a name whose safety number was compared and marked as verified on this device. */
export function VerifiedBadge({ name }: { name: string }) {
  const { t } = useTranslation('chat');
  return (
    <span className={styles.verifiedBadge} title={t('trust.verifiedTitle', { name })}>
      <BadgeCheck size={14} aria-hidden /> {t('trust.verified')}
    </span>
  );
}
