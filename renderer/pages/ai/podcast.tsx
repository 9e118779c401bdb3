import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiTabs } from '../../features/ai/AiTabs';
import { openSignIn } from '../../features/auth/open-sign-in';
import styles from '../../features/ai-podcasts/components/ai-podcasts.module.css';
import { GenerateForm } from '../../features/ai-podcasts/components/GenerateForm';
import { GenerationStatus } from '../../features/ai-podcasts/components/GenerationStatus';
import { PodcastList } from '../../features/ai-podcasts/components/PodcastList';
import { PodcastPlayer } from '../../features/ai-podcasts/components/PodcastPlayer';
import { isOpen, usePodcastProgress, usePodcasts } from '../../features/ai-podcasts/queries';
import { useSessionStore } from '../../features/session/store';
import { Button, Page, PageHeader, Spinner } from '../../ui';

/**
 * /ai/podcast ("Podcast erstellen"): a description becomes a podcast of two hosts, made as a job with
 * live progress; the newest one plays in the player (spec §4) with its transcript; the person's own podcasts and
 * the community's below.
 */
export default function AiPodcastPage() {
  const { t } = useTranslation('aiPodcasts');
  const user = useSessionStore((state) => state.user);
  const podcasts = usePodcasts();
  usePodcastProgress();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const mine = podcasts.data?.mine ?? [];
  const community = podcasts.data?.podcasts ?? [];
  const open = mine.find(isOpen) ?? null;
  // The latest failure is shown until the next start.
  const latest = mine[0] ?? null;
  const all = [...mine, ...community];
  const selected =
    all.find((podcast) => podcast.id === selectedId && podcast.status === 'ready') ??
    mine.find((podcast) => podcast.status === 'ready') ??
    community[0] ??
    null;

  return (
    <Page testId="ai-podcast-page">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <AiTabs />
      {user ? (
        <GenerateForm busy={open !== null} onStarted={() => setSelectedId(null)} />
      ) : (
        <div className={styles.signIn}>
          <p>{t('signIn.text')}</p>
          <Button onClick={() => openSignIn()}>{t('signIn.button')}</Button>
        </div>
      )}
      {open && <GenerationStatus podcast={open} />}
      {!open && latest?.status === 'failed' && <GenerationStatus podcast={latest} />}
      {podcasts.isPending && <Spinner label={t('loading')} />}
      {selected && <PodcastPlayer key={selected.id} podcast={selected} />}
      {user && <PodcastList title={t('list.mine')} podcasts={mine} selectedId={selected?.id ?? null} onSelect={setSelectedId} testId="podcasts-mine" />}
      <PodcastList title={t('list.community')} podcasts={community} selectedId={selected?.id ?? null} onSelect={setSelectedId} testId="podcasts-community" />
    </Page>
  );
}
