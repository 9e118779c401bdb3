import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * When `away` turns false (a player or panel that replaced part of the page closes), focus `target` if the focus
 * fell to the page with the element that held it. A layout effect, so it happens before a dialog opened in the
 * same update notes where the focus was.
 */
export function useFocusOnReturn(away: boolean, target: RefObject<HTMLElement | null>): void {
  const wasAway = useRef(away);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (wasAway.current && !away && (active === null || active === document.body)) target.current?.focus();
    wasAway.current = away;
  }, [away, target]);
}
