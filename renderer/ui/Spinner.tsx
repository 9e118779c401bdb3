import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text for screen readers (and shown beside the spinner when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  /** Inside another control that already announces its busy state. */
  decorative?: boolean;
  center?: boolean;
}

export function Spinner({ size = 'md', label, showLabel = false, decorative = false, center = false }: SpinnerProps) {
  const circle = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return circle;
  const content = (
    <span className={styles.wrap} role="status">
      {circle}
      {label && <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>}
    </span>
  );
  return center ? <div className={styles.center}>{content}</div> : content;
}
