import { useQuery } from '@tanstack/react-query';
import {
  BookOpen,
  CookingPot,
  Footprints,
  Gamepad2,
  Leaf,
  type LucideIcon,
  Music,
  PersonStanding,
  Phone,
} from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Dialog, Spinner } from '../../../ui';
import { useSessionStore } from '../../session/store';
import { todayFacts, wellbeingErrorKey } from '../gate-rules';
import { type GatePrompt, useGateStore } from '../gate-store';
import { alternativesQuery, statsQuery } from '../queries';
import styles from './GateDialogs.module.css';

type ConfirmPrompt = Extract<GatePrompt, { kind: 'confirm' }>;

/** Icons of the server's offline activities; one the renderer does not know yet gets a leaf. */
const ACTIVITY_ICONS: Record<string, LucideIcon> = {
  walk: Footprints,
  stretch: PersonStanding,
  callFriend: Phone,
  read: BookOpen,
  music: Music,
  cook: CookingPot,
};

/**
 * Spec §4, goal "less" with confirmBeforeStart: the start needs a confirmation. It quotes today's minutes
 * against the daily goal and offers short games and things to do away from the screen instead.
 */
export function ConfirmStartDialog({ id, prompt }: { id: number; prompt: ConfirmPrompt }) {
  const { t } = useTranslation('wellbeing');
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const reply = useGateStore((state) => state.reply);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const stats = useQuery({ ...statsQuery(userId ?? 0), enabled: userId !== null });
  const alternatives = useQuery({ ...alternativesQuery(userId ?? 0), enabled: userId !== null });

  const answer = (proceed: boolean) => reply(id, { kind: 'confirm', proceed });
  const facts = stats.data ? todayFacts(stats.data, prompt.goal) : null;
  const minutes = (count: number) => t('units.minutes', { count });

  const message = facts
    ? t('gate.confirm.message', { played: minutes(facts.playedToday), goal: minutes(facts.dailyGoal) })
    : t('gate.confirm.messageWithoutStats');

  const games = (alternatives.data?.games ?? []).filter((game) => game.id !== prompt.game.id);
  const activities = alternatives.data?.activities ?? [];

  return (
    <Dialog
      open
      onClose={() => answer(false)}
      role="alertdialog"
      title={t('gate.confirm.title', { game: prompt.game.name })}
      description={<span data-testid="gate-confirm-message">{message}</span>}
      closeLabel={t('actions.close')}
      initialFocus={cancelRef}
      size="lg"
      testId="gate-confirm"
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={() => answer(false)} data-testid="gate-cancel">
            {t('gate.confirm.cancel')}
          </Button>
          <Button onClick={() => answer(true)} data-testid="gate-proceed">
            {t('gate.confirm.proceed')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        {stats.isPending && <Spinner size="sm" label={t('stats.loading')} showLabel />}
        {stats.isError && (
          <p className={styles.notice} role="alert">
            {t(wellbeingErrorKey(stats.error, 'stats'))}
          </p>
        )}
        {facts && (
          <div className={styles.today}>
            <div className={styles.meter} aria-hidden="true">
              <span
                className={facts.over > 0 ? styles.meterOver : styles.meterFill}
                style={{ inlineSize: `${Math.min(100, (facts.playedToday / Math.max(1, facts.dailyGoal)) * 100)}%` }}
              />
            </div>
            <p className={styles.muted}>
              {facts.over > 0
                ? t('gate.confirm.over', { duration: minutes(facts.over) })
                : t('gate.confirm.remaining', { duration: minutes(facts.remaining) })}
            </p>
          </div>
        )}

        <section className={styles.alternatives} aria-labelledby={`gate-${id}-alternatives`}>
          <h3 id={`gate-${id}-alternatives`} className={styles.subheading}>
            {t('gate.alternatives.title')}
          </h3>
          {alternatives.isPending && <Spinner size="sm" label={t('gate.alternatives.loading')} showLabel />}
          {alternatives.isError && <p className={styles.muted}>{t(wellbeingErrorKey(alternatives.error, 'alternatives'))}</p>}
          {alternatives.isSuccess && games.length === 0 && activities.length === 0 && (
            <p className={styles.muted}>{t('errors.noAlternatives')}</p>
          )}
          {activities.length > 0 && (
            <>
              <h4 className={styles.listHeading}>{t('gate.alternatives.offline')}</h4>
              <ul className={styles.list} data-testid="gate-activities">
                {activities.map((activity) => {
                  const Icon = ACTIVITY_ICONS[activity.id] ?? Leaf;
                  return (
                    <li key={activity.id} className={styles.item}>
                      <Icon className={styles.itemIcon} aria-hidden="true" />
                      <span className={styles.itemText}>{t(`activities.${activity.id}`)}</span>
                      <span className={styles.itemMeta}>{t('units.aboutMinutes', { count: activity.minutes })}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {games.length > 0 && (
            <>
              <h4 className={styles.listHeading}>{t('gate.alternatives.shortGames')}</h4>
              <ul className={styles.list} data-testid="gate-short-games">
                {games.map((game) => (
                  <li key={game.id} className={styles.item}>
                    <Gamepad2 className={styles.itemIcon} aria-hidden="true" />
                    <Link to={`/game/${game.id}`} className={styles.itemText} onClick={() => answer(false)}>
                      {game.name}
                    </Link>
                    <span className={styles.itemMeta}>
                      {t('units.aboutMinutes', { count: game.typical_session_minutes })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </Dialog>
  );
}
