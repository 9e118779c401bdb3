import { wellbeingRoutes as contract } from '../../../common/contract/wellbeing';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { currentUser } from '../../http/guards';
import { implement } from '../../http/route';
import {
  alternativesFor,
  goalsOf,
  lastPlayedOf,
  recordLastPlayed,
  recordSessionFeedback,
  setGoal,
  wellbeingStats,
} from './service';

export function wellbeingRoutes(deps: AppDeps) {
  return [
    implement(contract.goals, async (_input, c) => ({ status: 200, body: await goalsOf(deps, currentUser(c).id) })),
    implement(contract.setGoal, async ({ body }, c) => ({
      status: 201,
      body: { goal: await setGoal(deps, currentUser(c).id, body) },
    })),
    implement(contract.sessionFeedback, async ({ body }, c) => ({
      status: 201,
      body: { feedback: await recordSessionFeedback(deps, currentUser(c).id, body) },
    })),
    implement(contract.alternatives, async (_input, c) => ({
      status: 200,
      body: await alternativesFor(deps, currentUser(c).id),
    })),
    implement(contract.stats, async ({ query }, c) => {
      try {
        return { status: 200, body: await wellbeingStats(deps, currentUser(c).id, query.tzOffset) };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        console.error('[wellbeing] stats failed', error);
        throw new HttpError(500, 'statsFailed');
      }
    }),
    implement(contract.lastPlayed, async (_input, c) => ({
      status: 200,
      body: { lastPlayed: await lastPlayedOf(deps, currentUser(c).id) },
    })),
    implement(contract.markPlayed, async ({ body }, c) => {
      const userId = currentUser(c).id;
      await recordLastPlayed(deps, userId, body.game_id);
      return { status: 201, body: { lastPlayed: await lastPlayedOf(deps, userId) } };
    }),
  ];
}
