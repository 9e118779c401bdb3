import { Clapperboard, Coins, Languages, LogOut, Monitor, Moon, Settings, ShieldCheck, Sun, Upload, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { APPEARANCE, type Appearance, LANGUAGES } from '../../../../common/constants';
import { LANGUAGE_ENDONYMS, localeOf, toBcp47 } from '../../../i18n/languages';
import { Avatar, Button, Menu } from '../../../ui';
import { useAppearance } from '../../appearance/appearance';
import { openSignIn } from '../../auth/open-sign-in';
import { useLanguage } from '../../language/language';
import { useSessionStore } from '../../session/store';
import styles from './Header.module.css';

/** Where a language or appearance menu sits: the header (icon only) or the side menu (with its text). */
interface SettingMenuProps {
  placement?: 'header' | 'sideMenu';
}

export function LanguageMenu({ placement = 'header' }: SettingMenuProps) {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  const label = t('language.label', { language: LANGUAGE_ENDONYMS[language] });
  return (
    <Menu
      label={label}
      icon={<Languages />}
      {...(placement === 'sideMenu' ? { text: label, align: 'start' as const } : {})}
      testId={placement === 'sideMenu' ? 'side-language-menu' : 'language-menu'}
      entries={[
        { kind: 'heading', id: 'heading', label: t('language.heading') },
        ...LANGUAGES.map((code) => ({
          id: code,
          label: LANGUAGE_ENDONYMS[code],
          lang: toBcp47(code),
          checked: code === language,
          onSelect: () => void setLanguage(code),
          testId: `language-${code}`,
        })),
      ]}
    />
  );
}

const APPEARANCE_ICONS = { 0: Monitor, 1: Moon, 2: Sun } as const;
const APPEARANCE_KEYS = { 0: 'appearance.system', 1: 'appearance.dark', 2: 'appearance.light' } as const;

/** Appearance switch: 0 system, 1 dark, 2 light (spec §3). */
export function AppearanceMenu({ placement = 'header' }: SettingMenuProps) {
  const { t } = useTranslation('common');
  const [appearance, setAppearance] = useAppearance();
  const Icon = APPEARANCE_ICONS[appearance];
  const options: Appearance[] = [APPEARANCE.system, APPEARANCE.dark, APPEARANCE.light];
  const label = t('appearance.label', { current: t(APPEARANCE_KEYS[appearance]) });
  return (
    <Menu
      label={label}
      icon={<Icon />}
      {...(placement === 'sideMenu' ? { text: label, align: 'start' as const } : {})}
      testId={placement === 'sideMenu' ? 'side-appearance-menu' : 'appearance-menu'}
      entries={[
        { kind: 'heading', id: 'heading', label: t('appearance.heading') },
        ...options.map((value) => {
          const OptionIcon = APPEARANCE_ICONS[value];
          return {
            id: String(value),
            label: t(APPEARANCE_KEYS[value]),
            icon: <OptionIcon />,
            checked: value === appearance,
            onSelect: () => void setAppearance(value),
            testId: `appearance-${value}`,
          };
        }),
      ]}
    />
  );
}

export function AccountArea() {
  const { t, i18n } = useTranslation('common');
  const user = useSessionStore((state) => state.user);
  const logout = useSessionStore((state) => state.logout);
  const navigate = useNavigate();

  if (!user) {
    return (
      <Button size="sm" data-auth-only="anon" data-testid="sign-in-button" onClick={() => openSignIn()}>
        {t('auth.signIn')}
      </Button>
    );
  }

  return (
    <span data-auth-only="user" className={styles.account}>
      <Link
        to="/boostz"
        className={styles.balance}
        aria-label={t('nav.balance', { amount: user.boostz.toLocaleString(localeOf(i18n.language)) })}
        data-testid="header-balance"
      >
        <Coins aria-hidden="true" />
        {user.boostz.toLocaleString(localeOf(i18n.language))}
      </Link>
      <Menu
        label={t('account.menuLabel', { name: user.name })}
        icon={<Avatar src={user.image} name={user.name} size="xs" ringColor={user.profile_border} />}
        testId="account-menu"
        entries={[
          { kind: 'heading', id: 'name', label: user.name },
          { id: 'upload', label: t('nav.upload'), icon: <Upload />, testId: 'account-upload', onSelect: () => navigate('/upload') },
          { id: 'studio', label: t('nav.studio'), icon: <Clapperboard />, testId: 'account-studio', onSelect: () => navigate('/studio') },
          { kind: 'separator', id: 'create-separator' },
          {
            id: 'account',
            label: t('account.myAccount'),
            icon: <UserRound />,
            onSelect: () => navigate('/settings/konto'),
          },
          { id: 'settings', label: t('nav.settings'), icon: <Settings />, onSelect: () => navigate('/settings') },
          // Admins reach their tools from here as from the side menu, not only by typing the address.
          ...(user.role === 'admin'
            ? [{ id: 'admin', label: t('nav.devArea'), icon: <ShieldCheck />, testId: 'account-admin', onSelect: () => navigate('/dev') }]
            : []),
          { kind: 'separator', id: 'separator' },
          {
            id: 'logout',
            label: t('auth.signOut'),
            icon: <LogOut />,
            testId: 'logout',
            onSelect: async () => {
              await logout();
              navigate('/welcome', { replace: true });
            },
          },
        ]}
      />
    </span>
  );
}
