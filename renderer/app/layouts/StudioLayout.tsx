import { Clapperboard, LayoutDashboard, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type SideNavEntry, SideNavLayout } from './SideNavLayout';

/**
 * The creator studio layout (spec §2: /studio, /studio/dashboard, /studio/inhalte). The studio pages mount under
 * this layout in app/router.tsx.
 */
export function StudioLayout() {
  const { t } = useTranslation('common');
  const entries: SideNavEntry[] = [
    { to: '/studio', label: t('studioNav.overview'), icon: Store, end: true },
    { to: '/studio/dashboard', label: t('studioNav.dashboard'), icon: LayoutDashboard },
    { to: '/studio/inhalte', label: t('studioNav.content'), icon: Clapperboard },
  ];
  return <SideNavLayout navLabel={t('studioNav.label')} title={t('studioNav.title')} entries={entries} />;
}
