import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../ui';
import { useConfirmStore } from '../store';

/** The one confirm dialog of the shell (spec §2 overlays); open it with `confirm()` from ../store. */
export function ConfirmDialog() {
  const { t } = useTranslation('common');
  const pending = useConfirmStore((state) => state.pending);
  const answer = useConfirmStore((state) => state.answer);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={pending !== null}
      onClose={() => answer(false)}
      title={pending?.title ?? ''}
      description={pending?.message}
      closeLabel={t('actions.close')}
      role="alertdialog"
      size="sm"
      initialFocus={cancelRef}
      hideCloseButton
      testId="confirm-dialog"
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={() => answer(false)}>
            {pending?.cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button variant={pending?.tone === 'danger' ? 'danger' : 'primary'} onClick={() => answer(true)}>
            {pending?.confirmLabel}
          </Button>
        </>
      }
    />
  );
}
