import { X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './Button';
import { focusableIn, lockScroll, pushModal } from './focus';
import styles from './Sheet.module.css';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** The edge it slides from, in reading direction. */
  side?: 'start' | 'end';
  children: ReactNode;
  testId?: string;
}

/** A modal side panel (side menu): same focus rules as Dialog. */
export function Sheet({ open, onClose, title, closeLabel, side = 'start', children, testId }: SheetProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A layout effect: the modal takes Escape and Tab as it appears (a plain effect may run after the next paint),
  // so a key pressed at once already reaches it.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const unregister = pushModal({ container: () => panelRef.current, onEscape: () => onCloseRef.current() });
    const frame = requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (!panel) return;
      (focusableIn(panel)[1] ?? focusableIn(panel)[0] ?? panel).focus();
    });
    return () => {
      cancelAnimationFrame(frame);
      unregister();
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <>
      <div className={styles.scrim} onClick={() => onCloseRef.current()} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        data-testid={testId}
        className={`${styles.sheet} ${side === 'end' ? styles.end : ''}`}
      >
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <IconButton label={closeLabel} icon={<X />} onClick={() => onCloseRef.current()} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </>,
    document.body,
  );
}
