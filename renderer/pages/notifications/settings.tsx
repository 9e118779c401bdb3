import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSetting } from '../../../common/contract/notifications';
import styles from '../../features/notifications/components/notifications.module.css';
import { NotificationIcon } from '../../features/notifications/components/NotificationIcon';
import { useNotificationSettings, useSaveNotificationSettings } from '../../features/notifications/queries';
import { Button, Page, PageHeader, Spinner } from '../../ui';

const CHANNELS = [
  { field: 'in_app', label: 'settings.inApp', testId: 'in-app' },
  { field: 'email', label: 'settings.email', testId: 'email' },
] as const;

/** /settings/notifications: per type, in the app and/or in the e-mail digest. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const stored = useNotificationSettings();
  const save = useSaveNotificationSettings(t('settings.saved'), t('settings.failed'));
  const [settings, setSettings] = useState<NotificationSetting[]>([]);
  useEffect(() => {
    if (stored.data) setSettings(stored.data.settings);
  }, [stored.data]);
  const change = (type: NotificationSetting['type'], field: 'in_app' | 'email', value: boolean) =>
    setSettings((current) => current.map((setting) => (setting.type === type ? { ...setting, [field]: value } : setting)));
  return (
    <Page narrow className={styles.settings}>
      <PageHeader title={t('settings.title')} lead={t('settings.intro')} />
      {stored.isPending ? <Spinner /> : null}
      {settings.length ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(settings);
          }}
        >
          <table className={styles.settingsTable} data-testid="notification-settings">
            <thead>
              <tr>
                <th scope="col">{t('settings.type')}</th>
                <th scope="col">{t('settings.inApp')}</th>
                <th scope="col">{t('settings.email')}</th>
              </tr>
            </thead>
            <tbody>
              {settings.map((setting) => (
                <tr key={setting.type}>
                  <th scope="row">
                    <span className={styles.icon}>
                      <NotificationIcon type={setting.type} />
                    </span>{' '}
                    {t(`types.${setting.type}`)}
                  </th>
                  {CHANNELS.map(({ field, label, testId }) => (
                    <td key={field}>
                      <label className={styles.switchLabel}>
                        <input
                          type="checkbox"
                          aria-label={`${t(`types.${setting.type}`)}: ${t(label)}`}
                          checked={setting[field]}
                          onChange={(event) => change(setting.type, field, event.target.checked)}
                          data-testid={`${testId}-${setting.type}`}
                        />
                        <span className={styles.columnName} aria-hidden="true">
                          {t(label)}
                        </span>
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <Button type="submit" disabled={save.isPending} data-testid="notification-settings-save">
              {t('settings.save')}
            </Button>
          </p>
        </form>
      ) : null}
    </Page>
  );
}
