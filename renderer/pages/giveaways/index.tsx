import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GiveawayCard } from '../../features/giveaways/components/GiveawayCard';
import { useGiveaways } from '../../features/giveaways/queries';
import { useSessionStore } from '../../features/session/store';
import { Page, PageHeader, Spinner } from '../../ui';
import cards from '../../features/giveaways/components/giveaways.module.css';
import styles from '../updates/updates.module.css';

/** /giveaways: the running giveaways, soonest end first, and the past ones with their results. */
export default function GiveawaysPage() {
  const { t } = useTranslation('giveaways');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'past' ? 'past' : 'open';
  const signedIn = useSessionStore((state) => state.user !== null);
  const giveaways = useGiveaways(tab);
  return (
    <Page testId="giveaways-page">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          signedIn ? (
            <>
              <Link to="/my-entries" className={styles.secondary}>
                {t('myEntries.link')}
              </Link>
              <Link to="/my-giveaways" className={styles.secondary}>
                {t('mine.link')}
              </Link>
            </>
          ) : undefined
        }
      />
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
        {(['open', 'past'] as const).map((value) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} className={styles.tab} onClick={() => setParams(value === 'open' ? {} : { tab: value })}>
            {t(`tabs.${value}`)}
          </button>
        ))}
      </div>
      {giveaways.isPending && <Spinner center label={t('loading')} />}
      {giveaways.data && giveaways.data.giveaways.length === 0 && <p className={styles.muted}>{tab === 'open' ? t('emptyOpen') : t('emptyPast')}</p>}
      {giveaways.data && giveaways.data.giveaways.length > 0 && (
        <div className={cards.list} data-testid="giveaways-list">
          {giveaways.data.giveaways.map((giveaway) => (
            <GiveawayCard key={giveaway.id} giveaway={giveaway} />
          ))}
        </div>
      )}
    </Page>
  );
}
