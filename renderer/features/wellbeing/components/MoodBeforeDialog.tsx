import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../ui';
import { type GatePrompt, useGateStore } from '../gate-store';
import styles from './GateDialogs.module.css';
import { MoodScale } from './MoodScale';

type MoodPrompt = Extract<GatePrompt, { kind: 'moodBefore' }>;

/** Spec §4, goal "fulfilling" with collectFeedback: the mood is asked before play. */
export function MoodBeforeDialog({ id, prompt }: { id: number; prompt: MoodPrompt }) {
  const { t } = useTranslation('wellbeing');
  const reply = useGateStore((state) => state.reply);
  const [mood, setMood] = useState<number | null>(null);

  return (
    <Dialog
      open
      onClose={() => reply(id, { kind: 'moodBefore', proceed: false, mood: null })}
      title={t('gate.moodBefore.title')}
      description={t('gate.moodBefore.description', { game: prompt.game.name })}
      closeLabel={t('gate.moodBefore.cancel')}
      testId="gate-mood-before"
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => reply(id, { kind: 'moodBefore', proceed: true, mood: null })}
            data-testid="gate-skip-mood"
          >
            {t('gate.moodBefore.skip')}
          </Button>
          <Button
            disabled={mood === null}
            onClick={() => reply(id, { kind: 'moodBefore', proceed: true, mood })}
            data-testid="gate-proceed"
          >
            {t('gate.moodBefore.proceed')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <MoodScale legend={t('gate.moodBefore.legend')} value={mood} onChange={setMood} testId="mood-before-scale" />
        <p className={styles.muted}>{t('gate.moodBefore.privacy')}</p>
      </div>
    </Dialog>
  );
}
