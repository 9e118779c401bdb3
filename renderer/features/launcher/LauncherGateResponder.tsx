import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FeedbackAnswer, GateAnswer } from '../../../electron/bridge-types';
import i18n from '../../i18n';
import { useToastStore } from '../toasts/store';
import { collectAfterPlay, requestPlay } from '../wellbeing/gate';
import { wellbeingKeys } from '../wellbeing/queries';
import { getLauncherBridge } from './bridge';

/** The launcher stops waiting for the page after two minutes and goes on without an answer (bridge-types.ts). */
export const LAUNCHER_ANSWER_TIMEOUT_MS = 120_000;

/** Runs `ask` with a signal that fires when the launcher has stopped waiting. */
async function withLauncherDeadline<T>(ask: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
    useToastStore.getState().show({ type: 'info', message: 'wellbeing:launcher.answerTimedOut' });
  }, LAUNCHER_ANSWER_TIMEOUT_MS);
  try {
    return await ask(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page side of the desktop launcher's gate: mount once in the shell. Inside the launcher it registers the
 * pre-play gate (the same <PrePlayGate /> dialogs as in the browser: confirmation or mood before, by the goal)
 * and the after-play questions; the launcher records the session itself, so nothing is sent from here. In a
 * browser it does nothing.
 */
export function LauncherGateResponder() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const bridge = getLauncherBridge();
    if (!bridge) return;
    // The launcher's questions and notices come from the wellbeing texts: have them ready before the first one.
    void i18n.loadNamespaces('wellbeing').catch(() => undefined);

    const offGate = bridge.onGateRequest((request) =>
      withLauncherDeadline(async (signal): Promise<GateAnswer> => {
        // The launcher knows the game's catalogue id, not its USK rating: the catalogue does, so the age gate
        // applies to starts from the launcher too. Without an answer the start goes on (the game is installed
        // on this computer and could be started without the launcher anyway).
        const { gameQuery } = await import('../games/queries');
        const ageRating = await queryClient
          .fetchQuery(gameQuery(request.game.gameId))
          .then((answer) => answer.game.age_rating)
          .catch(() => undefined);
        const permission = await requestPlay(
          { id: request.game.gameId, name: request.game.name, ...(ageRating === undefined ? {} : { age_rating: ageRating }) },
          { signal },
        );
        return permission.moodBefore === null
          ? { proceed: permission.proceed }
          : { proceed: permission.proceed, moodBefore: permission.moodBefore };
      }),
    );

    const offFeedback = bridge.onFeedbackRequest((request) =>
      withLauncherDeadline(async (signal): Promise<FeedbackAnswer> => {
        const { session } = request;
        const answer = await collectAfterPlay(
          { game: { id: session.gameId, name: session.name }, minutes: session.durationMinutes, moodBefore: session.moodBefore },
          { signal },
        );
        return {
          ...(answer.moodAfter === null ? {} : { moodAfter: answer.moodAfter }),
          ...(answer.notes === null ? {} : { notes: answer.notes }),
        };
      }),
    );

    const offEvents = bridge.onLaunchEvent((event) => {
      if (event.type === 'link-refused') {
        useToastStore.getState().show({ type: 'warning', message: 'wellbeing:launcher.linkRefused' });
      } else if (event.type === 'ended' && event.reported) {
        // The launcher has queued the session report; refresh the statistics once it has had time to send it.
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: wellbeingKeys.all }), 3_000);
      }
    });

    return () => {
      offGate();
      offFeedback();
      offEvents();
    };
  }, [queryClient]);

  return null;
}
