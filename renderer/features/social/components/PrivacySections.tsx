import { ShieldCheck, Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_AUDIENCES, PROFILE_VISIBILITIES, type PrivacySettings } from '../../../../common/contract/social';
import { Button, Card, Select, Spinner } from '../../../ui';
import { useBlocks, useMutes, usePrivacySettings, useUnblock, useUnmute, useUpdatePrivacy } from '../queries';
import { ActionError } from './ActionError';
import { PersonLink } from './PersonLink';
import styles from './people.module.css';

/** Profile visibility and who may send friend requests and messages; each choice is saved when it changes. */
function PrivacyChoices({ viewer }: { viewer: number }) {
  const { t } = useTranslation('people');
  const settings = usePrivacySettings(viewer);
  const update = useUpdatePrivacy(viewer);
  const [saved, setSaved] = useState(false);

  const change = (next: Partial<PrivacySettings>) => {
    setSaved(false);
    update.mutate(next, { onSuccess: () => setSaved(true) });
  };

  return (
    <Card as="section" className={styles.panel} aria-labelledby="privacy-people" data-testid="privacy-people">
      <div>
        <h2 id="privacy-people" className={styles.sectionTitle}>
          {t('privacy.title')}
        </h2>
        <p className={styles.hint}>{t('privacy.lead')}</p>
      </div>
      {settings.isPending ? (
        <Spinner center label={t('privacy.loading')} />
      ) : !settings.data ? (
        <div role="alert" className={styles.actions}>
          <p>{t('privacy.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            {t('profile.retry')}
          </Button>
        </div>
      ) : (
        <>
          <Select
            label={t('privacy.visibility')}
            hint={t('privacy.visibilityHint')}
            value={settings.data.profile_visibility}
            options={PROFILE_VISIBILITIES.map((value) => ({ value, label: t(`privacy.visibilityOption.${value}`) }))}
            onChange={(event) => change({ profile_visibility: event.target.value as PrivacySettings['profile_visibility'] })}
            data-testid="privacy-visibility"
          />
          <Select
            label={t('privacy.friendRequests')}
            value={settings.data.friend_requests_from}
            options={CONTACT_AUDIENCES.map((value) => ({ value, label: t(`privacy.audience.${value}`) }))}
            onChange={(event) => change({ friend_requests_from: event.target.value as PrivacySettings['friend_requests_from'] })}
            data-testid="privacy-friend-requests"
          />
          <Select
            label={t('privacy.messages')}
            value={settings.data.messages_from}
            options={CONTACT_AUDIENCES.map((value) => ({ value, label: t(`privacy.audience.${value}`) }))}
            onChange={(event) => change({ messages_from: event.target.value as PrivacySettings['messages_from'] })}
            data-testid="privacy-messages"
          />
          <p className={styles.hint} role="status" data-testid="privacy-status">
            {update.isPending ? t('privacy.saving') : saved ? t('privacy.saved') : ''}
          </p>
          <ActionError error={update.error} fallback={t('privacy.saveFailed')} />
        </>
      )}
    </Card>
  );
}

type RestrictionKind = 'blocks' | 'mutes';

/** Blocked or muted accounts, each with a way back. */
function RestrictionList({ viewer, kind }: { viewer: number; kind: RestrictionKind }) {
  const { t } = useTranslation('people');
  const blocks = useBlocks(viewer);
  const mutes = useMutes(viewer);
  const unblock = useUnblock();
  const unmute = useUnmute();
  const list = kind === 'blocks' ? blocks : mutes;
  const undo = kind === 'blocks' ? unblock : unmute;
  const Icon = kind === 'blocks' ? ShieldCheck : Bell;

  return (
    <Card as="section" className={styles.panel} aria-labelledby={`privacy-${kind}`} data-testid={`privacy-${kind}`}>
      <div>
        <h2 id={`privacy-${kind}`} className={styles.sectionTitle}>
          {t(`privacy.${kind}.title`)}
        </h2>
        <p className={styles.hint}>{t(`privacy.${kind}.lead`)}</p>
      </div>
      {list.isPending ? (
        <Spinner center label={t('privacy.loading')} />
      ) : !list.data ? (
        <div role="alert" className={styles.actions}>
          <p>{t('privacy.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('profile.retry')}
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className={styles.hint} data-testid={`privacy-${kind}-empty`}>
          {t(`privacy.${kind}.empty`)}
        </p>
      ) : (
        <ul className={styles.list}>
          {list.data.map((entry) => (
            <li key={entry.id} className={styles.row} data-testid={`privacy-${kind}-row`}>
              <PersonLink person={entry.user} />
              <Button
                variant="secondary"
                size="sm"
                icon={<Icon />}
                aria-label={t(`privacy.${kind}.undoLabel`, { name: entry.user.name })}
                onClick={() => undo.mutate(entry.user.id)}
                data-testid={`privacy-${kind}-undo`}
              >
                {t(`privacy.${kind}.undo`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ActionError error={undo.error} fallback={t('profile.actionFailed')} />
    </Card>
  );
}

/** The people sections of /settings/privacy for signed-in users, beside the cookie choice. */
export function PeoplePrivacySections({ viewer }: { viewer: number }) {
  return (
    <>
      <PrivacyChoices viewer={viewer} />
      <RestrictionList viewer={viewer} kind="blocks" />
      <RestrictionList viewer={viewer} kind="mutes" />
    </>
  );
}
