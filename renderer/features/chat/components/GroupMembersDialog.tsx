import { Crown, LogOut, ShieldAlert, ShieldCheck, UserMinus, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHAT_GROUP_NAME_MAX, type ChatGroupDetail } from '../../../../common/contract/chat';
import { Avatar, Button, Dialog, IconButton, TextField } from '../../../ui';
import { confirm } from '../../confirm/store';
import { formErrorOf } from '../../forms/errors';
import { useAddMember, useRemoveMember, useRenameGroup } from '../queries';
import type { Trust } from '../trust';
import { VerifiedBadge } from './KeyTrust';
import { PeoplePicker } from './PeoplePicker';
import styles from './chat.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  group: ChatGroupDetail;
  viewerId: number;
  /** This device's trust in each member's key (by user id). */
  trust: Map<number, Trust>;
  /** Opens the safety number with one member. */
  onSafety: (userId: number) => void;
}

/**
 * A group's name and members: members rename, the creator adds and removes, everyone can leave. Each member's
 * safety number can be compared here; verified members carry the mark, a changed key a warning sign.
 */
export function GroupMembersDialog({ open, onClose, group, viewerId, trust, onSafety }: Props) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const rename = useRenameGroup(group.id);
  const add = useAddMember(group.id);
  const remove = useRemoveMember(group.id, viewerId);
  const [name, setName] = useState(group.name);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const isCreator = group.creator_id === viewerId;

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await rename.mutateAsync(name.trim());
    } catch (error) {
      setProblem(formErrorOf(error, t('group.saveFailed')));
    }
  };

  const removeMember = async (userId: number, memberName: string) => {
    const leaving = userId === viewerId;
    const ok = await confirm({
      title: leaving ? t('group.leaveTitle') : t('group.removeTitle', { name: memberName }),
      message: leaving ? t('group.leaveText') : t('group.removeText', { name: memberName }),
      confirmLabel: leaving ? t('group.leave') : t('group.remove'),
      cancelLabel: t('keys.cancel'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(userId);
      if (leaving) {
        onClose();
        void navigate('/messages');
      }
    } catch (error) {
      setProblem(formErrorOf(error, t('group.saveFailed')));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('group.settings')} closeLabel={t('close')}>
      <form className={styles.renameRow} onSubmit={(event) => void saveName(event)}>
        <TextField label={t('group.name')} value={name} maxLength={CHAT_GROUP_NAME_MAX} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="secondary" loading={rename.isPending} disabled={!name.trim() || name.trim() === group.name}>
          {t('group.rename')}
        </Button>
      </form>
      <h3 className={styles.membersHeading}>{t('group.memberCount', { count: group.members.length })}</h3>
      <ul className={styles.members}>
        {group.members.map((member) => (
          <li key={member.id}>
            <Avatar src={member.image} name={member.name} size="sm" />
            <span className={styles.memberName}>
              {member.name}
              {member.id === group.creator_id && <Crown size={14} aria-label={t('group.creator')} />}
              {trust.get(member.id)?.status === 'changed' && <ShieldAlert size={14} aria-label={t('trust.changedShort')} />}
            </span>
            {trust.get(member.id)?.verified && <VerifiedBadge name={member.name} />}
            {member.id !== viewerId && member.public_key !== null && (
              <IconButton label={t('safety.title', { name: member.name })} icon={<ShieldCheck size={16} />} onClick={() => onSafety(member.id)} />
            )}
            {isCreator && member.id !== viewerId && (
              <Button variant="ghost" size="sm" icon={<UserMinus size={16} aria-hidden />} onClick={() => void removeMember(member.id, member.name)}>
                {t('group.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {problem && (
        <p className={styles.keyError} role="alert">
          {problem}
        </p>
      )}
      <p className={styles.hintText}>{t('group.historyHint')}</p>
      <div className={styles.dialogActions}>
        {isCreator && (
          <Button variant="secondary" icon={<UserPlus size={16} aria-hidden />} onClick={() => setPicking(true)}>
            {t('group.add')}
          </Button>
        )}
        <Button variant="danger" icon={<LogOut size={16} aria-hidden />} onClick={() => void removeMember(viewerId, '')}>
          {t('group.leave')}
        </Button>
      </div>
      <PeoplePicker
        open={picking}
        onClose={() => setPicking(false)}
        viewerId={viewerId}
        mode="direct"
        exclude={group.members.map((member) => member.id)}
        onPick={(userId) => add.mutate(userId, { onError: (error) => setProblem(formErrorOf(error, t('group.saveFailed'))) })}
      />
    </Dialog>
  );
}
