import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { IconButton } from '../../ui';
import { SandboxNotice } from '../../features/boostz/components/SandboxNotice';
import { QueryProvider } from '../../api/query-client';
import styles from './layouts.module.css';

/**
 * The upload layout (spec §2: /upload, /create): a focused flow with one way out, no menus to wander into.
 */
export function UploadLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <div className={styles.shell}>
      <header className={styles.uploadBar}>
        <IconButton
          label={t('upload.leave')}
          icon={<X />}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        />
        <p className={styles.uploadTitle}>{t('upload.title')}</p>
        {/* Keeps the title centred; holds "Testmodus" where purchases are only simulated. */}
        <span>
          <SandboxNotice />
        </span>
      </header>
      <main id="main" className={styles.uploadMain} tabIndex={-1}>
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </main>
    </div>
  );
}
