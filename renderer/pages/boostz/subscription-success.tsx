import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { checkoutProduct } from '../../../common/rules/boostz';
import { celebrate } from '../../features/boostz/confetti';
import styles from '../../features/boostz/components/boostz.module.css';
import { useCheckoutResult } from '../../features/boostz/queries';
import { buttonClassName, Page, PageHeader, Spinner } from '../../ui';
import { localeOf } from '../../i18n/languages';

/** /subscription-success?session_id=…: where Stripe (or the test checkout) returns; waits for the webhook's booking. */
export default function SubscriptionSuccessPage() {
  const { t, i18n } = useTranslation('boostz');
  const sessionId = useSearchParams()[0].get('session_id') ?? '';
  const result = useCheckoutResult(sessionId);
  const session = result.data?.session;
  const paid = session?.status === 'paid';
  const celebrated = useRef(false);
  useEffect(() => {
    if (paid && !celebrated.current) {
      celebrated.current = true;
      void celebrate();
    }
  }, [paid]);
  const number = (value: number) => value.toLocaleString(localeOf(i18n.language));
  const product = session ? checkoutProduct(session.product_id) : null;

  return (
    <Page narrow testId="subscription-success-page">
      <PageHeader title={paid ? t('success.title') : t('payment.title')} />
      <div className={styles.checkout}>
        {(!sessionId || result.isError) && <p role="alert">{t('payment.missing')}</p>}
        {(result.isPending && sessionId) || session?.status === 'open' ? <Spinner center label={t('success.pending')} /> : null}
        {session?.status === 'open' && <p className={styles.center}>{t('success.pending')}</p>}
        {(session?.status === 'cancelled' || session?.status === 'expired') && <p role="status">{t('success.cancelled')}</p>}
        {paid && result.data && (
          <div className={styles.card} role="status" data-testid="checkout-success">
            <CheckCircle2 aria-hidden="true" size={40} color="var(--color-success)" />
            <p>
              {product?.kind === 'plan'
                ? t('success.subscribed', { plan: t(`boostz.plan.${product.plan.key}`), amount: number(session.boostz) })
                : t('success.credited', { amount: number(session.boostz) })}
            </p>
            <p className={styles.price}>{t('success.newBalance', { amount: number(result.data.boostz) })}</p>
            <div className={styles.cardActions}>
              <Link to="/shop" className={buttonClassName({})}>
                {t('success.toShop')}
              </Link>
              <Link to="/boostz" className={buttonClassName({ variant: 'secondary' })}>
                {t('success.toBoostz')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </Page>
  );
}
