import type { QuestView } from '../../../common/contract/boostz';
import { dayKey, periodEnd, periodStart, type QuestDefinition, type QuestMetric, QUESTS } from '../../../common/rules/boostz';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { book, runOnce } from './ledger';
import { commentsWrittenSince } from '../comments/service';
import { notify } from '../notifications/service';
import { readyClipsSince, viewsMadeSince } from '../posts/service';
import { daysWithinGoal, gamesPlayedSince } from '../wellbeing/service';

// Quests (/quests): daily and weekly goals whose progress the server counts from what really happened — clips
// watched (views), comments written, games played in the browser, clips uploaded, days within one's well-being
// goal — each counted by the domain it belongs to. Claiming checks the progress again; the reward is booked once
// per quest and period.

const questKey = (quest: QuestDefinition, at: Date) => `quest:${quest.id}:${quest.period === 'day' ? dayKey(at) : periodStart(at, 'week').toISOString().slice(0, 10)}`;

async function progressOf(db: Db, userId: number, metric: QuestMetric, from: Date, now: Date): Promise<number> {
  const since = from.toISOString();
  switch (metric) {
    case 'clips_watched':
      return viewsMadeSince(db, userId, since);
    case 'comments_written':
      return commentsWrittenSince(db, userId, since);
    case 'games_played':
      return gamesPlayedSince(db, userId, since);
    case 'clips_uploaded':
      return readyClipsSince(db, userId, since);
    case 'wellbeing_days':
      return daysWithinGoal(db, userId, from, now);
  }
}

async function questView(db: Db, userId: number, quest: QuestDefinition, now: Date): Promise<QuestView> {
  const from = periodStart(now, quest.period);
  const [progress, claimed] = await Promise.all([
    progressOf(db, userId, quest.metric, from, now),
    db.selectFrom('ledger_entries').select('id').where('user_id', '=', userId).where('idempotency_key', '=', questKey(quest, now)).executeTakeFirst(),
  ]);
  return {
    id: quest.id,
    period: quest.period,
    metric: quest.metric,
    target: quest.target,
    progress: Math.min(progress, quest.target),
    reward: quest.reward,
    completed: progress >= quest.target,
    claimed: claimed !== undefined,
    resets_at: periodEnd(now, quest.period).toISOString(),
  };
}

export async function questsOf(deps: AppDeps, user: UserRow, now = new Date()) {
  const quests = await Promise.all(QUESTS.map((quest) => questView(deps.db, user.id, quest, now)));
  const completed = await deps.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', user.id)
    .where('reason', '=', 'quest')
    .executeTakeFirst();
  return { quests, completed_total: Number(completed?.count ?? 0) };
}

export async function claimQuest(deps: AppDeps, user: UserRow, questId: string, now = new Date()) {
  const quest = QUESTS.find((candidate) => candidate.id === questId);
  if (!quest) throw notFound('questNotFound');
  const view = await questView(deps.db, user.id, quest, now);
  if (view.claimed) throw new HttpError(409, 'questAlreadyClaimed');
  if (!view.completed) throw new HttpError(409, 'questNotCompleted');
  const idempotencyKey = questKey(quest, now);
  await runOnce(
    deps.db,
    { userId: user.id, idempotencyKey },
    (trx) => book(trx, { userId: user.id, amount: quest.reward, reason: 'quest', reference: quest.id, idempotencyKey }),
    async () => {
      throw new HttpError(409, 'questAlreadyClaimed');
    },
  );
  await notify(deps, { userId: user.id, type: 'achievement', subject: { quest: quest.id, reward: quest.reward }, link: '/quests', source: `quest:${idempotencyKey}` });
  const balance = await deps.db.selectFrom('users').select('boostz').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { quest: await questView(deps.db, user.id, quest, now), boostz: balance.boostz };
}
