import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGamingServices } from '../../features/connections/queries';
import { Page, PageHeader, Spinner } from '../../ui';
import styles from './dev.module.css';

/** /dev/gaming-services (admins): how many accounts linked Steam (and confirmed it through Steam) and Roblox, and the Roblox flag. */
export default function GamingServicesPage() {
  const { t } = useTranslation('connections');
  const figures = useGamingServices();
  return (
    <Page testId="gaming-services">
      <PageHeader eyebrow={t('admin.eyebrow')} title={t('admin.title')} lead={t('admin.lead')} />
      {figures.isPending && <Spinner center label={t('loading')} />}
      {figures.data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('admin.caption', { count: figures.data.users })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.service')}</th>
                <th scope="col">{t('admin.linked')}</th>
                <th scope="col">{t('admin.state')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Steam</th>
                <td>{figures.data.steam_linked}</td>
                <td>{t('admin.always')}</td>
              </tr>
              <tr>
                <th scope="row">{t('admin.steamConfirmed')}</th>
                <td>{figures.data.steam_confirmed}</td>
                <td />
              </tr>
              <tr>
                <th scope="row">Roblox</th>
                <td>{figures.data.roblox_linked}</td>
                <td>
                  {figures.data.roblox_enabled_for_all ? t('admin.flagOn') : t('admin.flagOff')} <Link to="/admin/feature-flags">{t('admin.flags')}</Link>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
