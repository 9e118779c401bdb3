import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { confirm } from '../confirm/store';

/**
 * While `dirty` (something typed and not sent yet), leaving the page asks first: the browser's own question on a
 * reload or when the tab closes, our confirmation on Back or a link inside the app. Call `release()` right before
 * navigating away on purpose (after the text was sent): the state that clears `dirty` renders only later.
 */
export function useLeaveGuard(dirty: boolean): { release: () => void } {
  const { t } = useTranslation('common');
  const guarding = useRef(dirty);
  guarding.current = dirty;
  const released = useRef(false);
  if (!dirty) released.current = false;

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        guarding.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('leaveGuard.title'),
      message: t('leaveGuard.message'),
      confirmLabel: t('leaveGuard.leave'),
      cancelLabel: t('leaveGuard.stay'),
      tone: 'danger',
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
