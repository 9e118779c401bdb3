import { Check, Coins, ShoppingBag } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BorderView } from '../../../common/contract/boostz';
import { confirm } from '../../features/confirm/store';
import { BalanceBadge } from '../../features/boostz/components/BalanceBadge';
import styles from '../../features/boostz/components/boostz.module.css';
import { SignInPrompt } from '../../features/boostz/components/SignInPrompt';
import { useBorders, usePurchase, useSelectBorder } from '../../features/boostz/queries';
import { useSessionStore } from '../../features/session/store';
import { useToastStore } from '../../features/toasts/store';
import { Avatar, Button, buttonClassName, Page, PageHeader, Spinner } from '../../ui';
import { localeOf } from '../../i18n/languages';

/** /shop: profile borders for boostz (POST /api/shop/purchase; the server's price decides). */
export default function ShopPage() {
  const { t, i18n } = useTranslation('boostz');
  const user = useSessionStore((state) => state.user);
  const borders = useBorders();
  const purchase = usePurchase(t('shop.buyFailed'), '');
  const equip = useSelectBorder(t('locker.failed'), '');
  const show = useToastStore((state) => state.show);
  const number = (value: number) => value.toLocaleString(localeOf(i18n.language));
  const balance = borders.data?.boostz ?? user?.boostz ?? 0;
  // One key per shop visit and border: a double click or a retry buys once.
  const keys = useMemo(() => new Map<string, string>(), []);

  const buy = async (border: BorderView) => {
    const name = t(`border.${border.id}`);
    const confirmed = await confirm({
      title: t('shop.confirmTitle'),
      message: t('shop.confirmMessage', { name, price: number(border.price), rest: number(balance - border.price) }),
      confirmLabel: t('shop.confirmLabel'),
      cancelLabel: t('cancel'),
    });
    if (!confirmed) return;
    if (!keys.has(border.id)) keys.set(border.id, crypto.randomUUID());
    purchase.mutate(
      { item_id: border.id, item_type: 'border', price: border.price, idempotency_key: keys.get(border.id)! },
      {
        onSuccess: () => {
          show({ type: 'success', message: t('shop.bought', { name }) });
          equip.mutate(border.id);
        },
      },
    );
  };

  return (
    <Page testId="shop-page">
      <PageHeader
        title={t('shop.title')}
        lead={t('shop.lead')}
        actions={
          user ? (
            <>
              <BalanceBadge />
              <Link to="/spind" className={buttonClassName({ variant: 'secondary' })}>
                {t('shop.toLocker')}
              </Link>
              <Link to="/boostz" className={buttonClassName({ variant: 'ghost' })}>
                {t('shop.getBoostz')}
              </Link>
            </>
          ) : undefined
        }
      />
      {!user && <SignInPrompt />}
      {borders.isPending && <Spinner center label={t('loading')} />}
      {borders.data && (
        <ul className={styles.grid} data-testid="shop-items">
          {borders.data.borders.map((border) => {
            const name = t(`border.${border.id}`);
            const equipped = borders.data.selected === border.id;
            const missing = border.price - balance;
            return (
              <li key={border.id} className={styles.card} data-active={equipped} data-testid={`border-${border.id}`}>
                <div className={styles.cardPreview} aria-label={t('shop.preview')} role="img">
                  <Avatar src={user?.image ?? null} name={user?.name ?? name} ringColor={border.id} size="lg" />
                </div>
                <div className={styles.cardTitle}>
                  <span>{name}</span>
                  {border.animated && <span className={styles.badge}>{t('shop.animated')}</span>}
                </div>
                <div className={styles.price}>
                  <Coins aria-hidden="true" size={18} /> {number(border.price)}
                </div>
                <div className={styles.cardActions}>
                  {!user ? null : equipped ? (
                    <span className={styles.badge}>
                      <Check aria-hidden="true" size={14} /> {t('shop.equipped')}
                    </span>
                  ) : border.owned ? (
                    <Button variant="secondary" size="sm" onClick={() => equip.mutate(border.id)} loading={equip.isPending && equip.variables === border.id}>
                      {t('shop.equip')}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      icon={<ShoppingBag aria-hidden="true" />}
                      disabled={missing > 0}
                      loading={purchase.isPending && purchase.variables?.item_id === border.id}
                      onClick={() => void buy(border)}
                      aria-label={`${name}, ${t('amount', { amount: number(border.price) })}: ${t('shop.buy')}`}
                    >
                      {missing > 0 ? t('shop.tooExpensive', { missing: number(missing) }) : t('shop.buy')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
