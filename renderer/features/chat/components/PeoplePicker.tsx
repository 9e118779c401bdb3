import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHAT_GROUP_NAME_MAX } from '../../../../common/contract/chat';
import { Avatar, Button, Checkbox, Dialog, Spinner, TextField } from '../../../ui';
import { formErrorOf } from '../../forms/errors';
import { useFriends } from '../../social/queries';
import { useCreateGroup } from '../queries';
import styles from './chat.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  viewerId: number;
  mode: 'direct' | 'group';
  /** Adding to an existing group: pick one person (the ids already in are left out). */
  onPick?: (userId: number) => void;
  exclude?: number[];
}

/** Starts a conversation with a friend, or a group with several, or picks someone to add to a group. */
export function PeoplePicker({ open, onClose, viewerId, mode, onPick, exclude = [] }: Props) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const friends = useFriends(viewerId);
  const create = useCreateGroup();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const people = (friends.data?.friends ?? []).filter((person) => !exclude.includes(person.id) && person.name.toLowerCase().includes(filter.trim().toLowerCase()));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('group.nameRequired'));
    if (chosen.length === 0) return setProblem(t('group.pickSomeone'));
    try {
      const group = await create.mutateAsync({ name: name.trim(), users: chosen });
      onClose();
      void navigate(`/groups/${group.id}`);
    } catch (error) {
      setProblem(formErrorOf(error, t('group.createFailed')));
    }
  };

  const title = mode === 'group' ? t('picker.groupTitle') : onPick ? t('picker.addTitle') : t('picker.directTitle');
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('close')}>
      <form className={styles.picker} onSubmit={(event) => void submit(event)}>
        {mode === 'group' && (
          <TextField label={t('group.name')} value={name} maxLength={CHAT_GROUP_NAME_MAX} onChange={(event) => setName(event.target.value)} />
        )}
        <TextField label={t('picker.search')} value={filter} onChange={(event) => setFilter(event.target.value)} type="search" />
        {friends.isPending ? (
          <Spinner center label={t('picker.loading')} />
        ) : people.length === 0 ? (
          <p className={styles.empty}>{friends.data?.friends.length ? t('picker.noMatch') : t('picker.noFriends')}</p>
        ) : (
          <ul className={styles.pickerList}>
            {people.map((person) => (
              <li key={person.id}>
                {mode === 'group' ? (
                  <Checkbox
                    label={
                      <span className={styles.pickerPerson}>
                        <Avatar src={person.image} name={person.name} size="sm" /> {person.name}
                      </span>
                    }
                    checked={chosen.includes(person.id)}
                    onChange={(event) => setChosen(event.target.checked ? [...chosen, person.id] : chosen.filter((id) => id !== person.id))}
                  />
                ) : (
                  <button
                    type="button"
                    className={styles.pickerButton}
                    onClick={() => {
                      onClose();
                      if (onPick) onPick(person.id);
                      else void navigate(`/messages/${person.id}`);
                    }}
                  >
                    <Avatar src={person.image} name={person.name} size="sm" /> {person.name}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {problem && (
          <p className={styles.keyError} role="alert">
            {problem}
          </p>
        )}
        {mode === 'group' && (
          <Button type="submit" loading={create.isPending}>
            {t('group.create')}
          </Button>
        )}
      </form>
    </Dialog>
  );
}
