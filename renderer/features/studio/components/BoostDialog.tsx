import { useQueryClient } from '@tanstack/react-query';
import { Coins, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Post } from '../../../../common/contract/posts';
import { BOOST_HOURS_OPTIONS, BOOST_PRICE_PER_HOUR } from '../../../../common/rules/boostz';
import { Button, Dialog } from '../../../ui';
import { useBoost } from '../../boostz/queries';
import { useSessionStore } from '../../session/store';
import { useLocale } from '../../wellbeing/format';
import { formatCount, formatDateTime } from '../format';
import { studioKeys } from '../queries';
import styles from './BoostDialog.module.css';

interface BoostDialogProps {
  post: Post;
  userId: number;
  onClose: () => void;
}

/**
 * "Boosten": the creator picks how long (1, 6, 24 or 72 hours) their clip is shown higher in "Für dich",
 * sees the price in boostz next to each choice and their balance, and confirms. A running boost is extended. Mounted
 * per opening, so each opening has its own idempotency key: a double click or a retry boosts once. Errors arrive as
 * the server's German message in a toast (useBoost).
 */
export function BoostDialog({ post, userId, onClose }: BoostDialogProps) {
  const { t } = useTranslation('studio');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const balance = useSessionStore((state) => state.user?.boostz ?? 0);
  const [hours, setHours] = useState<number>(BOOST_HOURS_OPTIONS[0]);
  const [key] = useState(() => crypto.randomUUID());
  const boost = useBoost(t('boost.failed'), t('boost.success'));
  const cost = hours * BOOST_PRICE_PER_HOUR;
  const affordable = cost <= balance;
  const amount = (value: number) => formatCount(locale, value);

  const submit = () => {
    boost.mutate(
      { postId: post.id, hours, key },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData<Post[]>(studioKeys.content(userId), (posts) =>
            posts?.map((entry) => (entry.id === post.id ? { ...entry, sponsored: true, sponsored_until: answer.ends_at } : entry)),
          );
          void queryClient.invalidateQueries({ queryKey: studioKeys.user(userId) });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('boost.title', { title: post.title })}
      closeLabel={t('close')}
      size="sm"
      testId="boost-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={boost.isPending}
            disabled={!affordable}
            icon={<Rocket aria-hidden="true" />}
            data-testid="boost-confirm"
          >
            {t('boost.confirm', { amount: amount(cost) })}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p className={styles.text}>{t('boost.lead')}</p>
        {post.sponsored && post.sponsored_until && (
          <p className={styles.running}>{t('boost.running', { time: formatDateTime(locale, post.sponsored_until) })}</p>
        )}
        <fieldset className={styles.options}>
          <legend className={styles.legend}>
            {t('boost.durationLegend')}
          </legend>
          {BOOST_HOURS_OPTIONS.map((option) => (
            <label key={option} className={styles.option}>
              <input
                type="radio"
                name={`boost-hours-${post.id}`}
                value={option}
                checked={hours === option}
                onChange={() => setHours(option)}
                data-testid={`boost-hours-${option}`}
              />
              <span className={styles.hours}>{t('boost.hours', { count: option })}</span>
              <span className={styles.cost}>
                <Coins aria-hidden="true" size={16} />
                {t('boost.cost', { amount: amount(option * BOOST_PRICE_PER_HOUR) })}
              </span>
            </label>
          ))}
        </fieldset>
        {affordable ? (
          <p className={styles.balance} data-testid="boost-balance">
            {t('boost.balance', { amount: amount(balance) })}
          </p>
        ) : (
          <p className={styles.warning} role="status" data-testid="boost-balance">
            {t('boost.notEnough', { amount: amount(balance) })} <Link to="/boostz">{t('boost.getMore')}</Link>
          </p>
        )}
      </div>
    </Dialog>
  );
}
