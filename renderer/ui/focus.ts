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

/** Keeps Tab and Shift+Tab inside `container`. Returns true when it handled the key. */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
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
