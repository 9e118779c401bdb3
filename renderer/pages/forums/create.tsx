import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FORUM_POST_MAX, FORUM_TITLE_MAX } from '../../../common/contract/forums';
import { GameSelect } from '../../features/forums/components/GameSelect';
import styles from '../../features/forums/components/forums.module.css';
import { useCreateForum } from '../../features/forums/queries';
import { fieldErrorsOf, formErrorOf } from '../../features/forms/errors';
import { useLeaveGuard } from '../../features/forms/useLeaveGuard';
import { Button, Page, PageHeader, TextArea, TextField } from '../../ui';

/** /foren/create [auth]: a title, the first post (Markdown of the safe subset) and optionally a game. */
export default function CreateForumPage() {
  const { t } = useTranslation('forums');
  const navigate = useNavigate();
  const create = useCreateForum();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [gameId, setGameId] = useState<number | null>(null);
  const fields = create.isError ? fieldErrorsOf(create.error) : {};
  const leaveGuard = useLeaveGuard(title.trim() !== '' || message.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title, message, game_id: gameId },
      {
        onSuccess: (forum) => {
          leaveGuard.release();
          void navigate(`/foren/${forum.id}`);
        },
      },
    );
  };
  return (
    <Page narrow testId="forum-create-page">
      <PageHeader title={t('create.title')} lead={t('create.lead')} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('create.titleLabel')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={FORUM_TITLE_MAX}
          required
          error={fields.title}
          data-testid="forum-title"
        />
        <GameSelect label={t('create.gameLabel')} emptyLabel={t('create.noGame')} value={gameId} onChange={setGameId} testId="forum-game" />
        <TextArea
          label={t('create.messageLabel')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={FORUM_POST_MAX}
          rows={8}
          required
          hint={t('composer.hint')}
          error={fields.message}
          data-testid="forum-message"
        />
        {create.isError && Object.keys(fields).length === 0 && (
          <p role="alert" className={styles.error}>
            {formErrorOf(create.error, t('create.failed'))}
          </p>
        )}
        <Button type="submit" loading={create.isPending} data-testid="forum-create-submit">
          {t('create.submit')}
        </Button>
      </form>
    </Page>
  );
}
