import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MOOD_SCALE } from '../gate-rules';
import styles from './MoodScale.module.css';

export interface MoodScaleProps {
  /** The question, read as the group's name. */
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  /** Shown under the legend. */
  hint?: string;
  testId?: string;
}

/**
 * The 1–5 mood scale as native radio buttons (arrow keys move between them, Space picks), each with its emoji
 * and its word, so it reads the same for screen readers and at a glance.
 */
export function MoodScale({ legend, value, onChange, hint, testId }: MoodScaleProps) {
  const { t } = useTranslation('wellbeing');
  const id = useId();
  return (
    <fieldset className={styles.group} data-testid={testId} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options}>
        {MOOD_SCALE.map((mood) => {
          const inputId = `${id}-${mood.value}`;
          return (
            <div key={mood.value} className={styles.option}>
              <input
                id={inputId}
                className={styles.input}
                type="radio"
                name={`${id}-mood`}
                value={mood.value}
                checked={value === mood.value}
                onChange={() => onChange(mood.value)}
              />
              <label htmlFor={inputId} className={styles.label}>
                <span className={styles.emoji} aria-hidden="true">
                  {mood.emoji}
                </span>
                <span className={styles.text}>{t(`mood.${mood.value}`, { ns: 'common' })}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
