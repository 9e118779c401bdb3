import { CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason, type ReportTargetType } from '../../../../common/contract/reports';
import { Button, Dialog, TextArea } from '../../../ui';
import { fieldErrorsOf, formErrorOf } from '../../forms/errors';
import { useCreateReport } from '../queries';
import styles from './ReportDialog.module.css';

export interface ReportTarget {
  type: ReportTargetType;
  id: number;
}

export interface ReportDialogProps {
  open: boolean;
  onClose(): void;
  target: ReportTarget;
}

/**
 * Report a post, a comment or a profile: a reason as radio buttons, optional details, then a
 * thank-you. Callers load this module lazily (features/reports/lazy.ts) and show the sign-in overlay to
 * visitors instead of opening it.
 */
export default function ReportDialog({ open, onClose, target }: ReportDialogProps) {
  const { t } = useTranslation('reports');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const legendId = useId();
  const report = useCreateReport();
  const fieldErrors = fieldErrorsOf(report.error);
  const done = report.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    if (!report.isPending) {
      report.mutate({ target_type: target.type, target_id: target.id, reason, ...(details.trim() ? { details: details.trim() } : {}) });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`title.${target.type}`)}
      description={done ? undefined : t('lead')}
      closeLabel={t('close')}
      size="md"
      testId="report-dialog"
    >
      {done ? (
        <div className={styles.done} role="status" data-testid="report-done">
          <CircleCheck className={styles.doneIcon} size={40} aria-hidden="true" />
          <p className={styles.doneTitle}>{t('doneTitle')}</p>
          <p className={styles.doneText}>{t('doneText')}</p>
          <Button onClick={onClose}>{t('close')}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset
            className={styles.reasons}
            aria-describedby={missingReason ? `${legendId}-error` : undefined}
            aria-invalid={missingReason || undefined}
          >
            <legend id={legendId} className={styles.legend}>
              {t('reasonLegend')}
            </legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissingReason(false);
                  }}
                  data-testid={`report-reason-${value}`}
                />
                <span className={styles.reasonText}>
                  {t(`reasons.${value}.label`)}
                  <span className={styles.reasonHint}>{t(`reasons.${value}.hint`)}</span>
                </span>
              </label>
            ))}
            {missingReason && (
              <p id={`${legendId}-error`} className={styles.error} role="alert">
                {t('reasonMissing')}
              </p>
            )}
          </fieldset>
          <TextArea
            label={t('detailsLabel')}
            optionalLabel={t('optional')}
            hint={t('detailsHint')}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            showCounter
            rows={3}
            onChange={(event) => setDetails(event.target.value)}
            error={fieldErrors.details}
            data-testid="report-details"
          />
          {report.isError && !fieldErrors.details && (
            <p className={styles.error} role="alert">
              {formErrorOf(report.error, t('failed'))}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={report.isPending} data-testid="report-submit">
              {t('submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
