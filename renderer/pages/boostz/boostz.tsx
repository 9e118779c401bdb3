import { Ban, Coins, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '../../../common/rules/boostz';
import { openSignIn } from '../../features/auth/open-sign-in';
import styles from '../../features/boostz/components/boostz.module.css';
import { LedgerList } from '../../features/boostz/components/LedgerList';
import { useLedger, useProducts, useStartCheckout } from '../../features/boostz/queries';
import { useSessionStore } from '../../features/session/store';
import { Button, buttonClassName, Page, PageHeader, Spinner } from '../../ui';
import { localeOf } from '../../i18n/languages';

/**
 * /boostz: the balance, boostz packs and subscriptions (the subscribe panel), and the statement. Buying goes
 * through POST /api/create-checkout-session: Stripe Checkout, or the built-in test checkout (/boostz/payment).
 */
export default function BoostzPage() {
  const { t, i18n } = useTranslation('boostz');
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const products = useProducts();
  const ledger = useLedger();
  const checkout = useStartCheckout(t('boostz.checkoutFailed'));
  const number = (value: number) => value.toLocaleString(localeOf(i18n.language));
  const date = (iso: string) => new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'long' }).format(new Date(iso));
  const subscription = products.data?.subscription ?? null;
  // Production without a payment provider: the offers stay visible (what boostz cost), buying them does not.
  const selling = products.data?.mode !== 'off';

  const start = (productId: string) => {
    if (!user) {
      openSignIn();
      return;
    }
    checkout.mutate(productId, {
      onSuccess: ({ url }) => {
        if (url.startsWith('/')) navigate(url);
        else window.location.assign(url);
      },
    });
  };

  return (
    <Page testId="boostz-page">
      <PageHeader title={t('boostz.title')} lead={t('boostz.lead')} />
      {user && (
        <section className={styles.balanceHero} aria-label={t('boostz.yourBalance')}>
          <div>
            <span className={styles.muted}>{t('boostz.yourBalance')}</span>
            <strong data-testid="boostz-balance">
              <Coins aria-hidden="true" size={26} /> {number(user.boostz)}
            </strong>
          </div>
          <nav className={styles.links} aria-label={t('boostz.title')}>
            <Link to="/shop" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('boostz.links.shop')}
            </Link>
            <Link to="/rewards" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('boostz.links.rewards')}
            </Link>
            <Link to="/quests" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('boostz.links.quests')}
            </Link>
            <Link to="/redeem" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('boostz.links.redeem')}
            </Link>
          </nav>
        </section>
      )}
      {products.data?.mode === 'sandbox' && (
        <p className={styles.testMode} data-testid="test-mode">
          <FlaskConical aria-hidden="true" size={16} /> {t('boostz.testMode')}
        </p>
      )}
      {products.data?.mode === 'off' && (
        <p className={styles.testMode} data-testid="payments-off" role="note">
          <Ban aria-hidden="true" size={16} /> {t('boostz.paymentsOff')}
        </p>
      )}
      {products.isPending && <Spinner center label={t('loading')} />}
      {products.data && (
        <>
          <section className={styles.section} aria-labelledby="packs-title">
            <h2 id="packs-title">{t('boostz.packsTitle')}</h2>
            <ul className={styles.grid}>
              {products.data.packs.map((pack) => (
                <li key={pack.id} className={styles.card} data-testid={`pack-${pack.id}`}>
                  <div className={styles.price}>
                    <Coins aria-hidden="true" size={20} /> {number(pack.boostz)}
                  </div>
                  <div className={styles.cardActions}>
                    <Button
                      onClick={() => start(pack.id)}
                      disabled={!selling}
                      loading={checkout.isPending && checkout.variables === pack.id}
                    >
                      {t('boostz.packBuy', { price: formatPrice(pack.price_cents, i18n.language) })}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="plans-title" data-testid="subscribe-panel">
            <h2 id="plans-title">{t('boostz.plansTitle')}</h2>
            <p className={styles.muted}>{t('boostz.plansLead')}</p>
            <ul className={styles.grid}>
              {products.data.plans.map((plan) => {
                const current = subscription?.plan_id === plan.id;
                return (
                  <li key={plan.id} className={styles.card} data-active={current} data-testid={`plan-${plan.key}`}>
                    <div className={styles.cardTitle}>{t(`boostz.plan.${plan.key}`)}</div>
                    <div className={styles.price}>{t('boostz.perMonth', { price: formatPrice(plan.price_cents, i18n.language) })}</div>
                    <p>{t('boostz.planGrant', { amount: number(plan.boostz_per_period) })}</p>
                    <div className={styles.cardActions}>
                      {current ? (
                        <span className={styles.badge}>
                          {subscription.status === 'cancelling'
                            ? t('boostz.endsOn', { date: date(subscription.current_period_end) })
                            : t('boostz.renewsOn', { date: date(subscription.current_period_end) })}
                        </span>
                      ) : (
                        <Button
                          variant="secondary"
                          disabled={subscription !== null || !selling}
                          aria-describedby={subscription !== null ? 'plans-one-at-a-time' : undefined}
                          onClick={() => start(`plan-${plan.id}`)}
                          loading={checkout.isPending && checkout.variables === `plan-${plan.id}`}
                        >
                          {t('boostz.subscribe')}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {subscription !== null && (
              <p id="plans-one-at-a-time" className={styles.muted}>
                {t('boostz.oneAtATime')}
              </p>
            )}
            {subscription?.status === 'active' && (
              <p>
                <Link to="/cancel">{t('boostz.cancelLink')}</Link>
              </p>
            )}
          </section>
        </>
      )}
      {user && (
        <section className={styles.section} aria-labelledby="statement-title">
          <h2 id="statement-title">{t('boostz.statementTitle')}</h2>
          {ledger.isPending && <Spinner label={t('loading')} />}
          {ledger.data && (
            <LedgerList
              entries={ledger.data.pages.flatMap((page) => page.entries)}
              hasMore={ledger.hasNextPage}
              loadingMore={ledger.isFetchingNextPage}
              onLoadMore={() => void ledger.fetchNextPage()}
            />
          )}
        </section>
      )}
    </Page>
  );
}
