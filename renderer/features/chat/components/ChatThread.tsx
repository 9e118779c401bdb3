import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck, Users } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMessage, Conversation } from '../../../../common/contract/chat';
import { Avatar, Button, Spinner } from '../../../ui';
import { confirm } from '../../confirm/store';
import { formErrorOf, statusOf } from '../../forms/errors';
import { cryptoCall } from '../crypto/client';
import { conversationContext } from '../../../../common/chat/context';
import { typingKey, useOpenConversation, useTyping } from '../live';
import {
  addToCache,
  chatKeys,
  messagesOf,
  refreshConversations,
  refreshGroup,
  type SealedMessage,
  useDeleteMessage,
  useDirectMessages,
  useGroupMessages,
  usePublicKey,
  useSendGroupMessage,
  useSendPrivateMessage,
  useSendTyping,
} from '../queries';
import { type Trust, acceptKey, trustKey, untrustedReaders, useKeyTrust, useTrustOf } from '../trust';
import { Composer } from './Composer';
import { GroupMembersDialog } from './GroupMembersDialog';
import { KeyChangeWarning, VerifiedBadge } from './KeyTrust';
import { MessageBubble } from './MessageBubble';
import { SafetyNumberDialog } from './SafetyNumberDialog';
import styles from './chat.module.css';

export type ChatTarget = { partnerId: number } | { groupId: number };

interface Props {
  target: ChatTarget;
  viewerId: number;
  viewerKey: string;
}

/** One conversation: private (/messages/{id}) or a group (/groups/{id}); the same screen for both. */
export function ChatThread({ target, viewerId, viewerKey }: Props) {
  return 'groupId' in target ? (
    <GroupThread groupId={target.groupId} viewerId={viewerId} viewerKey={viewerKey} />
  ) : (
    <DirectThread partnerId={target.partnerId} viewerId={viewerId} viewerKey={viewerKey} />
  );
}

function DirectThread({ partnerId, viewerId, viewerKey }: { partnerId: number; viewerId: number; viewerKey: string }) {
  const { t } = useTranslation('chat');
  const query = useDirectMessages(partnerId);
  const partnerKey = usePublicKey(partnerId);
  const sendPrivate = useSendPrivateMessage(partnerId);
  const typing = useSendTyping();
  const [safetyOpen, setSafetyOpen] = useState(false);
  const partner = query.data?.pages[0]?.partner;
  const trust = useTrustOf(viewerId, partnerKey.data ? [{ id: partnerId, public_key: partnerKey.data }] : []).get(partnerId) ?? UNKNOWN;
  const knownKeys = useMemo(() => new Map<number, string | null>([[viewerId, viewerKey], ...(partnerKey.isSuccess ? [[partnerId, partnerKey.data] as const] : [])]), [partnerId, partnerKey.data, partnerKey.isSuccess, viewerId, viewerKey]);
  const context = conversationContext({ userIds: [viewerId, partnerId] });
  const key = chatKeys.direct(partnerId);
  const status = statusOf(query.error);

  if (query.isPending) return <Spinner center label={t('thread.loading')} />;
  if (!partner) return <Unavailable reason={status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'loadFailed'} />;
  const blocked = partnerKey.isSuccess && partnerKey.data === null;
  const newKey = partnerKey.data ?? null;

  return (
    <ThreadFrame
      title={partner.name}
      avatar={<Avatar src={partner.image} name={partner.name} size="sm" />}
      badge={trust.verified ? <VerifiedBadge name={partner.name} /> : null}
      profileLink={`/profile/${partner.id}`}
      warnings={
        newKey && trust.status === 'changed' ? (
          <KeyChangeWarning name={partner.name} onCompare={() => setSafetyOpen(true)} onAccept={() => void acceptKey(viewerId, partnerId, newKey).catch(() => undefined)} />
        ) : null
      }
      sendBlocked={trust.status === 'changed' ? t('trust.composerBlocked', { name: partner.name }) : null}
      actions={
        partnerKey.data ? (
          <Button variant="ghost" size="sm" icon={<ShieldCheck size={18} aria-hidden />} onClick={() => setSafetyOpen(true)}>
            <span className={styles.narrowHidden}>{t('safety.open')}</span>
          </Button>
        ) : null
      }
      messages={messagesOf(query.data)}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      cacheKey={key}
      context={context}
      viewerId={viewerId}
      knownKeys={knownKeys}
      showSender={false}
      typing={typingKey({ partnerId })}
      notice={blocked ? t('thread.partnerHasNoKey', { name: partner.name }) : null}
      canSend={!!partnerKey.data && trust.status === 'trusted'}
      send={(sealed) => sendPrivate.mutateAsync(sealed)}
      readers={() => [
        { id: viewerId, public_key: viewerKey },
        { id: partnerId, public_key: partnerKey.data ?? '' },
      ]}
      onTyping={() => typing.mutate({ receiver_id: partnerId })}
      open={{ partnerId }}
    >
      {partnerKey.data && (
        <SafetyNumberDialog
          open={safetyOpen}
          onClose={() => setSafetyOpen(false)}
          me={{ id: viewerId, public_key: viewerKey }}
          other={{ id: partnerId, name: partner.name, public_key: partnerKey.data }}
          trust={trust}
          onVerified={(verified) => trustKey(viewerId, partnerId, partnerKey.data ?? '', verified)}
        />
      )}
    </ThreadFrame>
  );
}

function GroupThread({ groupId, viewerId, viewerKey }: { groupId: number; viewerId: number; viewerKey: string }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const query = useGroupMessages(groupId);
  const sendToGroup = useSendGroupMessage(groupId);
  const typing = useSendTyping();
  const [membersOpen, setMembersOpen] = useState(false);
  const [safetyFor, setSafetyFor] = useState<number | null>(null);
  const group = query.data?.pages[0]?.group;
  const knownKeys = useMemo(() => new Map<number, string | null>((group?.members ?? []).map((member) => [member.id, member.public_key])), [group]);
  // Each member's key is checked like a partner's (the viewer's own is this device's, not the server's answer).
  const trust = useTrustOf(viewerId, group?.members ?? []);
  const context = conversationContext({ groupId });
  const key = chatKeys.group(groupId);

  if (query.isPending) return <Spinner center label={t('thread.loading')} />;
  // Also when the group was loaded before: a member who was removed meanwhile is shown the refusal (§6).
  const refused = statusOf(query.error);
  if (!group || refused === 403 || refused === 404) {
    return <Unavailable reason={refused === 404 ? 'notFound' : refused === 403 || group ? 'forbidden' : 'groupLoadFailed'} />;
  }
  const withoutKey = group.members.filter((member) => member.public_key === null);
  const others = group.members.filter((member): member is typeof member & { public_key: string } => member.id !== viewerId && member.public_key !== null);
  const changed = others.filter((member) => trust.get(member.id)?.status === 'changed');
  const unchecked = others.some((member) => trust.get(member.id)?.status !== 'trusted');
  const safetyMember = others.find((member) => member.id === safetyFor);
  const changedNames = changed.map((member) => member.name).join(', ');

  return (
    <ThreadFrame
      title={group.name}
      avatar={
        <span className={styles.groupAvatar} aria-hidden>
          <Users size={18} />
        </span>
      }
      subtitle={t('group.memberCount', { count: group.members.length })}
      warnings={
        changed.length > 0
          ? changed.map((member) => (
              <KeyChangeWarning
                key={member.id}
                name={member.name}
                onCompare={() => setSafetyFor(member.id)}
                onAccept={() => void acceptKey(viewerId, member.id, member.public_key).catch(() => undefined)}
              />
            ))
          : null
      }
      sendBlocked={changed.length === 0 ? null : changed.length === 1 ? t('trust.composerBlocked', { name: changedNames }) : t('trust.composerBlockedMany', { names: changedNames })}
      actions={
        <Button variant="ghost" size="sm" icon={<Users size={18} aria-hidden />} onClick={() => setMembersOpen(true)}>
          {t('group.members')}
        </Button>
      }
      messages={messagesOf(query.data)}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      cacheKey={key}
      context={context}
      viewerId={viewerId}
      knownKeys={knownKeys}
      showSender
      typing={typingKey({ groupId })}
      notice={withoutKey.length ? t('group.membersWithoutKey', { names: withoutKey.map((member) => member.name).join(', ') }) : null}
      canSend={withoutKey.length === 0 && !unchecked}
      send={async (sealed) => {
        try {
          return await sendToGroup.mutateAsync(sealed);
        } finally {
          // The members may have changed meanwhile (the server refuses a message not wrapped for exactly them).
          refreshGroup(client, groupId);
        }
      }}
      readers={() => group.members.map((member) => ({ id: member.id, public_key: member.id === viewerId ? viewerKey : (member.public_key ?? '') }))}
      onTyping={() => typing.mutate({ group_id: groupId })}
      open={{ groupId }}
    >
      <GroupMembersDialog open={membersOpen} onClose={() => setMembersOpen(false)} group={group} viewerId={viewerId} trust={trust} onSafety={setSafetyFor} />
      {safetyMember && (
        <SafetyNumberDialog
          open
          onClose={() => setSafetyFor(null)}
          me={{ id: viewerId, public_key: viewerKey }}
          other={{ id: safetyMember.id, name: safetyMember.name, public_key: safetyMember.public_key }}
          trust={trust.get(safetyMember.id) ?? UNKNOWN}
          onVerified={(verified) => trustKey(viewerId, safetyMember.id, safetyMember.public_key, verified)}
        />
      )}
    </ThreadFrame>
  );
}

const UNKNOWN: Trust = { status: 'checking', verified: false };

/**
 * A conversation that cannot be shown. §6: someone else's is an empty one named 'Unbekannter Nutzer', with the
 * reason; a failed load says so (§8) and offers nothing else to do but come back.
 */
function Unavailable({ reason }: { reason: 'forbidden' | 'notFound' | 'loadFailed' | 'groupLoadFailed' }) {
  const { t } = useTranslation('chat');
  const failed = reason === 'loadFailed' || reason === 'groupLoadFailed';
  return (
    <section className={styles.thread} aria-labelledby="chat-thread-title">
      <header className={styles.threadHeader}>
        <Link to="/messages" className={styles.back} aria-label={t('thread.back')}>
          <ArrowLeft size={20} aria-hidden />
        </Link>
        <h2 id="chat-thread-title">{failed ? t('title') : t('thread.unknownUser')}</h2>
      </header>
      <p className={styles.empty} role="alert">
        {t(`thread.${reason}`)}
      </p>
    </section>
  );
}

interface FrameProps {
  title: string;
  avatar: React.ReactNode;
  subtitle?: string;
  /** Beside the title: the verified mark. */
  badge?: React.ReactNode;
  profileLink?: string;
  /** Key changes, above the messages until accepted. */
  warnings?: React.ReactNode;
  /** Why sending waits (a changed key): said in the composer. */
  sendBlocked?: string | null;
  actions: React.ReactNode;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  cacheKey: readonly unknown[];
  context: string;
  viewerId: number;
  knownKeys: Map<number, string | null>;
  showSender: boolean;
  typing: string;
  notice: string | null;
  canSend: boolean;
  send: (sealed: SealedMessage) => Promise<ChatMessage>;
  readers: () => { id: number; public_key: string }[];
  onTyping: () => void;
  open: ChatTarget;
  children?: React.ReactNode;
}

function ThreadFrame(props: FrameProps) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const remove = useDeleteMessage(props.cacheKey);
  const list = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const [sendError, setSendError] = useState<string | null>(null);
  const typingEntry = useTyping((state) => state.typing[props.typing]);
  const typingNames = typingEntry && typingEntry.until > Date.now() ? Object.values(typingEntry.names) : [];
  const newestId = props.messages.at(-1)?.id ?? 0;

  useEffect(() => {
    useOpenConversation.setState({ open: props.open });
    return () => useOpenConversation.setState({ open: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the target's identity is its key
  }, [props.typing]);

  useEffect(() => {
    const element = list.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
    // Loading the newest page marked it read on the server: the list's count follows without a refetch.
    const open = props.open;
    client.setQueryData<Conversation[]>(chatKeys.conversations(), (entries) =>
      entries?.map((entry) =>
        ('groupId' in open ? entry.group_id === open.groupId : !entry.is_group && entry.partner.id === open.partnerId) && entry.unread_count > 0
          ? { ...entry, unread_count: 0 }
          : entry,
      ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a newer message is shown
  }, [newestId]);

  const send = async (text: string, files: File[]): Promise<boolean> => {
    setSendError(null);
    try {
      const plainFiles = await Promise.all(files.map(async (file) => ({ name: file.name, type: file.type, bytes: await file.arrayBuffer() })));
      const readers = props.readers();
      // Never encrypt for a key this device has not checked or whose change was not accepted (it may have
      // changed since the screen last rendered).
      if (untrustedReaders(useKeyTrust.getState().entries, props.viewerId, readers).length > 0) {
        setSendError(t('trust.sendBlocked'));
        return false;
      }
      const sealed = await cryptoCall('encrypt', { context: props.context, readers, text, files: plainFiles });
      const message = await props.send({ message: sealed.message, iv: sealed.iv, encrypted_key: sealed.encrypted_key, files: sealed.files.map((bytes) => new Blob([bytes])) });
      addToCache(client, props.cacheKey, message);
      refreshConversations(client);
      stickToBottom.current = true;
      return true;
    } catch (error) {
      setSendError(formErrorOf(error, t('composer.sendFailed')));
      return false;
    }
  };

  const onDelete = async (message: ChatMessage) => {
    const ok = await confirm({ title: t('message.deleteTitle'), message: t('message.deleteText'), confirmLabel: t('message.delete'), cancelLabel: t('keys.cancel'), tone: 'danger' });
    if (ok) remove.mutate(message.id, { onError: () => setSendError(t('message.deleteFailed')) });
  };

  return (
    <section className={styles.thread} aria-labelledby="chat-thread-title" data-testid="chat-thread">
      <header className={styles.threadHeader}>
        <Link to="/messages" className={styles.back} aria-label={t('thread.back')}>
          <ArrowLeft size={20} aria-hidden />
        </Link>
        {props.avatar}
        <div className={styles.threadTitle}>
          <h2 id="chat-thread-title">{props.profileLink ? <Link to={props.profileLink}>{props.title}</Link> : props.title}</h2>
          {props.subtitle && <p>{props.subtitle}</p>}
          {props.badge}
        </div>
        <div className={styles.threadActions}>{props.actions}</div>
      </header>
      {props.warnings}
      <div
        ref={list}
        className={styles.messages}
        role="log"
        aria-live="polite"
        aria-label={t('thread.messages')}
        onScroll={(event) => {
          const element = event.currentTarget;
          stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
        }}
      >
        <p className={styles.e2eeNote}>
          <ShieldCheck size={14} aria-hidden /> {t('thread.e2ee')}
        </p>
        {props.hasMore && (
          <Button variant="secondary" size="sm" className={styles.loadMore} loading={props.loadingMore} onClick={props.onLoadMore}>
            {t('thread.older')}
          </Button>
        )}
        {props.messages.length === 0 && <p className={styles.empty}>{t('thread.empty')}</p>}
        {props.messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            context={props.context}
            viewerId={props.viewerId}
            knownKeys={props.knownKeys}
            showSender={props.showSender}
            onDelete={(item) => void onDelete(item)}
          />
        ))}
      </div>
      <p className={styles.typing} aria-live="polite">
        {typingNames.length > 0 ? t(typingNames.length > 1 ? 'thread.typingMany' : 'thread.typing', { names: typingNames.join(', ') }) : ''}
      </p>
      {props.notice && <p className={styles.notice}>{props.notice}</p>}
      {sendError && (
        <p className={styles.keyError} role="alert">
          {sendError}
        </p>
      )}
      <Composer disabled={!props.canSend} blockedReason={props.sendBlocked ?? null} onSend={send} onTyping={props.onTyping} />
      {props.children}
    </section>
  );
}
