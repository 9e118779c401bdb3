import { BadgeCheck, CircleAlert, ExternalLink, Link2, LogIn, Unlink } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ConnectionsAnswer, STEAM_OPENID_ERRORS, type SteamOpenIdError } from '../../../common/contract/connections';
import type { MutationExtras } from '../../api/query-client';
import {
  steamSignInUrl,
  useConnections,
  useLinkRoblox,
  useLinkSteam,
  useUnlinkRoblox,
  useUnlinkSteam,
} from '../../features/connections/queries';
import { fieldErrorsOf, formErrorOf } from '../../features/forms/errors';
import { useToastStore } from '../../features/toasts/store';
import { Button, Card, Chip, PageHeader, Spinner, TextField, buttonClassName } from '../../ui';
import own from './connections.module.css';
import styles from './settings.module.css';

/** What a link or unlink says on screen: a toast either way. */
function useChangeToasts<Input>(success: string, failure: string): MutationExtras<ConnectionsAnswer, Input> {
  const show = useToastStore((state) => state.show);
  return {
    onSuccess: () => {
      show({ type: 'success', message: success });
    },
    onError: (error) => show({ type: 'error', message: formErrorOf(error, failure) }),
  };
}

type SteamOutcome = { kind: 'confirmed' } | { kind: 'error'; reason: SteamOpenIdError } | null;

/**
 * The outcome of a Steam sign-in: the server sends the browser back here with ?steam=confirmed or
 * ?steam_error=<reason>. Kept in state and taken out of the address, so a reload does not repeat it.
 */
function useSteamOutcome(): SteamOutcome {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState<SteamOutcome>(() => {
    if (params.get('steam') === 'confirmed') return { kind: 'confirmed' };
    const reason = params.get('steam_error');
    if (reason === null) return null;
    return { kind: 'error', reason: (STEAM_OPENID_ERRORS as readonly string[]).includes(reason) ? (reason as SteamOpenIdError) : 'invalid' };
  });
  useEffect(() => {
    if (!params.has('steam') && !params.has('steam_error')) return;
    const next = new URLSearchParams(params);
    next.delete('steam');
    next.delete('steam_error');
    setParams(next, { replace: true });
  }, [params, setParams]);
  return outcome;
}

/** A plain link, not a form: the browser leaves for Steam's sign-in page (another origin) and comes back. */
function SteamSignIn({ label }: { label: string }) {
  return (
    <a href={steamSignInUrl} className={buttonClassName()} data-testid="steam-openid">
      <LogIn aria-hidden="true" size={18} />
      {label}
    </a>
  );
}

function Steam({ data }: { data: ConnectionsAnswer }) {
  const { t } = useTranslation('connections');
  const [value, setValue] = useState('');
  const outcome = useSteamOutcome();
  const link = useLinkSteam(useChangeToasts(t('steam.linked'), t('failed')));
  const unlink = useUnlinkSteam(useChangeToasts(t('steam.unlinked'), t('failed')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) link.mutate(value.trim(), { onSuccess: () => setValue('') });
  };
  const manual = (
    <form onSubmit={submit} className={styles.sectionHead} noValidate>
      <TextField
        label={t('steam.label')}
        hint={data.steam_openid ? t('steam.manualHint') : t('steam.hint')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldErrorsOf(link.error).steam}
        data-testid="steam-input"
      />
      <div>
        <Button type="submit" variant={data.steam_openid ? 'secondary' : 'primary'} icon={<Link2 />} loading={link.isPending} data-testid="steam-link">
          {t('link')}
        </Button>
      </div>
    </form>
  );
  return (
    <Card as="section" className={styles.section} aria-labelledby="steam-title" data-testid="steam-connection">
      <div className={styles.sectionHead}>
        <h2 id="steam-title" className={styles.h2}>
          Steam
        </h2>
        <p className={styles.sectionLead}>{data.steam_openid ? t('steam.lead') : t('steam.leadManual')}</p>
      </div>
      {outcome?.kind === 'confirmed' && (
        <p className={own.success} role="status" data-testid="steam-outcome">
          {t('steam.confirmed')}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p className={own.error} role="alert" data-testid="steam-outcome">
          {t(`steam.errors.${outcome.reason}`)}
        </p>
      )}
      {data.steam ? (
        <div className={styles.sectionHead}>
          <p className={own.linkedRow} data-testid="steam-linked">
            <span>{t('steam.current', { id: data.steam.steam_id })}</span>
            {data.steam.verified ? (
              <Chip tone="success" icon={<BadgeCheck aria-hidden="true" size={14} />} testId="steam-verified">
                {t('steam.verified')}
              </Chip>
            ) : (
              <Chip tone="warning" icon={<CircleAlert aria-hidden="true" size={14} />} testId="steam-unverified">
                {t('steam.unverified')}
              </Chip>
            )}
            <a href={data.steam.profile_url} target="_blank" rel="noreferrer noopener" className={own.external}>
              {t('profile')} <ExternalLink aria-hidden="true" size={14} />
            </a>
          </p>
          {!data.steam.verified && (
            <p className={own.hint} data-testid="steam-unverified-hint">
              {data.steam_openid ? t('steam.unverifiedHint') : t('steam.unverifiedHintManual')}
            </p>
          )}
          <div className={own.actions}>
            {!data.steam.verified && data.steam_openid && <SteamSignIn label={t('steam.confirm')} />}
            <Button variant="secondary" icon={<Unlink />} loading={unlink.isPending} onClick={() => unlink.mutate(undefined)}>
              {t('unlink')}
            </Button>
          </div>
        </div>
      ) : data.steam_openid ? (
        <>
          <div>
            <SteamSignIn label={t('steam.connect')} />
          </div>
          <div className={own.manual}>
            <h3 className={own.manualTitle}>{t('steam.manualTitle')}</h3>
            {manual}
          </div>
        </>
      ) : (
        manual
      )}
    </Card>
  );
}

function Roblox({ data }: { data: ConnectionsAnswer }) {
  const { t } = useTranslation('connections');
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const link = useLinkRoblox(useChangeToasts(t('roblox.linked'), t('failed')));
  const unlink = useUnlinkRoblox(useChangeToasts(t('roblox.unlinked'), t('failed')));
  const errors = fieldErrorsOf(link.error);
  if (!data.roblox_available && !data.roblox) return null;
  return (
    <Card as="section" className={styles.section} aria-labelledby="roblox-title" data-testid="roblox-connection">
      <div className={styles.sectionHead}>
        <h2 id="roblox-title" className={styles.h2}>
          Roblox
        </h2>
        <p className={styles.sectionLead}>{t('roblox.lead')}</p>
      </div>
      {data.roblox ? (
        <div className={styles.sectionHead}>
          <p>
            {t('roblox.current', { name: data.roblox.roblox_username })}{' '}
            <a href={data.roblox.roblox_profile_url} target="_blank" rel="noreferrer noopener">
              {t('profile')} <ExternalLink aria-hidden="true" size={14} />
            </a>
          </p>
          <div>
            <Button variant="secondary" icon={<Unlink />} loading={unlink.isPending} onClick={() => unlink.mutate(undefined)}>
              {t('unlink')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.sectionHead}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            link.mutate({ roblox_id: id.trim(), roblox_username: name.trim() });
          }}
        >
          <TextField label={t('roblox.id')} hint={t('roblox.idHint')} inputMode="numeric" value={id} onChange={(event) => setId(event.target.value)} error={errors.roblox_id} />
          <TextField label={t('roblox.username')} value={name} onChange={(event) => setName(event.target.value)} error={errors.roblox_username} />
          <div>
            <Button type="submit" icon={<Link2 />} loading={link.isPending}>
              {t('link')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

/** /settings/connections: link a Steam account (and, behind its flag, a Roblox account) to Spielraum. */
export default function ConnectionsPage() {
  const { t } = useTranslation('connections');
  const connections = useConnections();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      {connections.isPending && <Spinner center label={t('loading')} />}
      {connections.data && (
        <>
          <Steam data={connections.data} />
          <Roblox data={connections.data} />
        </>
      )}
    </>
  );
}
