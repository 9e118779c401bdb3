import { Ban, Bell, BellOff, Ellipsis, Flag, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Menu, type MenuEntry } from '../../../ui';
import { confirm } from '../../confirm/store';
import { useReportDialog } from '../../reports/useReportDialog';
import { useBlock, useMute, useUnblock, useUnmute } from '../../social/queries';
import { ActionError } from '../../social/components/ActionError';

export interface ProfileMenuProps {
  userId: number;
  name: string;
  blocked: boolean;
  muted: boolean;
}

/** The "…" menu of someone else's profile: mute, block (blocking asks first) and report. */
export function ProfileMenu({ userId, name, blocked, muted }: ProfileMenuProps) {
  const { t } = useTranslation('people');
  const blockMutation = useBlock();
  const unblockMutation = useUnblock();
  const muteMutation = useMute();
  const unmuteMutation = useUnmute();
  const { report, dialog: reportDialog } = useReportDialog();
  const error = blockMutation.error ?? unblockMutation.error ?? muteMutation.error ?? unmuteMutation.error;

  const askBlock = async () => {
    const confirmed = await confirm({
      title: t('block.confirmTitle', { name }),
      message: t('block.confirmMessage', { name }),
      confirmLabel: t('block.confirm'),
      tone: 'danger',
    });
    if (confirmed) blockMutation.mutate(userId);
  };

  const entries: MenuEntry[] = [
    muted
      ? { id: 'unmute', label: t('mute.unmute'), icon: <Bell size={16} />, onSelect: () => unmuteMutation.mutate(userId), testId: 'profile-unmute' }
      : { id: 'mute', label: t('mute.mute'), icon: <BellOff size={16} />, onSelect: () => muteMutation.mutate(userId), testId: 'profile-mute' },
    blocked
      ? {
          id: 'unblock',
          label: t('block.unblock'),
          icon: <ShieldCheck size={16} />,
          onSelect: () => unblockMutation.mutate(userId),
          testId: 'profile-unblock',
        }
      : { id: 'block', label: t('block.block'), icon: <Ban size={16} />, onSelect: () => void askBlock(), testId: 'profile-block' },
    { id: 'report', label: t('profile.report'), icon: <Flag size={16} />, onSelect: () => report({ type: 'user', id: userId }), testId: 'profile-report' },
  ];

  return (
    <>
      <Menu label={t('profile.moreLabel', { name })} icon={<Ellipsis size={20} />} entries={entries} testId="profile-menu" />
      <ActionError error={error} fallback={t('profile.actionFailed')} />
      {reportDialog}
    </>
  );
}
