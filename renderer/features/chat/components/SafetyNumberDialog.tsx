import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import { Button, Dialog, Spinner } from '../../../ui';
import { cryptoCall } from '../crypto/client';
import type { Trust } from '../trust';
import styles from './chat.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  me: { id: number; public_key: string };
  other: { id: number; name: string; public_key: string };
  /** This device's trust in `other.public_key`. */
  trust: Trust;
  /** Marks the shown key as verified (which also accepts a changed key), or takes the mark back. */
  onVerified: (verified: boolean) => Promise<unknown>;
}

/** 60 digits (and a QR code of them) that both compute from their public keys: equal means no key was swapped. */
export function SafetyNumberDialog({ open, onClose, me, other, trust, onVerified }: Props) {
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const mark = async (verified: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      await onVerified(verified);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const number = useQuery({
    queryKey: ['chat', 'safety', me.public_key, other.public_key],
    queryFn: () => cryptoCall('safetyNumber', { me, other }),
    enabled: open,
    staleTime: Infinity,
  });
  const groups = number.data?.match(/\d{5}/g) ?? [];
  // In the footer, not the body: the dialog opens focused on itself, not on "mark as verified". One button that
  // changes its label, so keyboard focus stays on it; the result is announced.
  const footer = number.data ? (
    <div className={styles.safetyTrust} aria-live="polite">
      {trust.verified ? (
        <p>
          <BadgeCheck size={16} aria-hidden /> {t('trust.verifiedText', { name: other.name })}
        </p>
      ) : trust.status === 'changed' ? (
        <p>{t('trust.verifyAccepts', { name: other.name })}</p>
      ) : null}
      <Button size="sm" variant={trust.verified ? 'ghost' : 'primary'} loading={busy} disabled={trust.status === 'checking'} onClick={() => void mark(!trust.verified)}>
        {trust.verified ? t('trust.unmarkVerified') : t('trust.markVerified')}
      </Button>
      {failed && (
        <p className={styles.keyError} role="alert">
          {t('trust.saveFailed')}
        </p>
      )}
    </div>
  ) : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('safety.title', { name: other.name })}
      description={t('safety.text', { name: other.name })}
      closeLabel={t('close')}
      footer={footer}
    >
      {number.data ? (
        <div className={styles.safety}>
          <QrCode text={number.data} label={t('safety.qr')} />
          <p className={styles.safetyDigits} data-testid="safety-number" aria-label={t('safety.digits')}>
            {groups.map((group, index) => (
              <span key={index}>{group}</span>
            ))}
          </p>
        </div>
      ) : (
        <Spinner center label={t('safety.computing')} />
      )}
    </Dialog>
  );
}

function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  const cells: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && cells.push(`M${x},${y}h1v1h-1z`)));
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
