import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui';
import { useMoodStore } from './store';
import styles from './mood.module.css';

const ANSWERS = [1, 2, 3, 4, 5] as const;
const FACES = ['😞', '🙁', '😐', '🙂', '😄'] as const;

/** The mood question shown while scrolling (spec §4); answers stay in this browser. */
export function MoodPopup() {
  const { t } = useTranslation('feed');
  const asking = useMoodStore((state) => state.asking);
  const answer = useMoodStore((state) => state.answer);
  const dismiss = useMoodStore((state) => state.dismiss);
  if (asking === null) return null;
  return (
    <Dialog
      open
      onClose={() => dismiss()}
      title={t(`mood.q${asking}`)}
      description={t('mood.lead')}
      closeLabel={t('mood.later')}
      size="sm"
      testId="mood-popup"
      footer={
        <Button variant="ghost" onClick={() => dismiss()}>
          {t('mood.later')}
        </Button>
      }
    >
      <div className={styles.answers} role="group" aria-label={t(`mood.q${asking}`)}>
        {ANSWERS.map((value, index) => (
          <button key={value} type="button" className={styles.answer} onClick={() => answer(value)}>
            <span aria-hidden="true" className={styles.face}>
              {FACES[index]}
            </span>
            <span className={styles.answerLabel}>{t(`mood.a${value}`)}</span>
          </button>
        ))}
      </div>
    </Dialog>
  );
}
