import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PODCAST_DESCRIPTION_MAX, PODCAST_DESCRIPTION_MIN } from '../../../../common/contract/ai-podcasts';
import { fieldErrorsOf, formErrorOf } from '../../forms/errors';
import { Button, TextArea } from '../../../ui';
import { useGeneratePodcast } from '../queries';
import styles from './ai-podcasts.module.css';

/** The description (10–500 characters after trimming) that becomes a podcast. */
export function GenerateForm({ busy, onStarted }: { busy: boolean; onStarted(): void }) {
  const { t } = useTranslation('aiPodcasts');
  const generate = useGeneratePodcast();
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trimmed = description.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed.length < PODCAST_DESCRIPTION_MIN) {
      setError(t('form.tooShort', { count: PODCAST_DESCRIPTION_MIN }));
      return;
    }
    setError(null);
    generate.mutate(trimmed, {
      onSuccess: () => {
        setDescription('');
        onStarted();
      },
      onError: (failure) => setError(fieldErrorsOf(failure).description ?? formErrorOf(failure, t('form.failed'))),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="podcast-form">
      <TextArea
        label={t('form.label')}
        placeholder={t('form.placeholder')}
        hint={t('form.hint', { min: PODCAST_DESCRIPTION_MIN, count: PODCAST_DESCRIPTION_MAX })}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={error ?? undefined}
        maxLength={PODCAST_DESCRIPTION_MAX}
        showCounter
        rows={3}
        required
        data-testid="podcast-description"
      />
      <div>
        <Button type="submit" icon={<Sparkles aria-hidden="true" />} loading={generate.isPending} disabled={busy || trimmed === ''} data-testid="podcast-submit">
          {t('form.submit')}
        </Button>
        {busy && <p className={styles.muted}>{t('form.busy')}</p>}
      </div>
    </form>
  );
}
