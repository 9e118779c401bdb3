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

/** What the frame hands its control: the id the label points at, the invalid state and the description. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps extends FieldChrome {
  /** The given id of the control; without one, a generated id. */
  id: string | undefined;
  /** The control's value and maxLength, for the counter. */
  value: unknown;
  maxLength: number | undefined;
  children: (wiring: ControlWiring) => ReactNode;
}

/** Label, control, counter and messages of one text field (input or textarea). */
function FieldFrame({
  id: givenId,
  label,
  hint,
  error,
  optionalLabel,
  hideLabel,
  showCounter,
  className,
  value,
  maxLength,
  children,
}: FieldFrameProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} optionalLabel={optionalLabel} hideLabel={hideLabel} />
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })}
      {showCounter && maxLength !== undefined && (
        <span className={styles.counter} aria-hidden="true">
          {length} / {maxLength}
        </span>
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
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
  id,
  ref,
  ...input
}: TextFieldProps) {
  const chrome = { label, hint, error, optionalLabel, hideLabel, showCounter, className };
  return (
    <FieldFrame {...chrome} id={id} value={input.value} maxLength={input.maxLength}>
      {(wiring) => <input ref={ref} className={styles.control} {...wiring} {...input} />}
    </FieldFrame>
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
  id,
  ref,
  ...textarea
}: TextAreaProps) {
  const chrome = { label, hint, error, optionalLabel, hideLabel, showCounter, className };
  return (
    <FieldFrame {...chrome} id={id} value={textarea.value} maxLength={textarea.maxLength}>
      {(wiring) => <textarea ref={ref} className={`${styles.control} ${styles.textarea}`} {...wiring} {...textarea} />}
    </FieldFrame>
  );
}
