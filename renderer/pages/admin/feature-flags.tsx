import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureFlag } from '../../../common/contract/flags';
import { flagKeys, useFlagSettings, useUpdateFlag } from '../../features/flags/queries';
import { fieldErrorsOf, formErrorOf } from '../../features/forms/errors';
import { Button, Page, PageHeader, Spinner, Switch, TextField } from '../../ui';
import styles from './feature-flags.module.css';

type RowStatus = { kind: 'saved' } | { kind: 'failed'; text: string } | null;

function FlagRow({ flag }: { flag: FeatureFlag }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [percentage, setPercentage] = useState(String(flag.rolloutPercentage));
  const [inputError, setInputError] = useState<string | undefined>();
  const [status, setStatus] = useState<RowStatus>(null);

  const mutation = useUpdateFlag(flag.name, {
    onSuccess: (updated) => {
      queryClient.setQueryData<FeatureFlag[]>(flagKeys.settings, (flags) =>
        flags?.map((entry) => (entry.name === updated.name ? updated : entry)),
      );
      setPercentage(String(updated.rolloutPercentage));
      setStatus({ kind: 'saved' });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields.rolloutPercentage) setInputError(fields.rolloutPercentage);
      setStatus({ kind: 'failed', text: fields.rolloutPercentage ?? formErrorOf(error, t('saveFailed')) });
    },
  });

  const savePercentage = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const value = Number(percentage);
    if (percentage.trim() === '' || !Number.isInteger(value) || value < 0 || value > 100) {
      setInputError(t('percentInvalid'));
      return;
    }
    setInputError(undefined);
    mutation.mutate({ rolloutPercentage: value });
  };

  const dirty = percentage !== String(flag.rolloutPercentage);
  return (
    <tr data-testid={`flag-${flag.name}`}>
      <th scope="row">
        <div className={styles.flagName}>{flag.name}</div>
        {flag.description && <p className={styles.description}>{flag.description}</p>}
      </th>
      <td>
        <Switch
          hideLabel
          label={t('enabledForAllLabel', { name: flag.name })}
          checked={flag.enabledForAll}
          disabled={mutation.isPending}
          onChange={(checked) => {
            setStatus(null);
            mutation.mutate({ enabledForAll: checked });
          }}
        />
      </td>
      <td>
        <form className={styles.rollout} onSubmit={savePercentage} noValidate>
          <TextField
            className={styles.percent}
            label={t('percentLabel', { name: flag.name })}
            hideLabel
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={percentage}
            onChange={(event) => setPercentage(event.target.value)}
            error={inputError}
            data-testid={`rollout-${flag.name}`}
          />
          <Button type="submit" variant="secondary" disabled={!dirty} loading={mutation.isPending}>
            {t('save')}
          </Button>
        </form>
      </td>
      <td className={styles.status} aria-live="polite">
        {status?.kind === 'saved' && <span className={styles.saved}>{t('saved')}</span>}
        {status?.kind === 'failed' && <span className={styles.failed}>{status.text}</span>}
      </td>
    </tr>
  );
}

/** /admin/feature-flags (role admin): every flag with its switch for everyone and its rollout percentage. */
export default function FeatureFlagsPage() {
  const { t } = useTranslation('admin');
  const flags = useFlagSettings();
  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} eyebrow={t('eyebrow')} />
      {flags.isPending && <Spinner center label={t('loading')} />}
      {flags.isError && (
        <div className={styles.state} role="alert">
          <p>{formErrorOf(flags.error, t('loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void flags.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {flags.data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('caption', { count: flags.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.flag')}</th>
                <th scope="col">{t('columns.enabledForAll')}</th>
                <th scope="col">{t('columns.rollout')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('columns.status')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {flags.data.map((flag) => (
                <FlagRow key={flag.name} flag={flag} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
