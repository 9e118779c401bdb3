import type { ReactNode } from 'react';
import styles from './Chip.module.css';

/** A small rounded status label ("von Steam bestätigt", "nicht bestätigt") with an optional icon. */
export function Chip({
  tone,
  icon,
  title,
  testId,
  children,
}: {
  tone: 'success' | 'warning';
  icon?: ReactNode;
  title?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={styles[tone]} title={title} data-testid={testId}>
      {icon}
      {children}
    </span>
  );
}
