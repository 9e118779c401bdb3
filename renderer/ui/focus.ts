const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`. Returns true when it handled the key.
 * Every step is taken here rather than left to the browser: from the container itself (focused when a modal
 * opens) or from an element the list does not know, the browser's own Shift+Tab would leave the modal.
 */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  event.preventDefault();
  const items = focusableIn(container);
  if (items.length === 0) {
    container.focus();
    return true;
  }
  const active = document.activeElement;
  const index = active instanceof HTMLElement ? items.indexOf(active) : -1;
  let next: HTMLElement | undefined;
  if (index !== -1) {
    next = items[(index + (event.shiftKey ? items.length - 1 : 1)) % items.length];
  } else if (active && container.contains(active)) {
    // Focus sits on something outside the tab order (the container, a message): continue from its place.
    next = event.shiftKey
      ? items.filter((item) => active.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_PRECEDING).pop()
      : items.find((item) => active.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING);
  }
  (next ?? (event.shiftKey ? items[items.length - 1]! : items[0]!)).focus();
  return true;
}

let scrollLocks = 0;

/** Stops the page behind a modal from scrolling; nested modals share one lock. */
export function lockScroll(): () => void {
  scrollLocks += 1;
  if (scrollLocks === 1) document.documentElement.classList.add('scroll-locked');
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.classList.remove('scroll-locked');
  };
}

interface ModalEntry {
  container: () => HTMLElement | null;
  onEscape: (() => void) | null;
}

const modals: ModalEntry[] = [];

function onDocumentKeyDown(event: KeyboardEvent) {
  const top = modals[modals.length - 1];
  if (!top) return;
  if (event.key === 'Escape' && top.onEscape) {
    event.preventDefault();
    top.onEscape();
    return;
  }
  const container = top.container();
  if (container) trapTab(event, container);
}

/**
 * Registers an open modal: Escape (when given) and the Tab trap act on the top-most modal only, wherever the
 * focus is. Returns the unregister function.
 */
export function pushModal(entry: ModalEntry): () => void {
  modals.push(entry);
  if (modals.length === 1) document.addEventListener('keydown', onDocumentKeyDown);
  return () => {
    const index = modals.indexOf(entry);
    if (index !== -1) modals.splice(index, 1);
    if (modals.length === 0) document.removeEventListener('keydown', onDocumentKeyDown);
  };
}
