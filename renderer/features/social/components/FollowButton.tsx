import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { openSignIn } from '../../auth/open-sign-in';
import { useSessionStore } from '../../session/store';
import { useFollow, useIsFollowing, useUnfollow } from '../queries';
import { ActionError } from './ActionError';

export interface FollowButtonProps {
  accountId: number;
  name: string;
  size?: 'sm' | 'md';
}

/**
 * Folgen / Entfolgen. The state is the session user's following list (which every follow and unfollow keeps in
 * step), so the same person shows the same state on every card and profile. Visitors get the sign-in overlay.
 */
export function FollowButton({ accountId, name, size = 'md' }: FollowButtonProps) {
  const { t } = useTranslation('people');
  const signedIn = useSessionStore((state) => state.user !== null);
  const following = useIsFollowing(accountId);
  const followMutation = useFollow();
  const unfollowMutation = useUnfollow();
  const busy = followMutation.isPending || unfollowMutation.isPending;
  const error = followMutation.error ?? unfollowMutation.error;

  const onClick = () => {
    if (!signedIn) {
      openSignIn();
      return;
    }
    if (busy) return;
    followMutation.reset();
    unfollowMutation.reset();
    if (following) unfollowMutation.mutate(accountId);
    else followMutation.mutate(accountId);
  };

  return (
    <>
      <Button
        size={size}
        variant={following ? 'secondary' : 'primary'}
        icon={following ? <UserCheck /> : <UserPlus />}
        loading={busy}
        aria-label={following ? t('follow.unfollowLabel', { name }) : t('follow.followLabel', { name })}
        onClick={onClick}
        data-testid="follow-button"
      >
        {following ? t('follow.unfollow') : t('follow.follow')}
      </Button>
      <ActionError error={error} fallback={t('follow.failed')} />
    </>
  );
}
