import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '../../../common/rules/boostz';
import styles from '../../features/boostz/components/boostz.module.css';
import { useCreatePoll, usePolls } from '../../features/boostz/queries';
import { Button, IconButton, Page, PageHeader, Spinner, TextField } from '../../ui';
import { PollResults } from '../../features/boostz/components/PollResults';
import { localeOf } from '../../i18n/languages';

/** /dev/vote-results (admins): start a poll, and every poll with its full results. */
export default function VoteResultsPage() {
  const { t, i18n } = useTranslation('boostz');
  const polls = usePolls();
  const create = useCreatePoll(t('voteAdmin.failed'), t('voteAdmin.created'));
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [endsAt, setEndsAt] = useState(() => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16));
  const date = (iso: string) => new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { question, options: options.map((option) => option.trim()).filter(Boolean), ends_at: new Date(endsAt).toISOString() },
      {
        onSuccess: () => {
          setQuestion('');
          setOptions(['', '']);
        },
      },
    );
  };

  return (
    <Page testId="vote-results">
      <PageHeader title={t('voteAdmin.title')} lead={t('voteAdmin.lead')} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('voteAdmin.question')} value={question} maxLength={200} onChange={(event) => setQuestion(event.target.value)} required />
        {options.map((option, index) => (
          <div key={index} className={styles.inline}>
            <TextField
              label={t('voteAdmin.option', { number: index + 1 })}
              value={option}
              maxLength={80}
              onChange={(event) => setOptions(options.map((value, at) => (at === index ? event.target.value : value)))}
            />
            {options.length > POLL_OPTIONS_MIN && (
              <IconButton
                label={t('voteAdmin.removeOption', { number: index + 1 })}
                icon={<Trash2 aria-hidden="true" />}
                onClick={() => setOptions(options.filter((_, at) => at !== index))}
              />
            )}
          </div>
        ))}
        {options.length < POLL_OPTIONS_MAX && (
          <Button variant="ghost" icon={<Plus aria-hidden="true" />} onClick={() => setOptions([...options, ''])}>
            {t('voteAdmin.addOption')}
          </Button>
        )}
        <TextField label={t('voteAdmin.endsAt')} type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />
        <Button type="submit" loading={create.isPending}>
          {t('voteAdmin.create')}
        </Button>
      </form>
      {polls.isPending && <Spinner center label={t('loading')} />}
      {polls.data && polls.data.polls.length === 0 && <p className={styles.muted}>{t('voteAdmin.empty')}</p>}
      {polls.data?.polls.map((poll) => (
        <article key={poll.id} className={`${styles.card} ${styles.section}`} data-testid={`admin-poll-${poll.id}`}>
          <h2 className={styles.cardTitle}>
            {poll.question} <span className={styles.badge}>{poll.open ? t('voteAdmin.open') : t('voteAdmin.closed')}</span>
          </h2>
          <p className={styles.muted}>
            {poll.open ? t('vote.endsAt', { date: date(poll.ends_at) }) : t('vote.endedAt', { date: date(poll.ends_at) })} · {t('vote.votes', { count: poll.votes_total })}
          </p>
          <PollResults poll={poll} />
        </article>
      ))}
    </Page>
  );
}
