import { Sparkles } from 'lucide-react';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AI_DESCRIPTION_MAX, AI_DESCRIPTION_MIN, normaliseDescription } from '../../../../common/rules/ai-game-kinds';
import { openSignIn } from '../../auth/open-sign-in';
import { fieldErrorsOf, formErrorOf } from '../../forms/errors';
import { useSessionStore } from '../../session/store';
import { Button, TextArea } from '../../../ui';
import { useCreateGame } from '../queries';
import styles from './ai-games.module.css';

const EXAMPLES = ['example1', 'example2', 'example3'] as const;

/** The description (10–500 characters after trimming) that becomes a generation; "Nochmal" prefills it. */
export function CreateGameForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('aiGames');
  const navigate = useNavigate();
  const create = useCreateGame();
  const signedIn = useSessionStore((state) => state.user !== null);
  const [description, setDescription] = useState(initial);
  const [tooShort, setTooShort] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (initial) field.current?.focus();
  }, [initial]);
  const length = normaliseDescription(description).length;
  const fields = create.isError ? fieldErrorsOf(create.error) : {};
  const error = tooShort
    ? t('form.tooShort', { count: AI_DESCRIPTION_MIN })
    : length > AI_DESCRIPTION_MAX
      ? t('form.tooLong', { count: AI_DESCRIPTION_MAX })
      : fields.description;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      openSignIn();
      return;
    }
    if (length < AI_DESCRIPTION_MIN) {
      setTooShort(true);
      field.current?.focus();
      return;
    }
    create.mutate(description, { onSuccess: (answer) => void navigate(`/ai/h/${answer.data.id}`) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="ai-game-form-title">
      <h2 id="ai-game-form-title" className={styles.formTitle}>
        {t('form.title')}
      </h2>
      <TextArea
        ref={field}
        label={t('form.label')}
        value={description}
        onChange={(event) => {
          setDescription(event.target.value);
          setTooShort(false);
        }}
        maxLength={AI_DESCRIPTION_MAX + 40}
        rows={4}
        placeholder={t('form.placeholder')}
        hint={t('form.hint', { length, count: AI_DESCRIPTION_MAX })}
        error={error}
        data-testid="ai-game-description"
      />
      <div className={styles.examples}>
        <span className={styles.muted}>{t('form.examples')}</span>
        {EXAMPLES.map((key) => (
          <button key={key} type="button" className={styles.chip} onClick={() => setDescription(t(`form.${key}`))}>
            {t(`form.${key}`)}
          </button>
        ))}
      </div>
      {create.isError && !fields.description && (
        <p role="alert" className={styles.error} data-testid="ai-game-error">
          {formErrorOf(create.error, t('form.failed'))}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" icon={<Sparkles />} loading={create.isPending} disabled={length > AI_DESCRIPTION_MAX} data-testid="ai-game-submit">
          {t('form.submit')}
        </Button>
        {!signedIn && <span className={styles.muted}>{t('form.signInHint')}</span>}
      </div>
    </form>
  );
}
