import { Download, ExternalLink, HeartPulse, MousePointerClick, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '../../../common/contract/games';
import { buttonClassName, Dialog } from '../../ui';
import styles from './Launcher.module.css';
import { launchLink } from './links';

export interface InstallDialogProps {
  open: boolean;
  onClose: () => void;
  game: Pick<Game, 'id' | 'name'>;
}

/**
 * The install dialog (spec §2 overlays): what the desktop launcher does, that it asks before every start and
 * keeps the well-being goals, the way to /download (our own page: the published download, or how to build it),
 * and the spielraum:// link for people who already have it.
 */
export function InstallDialog({ open, onClose, game }: InstallDialogProps) {
  const { t } = useTranslation('wellbeing');
  const link = launchLink(game.id);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('launcher.install.title')}
      description={t('launcher.install.description', { game: game.name })}
      closeLabel={t('actions.close')}
      size="md"
      testId="install-dialog"
    >
      <div className={styles.install}>
        <ul className={styles.benefits}>
          <li className={styles.benefit}>
            <MousePointerClick className={styles.benefitIcon} aria-hidden="true" />
            <span>
              <strong>{t('launcher.install.oneClickTitle')}</strong> {t('launcher.install.oneClick')}
            </span>
          </li>
          <li className={styles.benefit}>
            <ShieldCheck className={styles.benefitIcon} aria-hidden="true" />
            <span>
              <strong>{t('launcher.install.asksTitle')}</strong> {t('launcher.install.asks')}
            </span>
          </li>
          <li className={styles.benefit}>
            <HeartPulse className={styles.benefitIcon} aria-hidden="true" />
            <span>
              <strong>{t('launcher.install.goalsTitle')}</strong> {t('launcher.install.goals')}{' '}
              <Link to="/settings/wellbeing" onClick={onClose}>
                {t('launcher.install.goalsLink')}
              </Link>
            </span>
          </li>
        </ul>

        <div className={styles.download}>
          <Link className={buttonClassName({ block: true, size: 'lg' })} to="/download" onClick={onClose} data-testid="launcher-download">
            <Download className={styles.linkIcon} aria-hidden="true" />
            {t('launcher.install.download')}
          </Link>
          <p className={styles.platforms}>{t('launcher.install.platforms')}</p>
        </div>

        {link && (
          <div className={styles.already}>
            <p className={styles.alreadyText}>{t('launcher.install.alreadyInstalled')}</p>
            <a className={buttonClassName({ variant: 'secondary', block: true })} href={link} onClick={onClose} data-testid="launcher-open-link">
              <ExternalLink className={styles.linkIcon} aria-hidden="true" />
              {t('launcher.install.openInLauncher')}
            </a>
          </div>
        )}
      </div>
    </Dialog>
  );
}
