import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../ui';
import { useMessageStore } from '../store';
import styles from './MessageStack.module.css';

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;
const NAMESPACES = ['client', 'common'];

/** The error and success message stack (spec §2 overlays, §8 "Message stack"): keys are resolved by the store. */
export function MessageStack() {
  const { t } = useTranslation(NAMESPACES);
  const messages = useMessageStore((state) => state.messages);
  const remove = useMessageStore((state) => state.remove);
  return (
    <section className={styles.stack} aria-label={t('messages.region', { ns: 'common' })} aria-live="polite">
      {messages.map((message) => {
        const Icon = ICONS[message.type];
        return (
          <div
            key={message.id}
            className={`${styles.message} ${styles[message.type] ?? ''}`}
            role={message.type === 'error' ? 'alert' : 'status'}
            data-testid="message"
            data-type={message.type}
          >
            <Icon className={styles.icon} aria-hidden="true" />
            <span className={styles.text}>{t(message.key, { ns: NAMESPACES, ...(message.values ?? {}) })}</span>
            <IconButton
              className={styles.close}
              label={t('actions.close', { ns: 'common' })}
              icon={<X />}
              onClick={() => remove(message.id)}
            />
          </div>
        );
      })}
    </section>
  );
}
