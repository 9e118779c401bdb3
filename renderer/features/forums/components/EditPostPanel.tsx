import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_POST_MAX, type ForumMessage } from '../../../../common/contract/forums';
import { Button, Dialog, TextArea } from '../../../ui';
import { formErrorOf } from '../../forms/errors';
import { useEditMessage } from '../queries';

/** The forum post editing panel (spec §2): the author changes the text; the thread then shows "bearbeitet". */
/** Mount it with key={message.id}: the text starts as the post's. */
export function EditPostPanel({ forumId, message, onClose }: { forumId: number; message: ForumMessage; onClose: () => void }) {
  const { t } = useTranslation('forums');
  const edit = useEditMessage(forumId);
  const [text, setText] = useState(message.text);
  const save = () =>
    edit.mutate(
      { id: message.id, text },
      {
        onSuccess: () => onClose(),
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('edit.title')}
      closeLabel={t('edit.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button onClick={save} loading={edit.isPending} disabled={text.trim() === ''} data-testid="forum-edit-save">
            {t('edit.save')}
          </Button>
        </>
      }
    >
      <TextArea
        label={t('edit.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={FORUM_POST_MAX}
        rows={8}
        hint={t('composer.hint')}
        error={edit.isError ? formErrorOf(edit.error, t('edit.failed')) : undefined}
        data-testid="forum-edit-text"
      />
    </Dialog>
  );
}
