import { Check, ExternalLink } from 'lucide-react';
import { type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './Menu.module.css';

export type MenuEntry =
  | {
      kind?: 'action';
      id: string;
      label: string;
      icon?: ReactNode;
      onSelect: () => void;
      /** Radio-style item (language, appearance): announced as checked. */
      checked?: boolean;
      lang?: string;
      testId?: string;
    }
  | { kind: 'link'; id: string; label: string; icon?: ReactNode; href: string; newTab?: boolean; testId?: string }
  | { kind: 'separator'; id: string }
  | { kind: 'heading'; id: string; label: string };

export interface MenuProps {
  /** Accessible name of the trigger (and its tooltip when icon-only). */
  label: string;
  icon?: ReactNode;
  /** Visible trigger text; without it the trigger is icon-only. */
  text?: ReactNode;
  entries: MenuEntry[];
  align?: 'start' | 'end';
  testId?: string;
  triggerClassName?: string;
}

/** A menu button (WAI-ARIA menu pattern): arrows, Home/End, Escape, Tab closes, click outside closes. */
export function Menu({ label, icon, text, entries, align = 'end', testId, triggerClassName }: MenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = useCallback(
    () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []),
    [],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Near the bottom of the screen (the side menu's language and appearance menus) the list opens upwards when
  // there is more room above, and never reaches past the screen's edge: it scrolls instead.
  const [placement, setPlacement] = useState<{ up: boolean; maxBlockSize: number } | null>(null);
  useLayoutEffect(() => {
    if (!open) {
      setPlacement(null);
      return;
    }
    const trigger = triggerRef.current?.getBoundingClientRect();
    const list = listRef.current;
    if (!trigger || !list) return;
    const gap = 8;
    const below = window.innerHeight - trigger.bottom - 2 * gap;
    const above = trigger.top - 2 * gap;
    const up = list.scrollHeight > below && above > below;
    setPlacement({ up, maxBlockSize: Math.max(120, up ? above : below) });
  }, [open]);

  // Layout effect: focus is in the list before the first key after opening arrives.
  useLayoutEffect(() => {
    if (!open) return;
    const list = items();
    const target = focusOnOpen.current === 'last' ? list[list.length - 1] : list[0];
    target?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, items]);

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onListKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const found = [...list.slice(index + 1), ...list.slice(0, index + 1)].find((element) =>
            element.textContent?.trim().toLowerCase().startsWith(letter),
          );
          found?.focus();
        }
    }
  };

  return (
    <div ref={rootRef} className={styles.root} data-testid={testId}>
      <button
        ref={triggerRef}
        type="button"
        id={`${id}-trigger`}
        className={[styles.trigger, !text && styles.iconOnly, triggerClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={text ? undefined : label}
        title={text ? undefined : label}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openWith('first');
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            openWith('last');
          }
        }}
      >
        {icon && (
          <span className={styles.triggerIcon} aria-hidden="true">
            {icon}
          </span>
        )}
        {text}
      </button>
      {open && (
        <ul
          ref={listRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          aria-label={text ? undefined : label}
          className={[styles.menu, styles[align], placement?.up && styles.up].filter(Boolean).join(' ')}
          style={placement ? { maxBlockSize: `min(${placement.maxBlockSize}px, 28rem)` } : undefined}
          onKeyDown={onListKeyDown}
        >
          {entries.map((entry) => {
            if (entry.kind === 'separator') return <li key={entry.id} role="separator" className={styles.separator} />;
            if (entry.kind === 'heading')
              return (
                <li key={entry.id} role="presentation" className={styles.heading}>
                  {entry.label}
                </li>
              );
            if (entry.kind === 'link') {
              return (
                <li key={entry.id} role="none">
                  <a
                    role="menuitem"
                    data-menu-item
                    tabIndex={-1}
                    className={styles.item}
                    href={entry.href}
                    data-testid={entry.testId}
                    {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    onClick={() => close(false)}
                  >
                    {entry.icon && <span className={styles.itemIcon}>{entry.icon}</span>}
                    <span className={styles.itemLabel}>{entry.label}</span>
                    {entry.newTab && <ExternalLink className={styles.external} aria-hidden="true" />}
                  </a>
                </li>
              );
            }
            const radio = entry.checked !== undefined;
            return (
              <li key={entry.id} role="none">
                <button
                  type="button"
                  role={radio ? 'menuitemradio' : 'menuitem'}
                  aria-checked={radio ? entry.checked : undefined}
                  data-menu-item
                  tabIndex={-1}
                  lang={entry.lang}
                  className={styles.item}
                  data-testid={entry.testId}
                  onClick={() => {
                    close(true);
                    entry.onSelect();
                  }}
                >
                  {entry.icon && (
                    <span className={styles.itemIcon} aria-hidden="true">
                      {entry.icon}
                    </span>
                  )}
                  <span className={styles.itemLabel}>{entry.label}</span>
                  {entry.checked && <Check className={styles.check} aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
