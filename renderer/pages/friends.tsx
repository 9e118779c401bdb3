import { Check, UserMinus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { FriendsAnswer } from '../../common/contract/social';
import { ActionError } from '../features/social/components/ActionError';
import { PersonLink } from '../features/social/components/PersonLink';
import styles from '../features/social/components/people.module.css';
import { confirm } from '../features/confirm/store';
import { useFriendAction, useFriends } from '../features/social/queries';
import { useSessionStore } from '../features/session/store';
import { currentLanguage } from '../i18n';
import { toBcp47 } from '../i18n/languages';
import { Button, buttonClassName, Page, PageHeader, Spinner } from '../ui';

const TABS = ['friends', 'requests', 'sent'] as const;
type Tab = (typeof TABS)[number];

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(toBcp47(currentLanguage()), { dateStyle: 'medium' }).format(date);
}

function Empty({ tab }: { tab: Tab }) {
  const { t } = useTranslation('people');
  return (
    <div className={styles.empty} data-testid={`friends-empty-${tab}`}>
      <p>{t(`friends.empty.${tab}`)}</p>
      <Link to="/connect" className={buttonClassName({ variant: 'secondary' })}>
        {t('friends.findPeople')}
      </Link>
    </div>
  );
}

function FriendsList({ data }: { data: FriendsAnswer }) {
  const { t } = useTranslation('people');
  const action = useFriendAction();
  if (data.friends.length === 0) return <Empty tab="friends" />;
  const remove = async (id: number, name: string) => {
    const confirmed = await confirm({
      title: t('friend.removeTitle', { name }),
      message: t('friend.removeMessage', { name }),
      confirmLabel: t('friend.removeConfirm'),
      tone: 'danger',
    });
    if (confirmed) action.mutate({ kind: 'remove', userId: id });
  };
  return (
    <>
      <ActionError error={action.error} fallback={t('friend.failed')} />
      <ul className={styles.list} data-testid="friends-list">
        {data.friends.map((friend) => (
          <li key={friend.id} className={styles.row} data-testid="friend-row">
            <PersonLink person={friend} meta={t('friends.since', { date: formatDate(friend.since) })} />
            <div className={styles.actions}>
              <Button
                variant="ghost"
                size="sm"
                icon={<UserMinus />}
                aria-label={t('friend.removeLabel', { name: friend.name })}
                onClick={() => void remove(friend.id, friend.name)}
              >
                {t('friend.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function RequestsList({ data }: { data: FriendsAnswer }) {
  const { t } = useTranslation('people');
  const action = useFriendAction();
  if (data.friendRequests.length === 0) return <Empty tab="requests" />;
  const pendingFor = (requestId: number) =>
    action.isPending && action.variables && 'requestId' in action.variables && action.variables.requestId === requestId;
  return (
    <>
      <ActionError error={action.error} fallback={t('friend.failed')} />
      <ul className={styles.list} data-testid="requests-list">
        {data.friendRequests.map((request) => (
          <li key={request.id} className={styles.row} data-testid="request-row">
            <PersonLink person={request.user} meta={t('friends.askedOn', { date: formatDate(request.created_at) })} />
            <div className={styles.actions}>
              <Button
                size="sm"
                icon={<Check />}
                loading={pendingFor(request.id) && action.variables?.kind === 'accept'}
                aria-label={t('friend.acceptLabel', { name: request.user.name })}
                onClick={() => action.mutate({ kind: 'accept', userId: request.user.id, requestId: request.id })}
                data-testid="request-accept"
              >
                {t('friend.accept')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                icon={<X />}
                loading={pendingFor(request.id) && action.variables?.kind === 'decline'}
                aria-label={t('friend.declineLabel', { name: request.user.name })}
                onClick={() => action.mutate({ kind: 'decline', userId: request.user.id, requestId: request.id })}
                data-testid="request-decline"
              >
                {t('friend.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function SentList({ data }: { data: FriendsAnswer }) {
  const { t } = useTranslation('people');
  const action = useFriendAction();
  if (data.sentRequests.length === 0) return <Empty tab="sent" />;
  return (
    <>
      <ActionError error={action.error} fallback={t('friend.failed')} />
      <ul className={styles.list} data-testid="sent-list">
        {data.sentRequests.map((request) => (
          <li key={request.id} className={styles.row} data-testid="sent-row">
            <PersonLink person={request.user} meta={t('friends.sentOn', { date: formatDate(request.created_at) })} />
            <div className={styles.actions}>
              <Button
                variant="ghost"
                size="sm"
                icon={<X />}
                aria-label={t('friend.withdrawLabel', { name: request.user.name })}
                onClick={() => action.mutate({ kind: 'remove', userId: request.user.id })}
                data-testid="sent-withdraw"
              >
                {t('friend.withdraw')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /friends [auth]: friends, requests received and requests sent, as tabs (?tab= keeps the choice in the address). */
export default function FriendsPage() {
  const { t } = useTranslation('people');
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  const friends = useFriends(viewer);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'friends';
  const id = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ friends: null, requests: null, sent: null });

  const select = (next: Tab, focus = false) => {
    setParams(next === 'friends' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const rtl = document.documentElement.dir === 'rtl';
    const step = event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    if (step !== 0) {
      event.preventDefault();
      select(TABS[(index + step + TABS.length) % TABS.length]!, true);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      select(event.key === 'Home' ? TABS[0] : TABS[TABS.length - 1]!, true);
    }
  };

  const data = friends.data;
  const counts: Record<Tab, number> = {
    friends: data?.friends.length ?? 0,
    requests: data?.friendRequests.length ?? 0,
    sent: data?.sentRequests.length ?? 0,
  };

  return (
    <Page narrow testId="friends-page">
      <PageHeader title={t('friends.title')} lead={t('friends.lead')} />
      <div role="tablist" aria-label={t('friends.title')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => select(name)}
            onKeyDown={onKeyDown}
            data-testid={`friends-tab-${name}`}
          >
            {t(`friends.tabs.${name}`)}
            {data && (
              <span className={styles.count} data-testid={`friends-count-${name}`}>
                {counts[name]}
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} tabIndex={0}>
        {friends.isPending ? (
          <Spinner center label={t('friends.loading')} />
        ) : !data ? (
          <div className={styles.empty} role="alert">
            <p>{t('friends.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void friends.refetch()}>
              {t('profile.retry')}
            </Button>
          </div>
        ) : tab === 'friends' ? (
          <FriendsList data={data} />
        ) : tab === 'requests' ? (
          <RequestsList data={data} />
        ) : (
          <SentList data={data} />
        )}
      </div>
    </Page>
  );
}
