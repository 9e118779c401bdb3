import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { useAuthOverlayStore } from '../../auth/step-machine';
import styles from './economy.module.css';

/** For visitors on pages whose content needs an account (the locker, the shop's buttons). */
export function SignInPrompt() {
  const { t } = useTranslation('economy');
  const openSignIn = useAuthOverlayStore((state) => state.openOverlay);
  return (
    <div className={styles.card}>
      <p>{t('signInPrompt')}</p>
      <div className={styles.cardActions}>
        <Button onClick={() => openSignIn()}>{t('signIn')}</Button>
      </div>
    </div>
  );
}
