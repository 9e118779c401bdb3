import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GiveawayCard } from '../../features/giveaways/components/GiveawayCard';
import { useMyEntries } from '../../features/giveaways/queries';
import { Page, PageHeader, Spinner } from '../../ui';
import cards from '../../features/giveaways/components/giveaways.module.css';
import styles from '../updates/updates.module.css';

/** /my-entries: the giveaways one entered, running and past, with the results. */
export default function MyEntriesPage() {
  const { t } = useTranslation('giveaways');
  const entries = useMyEntries();
  return (
    <Page testId="my-entries-page">
      <Link to="/giveaways" className={styles.back}>
        {t('back')}
      </Link>
      <PageHeader title={t('myEntries.title')} lead={t('myEntries.lead')} />
      {entries.isPending && <Spinner center label={t('loading')} />}
      {entries.data && entries.data.entries.length === 0 && (
        <p className={styles.muted}>
          {t('myEntries.empty')} <Link to="/giveaways">{t('myEntries.browse')}</Link>
        </p>
      )}
      {entries.data && entries.data.entries.length > 0 && (
        <div className={cards.list}>
          {entries.data.entries.map((giveaway) => (
            <GiveawayCard key={giveaway.id} giveaway={giveaway} />
          ))}
        </div>
      )}
    </Page>
  );
}
