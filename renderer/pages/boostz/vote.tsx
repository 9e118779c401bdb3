import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PollView } from '../../../common/contract/boostz';
import styles from '../../features/boostz/components/boostz.module.css';
import { PollResults } from '../../features/boostz/components/PollResults';
import { useCurrentPoll, useVote } from '../../features/boostz/queries';
import { useSessionStore } from '../../features/session/store';
import { Button, Page, PageHeader, Spinner } from '../../ui';
import { localeOf } from '../../i18n/languages';

/** /vote [auth+email]: the running poll (one vote each), and the results of the last ones. */
export default function VotePage() {
  const { t } = useTranslation('boostz');
  const user = useSessionStore((state) => state.user);
  const current = useCurrentPoll();
  return (
    <Page narrow testId="vote-page">
      <PageHeader
        title={t('vote.title')}
        lead={t('vote.lead')}
        actions={user?.role === 'admin' ? <Link to="/dev/vote-results">{t('vote.adminLink')}</Link> : undefined}
      />
      {current.isPending && <Spinner center label={t('loading')} />}
      {current.data && !current.data.poll && <p className={styles.card}>{t('vote.none')}</p>}
      {current.data?.poll && <PollCard poll={current.data.poll} />}
      {current.data && current.data.recent.length > 0 && (
        <section className={styles.section} aria-labelledby="past-polls">
          <h2 id="past-polls">{t('vote.pastTitle')}</h2>
          {current.data.recent.map((poll) => (
            <PollCard key={poll.id} poll={poll} />
          ))}
        </section>
      )}
    </Page>
  );
}

function PollCard({ poll }: { poll: PollView }) {
  const { t, i18n } = useTranslation('boostz');
  const user = useSessionStore((state) => state.user);
  const vote = useVote(t('vote.failed'));
  const [choice, setChoice] = useState<number | null>(null);
  const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(poll.ends_at));
  const canVote = poll.open && poll.my_vote === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null) vote.mutate({ optionIndex: choice, pollId: poll.id });
  };

  return (
    <article className={styles.card} data-testid={`poll-${poll.id}`}>
      <h2 className={styles.cardTitle}>{poll.question}</h2>
      <p className={styles.muted}>
        {poll.open ? t('vote.endsAt', { date }) : t('vote.endedAt', { date })} · {t('vote.votes', { count: poll.votes_total })}
      </p>
      {poll.results ? (
        <PollResults poll={poll} />
      ) : canVote && user?.email_verified_at ? (
        <form onSubmit={submit}>
          <fieldset className={styles.options}>
            <legend className={styles.muted}>{t('vote.optionsLabel')}</legend>
            {poll.options.map((option, index) => (
              <label key={option} className={styles.option}>
                <input type="radio" name={`poll-${poll.id}`} value={index} checked={choice === index} onChange={() => setChoice(index)} />
                {option}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={choice === null} loading={vote.isPending}>
            {t('vote.submit')}
          </Button>
          <p className={styles.muted}>{t('vote.hiddenUntilVote')}</p>
        </form>
      ) : (
        <p className={styles.muted}>{t('vote.verifyFirst')}</p>
      )}
    </article>
  );
}
