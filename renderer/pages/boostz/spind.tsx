import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../features/boostz/components/boostz.module.css';
import { SignInPrompt } from '../../features/boostz/components/SignInPrompt';
import { useBorders, useSelectBorder } from '../../features/boostz/queries';
import { useSessionStore } from '../../features/session/store';
import { Avatar, Button, buttonClassName, Page, PageHeader, Spinner } from '../../ui';

/** /spind: the locker — what the user owns, and which border they wear (spec §2: content for signed-in users). */
export default function LockerPage() {
  const { t } = useTranslation('boostz');
  const user = useSessionStore((state) => state.user);
  const borders = useBorders();
  const select = useSelectBorder(t('locker.failed'), '');
  const owned = borders.data?.borders.filter((border) => border.owned) ?? [];
  const selected = borders.data?.selected ?? null;
  return (
    <Page testId="locker-page">
      <PageHeader title={t('locker.title')} lead={t('locker.lead')} />
      {!user && <SignInPrompt />}
      {user && borders.isPending && <Spinner center label={t('loading')} />}
      {user && borders.data && owned.length === 0 && (
        <div className={styles.card}>
          <p>{t('locker.empty')}</p>
          <div className={styles.cardActions}>
            <Link to="/shop" className={buttonClassName({})}>
              {t('locker.toShop')}
            </Link>
          </div>
        </div>
      )}
      {user && owned.length > 0 && (
        <>
          <ul className={styles.grid} data-testid="locker-items">
            {owned.map((border) => {
              const equipped = selected === border.id;
              return (
                <li key={border.id} className={styles.card} data-active={equipped} data-testid={`locker-${border.id}`}>
                  <div className={styles.cardPreview}>
                    <Avatar src={user.image} name={user.name} ringColor={border.id} size="lg" />
                  </div>
                  <div className={styles.cardTitle}>{t(`border.${border.id}`)}</div>
                  <div className={styles.cardActions}>
                    {equipped ? (
                      <span className={styles.badge}>
                        <Check aria-hidden="true" size={14} /> {t('shop.equipped')}
                      </span>
                    ) : (
                      <Button size="sm" onClick={() => select.mutate(border.id)} loading={select.isPending && select.variables === border.id}>
                        {t('shop.equip')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <p className={styles.links}>
            {selected && (
              <Button variant="ghost" onClick={() => select.mutate(null)}>
                {t('locker.takeOff')}
              </Button>
            )}
            <Link to="/shop" className={buttonClassName({ variant: 'secondary' })}>
              {t('locker.toShop')}
            </Link>
          </p>
        </>
      )}
    </Page>
  );
}
