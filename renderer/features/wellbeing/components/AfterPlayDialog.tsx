import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextArea } from '../../../ui';
import { formatDuration } from '../format';
import { moodEmoji } from '../gate-rules';
import { type GatePrompt, useGateStore } from '../gate-store';
import styles from './GateDialogs.module.css';
import { MoodScale } from './MoodScale';

type AfterPlayPrompt = Extract<GatePrompt, { kind: 'afterPlay' }>;

const NOTES_MAX = 2000;

/** After a session: the mood after (1–5) and optional notes. Closing it skips the questions. */
export function AfterPlayDialog({ id, prompt }: { id: number; prompt: AfterPlayPrompt }) {
  const { t } = useTranslation('wellbeing');
  const reply = useGateStore((state) => state.reply);
  const [mood, setMood] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const skip = () => reply(id, { kind: 'afterPlay', moodAfter: null, notes: null });
  const trimmed = notes.trim();

  return (
    <Dialog
      open
      onClose={skip}
      title={t('afterPlay.title')}
      description={t('afterPlay.description', {
        game: prompt.game.name,
        duration: formatDuration(t, prompt.minutes),
      })}
      closeLabel={t('actions.close')}
      testId="after-play"
      footer={
        <>
          <Button variant="ghost" onClick={skip} data-testid="after-play-skip">
            {t('afterPlay.skip')}
          </Button>
          <Button
            disabled={mood === null && trimmed === ''}
            onClick={() => reply(id, { kind: 'afterPlay', moodAfter: mood, notes: trimmed === '' ? null : trimmed })}
            data-testid="after-play-save"
          >
            {t('afterPlay.save')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        {prompt.moodBefore !== null && (
          <p className={styles.muted}>
            {t('afterPlay.moodBefore', { emoji: moodEmoji(prompt.moodBefore), mood: t(`mood.${prompt.moodBefore}`, { ns: 'common' }) })}
          </p>
        )}
        <MoodScale legend={t('afterPlay.legend')} value={mood} onChange={setMood} testId="mood-after-scale" />
        <TextArea
          label={t('afterPlay.notesLabel')}
          optionalLabel={t('common.optional')}
          placeholder={t('afterPlay.notesPlaceholder')}
          value={notes}
          maxLength={NOTES_MAX}
          showCounter
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
