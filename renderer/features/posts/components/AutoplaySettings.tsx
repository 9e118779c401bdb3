import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui';
import { AUTOPLAY_SETTINGS } from '../feed-rules';
import { useFeedStore } from '../feed-store';
import styles from './feed.module.css';

/** The autoplay choice (always, Wi-Fi only, never), kept in this browser. */
export function AutoplaySettings({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('feed');
  const setting = useFeedStore((state) => state.autoplay);
  const setAutoplay = useFeedStore((state) => state.setAutoplay);
  return (
    <Dialog open={open} onClose={onClose} title={t('settings.title')} closeLabel={t('close')} size="sm" testId="autoplay-settings">
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('settings.title')}</legend>
        {AUTOPLAY_SETTINGS.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="autoplay"
              value={value}
              checked={setting === value}
              onChange={() => setAutoplay(value)}
            />
            {t(`settings.${value}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.hint}>{t('settings.hint')}</p>
    </Dialog>
  );
}
