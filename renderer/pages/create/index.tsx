import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, formErrorOf } from '../../features/forms/errors';
import { GameForm, requestOf, valuesOf } from '../../features/games/components/GameForm';
import { gameKeys, useCreateGame } from '../../features/games/queries';
import { useSessionStore } from '../../features/session/store';
import { useToastStore } from '../../features/toasts/store';
import { Page, PageHeader } from '../../ui';

/** /create [auth+email]: a new game with every field and an optional trailer; then /create/g/{id}. */
export default function CreateGamePage() {
  const { t } = useTranslation('create');
  const navigate = useNavigate();
  const client = useQueryClient();
  const name = useSessionStore((state) => state.user?.name ?? '');
  const show = useToastStore((state) => state.show);
  const create = useCreateGame({
    onSuccess: (answer) => {
      show({ type: 'success', message: t('created') });
      void client.invalidateQueries({ queryKey: gameKeys.all });
      void navigate(`/create/g/${answer.game.id}`);
    },
    onError: (error) => show({ type: 'error', message: formErrorOf(error, t('createFailed')) }),
  });
  return (
    <Page narrow testId="create-game-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <GameForm
        initial={valuesOf(null, name)}
        pending={create.isPending}
        errors={fieldErrorsOf(create.error)}
        submitLabel={t('submit')}
        trailer
        onSubmit={(values, trailer) => create.mutate({ request: requestOf(values), trailer })}
      />
    </Page>
  );
}
