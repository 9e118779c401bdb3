import { Ban, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GIVEAWAY_DESCRIPTION_MAX, GIVEAWAY_PRIZE_MAX, GIVEAWAY_WINNERS_MAX } from '../../../common/contract/giveaways';
import { confirm } from '../../features/confirm/store';
import { fieldErrorsOf } from '../../features/forms/errors';
import { GiveawayCard, phaseOf } from '../../features/giveaways/components/GiveawayCard';
import { useCancelGiveaway, useCreateGiveaway, useMyGiveaways } from '../../features/giveaways/queries';
import { useSessionStore } from '../../features/session/store';
import { Button, Page, PageHeader, Select, Spinner, TextArea, TextField } from '../../ui';
import cards from '../../features/giveaways/components/giveaways.module.css';
import { useWritableGames } from '../../features/games/queries';
import styles from '../updates/updates.module.css';

/** The local date and time one week ahead, as a datetime-local input wants it. */
function inAWeek(): string {
  const date = new Date(Date.now() + 7 * 86_400_000);
  date.setMinutes(date.getMinutes() - date.getTimezoneOffset(), 0, 0);
  return date.toISOString().slice(0, 16);
}

function CreateForm({ games, onDone }: { games: { id: number; name: string }[]; onDone(): void }) {
  const { t } = useTranslation('giveaways');
  const create = useCreateGiveaway(t('create.failed'), t('create.done'));
  const [gameId, setGameId] = useState(games.length === 1 ? String(games[0]!.id) : '');
  const [prize, setPrize] = useState('');
  const [description, setDescription] = useState('');
  const [winners, setWinners] = useState('1');
  const [endsAt, setEndsAt] = useState(inAWeek());
  const [missing, setMissing] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(create.error), ...missing };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!gameId) problems.game_id = t('create.gameRequired');
    if (!prize.trim()) problems.prize = t('create.prizeRequired');
    const ends = new Date(endsAt);
    if (Number.isNaN(ends.getTime())) problems.ends_at = t('create.endRequired');
    setMissing(problems);
    if (Object.keys(problems).length) return;
    create.mutate(
      { game_id: Number(gameId), prize, description, winner_count: Number.parseInt(winners, 10) || 1, ends_at: ends.toISOString() },
      { onSuccess: onDone },
    );
  };
  return (
    <form className={cards.form} onSubmit={submit} noValidate data-testid="giveaway-form">
      <Select
        label={t('create.game')}
        value={gameId}
        onChange={(event) => setGameId(event.target.value)}
        placeholder={t('create.chooseGame')}
        options={games.map((game) => ({ value: String(game.id), label: game.name }))}
        error={errors.game_id}
        data-testid="giveaway-game"
      />
      <TextField
        label={t('create.prize')}
        value={prize}
        onChange={(event) => setPrize(event.target.value)}
        maxLength={GIVEAWAY_PRIZE_MAX}
        error={errors.prize}
        data-testid="giveaway-prize"
      />
      <TextArea
        label={t('create.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={GIVEAWAY_DESCRIPTION_MAX}
        rows={3}
        error={errors.description}
      />
      <TextField
        label={t('create.winners')}
        type="number"
        min={1}
        max={GIVEAWAY_WINNERS_MAX}
        value={winners}
        onChange={(event) => setWinners(event.target.value)}
        error={errors.winner_count}
      />
      <TextField
        label={t('create.endsAt')}
        type="datetime-local"
        value={endsAt}
        onChange={(event) => setEndsAt(event.target.value)}
        error={errors.ends_at}
        data-testid="giveaway-ends"
      />
      <div>
        <Button type="submit" icon={<Plus />} loading={create.isPending} data-testid="giveaway-create">
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** /my-giveaways: the giveaways one runs, with their entries and results; creators start new ones here. */
export default function MyGiveawaysPage() {
  const { t } = useTranslation('giveaways');
  const user = useSessionStore((state) => state.user)!;
  const giveaways = useMyGiveaways();
  const cancel = useCancelGiveaway(t('cancel.failed'), t('cancel.done'));
  const games = useWritableGames(user);
  const [creating, setCreating] = useState(false);
  const onCancel = async (id: number, prize: string) => {
    const sure = await confirm({
      title: t('cancel.title'),
      message: t('cancel.message', { prize }),
      confirmLabel: t('cancel.confirm'),
      cancelLabel: t('cancel.keep'),
      tone: 'danger',
    });
    if (sure) cancel.mutate(id);
  };
  return (
    <Page testId="my-giveaways-page">
      <Link to="/giveaways" className={styles.back}>
        {t('back')}
      </Link>
      <PageHeader
        title={t('mine.title')}
        lead={t('mine.lead')}
        actions={
          games.data && games.data.length > 0 && !creating ? (
            <Button icon={<Plus />} onClick={() => setCreating(true)} data-testid="giveaway-new">
              {t('create.open')}
            </Button>
          ) : undefined
        }
      />
      {games.data && games.data.length === 0 && (
        <p className={styles.muted}>
          {t('mine.noGames')} <Link to="/create">{t('mine.createGame')}</Link>
        </p>
      )}
      {creating && games.data && <CreateForm games={games.data} onDone={() => setCreating(false)} />}
      {giveaways.isPending && <Spinner center label={t('loading')} />}
      {giveaways.data && giveaways.data.giveaways.length === 0 && !creating && <p className={styles.muted}>{t('mine.empty')}</p>}
      {giveaways.data && giveaways.data.giveaways.length > 0 && (
        <div className={cards.list}>
          {giveaways.data.giveaways.map((giveaway) => (
            <GiveawayCard
              key={giveaway.id}
              giveaway={giveaway}
              actions={
                phaseOf(giveaway) === 'open' ? (
                  <Button size="sm" variant="secondary" icon={<Ban />} onClick={() => void onCancel(giveaway.id, giveaway.prize)}>
                    {t('cancel.open')}
                  </Button>
                ) : undefined
              }
            />
          ))}
        </div>
      )}
    </Page>
  );
}
