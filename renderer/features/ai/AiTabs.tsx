import { Gamepad2, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './ai.module.css';

/**
 * The /ai area's tabs, as links (each tab is a route): "Spiel erstellen" (/ai) and "Podcast erstellen"
 * (/ai/podcast). Both pages render this at their top, so the area reads as one page with two tabs.
 */
export function AiTabs() {
  const { t } = useTranslation('ai');
  const tabClass = ({ isActive }: { isActive: boolean }) => [styles.tab, isActive && styles.active].filter(Boolean).join(' ');
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')} data-testid="ai-tabs">
      <NavLink to="/ai" end className={tabClass} data-testid="ai-tab-game">
        <Gamepad2 aria-hidden="true" size={18} />
        {t('tabs.game')}
      </NavLink>
      <NavLink to="/ai/podcast" className={tabClass} data-testid="ai-tab-podcast">
        <Mic aria-hidden="true" size={18} />
        {t('tabs.podcast')}
      </NavLink>
    </nav>
  );
}
