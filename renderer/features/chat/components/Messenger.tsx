import { MessageCirclePlus, MessagesSquare, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useDocumentTitle } from '../../../ui';
import { useSessionStore } from '../../session/store';
import { useChatKeys } from '../keys';
import { useChatLive } from '../live';
import { type ChatTarget, ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';
import { KeyGate } from './KeyGate';
import { PeoplePicker } from './PeoplePicker';
import styles from './chat.module.css';

/** /messages, /messages/{id} and /groups/{id}: the list beside the open conversation (one pane on phones). */
export function Messenger({ target }: { target: ChatTarget | null }) {
  const { t } = useTranslation('chat');
  const viewerId = useSessionStore((state) => state.user?.id ?? null);
  useDocumentTitle(t('title'));
  if (viewerId === null) return null;
  return (
    <KeyGate userId={viewerId}>
      <Panes viewerId={viewerId} target={target} />
    </KeyGate>
  );
}

function Panes({ viewerId, target }: { viewerId: number; target: ChatTarget | null }) {
  const { t } = useTranslation('chat');
  const viewerKey = useChatKeys((state) => state.publicKey);
  const [picker, setPicker] = useState<'direct' | 'group' | null>(null);
  useChatLive(viewerId);
  return (
    <div className={styles.layout} data-open={target !== null} data-testid="messenger">
      <aside className={styles.sidebar} aria-label={t('list.label')}>
        <div className={styles.sidebarHeader}>
          <h1>{t('title')}</h1>
          <div className={styles.sidebarActions}>
            <Button size="sm" variant="secondary" icon={<MessageCirclePlus size={16} aria-hidden />} onClick={() => setPicker('direct')}>
              {t('list.newChat')}
            </Button>
            <Button size="sm" variant="secondary" icon={<UsersRound size={16} aria-hidden />} onClick={() => setPicker('group')}>
              {t('list.newGroup')}
            </Button>
          </div>
        </div>
        <ConversationList viewerId={viewerId} viewerKey={viewerKey} />
      </aside>
      <div className={styles.main}>
        {target && viewerKey ? (
          <ChatThread key={'groupId' in target ? `g${target.groupId}` : `u${target.partnerId}`} target={target} viewerId={viewerId} viewerKey={viewerKey} />
        ) : (
          <div className={styles.placeholder}>
            <MessagesSquare size={48} aria-hidden />
            <p>{t('list.pick')}</p>
          </div>
        )}
      </div>
      <PeoplePicker open={picker !== null} onClose={() => setPicker(null)} viewerId={viewerId} mode={picker ?? 'direct'} />
    </div>
  );
}
