import { Cookie, HeartPulse, Link2, type LucideIcon, UserRound, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openSignIn } from '../../features/auth/open-sign-in';
import { useSessionStore } from '../../features/session/store';
import { Button, Card, Page, PageHeader } from '../../ui';
import { AppearanceChoice, LanguageSelect } from './Preferences';
import styles from './settings.module.css';

interface Tile {
  to: string;
  icon: LucideIcon;
  key: string;
  danger?: boolean;
}

/** /settings: the overview of every settings page, plus language and appearance (for visitors too). */
export default function SettingsIndexPage() {
  const { t } = useTranslation('settings');
  const user = useSessionStore((state) => state.user);
  const tiles: Tile[] = [
    ...(user ? [{ to: '/settings/konto', icon: UserRound, key: 'account' }] : []),
    ...(user ? [{ to: '/settings/connections', icon: Link2, key: 'connections' }] : []),
    { to: '/settings/wellbeing', icon: HeartPulse, key: 'wellbeing' },
    { to: '/settings/privacy', icon: Cookie, key: 'privacy' },
    ...(user ? [{ to: '/settings/konto-delete', icon: UserX, key: 'delete', danger: true }] : []),
  ];
  return (
    <Page>
      <PageHeader title={t('index.title')} lead={t('index.lead')} />
      <ul className={styles.tiles}>
        {tiles.map(({ to, icon: Icon, key, danger }) => (
          <Card as="li" key={to} interactive className={`${styles.tile} ${danger ? styles.danger : ''}`}>
            <span className={styles.tileIcon} aria-hidden="true">
              <Icon />
            </span>
            <h2 className={`${styles.tileTitle} ${danger ? styles.dangerTitle : ''}`}>
              <Link to={to} className={styles.tileLink}>
                {t(`index.tiles.${key}.title`)}
              </Link>
            </h2>
            <p className={styles.tileText}>{t(`index.tiles.${key}.text`)}</p>
          </Card>
        ))}
      </ul>

      {!user && (
        <Card className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 className={styles.h2}>{t('index.signInTitle')}</h2>
            <p className={styles.sectionLead}>{t('index.signInText')}</p>
          </div>
          <div>
            <Button onClick={() => openSignIn()}>{t('index.signIn')}</Button>
          </div>
        </Card>
      )}

      <Card as="section" className={`${styles.section} ${user ? '' : styles.spaced}`} aria-labelledby="preferences-title">
        <div className={styles.sectionHead}>
          <h2 id="preferences-title" className={styles.h2}>
            {t('preferences.title')}
          </h2>
          <p className={styles.sectionLead}>{user ? t('preferences.leadUser') : t('preferences.leadVisitor')}</p>
        </div>
        <LanguageSelect />
        <AppearanceChoice />
      </Card>
    </Page>
  );
}
