import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { UpdateForm } from '../../features/updates/components/UpdateForm';
import { updateHref } from '../../features/updates/components/UpdateCard';
import { useCreateUpdate } from '../../features/updates/queries';
import { Page, PageHeader, Spinner } from '../../ui';
import { useWritableGames } from '../../features/games/queries';
import styles from './updates.module.css';

/** /updates/create: a creator writes an update for one of their games (an admin for any game). */
export default function CreateUpdatePage() {
  const { t } = useTranslation('updates');
  const user = useSessionStore((state) => state.user)!;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const games = useWritableGames(user);
  const create = useCreateUpdate(t('failed.create'));
  const preselected = params.get('game') ?? '';

  return (
    <Page narrow testId="update-create-page">
      <PageHeader title={t('create.title')} lead={t('create.lead')} />
      {games.isPending && <Spinner center label={t('loading')} />}
      {games.data && games.data.length === 0 && (
        <p className={styles.muted}>
          {t('create.noGames')} <Link to="/create">{t('create.createGame')}</Link>
        </p>
      )}
      {games.data && games.data.length > 0 && (
        <UpdateForm
          initial={{ game_id: games.data.some((game) => String(game.id) === preselected) ? preselected : '', title: '', version: '', content: '' }}
          games={games.data}
          pending={create.isPending}
          errors={fieldErrorsOf(create.error)}
          submitLabel={t('create.submit')}
          onSubmit={(values) =>
            create.mutate(
              {
                game_id: Number(values.game_id),
                title: values.title,
                content: values.content,
                version: values.version.trim() ? values.version : null,
              },
              { onSuccess: (answer) => void navigate(updateHref(answer.update)) },
            )
          }
        />
      )}
    </Page>
  );
}
