import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../ui';
import { canCloseAllToasts, dropStaleErrorsWhenVisible, type Toast, useToastStore } from '../store';
import styles from './ToastStack.module.css';

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;

/** Toast titles and messages are i18n keys (client namespace first, then the shell's). */
const NAMESPACES = ['client', 'common'];

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation(NAMESPACES);
  const dismiss = useToastStore((state) => state.dismiss);
  const Icon = ICONS[toast.type];
  const values = toast.values ?? {};
  return (
    <div
      className={`${styles.toast} ${styles[toast.type] ?? ''}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-type={toast.type}
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        {toast.title && (
          <p className={styles.title}>
            {t(toast.title, { ns: NAMESPACES, ...values })}
            {toast.count > 1 && (
              <span className={styles.count} title={t('toasts.repeated', { ns: 'common', count: toast.count })}>
                ×{toast.count}
              </span>
            )}
          </p>
        )}
        <p className={toast.title ? styles.message : styles.title}>{t(toast.message, { ns: NAMESPACES, ...values })}</p>
      </div>
      <IconButton label={t('actions.close', { ns: 'common' })} icon={<X />} onClick={() => dismiss(toast.id)} />
    </div>
  );
}

export function ToastStack() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((state) => state.toasts);
  const showCloseAll = useToastStore(canCloseAllToasts);
  const dismissAll = useToastStore((state) => state.dismissAll);

  useEffect(() => dropStaleErrorsWhenVisible(document), []);

  return (
    <section className={styles.region} aria-label={t('toasts.region')}>
      {showCloseAll && (
        <Button variant="secondary" size="sm" className={styles.closeAll} onClick={dismissAll}>
          {t('toasts.closeAll')}
        </Button>
      )}
      <div className={styles.list} aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
