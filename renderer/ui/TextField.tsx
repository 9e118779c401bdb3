import { CircleAlert } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';

interface FieldChrome {
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Validation message: marks the field invalid and is announced with it. */
  error?: ReactNode;
  /** Shows "(optional)" after the label. */
  optionalLabel?: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** Shows "used / max" under the field when maxLength is set. */
  showCounter?: boolean;
  className?: string;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          <CircleAlert className={styles.errorIcon} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldLabel({ htmlFor, label, optionalLabel, hideLabel }: Pick<FieldChrome, 'label' | 'optionalLabel' | 'hideLabel'> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={hideLabel ? 'visually-hidden' : styles.label}>
      {label}
      {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
    </label>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>, FieldChrome {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  optionalLabel,
  hideLabel,
  showCounter,
  className,
  id: givenId,
  ref,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const length = typeof input.value === 'string' ? input.value.length : 0;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} optionalLabel={optionalLabel} hideLabel={hideLabel} />
      <input
        ref={ref}
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      {showCounter && input.maxLength !== undefined && (
        <span className={styles.counter} aria-hidden="true">
          {length} / {input.maxLength}
        </span>
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>, FieldChrome {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  hint,
  error,
  optionalLabel,
  hideLabel,
  showCounter,
  className,
  id: givenId,
  ref,
  ...textarea
}: TextAreaProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const length = typeof textarea.value === 'string' ? textarea.value.length : 0;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} optionalLabel={optionalLabel} hideLabel={hideLabel} />
      <textarea
        ref={ref}
        id={id}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
      {showCounter && textarea.maxLength !== undefined && (
        <span className={styles.counter} aria-hidden="true">
          {length} / {textarea.maxLength}
        </span>
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
