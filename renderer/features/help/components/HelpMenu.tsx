import { Bot, CircleHelp, FileText, Landmark, Megaphone, ShieldCheck, Vote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Menu } from '../../../ui';

/** Window event the assistant panel listens to (features/assistant/AssistantHost.tsx). */
export const TOGGLE_ASSISTANT_EVENT = 'spielraum:toggle-assistant';

export function toggleAssistant(): void {
  window.dispatchEvent(new CustomEvent(TOGGLE_ASSISTANT_EVENT));
}

/** Spec §2: the help menu opens terms, imprint, privacy, updates and vote in a new tab, and toggles the assistant. */
export function HelpMenu() {
  const { t } = useTranslation('common');
  return (
    <Menu
      label={t('help.label')}
      icon={<CircleHelp />}
      testId="help-menu"
      entries={[
        { id: 'assistant', label: t('help.assistant'), icon: <Bot />, onSelect: toggleAssistant, testId: 'help-assistant' },
        { kind: 'separator', id: 'separator' },
        { kind: 'link', id: 'terms', label: t('help.terms'), icon: <FileText />, href: '/terms', newTab: true },
        { kind: 'link', id: 'imprint', label: t('help.imprint'), icon: <Landmark />, href: '/impressum', newTab: true },
        { kind: 'link', id: 'privacy', label: t('help.privacy'), icon: <ShieldCheck />, href: '/privacy', newTab: true },
        { kind: 'link', id: 'updates', label: t('help.updates'), icon: <Megaphone />, href: '/updates', newTab: true },
        { kind: 'link', id: 'vote', label: t('help.vote'), icon: <Vote />, href: '/vote', newTab: true },
      ]}
    />
  );
}
