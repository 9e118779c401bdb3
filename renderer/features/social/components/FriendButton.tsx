import { Check, SendHorizontal, UserMinus, UserPlus, UserRoundCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FriendshipState } from '../../../../common/contract/social';
import { Button } from '../../../ui';
import { openSignIn } from '../../auth/open-sign-in';
import { confirm } from '../../confirm/store';
import { useSessionStore } from '../../session/store';
import { useFriendAction } from '../queries';
import { ActionError } from './ActionError';
import styles from './people.module.css';

export interface FriendButtonProps {
  userId: number;
  name: string;
  friendship: FriendshipState;
  /** The open request between the two (accept and decline take it). */
  requestId: number | null;
  /** Whether this person's privacy settings let the viewer ask. */
  canRequest: boolean;
}

/**
 * The friend button with the current state: Freund hinzufügen → Anfrage gesendet (zurückziehen) → Freunde
 * (entfernen); a received request is accepted or declined here. Visitors get the sign-in overlay.
 */
export function FriendButton({ userId, name, friendship, requestId, canRequest }: FriendButtonProps) {
  const { t } = useTranslation('people');
  const signedIn = useSessionStore((state) => state.user !== null);
  const action = useFriendAction();
  const busy = action.isPending;

  const run = (next: Parameters<typeof action.mutate>[0]) => {
    if (busy) return;
    action.reset();
    action.mutate(next);
  };

  const removeFriend = async () => {
    const confirmed = await confirm({
      title: t('friend.removeTitle', { name }),
      message: t('friend.removeMessage', { name }),
      confirmLabel: t('friend.removeConfirm'),
      tone: 'danger',
    });
    if (confirmed) run({ kind: 'remove', userId });
  };

  let content: React.ReactNode;
  if (!signedIn) {
    content = (
      <Button variant="secondary" icon={<UserPlus />} onClick={() => openSignIn()} data-testid="friend-button">
        {t('friend.add')}
      </Button>
    );
  } else if (friendship === 'friends') {
    content = (
      <>
        <span className={`${styles.status} ${styles.statusFriends}`} data-testid="friend-status">
          <UserRoundCheck size={16} aria-hidden="true" />
          {t('friend.friends')}
        </span>
        <Button
          variant="ghost"
          size="sm"
          icon={<UserMinus />}
          loading={busy}
          aria-label={t('friend.removeLabel', { name })}
          onClick={() => void removeFriend()}
          data-testid="friend-remove"
        >
          {t('friend.remove')}
        </Button>
      </>
    );
  } else if (friendship === 'request_sent') {
    content = (
      <>
        <span className={styles.status} data-testid="friend-status">
          <SendHorizontal size={16} aria-hidden="true" />
          {t('friend.sent')}
        </span>
        <Button
          variant="ghost"
          size="sm"
          icon={<X />}
          loading={busy}
          aria-label={t('friend.withdrawLabel', { name })}
          onClick={() => run({ kind: 'remove', userId })}
          data-testid="friend-withdraw"
        >
          {t('friend.withdraw')}
        </Button>
      </>
    );
  } else if (friendship === 'request_received' && requestId !== null) {
    content = (
      <>
        <Button
          icon={<Check />}
          loading={busy && action.variables?.kind === 'accept'}
          aria-label={t('friend.acceptLabel', { name })}
          onClick={() => run({ kind: 'accept', userId, requestId })}
          data-testid="friend-accept"
        >
          {t('friend.accept')}
        </Button>
        <Button
          variant="secondary"
          icon={<X />}
          loading={busy && action.variables?.kind === 'decline'}
          aria-label={t('friend.declineLabel', { name })}
          onClick={() => run({ kind: 'decline', userId, requestId })}
          data-testid="friend-decline"
        >
          {t('friend.decline')}
        </Button>
      </>
    );
  } else if (canRequest) {
    content = (
      <Button
        variant="secondary"
        icon={<UserPlus />}
        loading={busy}
        onClick={() => run({ kind: 'request', userId })}
        data-testid="friend-button"
      >
        {t('friend.add')}
      </Button>
    );
  } else {
    content = (
      <span className={styles.hint} data-testid="friend-closed">
        {t('friend.closed')}
      </span>
    );
  }

  return (
    <>
      {content}
      <ActionError error={action.error} fallback={t('friend.failed')} />
    </>
  );
}
