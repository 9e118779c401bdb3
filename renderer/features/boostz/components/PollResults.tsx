import { useTranslation } from 'react-i18next';
import type { PollView } from '../../../../common/contract/boostz';
import styles from './boostz.module.css';

/** A poll's results: a bar per answer with its share and votes; the viewer's own choice marked. */
export function PollResults({ poll }: { poll: PollView }) {
  const { t } = useTranslation('boostz');
  const results = poll.results ?? [];
  const total = Math.max(1, poll.votes_total);
  return (
    <div className={styles.options} data-testid="poll-results">
      {poll.options.map((option, index) => {
        const votes = results[index] ?? 0;
        const share = Math.round((votes / total) * 100);
        return (
          <div key={option} className={styles.result} data-mine={poll.my_vote === index} style={{ '--share': `${share}%` } as React.CSSProperties}>
            <span>
              {option}
              {poll.my_vote === index ? ` · ${t('vote.yourVote')}` : ''}
            </span>
            <span>
              {share} % · {t('vote.votes', { count: votes })}
            </span>
          </div>
        );
      })}
    </div>
  );
}
