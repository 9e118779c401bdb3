import { Coins } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { openSignIn } from '../../auth/open-sign-in';
import { useSessionStore } from '../../session/store';
import type { DonationRecipient } from './DonateDialog';

const DonateDialog = lazy(async () => ({ default: (await import('./DonateDialog')).DonateDialog }));

/**
 * "Spenden": opens the donate dialog for a creator (visitors get the sign-in overlay); hidden on one's own content.
 * `appearance="action"` renders it like the actions beside a clip: a plain <button> (styled by `className`) holding
 * the icon in a `data-part="icon"` span over a short `data-part="label"`, named "An {name} spenden".
 */
export function DonateButton({
  recipient,
  postId,
  variant = 'secondary',
  size = 'md',
  className,
  appearance = 'button',
}: {
  recipient: DonationRecipient;
  postId?: number;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  className?: string;
  appearance?: 'button' | 'action';
}) {
  const { t } = useTranslation('boostz');
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const [open, setOpen] = useState(false);
  if (viewer === recipient.id) return null;
  const onClick = () => (viewer ? setOpen(true) : openSignIn());
  return (
    <>
      {appearance === 'action' ? (
        <button
          type="button"
          className={className}
          aria-label={t('donate.title', { name: recipient.name })}
          aria-haspopup="dialog"
          onClick={onClick}
          data-testid="donate-button"
        >
          <span data-part="icon">
            <Coins aria-hidden="true" />
          </span>
          <span data-part="label" aria-hidden="true">
            {t('donate.button')}
          </span>
        </button>
      ) : (
        <Button
          variant={variant}
          size={size}
          className={className}
          icon={<Coins aria-hidden="true" />}
          onClick={onClick}
          data-testid="donate-button"
        >
          {t('donate.button')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <DonateDialog open={open} onClose={() => setOpen(false)} recipient={recipient} {...(postId ? { postId } : {})} />
        </Suspense>
      )}
    </>
  );
}
