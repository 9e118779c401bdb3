import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../features/confirm/store';
import { updateHref } from '../../features/updates/components/UpdateCard';
import { useAllUpdates, useDeleteUpdate } from '../../features/updates/queries';
import { formatDate, useLocale } from '../../features/wellbeing/format';
import { Button, Page, PageHeader, Spinner } from '../../ui';
import styles from './dev.module.css';

/** /dev/game-updates (admins): every game update, newest first, page by page, with delete. */
export default function DevGameUpdatesPage() {
  const { t } = useTranslation('updates');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const updates = useAllUpdates(page);
  const remove = useDeleteUpdate(t('failed.delete'));
  const pages = updates.data ? Math.max(1, Math.ceil(updates.data.total / updates.data.per_page)) : 1;
  const onDelete = async (id: number, title: string) => {
    const sure = await confirm({ title: t('delete.title'), message: t('delete.message', { title }), confirmLabel: t('delete.confirm'), cancelLabel: t('form.cancel'), tone: 'danger' });
    if (sure) remove.mutate(id);
  };
  return (
    <Page testId="dev-game-updates">
      <PageHeader eyebrow={t('admin.eyebrow')} title={t('admin.title')} lead={t('admin.lead', { count: updates.data?.total ?? 0 })} />
      {updates.isPending && <Spinner center label={t('loading')} />}
      {updates.data && (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="admin-updates">
            <caption>{t('admin.caption', { page, pages })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.update')}</th>
                <th scope="col">{t('admin.game')}</th>
                <th scope="col">{t('admin.author')}</th>
                <th scope="col">{t('admin.date')}</th>
                <th scope="col">{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {updates.data.updates.map((update) => (
                <tr key={update.id}>
                  <th scope="row">
                    <Link to={updateHref(update)}>{update.title}</Link>
                  </th>
                  <td>{update.game.name}</td>
                  <td>{update.author?.name ?? '–'}</td>
                  <td>{formatDate(locale, update.created_at)}</td>
                  <td>
                    <Button size="sm" variant="secondary" icon={<Trash2 />} onClick={() => void onDelete(update.id, update.title)}>
                      {t('delete.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <div className={styles.inlineForm}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('newer')}
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('older')}
          </Button>
        </div>
      )}
    </Page>
  );
}
