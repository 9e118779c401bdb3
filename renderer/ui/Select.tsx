import { ChevronDown } from 'lucide-react';
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';
import { describedBy, FieldMessages } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** First, empty choice ("Bitte wählen"). */
  placeholder?: string;
  hideLabel?: boolean;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  hint,
  error,
  placeholder,
  hideLabel,
  className,
  id: givenId,
  ref,
  ...select
}: SelectProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          id={id}
          className={`${styles.control} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.selectChevron} aria-hidden="true" />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
