import { Coins } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DONATE_MESSAGE_FROM,
  DONATE_MESSAGE_MAX,
  DONATE_SLIDER_MAX,
  DONATE_SLIDER_MIN,
  DONATE_SLIDER_STEP,
  donationTier,
  donationStart,
  donationValue,
} from '../../../../common/rules/boostz';
import { Avatar, Button, Dialog, TextArea } from '../../../ui';
import { useSessionStore } from '../../session/store';
import { useToastStore } from '../../toasts/store';
import { celebrate } from '../confetti';
import { useDonate } from '../queries';
import styles from './boostz.module.css';
import { localeOf } from '../../../i18n/languages';

export interface DonationRecipient {
  id: number;
  name: string;
  image: string | null;
  profile_border?: string | null;
}

interface DonateDialogProps {
  open: boolean;
  onClose: () => void;
  recipient: DonationRecipient;
  /** The clip the donation is for, when it starts from one. */
  postId?: number;
}

/**
 * The donate dialog (spec §4/§5/§9): a slider from 10 to 1000 in steps of 10 whose value grows steeply above 500,
 * coloured by tier; a personal message from an effective 200. Confirming moves the boostz to the creator (the
 * original only said NotAvailable) and celebrates with confetti. One idempotency key per opening: a double click
 * or a retry donates once.
 */
export function DonateDialog({ open, onClose, recipient, postId }: DonateDialogProps) {
  const { t, i18n } = useTranslation('boostz');
  const balance = useSessionStore((state) => state.user?.boostz ?? 0);
  const show = useToastStore((state) => state.show);
  const [slider, setSlider] = useState(() => donationStart(balance));
  const [message, setMessage] = useState('');
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const sliderId = useId();
  const donate = useDonate(t('donate.failed'));
  const value = donationValue(slider);
  const tier = donationTier(value);
  const withMessage = value >= DONATE_MESSAGE_FROM;
  const affordable = value <= balance;
  const format = (amount: number) => amount.toLocaleString(localeOf(i18n.language));

  const submit = () => {
    donate.mutate(
      {
        recipient_id: recipient.id,
        slider,
        ...(withMessage && message.trim() ? { message: message.trim() } : {}),
        ...(postId ? { post_id: postId } : {}),
        idempotency_key: idempotencyKey,
      },
      {
        onSuccess: (answer) => {
          void celebrate();
          show({ type: 'success', message: t('donate.thanks', { amount: format(answer.donation.amount), name: recipient.name }) });
          setMessage('');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('donate.title', { name: recipient.name })}
      closeLabel={t('close')}
      size="sm"
      testId="donate-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={donate.isPending} disabled={slider < DONATE_SLIDER_MIN || !affordable} icon={<Coins aria-hidden="true" />}>
            {t('donate.confirm', { amount: format(value) })}
          </Button>
        </>
      }
    >
      <div className={styles.donateHead}>
        <Avatar src={recipient.image} name={recipient.name} ringColor={recipient.profile_border ?? null} size="lg" />
        <p>{t('donate.intro', { name: recipient.name })}</p>
      </div>
      <label className={styles.sliderLabel} htmlFor={sliderId}>
        {t('donate.amountLabel')}
      </label>
      <output className={styles.donateValue} data-tier={tier} htmlFor={sliderId} aria-live="polite" data-testid="donate-value">
        {t('amount', { amount: format(value) })}
      </output>
      <input
        id={sliderId}
        className={styles.slider}
        data-tier={tier}
        type="range"
        min={DONATE_SLIDER_MIN}
        max={DONATE_SLIDER_MAX}
        step={DONATE_SLIDER_STEP}
        value={slider}
        onChange={(event) => setSlider(Number(event.target.value))}
        aria-valuetext={t('amount', { amount: format(value) })}
      />
      <p className={styles.tierLabel} data-tier={tier}>
        {t(`donate.tier.${tier}`)}
      </p>
      <p className={affordable ? styles.muted : styles.warning}>
        {affordable ? (
          t('balance', { amount: format(balance) })
        ) : (
          <>
            {t('donate.notEnough', { amount: format(balance) })} <Link to="/boostz">{t('donate.getMore')}</Link>
          </>
        )}
      </p>
      {withMessage && (
        <TextArea
          label={t('donate.messageLabel')}
          hint={t('donate.messageHint')}
          maxLength={DONATE_MESSAGE_MAX}
          showCounter
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={3}
        />
      )}
    </Dialog>
  );
}
