import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import { Dialog, Spinner } from '../../../ui';
import { cryptoCall } from '../crypto/client';
import styles from './chat.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  me: { id: number; public_key: string };
  other: { id: number; name: string; public_key: string };
}

/** 60 digits (and a QR code of them) that both compute from their public keys: equal means no key was swapped. */
export function SafetyNumberDialog({ open, onClose, me, other }: Props) {
  const { t } = useTranslation('chat');
  const number = useQuery({
    queryKey: ['chat', 'safety', me.public_key, other.public_key],
    queryFn: () => cryptoCall('safetyNumber', { me, other }),
    enabled: open,
    staleTime: Infinity,
  });
  const groups = number.data?.match(/\d{5}/g) ?? [];
  return (
    <Dialog open={open} onClose={onClose} title={t('safety.title', { name: other.name })} description={t('safety.text', { name: other.name })} closeLabel={t('close')}>
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
