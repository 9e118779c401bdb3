import { Suspense } from 'react';
import { selectCurrentPrompt, useGateStore } from '../gate-store';
import { AfterPlayDialog } from './AfterPlayDialog';
import { ConfirmStartDialog } from './ConfirmStartDialog';
import { MoodBeforeDialog } from './MoodBeforeDialog';

/**
 * The dialog host of the pre-play gate and the after-play feedback: mount once in the shell. It shows the first
 * open question of the gate store (requestPlay / finishPlay / the launcher's requests) and nothing otherwise.
 * Its texts load on demand, so it has its own Suspense boundary and never holds up the page.
 */
export function PrePlayGate() {
  const current = useGateStore(selectCurrentPrompt);
  if (!current) return null;
  const { id, prompt } = current;
  return (
    <Suspense fallback={null}>
      {prompt.kind === 'confirm' && <ConfirmStartDialog key={id} id={id} prompt={prompt} />}
      {prompt.kind === 'moodBefore' && <MoodBeforeDialog key={id} id={id} prompt={prompt} />}
      {prompt.kind === 'afterPlay' && <AfterPlayDialog key={id} id={id} prompt={prompt} />}
    </Suspense>
  );
}
