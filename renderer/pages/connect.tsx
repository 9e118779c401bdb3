import { Check, ClipboardCopy, Gamepad2, Sparkles, Star, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Suggestion } from '../../common/contract/social';
import { SHARE_COPY_CONFIRMATION_MS } from '../../common/constants';
import { openSignIn } from '../features/auth/open-sign-in';
import { invitationUrl } from '../features/auth/google';
import { FollowButton } from '../features/social/components/FollowButton';
import styles from '../features/social/components/people.module.css';
import { useSuggestions } from '../features/social/queries';
import { useSessionStore } from '../features/session/store';
import { Avatar, Button, Card, Page, PageHeader, Spinner, TextField } from '../ui';

const REASON_ICONS = {
  friends_of_friends: UsersRound,
  same_games: Gamepad2,
  active_creator: Star,
  new_member: Sparkles,
} as const;

function Reason({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation('people');
  const Icon = REASON_ICONS[suggestion.reason];
  const text =
    suggestion.reason === 'friends_of_friends' || suggestion.reason === 'same_games'
      ? t(`connect.reason.${suggestion.reason}`, { count: Math.max(1, suggestion.in_common) })
      : t(`connect.reason.${suggestion.reason}`);
  return (
    <span className={styles.reason} data-testid="suggestion-reason">
      <Icon size={14} aria-hidden="true" />
      {text}
    </span>
  );
}

function SuggestionCard({ suggestion, self }: { suggestion: Suggestion; self: boolean }) {
  const { t } = useTranslation('people');
  return (
    <li>
      <article className={styles.card} data-testid="suggestion-card" data-user-id={suggestion.id} aria-labelledby={`suggestion-${suggestion.id}`}>
        <Link to={`/profile/${suggestion.id}`} className={styles.cardPerson}>
          <Avatar src={suggestion.image} name={suggestion.name} size="lg" ringColor={suggestion.profile_border} />
          <span id={`suggestion-${suggestion.id}`} className={styles.personName}>
            {suggestion.name}
          </span>
        </Link>
        <Reason suggestion={suggestion} />
        {suggestion.bio && <p className={styles.bio}>{suggestion.bio}</p>}
        <p className={styles.personMeta}>{t('connect.followers', { count: suggestion.followers_count })}</p>
        {!self && (
          <div className={styles.cardActions}>
            <FollowButton accountId={suggestion.id} name={suggestion.name} size="sm" />
          </div>
        )}
      </article>
    </li>
  );
}

function Invite({ userId }: { userId: number }) {
  const { t } = useTranslation('people');
  const [copied, setCopied] = useState(false);
  const url = invitationUrl(window.location.origin, userId);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), SHARE_COPY_CONFIRMATION_MS * 2);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      const field = document.getElementById('invite-url') as HTMLInputElement | null;
      field?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };

  return (
    <Card as="section" className={styles.invite} aria-labelledby="invite-title" data-testid="invite">
      <h2 id="invite-title" className={styles.sectionTitle}>
        {t('connect.inviteTitle')}
      </h2>
      <p className={styles.hint}>{t('connect.inviteText')}</p>
      <div className={styles.inviteRow}>
        <TextField
          id="invite-url"
          label={t('connect.inviteLink')}
          value={url}
          readOnly
          onFocus={(event) => event.target.select()}
          data-testid="invite-url"
        />
        <Button variant={copied ? 'secondary' : 'primary'} icon={copied ? <Check /> : <ClipboardCopy />} onClick={() => void copy()} data-testid="invite-copy">
          {copied ? t('connect.copied') : t('connect.copy')}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t('connect.copied') : ''}
      </p>
    </Card>
  );
}

/** /connect: people to follow (suggestions when signed in, a random selection for visitors) and the invite link. */
export default function ConnectPage() {
  const { t } = useTranslation('people');
  const user = useSessionStore((state) => state.user);
  const suggestions = useSuggestions(user?.id ?? null);

  return (
    <Page testId="connect-page">
      <PageHeader
        title={t('connect.title')}
        lead={user ? t('connect.lead') : t('connect.leadVisitor')}
        actions={
          user ? (
            <Link to="/friends" className={styles.personMeta}>
              {t('connect.toFriends')}
            </Link>
          ) : (
            <Button onClick={() => openSignIn()}>{t('connect.signIn')}</Button>
          )
        }
      />
      {user && <Invite userId={user.id} />}
      <section aria-labelledby="suggestions-title">
        <h2 id="suggestions-title" className={styles.sectionTitle}>
          {user ? t('connect.suggestions') : t('connect.active')}
        </h2>
        {suggestions.isPending ? (
          <Spinner center label={t('connect.loading')} />
        ) : suggestions.isError ? (
          <div className={styles.empty} role="alert">
            <p>{t('connect.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void suggestions.refetch()}>
              {t('profile.retry')}
            </Button>
          </div>
        ) : suggestions.data.length === 0 ? (
          <div className={styles.empty} data-testid="suggestions-empty">
            <p>{t('connect.empty')}</p>
          </div>
        ) : (
          <ul className={styles.cards} data-testid="suggestions">
            {suggestions.data.map((suggestion) => (
              <SuggestionCard key={suggestion.id} suggestion={suggestion} self={suggestion.id === user?.id} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
