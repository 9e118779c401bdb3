import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Link2, Unlink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionsAnswer } from '../../../common/contract/connections';
import { getConnections, linkRoblox, linkSteam, unlinkRoblox, unlinkSteam } from '../../api/connections';
import { fieldErrorsOf, formErrorOf } from '../../features/forms/errors';
import { useToastStore } from '../../features/toasts/store';
import { Button, Card, PageHeader, Spinner, TextField } from '../../ui';
import styles from './settings.module.css';

const KEY = ['connections'] as const;

function useConnectionChange<Input>(run: (input: Input) => Promise<ConnectionsAnswer>, success: string, failure: string) {
  const client = useQueryClient();
  const show = useToastStore((state) => state.show);
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      client.setQueryData(KEY, answer);
      show({ type: 'success', message: success });
    },
    onError: (error) => show({ type: 'error', message: formErrorOf(error, failure) }),
  });
}

function Steam({ data }: { data: ConnectionsAnswer }) {
  const { t } = useTranslation('connections');
  const [value, setValue] = useState('');
  const link = useConnectionChange((steam: string) => linkSteam(steam), t('steam.linked'), t('failed'));
  const unlink = useConnectionChange(() => unlinkSteam(), t('steam.unlinked'), t('failed'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) link.mutate(value.trim(), { onSuccess: () => setValue('') });
  };
  return (
    <Card as="section" className={styles.section} aria-labelledby="steam-title" data-testid="steam-connection">
      <div className={styles.sectionHead}>
        <h2 id="steam-title" className={styles.h2}>
          Steam
        </h2>
        <p className={styles.sectionLead}>{t('steam.lead')}</p>
      </div>
      {data.steam ? (
        <div className={styles.sectionHead}>
          <p data-testid="steam-linked">
            {t('steam.current', { id: data.steam.steam_id })}{' '}
            <a href={data.steam.profile_url} target="_blank" rel="noreferrer noopener">
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
        <form onSubmit={submit} className={styles.sectionHead} noValidate>
          <TextField
            label={t('steam.label')}
            hint={t('steam.hint')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldErrorsOf(link.error).steam}
            data-testid="steam-input"
          />
          <div>
            <Button type="submit" icon={<Link2 />} loading={link.isPending} data-testid="steam-link">
              {t('link')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

function Roblox({ data }: { data: ConnectionsAnswer }) {
  const { t } = useTranslation('connections');
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const link = useConnectionChange(
    (input: { roblox_id: string; roblox_username: string }) => linkRoblox(input),
    t('roblox.linked'),
    t('failed'),
  );
  const unlink = useConnectionChange(() => unlinkRoblox(), t('roblox.unlinked'), t('failed'));
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
  const connections = useQuery({ queryKey: KEY, queryFn: getConnections });
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
