import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './Field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

export function Checkbox({ label, description, className, id: givenId, ...input }: CheckboxProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className={[styles.check, className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkInput}
        aria-describedby={description ? `${id}-description` : undefined}
        {...input}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {label}
      </label>
      {description && (
        <p id={`${id}-description`} className={styles.checkDescription}>
          {description}
        </p>
      )}
    </div>
  );
}
