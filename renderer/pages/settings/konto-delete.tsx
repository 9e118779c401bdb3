import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_RESTORE_WINDOW_DAYS } from '../../../common/constants';
import { buttonClassName, Card, Page, PageHeader } from '../../ui';
import styles from './settings.module.css';

/** /settings/konto-delete [auth]: what deleting means, including the 30-day restore window. */
export default function DeleteAccountPage() {
  const { t } = useTranslation('settings');
  const days = ACCOUNT_RESTORE_WINDOW_DAYS;
  return (
    <Page narrow>
      <PageHeader title={t('delete.title')} lead={t('delete.lead')} />
      <div className={styles.sections}>
        <Card as="section" className={styles.section} aria-labelledby="what-happens">
          <h2 id="what-happens" className={styles.h2}>
            {t('delete.whatHappens')}
          </h2>
          <ol className={styles.steps}>
            <li>{t('delete.step1')}</li>
            <li>{t('delete.step2', { count: days })}</li>
            <li>{t('delete.step3', { count: days })}</li>
          </ol>
          <p className={styles.callout}>{t('delete.restoreInfo', { count: days })}</p>
        </Card>
        <Card as="section" className={styles.section} aria-labelledby="before">
          <h2 id="before" className={styles.h2}>
            {t('delete.beforeTitle')}
          </h2>
          <p className={styles.sectionLead}>{t('delete.beforeText')}</p>
        </Card>
        <div className={styles.formFooter}>
          <Link to="/settings/konto-delete-finish" className={buttonClassName({ variant: 'danger' })}>
            {t('delete.continue')}
            <ArrowRight aria-hidden="true" size={18} className="flip-rtl" />
          </Link>
          <Link to="/settings/konto" className={buttonClassName({ variant: 'ghost' })}>
            {t('delete.keep')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
