import { Ban, Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../features/confirm/store';
import { phaseOf } from '../../features/giveaways/components/GiveawayCard';
import { useAllGiveaways, useCancelGiveaway, useDrawNow } from '../../features/giveaways/queries';
import { formatDate, useLocale } from '../../features/wellbeing/format';
import { Button, Page, PageHeader, Spinner } from '../../ui';
import styles from './dev.module.css';

/** /dev/giveaways (admins): every giveaway with its state; end and draw one now, or cancel it. */
export default function DevGiveawaysPage() {
  const { t } = useTranslation('giveaways');
  const locale = useLocale();
  const giveaways = useAllGiveaways();
  const draw = useDrawNow(t('admin.drawFailed'), t('admin.drawn'));
  const cancel = useCancelGiveaway(t('cancel.failed'), t('cancel.done'));
  const onDraw = async (id: number, prize: string) => {
    const sure = await confirm({ title: t('admin.drawTitle'), message: t('admin.drawMessage', { prize }), confirmLabel: t('admin.draw'), cancelLabel: t('cancel.keep') });
    if (sure) draw.mutate(id);
  };
  const onCancel = async (id: number, prize: string) => {
    const sure = await confirm({ title: t('cancel.title'), message: t('cancel.message', { prize }), confirmLabel: t('cancel.confirm'), cancelLabel: t('cancel.keep'), tone: 'danger' });
    if (sure) cancel.mutate(id);
  };
  return (
    <Page testId="dev-giveaways">
      <PageHeader eyebrow={t('admin.eyebrow')} title={t('admin.title')} lead={t('admin.lead')} />
      {giveaways.isPending && <Spinner center label={t('loading')} />}
      {giveaways.data && (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="admin-giveaways">
            <caption>{t('admin.caption', { count: giveaways.data.giveaways.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.prize')}</th>
                <th scope="col">{t('admin.game')}</th>
                <th scope="col">{t('admin.state')}</th>
                <th scope="col">{t('admin.entries')}</th>
                <th scope="col">{t('admin.ends')}</th>
                <th scope="col">{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {giveaways.data.giveaways.map((giveaway) => {
                const phase = phaseOf(giveaway);
                return (
                  <tr key={giveaway.id}>
                    <th scope="row">{giveaway.prize}</th>
                    <td>
                      <Link to={`/game/${giveaway.game.id}`}>{giveaway.game.name}</Link>
                    </td>
                    <td>{t(`phase.${phase}`)}</td>
                    <td>{giveaway.entries_count}</td>
                    <td>{formatDate(locale, giveaway.ends_at)}</td>
                    <td>
                      {giveaway.status === 'open' && (
                        <div className={styles.inlineForm}>
                          <Button size="sm" icon={<Dices />} onClick={() => void onDraw(giveaway.id, giveaway.prize)} data-testid="giveaway-draw-now">
                            {t('admin.draw')}
                          </Button>
                          <Button size="sm" variant="secondary" icon={<Ban />} onClick={() => void onCancel(giveaway.id, giveaway.prize)}>
                            {t('cancel.open')}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
