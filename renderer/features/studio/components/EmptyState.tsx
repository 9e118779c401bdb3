import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** A calm card for "nothing here yet", with an optional next step. */
export function EmptyState({ text, testId, children }: { text: string; testId?: string; children?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <p>{text}</p>
      {children}
    </div>
  );
}
