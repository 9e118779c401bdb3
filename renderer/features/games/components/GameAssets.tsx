import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileArchive, ImageUp, Play } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '../../../../common/contract/games';
import { GAME_BUILD_MAX_BYTES, GAME_COVER_MAX_BYTES } from '../../../../common/contract/games';
import { formErrorOf } from '../../forms/errors';
import { gameKeys, useUploadGameAsset } from '../queries';
import styles from './creation.module.css';

function useAssetUpload(gameId: number, kind: 'cover' | 'build', failure: string) {
  const client = useQueryClient();
  return useUploadGameAsset(gameId, kind, {
    onSuccess: (answer) => {
      client.setQueryData(gameKeys.detail(gameId), (current: { game: Game; gamePosts: unknown[] } | undefined) =>
        current ? { ...current, game: answer.game } : current,
      );
      void client.invalidateQueries({ queryKey: gameKeys.all });
    },
    meta: { failure },
  });
}

/** The cover (PNG, JPEG or WebP) and the browser build (a zip with index.html) of a game, for its creator. */
export function GameAssets({ game }: { game: Game }) {
  const { t } = useTranslation('create');
  const coverId = useId();
  const buildId = useId();
  const [tooBig, setTooBig] = useState<'cover' | 'build' | null>(null);
  const cover = useAssetUpload(game.id, 'cover', t('assets.coverFailed'));
  const build = useAssetUpload(game.id, 'build', t('assets.buildFailed'));
  const pick = (kind: 'cover' | 'build') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const limit = kind === 'cover' ? GAME_COVER_MAX_BYTES : GAME_BUILD_MAX_BYTES;
    if (file.size > limit) {
      setTooBig(kind);
      return;
    }
    setTooBig(null);
    (kind === 'cover' ? cover : build).mutate(file);
  };
  return (
    <div className={styles.assets}>
      <section className={styles.panel} aria-labelledby={`${coverId}-title`}>
        <h2 id={`${coverId}-title`} className={styles.panelTitle}>
          <ImageUp aria-hidden="true" size={20} /> {t('assets.coverTitle')}
        </h2>
        {game.image && <img src={game.image} alt={t('assets.coverAlt', { name: game.name })} className={styles.coverPreview} />}
        <p className={styles.hint}>{t('assets.coverHint')}</p>
        <label className={styles.fileButton}>
          {cover.isPending ? t('assets.uploading') : t('assets.coverChoose')}
          <input type="file" accept="image/png,image/jpeg,image/webp" onChange={pick('cover')} disabled={cover.isPending} data-testid="cover-input" />
        </label>
        {tooBig === 'cover' && (
          <p className={styles.error} role="alert">
            {t('assets.coverTooBig')}
          </p>
        )}
        {cover.isError && (
          <p className={styles.error} role="alert">
            {formErrorOf(cover.error, t('assets.coverFailed'))}
          </p>
        )}
      </section>
      <section className={styles.panel} aria-labelledby={`${buildId}-title`}>
        <h2 id={`${buildId}-title`} className={styles.panelTitle}>
          <FileArchive aria-hidden="true" size={20} /> {t('assets.buildTitle')}
        </h2>
        <p className={styles.hint}>{t('assets.buildHint')}</p>
        {game.browser_build && (
          <p className={styles.ok} data-testid="build-ready">
            <CheckCircle2 aria-hidden="true" size={18} /> {t('assets.buildReady')}{' '}
            <Link to={`/game/${game.id}`}>
              <Play aria-hidden="true" size={14} /> {t('assets.playIt')}
            </Link>
          </p>
        )}
        <label className={styles.fileButton}>
          {build.isPending ? t('assets.checking') : game.browser_build ? t('assets.buildReplace') : t('assets.buildChoose')}
          <input type="file" accept=".zip,application/zip" onChange={pick('build')} disabled={build.isPending} data-testid="build-input" />
        </label>
        {tooBig === 'build' && (
          <p className={styles.error} role="alert">
            {t('assets.buildTooBig')}
          </p>
        )}
        {build.isError && (
          <p className={styles.error} role="alert" data-testid="build-error">
            {formErrorOf(build.error, t('assets.buildFailed'))}
          </p>
        )}
      </section>
    </div>
  );
}
