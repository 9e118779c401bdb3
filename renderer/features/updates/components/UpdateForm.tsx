import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPDATE_CONTENT_MAX, UPDATE_TITLE_MAX, UPDATE_VERSION_MAX } from '../../../../common/contract/updates';
import { Button, Select, TextArea, TextField } from '../../../ui';
import styles from './updates.module.css';

export interface UpdateFormValues {
  game_id: string;
  title: string;
  version: string;
  content: string;
}

/** The update form of /updates/create (with the game choice) and of an update's edit panel (without). */
export function UpdateForm({
  initial,
  games,
  pending,
  errors,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: UpdateFormValues;
  games?: { id: number; name: string }[];
  pending: boolean;
  errors: Record<string, string>;
  submitLabel: string;
  onSubmit(values: UpdateFormValues): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation('updates');
  const [values, setValues] = useState(initial);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const set = (key: keyof UpdateFormValues) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (games && !values.game_id) problems.game_id = t('form.gameRequired');
    if (!values.title.trim()) problems.title = t('form.titleRequired');
    if (!values.content.trim()) problems.content = t('form.contentRequired');
    setMissing(problems);
    if (Object.keys(problems).length === 0) onSubmit(values);
  };
  const error = (key: string) => missing[key] ?? errors[key];
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="update-form">
      {games && (
        <Select
          label={t('form.game')}
          value={values.game_id}
          onChange={set('game_id')}
          placeholder={t('form.chooseGame')}
          options={games.map((game) => ({ value: String(game.id), label: game.name }))}
          error={error('game_id')}
          data-testid="update-game"
        />
      )}
      <TextField label={t('form.title')} value={values.title} onChange={set('title')} maxLength={UPDATE_TITLE_MAX} showCounter error={error('title')} data-testid="update-title" />
      <TextField
        label={t('form.version')}
        hint={t('form.versionHint')}
        optionalLabel={t('form.optional')}
        value={values.version}
        onChange={set('version')}
        maxLength={UPDATE_VERSION_MAX}
        error={error('version')}
      />
      <TextArea
        label={t('form.content')}
        hint={t('form.contentHint')}
        value={values.content}
        onChange={set('content')}
        maxLength={UPDATE_CONTENT_MAX}
        showCounter
        rows={8}
        error={error('content')}
        data-testid="update-content"
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={pending} data-testid="update-submit">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
