import { BadgeCheck, CircleAlert, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { steamProfileUrl } from '../../../../common/rules/gaming-accounts';
import { Chip } from '../../../ui';
import styles from './SteamLink.module.css';

/**
 * The Steam account on a profile. An id typed by hand proves nothing (anyone can type anyone's id), so it says
 * "nicht bestätigt" unless Steam's sign-in confirmed it; on one's own profile with a way to confirm it.
 */
export function SteamLink({ steamId, verified, self }: { steamId: string; verified: boolean; self: boolean }) {
  const { t } = useTranslation('people');
  return (
    <p className={styles.steam} data-testid="profile-steam">
      <a href={steamProfileUrl(steamId)} target="_blank" rel="noreferrer noopener" className={styles.external}>
        {t('profile.steam')} <ExternalLink aria-hidden="true" size={14} />
      </a>
      {verified ? (
        <Chip tone="success" icon={<BadgeCheck aria-hidden="true" size={12} />} testId="profile-steam-verified">
          {t('profile.steamVerified')}
        </Chip>
      ) : (
        <Chip tone="warning" icon={<CircleAlert aria-hidden="true" size={12} />} title={t('profile.steamUnverifiedHint')} testId="profile-steam-unverified">
          {t('profile.steamUnverified')}
        </Chip>
      )}
      {!verified && self && <Link to="/settings/connections">{t('profile.steamConfirm')}</Link>}
    </p>
  );
}
