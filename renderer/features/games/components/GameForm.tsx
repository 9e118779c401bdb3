import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CreateGameRequest,
  GAME_CATEGORIES_MAX,
  GAME_DESCRIPTION_MAX,
  GAME_NAME_MAX,
  type Game,
  USK_RATINGS,
} from '../../../../common/contract/games';
import { GAME_CATEGORIES } from '../../../../common/rules/game-categories';
import { Button, Select, TextArea, TextField } from '../../../ui';
import { useCategoryLabel } from '../category-label';
import styles from './creation.module.css';

export interface GameFormValues {
  name: string;
  description: string;
  categories: string[];
  release_date: string;
  developer: string;
  publisher: string;
  age_rating: string;
  steam_app_id: string;
  typical_session_minutes: string;
}

export function valuesOf(game: Game | null, developer = ''): GameFormValues {
  return {
    name: game?.name ?? '',
    description: game?.description ?? '',
    categories: game?.categories ?? [],
    release_date: game?.release_date ?? new Date().toISOString().slice(0, 10),
    developer: game?.developer ?? developer,
    publisher: game?.publisher ?? developer,
    age_rating: String(game?.age_rating ?? 0),
    steam_app_id: game?.launch.steam_app_id ? String(game.launch.steam_app_id) : '',
    typical_session_minutes: String(game?.typical_session_minutes ?? 30),
  };
}

export function requestOf(values: GameFormValues): CreateGameRequest {
  return {
    name: values.name,
    description: values.description,
    categories: values.categories,
    release_date: values.release_date,
    developer: values.developer,
    publisher: values.publisher,
    age_rating: Number(values.age_rating),
    steam_app_id: values.steam_app_id.trim() ? Number(values.steam_app_id) : null,
    typical_session_minutes: Number.parseInt(values.typical_session_minutes, 10) || 30,
  };
}

/** Every §3 field of a game: /create (with an optional trailer) and /edit-game/{id}. */
export function GameForm({
  initial,
  pending,
  errors,
  submitLabel,
  onSubmit,
  trailer,
}: {
  initial: GameFormValues;
  pending: boolean;
  errors: Record<string, string>;
  submitLabel: string;
  onSubmit(values: GameFormValues, trailer: File | null): void;
  /** Offer the optional trailer video (only when creating). */
  trailer?: boolean;
}) {
  const { t } = useTranslation('create');
  const categoryLabel = useCategoryLabel();
  const [values, setValues] = useState(initial);
  const [video, setVideo] = useState<File | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const categoriesId = useId();
  const set = (key: keyof GameFormValues) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const toggle = (name: string) =>
    setValues({
      ...values,
      categories: values.categories.includes(name)
        ? values.categories.filter((entry) => entry !== name)
        : values.categories.length < GAME_CATEGORIES_MAX
          ? [...values.categories, name]
          : values.categories,
    });
  const error = (key: string) => missing[key] ?? errors[key] ?? Object.entries(errors).find(([field]) => field.startsWith(`${key}.`))?.[1];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.name.trim()) problems.name = t('form.nameRequired');
    if (!values.developer.trim()) problems.developer = t('form.developerRequired');
    if (!values.publisher.trim()) problems.publisher = t('form.publisherRequired');
    if (values.categories.length === 0) problems.categories = t('form.categoriesRequired');
    setMissing(problems);
    if (Object.keys(problems).length === 0) onSubmit(values, video);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="game-form">
      <TextField label={t('form.name')} value={values.name} onChange={set('name')} maxLength={GAME_NAME_MAX} error={error('name')} data-testid="game-name" />
      <TextArea
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        value={values.description}
        onChange={set('description')}
        maxLength={GAME_DESCRIPTION_MAX}
        showCounter
        rows={5}
        error={error('description')}
        data-testid="game-description"
      />
      <fieldset className={styles.fieldset} aria-describedby={`${categoriesId}-hint`}>
        <legend className={styles.legend}>{t('form.categories')}</legend>
        <p id={`${categoriesId}-hint`} className={styles.hint}>
          {t('form.categoriesHint')}
        </p>
        <ul className={styles.chips}>
          {GAME_CATEGORIES.map((category) => (
            <li key={category.slug}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={values.categories.includes(category.name)}
                onClick={() => toggle(category.name)}
                data-testid={`game-category-${category.slug}`}
              >
                {categoryLabel(category.name)}
              </button>
            </li>
          ))}
        </ul>
        {error('categories') && (
          <p className={styles.error} role="alert">
            {error('categories')}
          </p>
        )}
      </fieldset>
      <div className={styles.row}>
        <TextField label={t('form.developer')} value={values.developer} onChange={set('developer')} maxLength={GAME_NAME_MAX} error={error('developer')} data-testid="game-developer" />
        <TextField label={t('form.publisher')} value={values.publisher} onChange={set('publisher')} maxLength={GAME_NAME_MAX} error={error('publisher')} data-testid="game-publisher" />
      </div>
      <div className={styles.row}>
        <TextField label={t('form.releaseDate')} type="date" value={values.release_date} onChange={set('release_date')} error={error('release_date')} />
        <Select
          label={t('form.ageRating')}
          value={values.age_rating}
          onChange={set('age_rating')}
          options={USK_RATINGS.map((age) => ({ value: String(age), label: t('form.usk', { age }) }))}
          error={error('age_rating')}
          data-testid="game-age"
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('form.sessionMinutes')}
          type="number"
          min={5}
          max={600}
          value={values.typical_session_minutes}
          onChange={set('typical_session_minutes')}
          error={error('typical_session_minutes')}
        />
        <TextField
          label={t('form.steamAppId')}
          hint={t('form.steamAppIdHint')}
          optionalLabel={t('form.optional')}
          inputMode="numeric"
          value={values.steam_app_id}
          onChange={set('steam_app_id')}
          error={error('steam_app_id')}
        />
      </div>
      {trailer && (
        <label className={styles.file}>
          <span className={styles.legend}>
            {t('form.trailer')} <span className={styles.hint}>({t('form.optional')})</span>
          </span>
          <span className={styles.hint}>{t('form.trailerHint')}</span>
          <span className={styles.fileRow}>
            <span className={styles.fileButton}>
              {t('form.trailerChoose')}
              <input type="file" accept="video/*" onChange={(event) => setVideo(event.target.files?.[0] ?? null)} data-testid="game-trailer" />
            </span>
            <span className={styles.hint}>{video ? video.name : t('form.trailerNone')}</span>
          </span>
          {error('video') && (
            <span className={styles.error} role="alert">
              {error('video')}
            </span>
          )}
        </label>
      )}
      <div>
        <Button type="submit" loading={pending} data-testid="game-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
