import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../api/http';
import { NotFoundView } from '../features/errors/ErrorView';
import { fieldErrorsOf, formErrorOf } from '../features/forms/errors';
import { GameAssets } from '../features/games/components/GameAssets';
import { GameForm, requestOf, valuesOf } from '../features/games/components/GameForm';
import { gameKeys, useGame, useUpdateGame } from '../features/games/queries';
import { useSessionStore } from '../features/session/store';
import { useToastStore } from '../features/toasts/store';
import { Page, PageHeader, Spinner } from '../ui';
import styles from '../features/games/components/creation.module.css';

/** What someone who did not make a game sees on its edit pages. */
export function NotYours() {
  const { t } = useTranslation('create');
  return (
    <Page narrow testId="not-your-game">
      <PageHeader title={t('notYours.title')} lead={t('notYours.lead')} />
      <p className={styles.hint}>
        <Lock aria-hidden="true" size={16} /> <Link to="/games">{t('notYours.back')}</Link>
      </p>
    </Page>
  );
}

/** /edit-game/{id} [auth]: every field, cover and browser build, for the game's creator or an admin. */
export default function EditGamePage() {
  const { t } = useTranslation('create');
  const id = Number(useParams().id);
  const user = useSessionStore((state) => state.user);
  const client = useQueryClient();
  const show = useToastStore((state) => state.show);
  const game = useGame(id);
  const save = useUpdateGame(id, {
    onSuccess: (answer) => {
      client.setQueryData(gameKeys.detail(id), answer);
      void client.invalidateQueries({ queryKey: gameKeys.all });
      show({ type: 'success', message: t('saved') });
    },
    onError: (error) => show({ type: 'error', message: formErrorOf(error, t('saveFailed')) }),
  });
  if (isApiError(game.error) && game.error.status === 404) return <NotFoundView />;
  if (!game.data) return <Spinner center label={t('loading')} />;
  const current = game.data.game;
  if (!user || (user.role !== 'admin' && current.creator_id !== user.id)) return <NotYours />;
  return (
    <Page testId="edit-game-page">
      <PageHeader
        title={t('edit.title', { name: current.name })}
        lead={t('edit.lead')}
        actions={<Link to={`/game/${id}`}>{t('step.toGame')}</Link>}
      />
      <div className={styles.steps}>
        <GameForm
          key={current.id}
          initial={valuesOf(current)}
          pending={save.isPending}
          errors={fieldErrorsOf(save.error)}
          submitLabel={t('edit.submit')}
          onSubmit={(values) => save.mutate(requestOf(values))}
        />
        <GameAssets game={current} />
      </div>
    </Page>
  );
}
