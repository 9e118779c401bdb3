import { collectAfterPlay, finishPlay, requestPlay } from './gate';
import { selectCurrentPrompt, useGateStore } from './gate-store';

const actions = { requestPlay, finishPlay, collectAfterPlay } as const;

/**
 * The pre-play gate for components: `requestPlay(game)` before a start, `finishPlay({ game, minutes, moodBefore })`
 * after a session played from the site. The functions are stable; `open` says whether a question is on screen.
 * Needs <PrePlayGate /> mounted once in the shell.
 */
export function usePrePlayGate() {
  const open = useGateStore((state) => selectCurrentPrompt(state) !== null);
  return { ...actions, open };
}
