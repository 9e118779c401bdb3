import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label; when `hideLabel`, only the accessible name. */
  label: ReactNode;
  description?: ReactNode;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch: a button with role="switch" (Space/Enter toggle it). */
export function Switch({ checked, onChange, label, description, hideLabel, disabled, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={[styles.switchRow, className].filter(Boolean).join(' ')}>
      <span className={hideLabel ? 'visually-hidden' : styles.switchText}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className={styles.hint}>
            {description}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </div>
  );
}
