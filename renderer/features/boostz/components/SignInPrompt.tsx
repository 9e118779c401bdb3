import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { openSignIn } from '../../auth/open-sign-in';
import styles from './boostz.module.css';

/** For visitors on pages whose content needs an account (the locker, the shop's buttons). */
export function SignInPrompt() {
  const { t } = useTranslation('boostz');
  return (
    <div className={styles.card}>
      <p>{t('signInPrompt')}</p>
      <div className={styles.cardActions}>
        <Button onClick={() => openSignIn()}>{t('signIn')}</Button>
      </div>
    </div>
  );
}
