import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/http';
import { confirm } from '../../features/confirm/store';
import { NotFoundView } from '../../features/errors/ErrorView';
import { fieldErrorsOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { UpdateCard } from '../../features/updates/components/UpdateCard';
import { UpdateForm } from '../../features/updates/components/UpdateForm';
import { useDeleteUpdate, useEditUpdate, useGameUpdates, useUpdate } from '../../features/updates/queries';
import { Button, Page, Spinner, useDocumentTitle } from '../../ui';
import styles from './updates.module.css';

/** /updates/games/{gameId}/{updateId}: one update; its game's creator or an admin edits or deletes it here. */
export default function UpdatePage() {
  const { t } = useTranslation('updates');
  const params = useParams();
  const gameId = Number(params.gameId);
  const updateId = Number(params.updateId);
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const update = useUpdate(updateId);
  const game = useGameUpdates(gameId);
  const edit = useEditUpdate(updateId, t('failed.edit'));
  const remove = useDeleteUpdate(t('failed.delete'));
  const [editing, setEditing] = useState(false);
  useDocumentTitle(update.data?.update.title ?? t('title'));

  if (isApiError(update.error) && update.error.status === 404) return <NotFoundView />;
  if (update.data && update.data.update.game_id !== gameId) return <NotFoundView />;
  if (!update.data) return <Spinner center label={t('loading')} />;
  const current = update.data.update;
  const creatorId = game.data?.game.creator_id ?? null;
  const canWrite = user !== null && (user.role === 'admin' || user.id === creatorId);

  const onDelete = async () => {
    const sure = await confirm({
      title: t('delete.title'),
      message: t('delete.message', { title: current.title }),
      confirmLabel: t('delete.confirm'),
      cancelLabel: t('form.cancel'),
      tone: 'danger',
    });
    if (sure) remove.mutate(current.id, { onSuccess: () => void navigate(`/updates/games/${gameId}`) });
  };

  return (
    <Page narrow testId="update-page">
      <Link to={`/updates/games/${gameId}`} className={styles.back}>
        {t('backToGame', { name: current.game.name })}
      </Link>
      {editing ? (
        <UpdateForm
          initial={{ game_id: String(current.game_id), title: current.title, version: current.version ?? '', content: current.content }}
          pending={edit.isPending}
          errors={fieldErrorsOf(edit.error)}
          submitLabel={t('edit.submit')}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            edit.mutate(
              { title: values.title, content: values.content, version: values.version.trim() ? values.version : null },
              { onSuccess: () => setEditing(false) },
            )
          }
        />
      ) : (
        <UpdateCard update={current} clamp={false} />
      )}
      {canWrite && !editing && (
        <div className={styles.detailActions}>
          <Button variant="secondary" icon={<Pencil />} onClick={() => setEditing(true)} data-testid="update-edit">
            {t('edit.open')}
          </Button>
          <Button variant="danger" icon={<Trash2 />} loading={remove.isPending} onClick={() => void onDelete()} data-testid="update-delete">
            {t('delete.open')}
          </Button>
        </div>
      )}
    </Page>
  );
}
