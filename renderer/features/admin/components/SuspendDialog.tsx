import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_REASON_MAX } from '../../../../common/contract/reports';
import { Button, Dialog, TextArea } from '../../../ui';

export interface SuspendDialogProps {
  open: boolean;
  /** Whose account: shown in the title. */
  name: string;
  pending?: boolean;
  /** The server's complaint about the reason, or a general failure. */
  error?: string;
  onClose(): void;
  onConfirm(reason: string): void;
}

/** Asks for the reason of a suspension (required; the person sees it when they try to sign in). */
export function SuspendDialog({ open, name, pending = false, error, onClose, onConfirm }: SuspendDialogProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('suspend.title', { name })}
      description={t('suspend.lead')}
      closeLabel={t('suspend.cancel')}
      role="alertdialog"
      testId="suspend-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('suspend.cancel')}
          </Button>
          <Button variant="danger" type="submit" form="suspend-form" loading={pending} data-testid="suspend-confirm">
            {t('suspend.confirm')}
          </Button>
        </>
      }
    >
      <form id="suspend-form" onSubmit={submit} noValidate>
        <TextArea
          label={t('suspend.reasonLabel')}
          hint={t('suspend.reasonHint')}
          value={reason}
          rows={3}
          maxLength={SUSPENSION_REASON_MAX}
          showCounter
          required
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          error={missing ? t('suspend.reasonMissing') : error}
          data-testid="suspend-reason"
        />
      </form>
    </Dialog>
  );
}
