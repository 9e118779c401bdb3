import type { ReactNode } from 'react';
import styles from './account.module.css';

export interface AccountPanelProps {
  /** The lucide icon in the round badge above the title. */
  icon: ReactNode;
  /** Colours the badge; without it, the accent colour. */
  tone?: 'success' | 'error';
  title: ReactNode;
  testId?: string;
  /** Text, actions or a form under the title. */
  children: ReactNode;
}

/** The centred card of the account pages: an icon badge, the page heading, and what follows. */
export function AccountPanel({ icon, tone, title, testId, children }: AccountPanelProps) {
  return (
    <div className={styles.panel} data-testid={testId}>
      <span className={tone ? `${styles.icon} ${styles[tone]}` : styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
