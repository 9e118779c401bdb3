import { BadgeCheck, CircleAlert, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { steamProfileUrl } from '../../../../common/rules/gaming-accounts';
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
        <span className={styles.verified} data-testid="profile-steam-verified">
          <BadgeCheck aria-hidden="true" size={12} />
          {t('profile.steamVerified')}
        </span>
      ) : (
        <span className={styles.unverified} title={t('profile.steamUnverifiedHint')} data-testid="profile-steam-unverified">
          <CircleAlert aria-hidden="true" size={12} />
          {t('profile.steamUnverified')}
        </span>
      )}
      {!verified && self && <Link to="/settings/connections">{t('profile.steamConfirm')}</Link>}
    </p>
  );
}
