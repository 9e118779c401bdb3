import type { GamingGoal } from '../../../common/contract/wellbeing';
import { tooYoungFor } from '../../../common/rules/age-gate';
import { queryClient } from '../../api/query-client';
import i18n from '../../i18n';
import { useSessionStore } from '../session/store';
import { useToastStore } from '../toasts/store';
import { decideAfterPlay, decideGate, type Intervention, sessionMinutes, wellbeingErrorKey } from './gate-rules';
import { type GateGame, useGateStore } from './gate-store';
import { goalsQuery, recordPlay, wellbeingKeys } from './queries';

// The imperative side of the pre-play gate (spec §4 "Gaming goal before play"): used by the play button, by the
// launcher's gate request and by the preview on /settings/wellbeing. The questions themselves are shown by
// <PrePlayGate />, which must be mounted once in the shell.

export interface PlayPermission {
  proceed: boolean;
  /** 1–5 when the gate asked for the mood before play, else null. */
  moodBefore: number | null;
  /** What the gate did: nothing, a confirmation, or the mood question. */
  intervention: Intervention;
}

export interface FinishedPlay {
  game: GateGame;
  /** Minutes actually played. */
  minutes: number;
  moodBefore: number | null;
}

export interface AfterPlayAnswer {
  moodAfter: number | null;
  notes: string | null;
  /** Whether the user was asked (the goal collects feedback). */
  asked: boolean;
}

export interface GateOptions {
  /** Withdraws an open question (the launcher stopped waiting); the promise then resolves as not proceeding. */
  signal?: AbortSignal;
}

const NAMESPACE = 'wellbeing';

function currentUserId(): number | null {
  return useSessionStore.getState().user?.id ?? null;
}

/** The active goal of the user; a failure to load it is reported to the caller. */
async function loadGoal(userId: number): Promise<GamingGoal | null> {
  return (await queryClient.fetchQuery(goalsQuery(userId))).goal;
}

function preloadTexts(): void {
  void i18n.loadNamespaces(NAMESPACE).catch(() => undefined);
}

/**
 * The age rating alone, without the goal's questions: false (and a toast says why) when a USK 16/18 title is for
 * someone older than the signed-in person's birthdate says. The launcher's install dialog uses it: the launcher
 * asks the goal's questions itself when it starts the game.
 */
export function allowedByAge(game: GateGame): boolean {
  if (game.age_rating === undefined || !tooYoungFor(useSessionStore.getState().user?.age ?? null, game.age_rating)) return true;
  preloadTexts();
  useToastStore.getState().show({ type: 'warning', message: 'wellbeing:gate.tooYoung', values: { age: game.age_rating } });
  return false;
}

/**
 * Asks before a game starts, following the user's goal: less + confirmBeforeStart → a confirmation with today's
 * minutes and alternatives; fulfilling + collectFeedback → the mood before; more, no goal or logged out → no
 * question (resolves at once with proceed: true). A USK 16/18 title does not start for a signed-in person whose
 * birthdate says they are younger (a toast says why). When the goal cannot be loaded the game is not held back: the
 * start goes ahead and a toast says why nothing was asked.
 */
export async function requestPlay(game: GateGame, options: GateOptions = {}): Promise<PlayPermission> {
  const userId = currentUserId();
  if (!allowedByAge(game)) return { proceed: false, moodBefore: null, intervention: 'ageGate' };
  let goal: GamingGoal | null = null;
  if (userId !== null) {
    try {
      goal = await loadGoal(userId);
    } catch (error) {
      preloadTexts();
      useToastStore.getState().show({
        type: 'warning',
        title: 'wellbeing:gate.skippedTitle',
        message: `wellbeing:${wellbeingErrorKey(error, 'goals')}`,
      });
      return { proceed: true, moodBefore: null, intervention: 'none' };
    }
  }

  const decision = decideGate({ loggedIn: userId !== null, goal });
  if (decision.kind === 'none' || !goal) return { proceed: true, moodBefore: null, intervention: 'none' };

  preloadTexts();
  const reply = await useGateStore.getState().ask({ kind: decision.kind, game, goal }, options.signal);
  if (reply?.kind === 'confirm') return { proceed: reply.proceed, moodBefore: null, intervention: 'confirm' };
  if (reply?.kind === 'moodBefore') return { proceed: reply.proceed, moodBefore: reply.mood, intervention: 'moodBefore' };
  return { proceed: false, moodBefore: null, intervention: decision.kind };
}

/**
 * Asks "how was it?" (mood after and notes) when the goal collects feedback; nothing is sent. The launcher
 * uses this: it records the session itself.
 */
export async function collectAfterPlay(play: FinishedPlay, options: GateOptions = {}): Promise<AfterPlayAnswer> {
  const userId = currentUserId();
  let goal: GamingGoal | null = null;
  if (userId !== null) {
    try {
      goal = await loadGoal(userId);
    } catch {
      goal = null;
    }
  }
  const decision = decideAfterPlay({ loggedIn: userId !== null, goal });
  if (!decision.ask) return { moodAfter: null, notes: null, asked: false };

  preloadTexts();
  const reply = await useGateStore
    .getState()
    .ask(
      { kind: 'afterPlay', game: play.game, goal, minutes: sessionMinutes(play.minutes), moodBefore: play.moodBefore },
      options.signal,
    );
  if (reply?.kind !== 'afterPlay') return { moodAfter: null, notes: null, asked: true };
  return { moodAfter: reply.moodAfter, notes: reply.notes, asked: true };
}

/**
 * Ends a session played from the site: asks the mood after and notes when the goal collects feedback, then
 * records the session (POST /api/gaming-goals/session-feedback) and the game as last played
 * (POST /api/lastPlayed). Logged out: nothing is asked or sent.
 */
export async function finishPlay(play: FinishedPlay, options: GateOptions = {}): Promise<void> {
  const userId = currentUserId();
  if (userId === null) return;
  const answer = await collectAfterPlay(play, options);

  const [feedback, lastPlayed] = await recordPlay({
    game_id: play.game.id,
    mood_before: play.moodBefore,
    mood_after: answer.moodAfter,
    session_duration_minutes: sessionMinutes(play.minutes),
    additional_notes: answer.notes,
  });
  void queryClient.invalidateQueries({ queryKey: wellbeingKeys.user(userId) });

  const failure = feedback.status === 'rejected' ? feedback : lastPlayed.status === 'rejected' ? lastPlayed : null;
  if (failure) {
    useToastStore.getState().show({
      type: 'error',
      message: `wellbeing:${wellbeingErrorKey(failure.reason, 'feedback')}`,
    });
    return;
  }
  if (answer.asked) {
    useToastStore.getState().show({ type: 'success', message: 'wellbeing:afterPlay.saved' });
  }
}
