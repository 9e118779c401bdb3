import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui';
import { MOOD_SCALE } from '../wellbeing/gate-rules';
import { useMoodStore } from './store';
import styles from './mood.module.css';

/**
 * The mood question shown while scrolling (spec §4); answers stay in this browser. The answers are the one mood
 * scale of the app (common:mood, the faces of the well-being check-in), so "4" reads the same everywhere.
 */
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
        {MOOD_SCALE.map(({ value, emoji }) => (
          <button key={value} type="button" className={styles.answer} onClick={() => answer(value)}>
            <span aria-hidden="true" className={styles.face}>
              {emoji}
            </span>
            <span className={styles.answerLabel}>{t(`mood.${value}`, { ns: 'common' })}</span>
          </button>
        ))}
      </div>
    </Dialog>
  );
}
