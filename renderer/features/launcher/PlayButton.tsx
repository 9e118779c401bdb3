import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Loader, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../common/contract/games';
import { Button } from '../../ui';
import { PlayInBrowserButton } from '../games/components/PlayInBrowserButton';
import { useToastStore } from '../toasts/store';
import { allowedByAge } from '../wellbeing/gate';
import { type LaunchState, type SpielraumBridge, toSiteGameRef, useLauncherBridge } from './bridge';
import { InstallDialog } from './InstallDialog';
import { addGameNotice, type LaunchNotice, launchResultNotice } from './launch-messages';
import styles from './Launcher.module.css';

export type PlayableGame = Pick<Game, 'id' | 'name' | 'launch'> & Partial<Pick<Game, 'age_rating' | 'browser_build'>>;

export interface PlayButtonProps {
  game: PlayableGame;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  className?: string;
}

type Phase = 'idle' | 'starting' | 'waiting' | 'running';

function notify(notice: LaunchNotice | null): void {
  if (!notice) return;
  useToastStore.getState().show({
    type: notice.type,
    message: `wellbeing:${notice.key}`,
    ...(notice.values ? { values: notice.values } : {}),
  });
}

export const launchStateKey = (gameId: number) => ['launcher', 'state', gameId] as const;

/**
 * "Play" for one game. Inside the desktop launcher with the game installed: "Im Launcher spielen" starts it
 * through the bridge (the launcher runs the pre-play gate itself and asks this page through
 * <LauncherGateResponder />). Inside the launcher without a local install: link a program to the game.
 * In a browser, a game with a browser build goes to its page and starts there (after the gate); any other game
 * cannot start here: the install dialog first says that it needs the launcher and offers
 * /download and the spielraum:// link. The well-being gate's questions come when the launcher starts the game
 * (it asks them through its own window); only the age rating is checked here, before anything is offered.
 */
export function PlayButton({ game, size = 'md', block, className }: PlayButtonProps) {
  const bridge = useLauncherBridge();
  const { t, ready } = useTranslation('wellbeing', { useSuspense: false });
  if (!ready) return <Button size={size} block={block} className={className} loading disabled aria-hidden="true" />;
  if (bridge) return <LauncherPlayButton bridge={bridge} game={game} size={size} block={block} className={className} />;
  // A game with a browser build plays right here: never send its players to the launcher's install dialog.
  if (game.browser_build) return <PlayInBrowserButton game={game} size={size} block={block} className={className} testId="play-button" />;
  return <BrowserPlayButton game={game} size={size} block={block} className={className} label={t('launcher.play')} />;
}

function BrowserPlayButton({ game, size, block, className, label }: PlayButtonProps & { label: string }) {
  const [installOpen, setInstallOpen] = useState(false);

  const play = () => {
    if (allowedByAge({ id: game.id, name: game.name, ...(game.age_rating === undefined ? {} : { age_rating: game.age_rating }) }))
      setInstallOpen(true);
  };

  return (
    <>
      <Button size={size} block={block} className={className} icon={<Play />} onClick={play} data-testid="play-button" data-game-id={game.id}>
        {label}
      </Button>
      <InstallDialog open={installOpen} onClose={() => setInstallOpen(false)} game={game} />
    </>
  );
}

function LauncherPlayButton({ bridge, game, size, block, className }: PlayButtonProps & { bridge: SpielraumBridge }) {
  const { t } = useTranslation('wellbeing');
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [linking, setLinking] = useState(false);

  const state = useQuery({
    queryKey: launchStateKey(game.id),
    queryFn: async (): Promise<LaunchState> => {
      const states = await bridge.getLaunchState([toSiteGameRef(game)]);
      return states.find((entry) => entry.gameId === game.id) ?? { gameId: game.id, installed: false, running: false };
    },
    staleTime: 30_000,
  });

  useEffect(() => {
    if (state.data?.running) setPhase((current) => (current === 'idle' ? 'running' : current));
  }, [state.data?.running]);

  useEffect(
    () =>
      bridge.onLaunchEvent((event) => {
        if ('gameId' in event && event.gameId !== game.id) return;
        if (event.type === 'waiting-for-game') setPhase('waiting');
        else if (event.type === 'running') setPhase('running');
        else if (event.type === 'ended' || event.type === 'not-started') {
          setPhase('idle');
          void queryClient.invalidateQueries({ queryKey: launchStateKey(game.id) });
        } else if (event.type === 'launch-result' && event.result.gameId === game.id) {
          if (event.result.status !== 'started') setPhase('idle');
        }
      }),
    [bridge, game.id, queryClient],
  );

  const launch = async () => {
    setPhase('starting');
    try {
      const result = await bridge.launchGame(game.id);
      notify(launchResultNotice(result, game.name));
      setPhase((current) => (result.status !== 'started' ? 'idle' : current === 'starting' ? 'running' : current));
    } catch {
      notify({ type: 'error', key: 'launcher.result.failed', values: { game: game.name } });
      setPhase('idle');
    }
  };

  const link = async () => {
    setLinking(true);
    try {
      notify(addGameNotice(await bridge.addGameFromFile(game.id, game.name), game.name));
    } catch {
      notify({ type: 'error', key: 'launcher.result.failed', values: { game: game.name } });
    } finally {
      setLinking(false);
      void queryClient.invalidateQueries({ queryKey: launchStateKey(game.id) });
    }
  };

  if (state.isPending) {
    return (
      <Button size={size} block={block} className={className} loading disabled>
        {t('launcher.checking')}
      </Button>
    );
  }

  if (!state.data?.installed) {
    return (
      <div className={styles.notInstalled}>
        <Button
          variant="secondary"
          size={size}
          block={block}
          className={className}
          icon={<Link2 />}
          loading={linking}
          onClick={() => void link()}
          aria-describedby={`play-${game.id}-not-installed`}
          data-testid="launcher-link-game"
        >
          {t('launcher.linkGame')}
        </Button>
        <span id={`play-${game.id}-not-installed`} className={styles.hint}>
          {t('launcher.notInstalledHint')}
        </span>
      </div>
    );
  }

  const busy = phase !== 'idle';
  const label = phase === 'running' ? t('launcher.running') : phase === 'waiting' ? t('launcher.waiting') : t('launcher.playInLauncher');

  return (
    <Button
      size={size}
      block={block}
      className={className}
      icon={phase === 'waiting' ? <Loader /> : <Play />}
      loading={phase === 'starting'}
      disabled={busy && phase !== 'starting'}
      onClick={() => void launch()}
      data-testid="play-button"
      data-game-id={game.id}
    >
      {label}
    </Button>
  );
}
