import { Coins, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkoutProduct, formatPrice } from '../../../common/rules/boostz';
import styles from '../../features/boostz/components/boostz.module.css';
import { useCancelCheckout, useCheckoutSession, usePayInSandbox } from '../../features/boostz/queries';
import { Button, buttonClassName, Page, PageHeader, Spinner } from '../../ui';
import { localeOf } from '../../i18n/languages';

/**
 * /boostz/payment?session_id=…: the built-in test checkout ("Testmodus") of an install without Stripe. Paying
 * sends the same signed webhook Stripe would, then continues to /subscription-success like Stripe's return.
 */
export default function PaymentPage() {
  const { t, i18n } = useTranslation('boostz');
  const sessionId = useSearchParams()[0].get('session_id') ?? '';
  const navigate = useNavigate();
  const session = useCheckoutSession(sessionId);
  const pay = usePayInSandbox(t('payment.failed'));
  const cancel = useCancelCheckout(t('payment.failed'));
  const data = session.data?.session;
  const product = data ? checkoutProduct(data.product_id) : null;
  const name = !data
    ? ''
    : product?.kind === 'plan'
      ? t('payment.planName', { plan: t(`boostz.plan.${product.plan.key}`) })
      : t('payment.packName', { amount: data.boostz.toLocaleString(localeOf(i18n.language)) });

  return (
    <Page narrow testId="payment-page">
      <PageHeader title={t('payment.title')} />
      <div className={styles.checkout}>
        <p className={styles.testMode}>
          <FlaskConical aria-hidden="true" size={16} /> {t('payment.testModeTitle')}
        </p>
        <p className={styles.muted}>{t('payment.testModeLead')}</p>
        {session.isPending && sessionId && <Spinner center label={t('loading')} />}
        {(!sessionId || session.isError) && <p role="alert">{t('payment.missing')}</p>}
        {data && (
          <div className={styles.card}>
            <div className={styles.row}>
              <span className={styles.muted}>{t('payment.product')}</span>
              <strong>{name}</strong>
            </div>
            <div className={styles.row}>
              <span className={styles.muted}>{t('payment.youGet')}</span>
              <strong>
                <Coins aria-hidden="true" size={16} /> {t('amount', { amount: data.boostz.toLocaleString(localeOf(i18n.language)) })}
              </strong>
            </div>
            <div className={styles.row}>
              <span className={styles.muted}>{t('payment.price')}</span>
              <strong className={styles.price}>{formatPrice(data.price_cents, i18n.language)}</strong>
            </div>
            {data.status === 'open' ? (
              <div className={styles.cardActions}>
                <Button
                  loading={pay.isPending}
                  onClick={() => pay.mutate(data.id, { onSuccess: () => navigate(`/subscription-success?session_id=${encodeURIComponent(data.id)}`) })}
                  data-testid="sandbox-pay"
                >
                  {t('payment.pay')}
                </Button>
                <Button variant="ghost" loading={cancel.isPending} onClick={() => cancel.mutate(data.id, { onSuccess: () => navigate('/boostz') })}>
                  {t('payment.cancel')}
                </Button>
              </div>
            ) : (
              <p role="status">{data.status === 'cancelled' ? t('payment.cancelled') : t('payment.closed')}</p>
            )}
          </div>
        )}
        <Link to="/boostz" className={buttonClassName({ variant: 'ghost' })}>
          {t('payment.backToBoostz')}
        </Link>
      </div>
    </Page>
  );
}
