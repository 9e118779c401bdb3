import { Bell, Cookie, HandCoins, HeartPulse, Link2, Settings, UserRound, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../features/session/store';
import { type SideNavEntry, SideNavLayout } from './SideNavLayout';

/** The settings layout: the settings sections beside the page (a scrollable row on phones). */
export function SettingsLayout() {
  const { t } = useTranslation('common');
  const user = useSessionStore((state) => state.user);
  const entries: SideNavEntry[] = [
    { to: '/settings', label: t('settingsNav.overview'), icon: Settings, end: true },
    ...(user
      ? [
          { to: '/settings/konto', label: t('settingsNav.account'), icon: UserRound },
          { to: '/settings/konto-delete', label: t('settingsNav.deleteAccount'), icon: UserX },
        ]
      : []),
    ...(user
      ? [
          { to: '/settings/connections', label: t('settingsNav.connections'), icon: Link2 },
          { to: '/settings/affiliate-programm', label: t('settingsNav.affiliate'), icon: HandCoins },
          { to: '/settings/notifications', label: t('settingsNav.notifications'), icon: Bell },
        ]
      : []),
    { to: '/settings/wellbeing', label: t('settingsNav.wellbeing'), icon: HeartPulse },
    { to: '/settings/privacy', label: t('settingsNav.privacy'), icon: Cookie },
  ];
  return <SideNavLayout navLabel={t('settingsNav.label')} title={t('nav.settings')} entries={entries} footer />;
}
