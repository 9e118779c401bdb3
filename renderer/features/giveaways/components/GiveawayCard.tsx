import { CheckCircle2, Gift, ShieldCheck, Trophy, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Giveaway } from '../../../../common/contract/giveaways';
import { drawWinners } from '../../../../common/rules/giveaway-draw';
import { Avatar, Button } from '../../../ui';
import { openSignIn } from '../../auth/open-sign-in';
import { useSessionStore } from '../../session/store';
import { formatDate, useLocale } from '../../wellbeing/format';
import { useEnterGiveaway, useGiveawayAudit } from '../queries';
import styles from './giveaways.module.css';

type Phase = 'open' | 'ended' | 'drawn' | 'cancelled';

export function phaseOf(giveaway: Giveaway, now = Date.now()): Phase {
  if (giveaway.status !== 'open') return giveaway.status;
  return Date.parse(giveaway.ends_at) <= now ? 'ended' : 'open';
}

function useRemaining() {
  const { t } = useTranslation('giveaways');
  return (endsAt: string) => {
    const minutes = Math.max(0, Math.round((Date.parse(endsAt) - Date.now()) / 60_000));
    if (minutes >= 2 * 1440) return t('remaining.days', { count: Math.floor(minutes / 1440) });
    if (minutes >= 60) return t('remaining.hours', { count: Math.floor(minutes / 60) });
    return t('remaining.minutes', { count: Math.max(1, minutes) });
  };
}

/** Re-runs the draw in this browser from the published seed and entries and says whether it matches. */
function Audit({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation('giveaways');
  const [asked, setAsked] = useState(false);
  const audit = useGiveawayAudit(giveaway.id, asked);
  const [verdict, setVerdict] = useState<'ok' | 'mismatch' | null>(null);
  const verify = async () => {
    setAsked(true);
    const data = audit.data ?? (await audit.refetch()).data;
    if (!data) return;
    const rerun = await drawWinners(window.crypto.subtle, data.draw_seed, data.entries, data.winner_count);
    const same = rerun.entriesHash === data.entries_hash && [...rerun.winners].sort().join() === [...data.winner_entry_ids].sort().join();
    setVerdict(same ? 'ok' : 'mismatch');
  };
  return (
    <details className={styles.audit}>
      <summary>
        <ShieldCheck aria-hidden="true" size={16} /> {t('audit.summary')}
      </summary>
      <p>{t('audit.explain')}</p>
      <dl className={styles.auditData}>
        <dt>{t('audit.seed')}</dt>
        <dd>
          <code>{giveaway.draw_seed}</code>
        </dd>
        <dt>{t('audit.hash')}</dt>
        <dd>
          <code>{giveaway.entries_hash}</code>
        </dd>
      </dl>
      <Button size="sm" variant="secondary" onClick={() => void verify()} loading={audit.isFetching} data-testid="giveaway-verify">
        {t('audit.verify')}
      </Button>
      {verdict && (
        <p role="status" className={verdict === 'ok' ? styles.ok : styles.bad} data-testid="giveaway-verdict">
          {verdict === 'ok' ? t('audit.ok') : t('audit.mismatch')}
        </p>
      )}
    </details>
  );
}

/** A giveaway: prize, game, time left or result, entries, and the way to enter. */
export function GiveawayCard({ giveaway, showGame = true, actions }: { giveaway: Giveaway; showGame?: boolean; actions?: ReactNode }) {
  const { t } = useTranslation('giveaways');
  const locale = useLocale();
  const remaining = useRemaining();
  const user = useSessionStore((state) => state.user);
  const enter = useEnterGiveaway(t('enter.failed'), t('enter.done'));
  const phase = phaseOf(giveaway);
  const own = user !== null && giveaway.creator?.id === user.id;
  return (
    <article className={styles.card} data-testid="giveaway-card" data-status={phase}>
      <div className={styles.head}>
        {showGame && (
          <Link to={`/game/${giveaway.game.id}`} className={styles.game}>
            {giveaway.game.image && <img src={giveaway.game.image} alt="" loading="lazy" />}
            {giveaway.game.name}
          </Link>
        )}
        <span className={styles.badge} data-phase={phase}>
          {t(`phase.${phase}`)}
        </span>
      </div>
      <h3 className={styles.prize}>
        <Gift aria-hidden="true" size={20} /> <bdi>{giveaway.prize}</bdi>
      </h3>
      {giveaway.description && (
        <p className={styles.description} dir="auto">
          {giveaway.description}
        </p>
      )}
      <p className={styles.meta}>
        <Users aria-hidden="true" size={14} /> {t('entries', { count: giveaway.entries_count })} · {t('winnersPlanned', { count: giveaway.winner_count })} ·{' '}
        {phase === 'open' ? (
          <span data-testid="giveaway-remaining">{t('endsIn', { time: remaining(giveaway.ends_at) })}</span>
        ) : (
          t('endedOn', { date: formatDate(locale, giveaway.ends_at) })
        )}
      </p>
      {phase === 'open' && !own && (
        <div className={styles.actions}>
          {giveaway.my_entry ? (
            <p className={styles.entered} data-testid="giveaway-entered">
              <CheckCircle2 aria-hidden="true" size={18} /> {t('enter.already')}
            </p>
          ) : (
            <Button
              icon={<Gift />}
              loading={enter.isPending}
              onClick={() => (user ? enter.mutate(giveaway.id) : openSignIn())}
              data-testid="giveaway-enter"
            >
              {t('enter.button')}
            </Button>
          )}
        </div>
      )}
      {phase === 'drawn' && (
        <div className={styles.result}>
          {giveaway.my_entry?.won && (
            <p className={styles.won} data-testid="giveaway-won">
              <Trophy aria-hidden="true" size={18} /> {t('result.youWon')}
            </p>
          )}
          <h4 className={styles.resultTitle}>{giveaway.winners.length ? t('result.winners') : t('result.noEntries')}</h4>
          {giveaway.winners.length > 0 && (
            <ul className={styles.winners} data-testid="giveaway-winners">
              {giveaway.winners.map((winner) => (
                <li key={winner.id}>
                  <Link to={`/profile/${winner.id}`} className={styles.winner}>
                    <Avatar src={winner.image} name={winner.name} size="sm" />
                    {winner.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {giveaway.draw_seed && <Audit giveaway={giveaway} />}
        </div>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
