import { type ReactNode, useEffect } from 'react';
import styles from './Page.module.css';

let serverTitle: string | null = null;

/** The title the last server render asked for (the build's prerender writes it into <title>), then forgets it. */
export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}

/** Sets the document title as "<title> – Spielraum". */
export function useDocumentTitle(title: string | null | undefined): void {
  // Effects do not run on the server: the prerender reads the title from here instead.
  if (typeof document === 'undefined' && title) serverTitle = `${title} – Spielraum`;
  useEffect(() => {
    if (title) document.title = `${title} – Spielraum`;
  }, [title]);
}

export interface PageProps {
  children: ReactNode;
  /** Reading width for forms and texts. */
  narrow?: boolean;
  className?: string;
  testId?: string;
}

/** The content column of a page inside a layout (the layout provides <main>). */
export function Page({ children, narrow, className, testId }: PageProps) {
  return (
    <div className={[styles.page, narrow && styles.narrow, className].filter(Boolean).join(' ')} data-testid={testId}>
      {children}
    </div>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  /** Also used as the document title when it is a string. */
  documentTitle?: string;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, documentTitle, eyebrow, lead, actions }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
