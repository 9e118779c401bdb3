import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planById } from '../../../common/rules/boostz';
import styles from '../../features/boostz/components/boostz.module.css';
import { useCancelSubscription, useProducts } from '../../features/boostz/queries';
import { Button, buttonClassName, Page, PageHeader, Spinner } from '../../ui';
import { localeOf } from '../../i18n/languages';

/** /cancel: ends the subscription at the end of the paid period (POST /api/cancel-subscription). */
export default function CancelSubscriptionPage() {
  const { t, i18n } = useTranslation('boostz');
  const products = useProducts();
  const cancel = useCancelSubscription(t('cancelPage.failed'), '');
  const subscription = products.data?.subscription ?? null;
  const date = (iso: string) => new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Page narrow testId="cancel-page">
      <PageHeader title={t('cancelPage.title')} lead={t('cancelPage.lead')} />
      {products.isPending && <Spinner center label={t('loading')} />}
      {products.data && !subscription && (
        <p>
          {t('cancelPage.none')} <Link to="/boostz">{t('success.toBoostz')}</Link>
        </p>
      )}
      {subscription && (
        <div className={styles.card}>
          <div className={styles.cardTitle}>{t(`boostz.plan.${planById(subscription.plan_id)?.key ?? 'plus'}`)}</div>
          {subscription.status === 'cancelling' ? (
            <p role="status">{t('cancelPage.already', { date: date(subscription.current_period_end) })}</p>
          ) : (
            <>
              <p>{t('boostz.renewsOn', { date: date(subscription.current_period_end) })}</p>
              <div className={styles.cardActions}>
                <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate(undefined)} data-testid="cancel-subscription">
                  {t('cancelPage.confirm', { date: date(subscription.current_period_end) })}
                </Button>
              </div>
            </>
          )}
          <Link to="/boostz" className={buttonClassName({ variant: 'ghost' })}>
            {t('payment.backToBoostz')}
          </Link>
        </div>
      )}
    </Page>
  );
}
