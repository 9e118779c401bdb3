import { Hono } from 'hono';
import {
  gamingGoalRequest,
  lastPlayedRequest,
  sessionFeedbackRequest,
  wellbeingStatsQuery,
} from '../../../common/contract/wellbeing';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { currentUser, requireAuth } from '../../http/guards';
import { readJson, readQuery } from '../../http/validate';
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
  const app = new Hono<AppEnv>();
  app.use('/api/gaming-goals', requireAuth);
  app.use('/api/gaming-goals/*', requireAuth);
  app.use('/api/lastPlayed', requireAuth);

  app.get('/api/gaming-goals', async (c) => c.json(await goalsOf(deps, currentUser(c).id)));

  app.post('/api/gaming-goals', async (c) => {
    const input = await readJson(c, gamingGoalRequest);
    return c.json({ goal: await setGoal(deps, currentUser(c).id, input) }, 201);
  });

  app.post('/api/gaming-goals/session-feedback', async (c) => {
    const input = await readJson(c, sessionFeedbackRequest);
    return c.json({ feedback: await recordSessionFeedback(deps, currentUser(c).id, input) }, 201);
  });

  app.get('/api/gaming-goals/alternative-games', async (c) => c.json(await alternativesFor(deps, currentUser(c).id)));

  app.get('/api/gaming-goals/wellbeing-stats', async (c) => {
    const { tzOffset } = readQuery(c, wellbeingStatsQuery);
    try {
      return c.json(await wellbeingStats(deps, currentUser(c).id, tzOffset));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      console.error('[wellbeing] stats failed', error);
      throw new HttpError(500, 'statsFailed');
    }
  });

  app.get('/api/lastPlayed', async (c) => c.json({ lastPlayed: await lastPlayedOf(deps, currentUser(c).id) }));

  app.post('/api/lastPlayed', async (c) => {
    const { game_id } = await readJson(c, lastPlayedRequest);
    await recordLastPlayed(deps, currentUser(c).id, game_id);
    return c.json({ lastPlayed: await lastPlayedOf(deps, currentUser(c).id) }, 201);
  });

  return app;
}
