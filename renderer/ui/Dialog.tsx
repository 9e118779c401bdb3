import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './Button';
import styles from './Dialog.module.css';
import { focusableIn, lockScroll, pushModal } from './focus';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call this (unless `dismissible` is false). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button. */
  closeLabel: string;
  dismissible?: boolean;
  /** Element to focus on open; else the first focusable element in the body, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** role="alertdialog" for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  hideCloseButton?: boolean;
  className?: string;
  testId?: string;
}

/**
 * Modal dialog: rendered into <body>, aria-modal, focus moves in on open and back to the opener on close,
 * Tab stays inside, Escape closes, the page behind does not scroll. A bottom sheet on phones.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel,
  dismissible = true,
  initialFocus,
  role = 'dialog',
  hideCloseButton = false,
  className,
  testId,
}: DialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pointerDownOnScrim = useRef(false);
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  // A layout effect: the modal takes Escape and Tab as it appears (a plain effect may run after the next paint),
  // so a key pressed at once already reaches it.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const unregister = pushModal({
      container: () => dialogRef.current,
      onEscape: () => {
        if (dismissibleRef.current) onCloseRef.current();
      },
    });
    const frame = requestAnimationFrame(() => {
      const target =
        initialFocus?.current ??
        (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ??
        dialogRef.current;
      target?.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
      unregister();
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    // The backdrop click is a pointer shortcut; keyboard users close with Escape (handled above).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.scrim}
      onPointerDown={(event) => {
        pointerDownOnScrim.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (dismissible && pointerDownOnScrim.current && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        data-testid={testId}
        className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      >
        <div className={styles.header}>
          <div className={styles.titles}>
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            {description && (
              <p id={`${id}-description`} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          {dismissible && !hideCloseButton && (
            <IconButton label={closeLabel} icon={<X />} onClick={() => onCloseRef.current()} />
          )}
        </div>
        {children && (
          <div ref={bodyRef} className={styles.body}>
            {children}
          </div>
        )}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
