import { Pin, PinOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formErrorOf } from '../../features/forms/errors';
import { useFlagReachesUsers } from '../../features/flags/queries';
import { useGamePicker } from '../../features/games/queries';
import { useAdminTrendingGames, usePinTrending } from '../../features/play/queries';
import { useToastStore } from '../../features/toasts/store';
import { Button, Page, PageHeader, Select, Spinner, TextField } from '../../ui';
import styles from './dev.module.css';

// /dev/trend-games (admins): the computed trend ranking with its figures, pins that put a game at a place,
// and whether the trending_games_feature flag shows the trends to anyone yet.

export default function TrendGamesPage() {
  const { t } = useTranslation('play');
  const trends = useAdminTrendingGames();
  const games = useGamePicker();
  const pin = usePinTrending();
  const flagOn = useFlagReachesUsers('trending_games_feature');
  const showToast = useToastStore((state) => state.show);
  const [gameId, setGameId] = useState('');
  const [position, setPosition] = useState('1');

  const change = (gameToChange: number, pinned: boolean, at?: number) =>
    pin.mutate(
      { gameId: gameToChange, pin: pinned, ...(at === undefined ? {} : { position: at }) },
      { onError: (error) => showToast({ type: 'error', message: formErrorOf(error, t('trendAdmin.failed')) }) },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!gameId) return;
    change(Number(gameId), true, Math.min(20, Math.max(1, Number.parseInt(position, 10) || 1)));
  };

  return (
    <Page testId="trend-games">
      <PageHeader eyebrow={t('trendAdmin.eyebrow')} title={t('trendAdmin.title')} lead={t('trendAdmin.lead', { count: trends.data?.days ?? 7 })} />
      <div className={styles.sections}>
        {flagOn !== undefined && (
          <p className={styles.sectionLead} data-testid="trend-flag-state">
            {flagOn ? t('trendAdmin.flagOn') : t('trendAdmin.flagOff')} <Link to="/admin/feature-flags">{t('trendAdmin.flagLink')}</Link>
          </p>
        )}

        <section className={styles.section} aria-labelledby="trend-pin-title">
          <h2 id="trend-pin-title" className={styles.sectionTitle}>
            {t('trendAdmin.pinTitle')}
          </h2>
          <form className={styles.inlineForm} onSubmit={submit}>
            <Select
              label={t('trendAdmin.game')}
              value={gameId}
              onChange={(event) => setGameId(event.target.value)}
              placeholder={t('trendAdmin.choose')}
              options={(games.data ?? []).map((game) => ({ value: String(game.id), label: game.name }))}
              data-testid="trend-pin-game"
            />
            <TextField
              label={t('trendAdmin.position')}
              type="number"
              min={1}
              max={20}
              value={position}
              onChange={(event) => setPosition(event.target.value)}
            />
            <Button type="submit" icon={<Pin />} loading={pin.isPending} disabled={!gameId} data-testid="trend-pin-submit">
              {t('trendAdmin.pin')}
            </Button>
          </form>
        </section>

        <section className={styles.section} aria-labelledby="trend-list-title">
          <h2 id="trend-list-title" className={styles.sectionTitle}>
            {t('trendAdmin.listTitle')}
          </h2>
          {trends.isPending && <Spinner label={t('loading')} />}
          {trends.data && trends.data.trendingGames.length === 0 && <p className={styles.sectionLead}>{t('trendAdmin.empty')}</p>}
          {trends.data && trends.data.trendingGames.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="trend-table">
                <caption>{t('trendAdmin.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('trendAdmin.rank')}</th>
                    <th scope="col">{t('trendAdmin.game')}</th>
                    <th scope="col">{t('trendAdmin.plays')}</th>
                    <th scope="col">{t('trendAdmin.favorites')}</th>
                    <th scope="col">{t('trendAdmin.score')}</th>
                    <th scope="col">{t('trendAdmin.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {trends.data.trendingGames.map((entry, index) => (
                    <tr key={entry.game.id}>
                      <td>{index + 1}</td>
                      <th scope="row">
                        <Link to={`/game/${entry.game.id}`}>{entry.game.name}</Link>
                        {entry.pinned && <span className={styles.badge}>{t('trending.pinned')}</span>}
                      </th>
                      <td>{entry.plays}</td>
                      <td>{entry.favorites}</td>
                      <td>{entry.score}</td>
                      <td>
                        {entry.pinned ? (
                          <Button size="sm" variant="secondary" icon={<PinOff />} onClick={() => change(entry.game.id, false)}>
                            {t('trendAdmin.unpin')}
                          </Button>
                        ) : (
                          <Button size="sm" variant="secondary" icon={<Pin />} onClick={() => change(entry.game.id, true, index + 1)}>
                            {t('trendAdmin.pinHere')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </Page>
  );
}
