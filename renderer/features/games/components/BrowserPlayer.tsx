import { Maximize, Minimize, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { parseGameMessage } from '../game-messages';
import styles from './BrowserPlayer.module.css';

export interface BrowserPlayerProps {
  name: string;
  /** /play-sandbox/<slug>/index.html */
  src: string;
  onExit: () => void;
}

/** Phones and small tablets, upright or sideways: the player covers the screen (BrowserPlayer.module.css). */
const IMMERSIVE_QUERY = '(max-width: 48rem), (max-height: 32rem)';

/** While the player covers the screen, the page under it does not scroll (a swipe on the bar would move it). */
function useNoPageScrollWhileImmersive() {
  useEffect(() => {
    const query = window.matchMedia?.(IMMERSIVE_QUERY);
    if (!query) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    const apply = () => {
      root.style.overflow = query.matches ? 'hidden' : before;
    };
    apply();
    query.addEventListener('change', apply);
    return () => {
      query.removeEventListener('change', apply);
      root.style.overflow = before;
    };
  }, []);
}

/**
 * A game's browser build in a sandboxed frame: scripts run, but in a unique origin (never allow-same-origin), so
 * the game cannot read the site's cookies, storage or API. The frame's own answers carry a CSP with `sandbox` too.
 * Fullscreen covers the wrapper (the controls stay reachable); the last score comes from the game's messages.
 * On a small screen the player covers the viewport; the game fits its canvas and touch buttons into the frame.
 */
export function BrowserPlayer({ name, src, onExit }: BrowserPlayerProps) {
  const { t } = useTranslation('games');
  const wrapper = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [score, setScore] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  useNoPageScrollWhileImmersive();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the frame we made: another window (or another frame) cannot post a score into this page.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseGameMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        setOver(false);
        frame.current.focus();
      }
      if (message.type === 'score') setOver(false);
      if (message.type === 'gameover') setOver(true);
      if (message.score !== null) setScore(message.score);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === wrapper.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void wrapper.current?.requestFullscreen?.().catch(() => undefined);
  };

  const exit = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    onExit();
  };

  return (
    <div ref={wrapper} className={styles.player} data-testid="browser-player">
      <div className={styles.bar}>
        <Button variant="secondary" size="sm" icon={<X />} onClick={exit} data-testid="browser-player-exit">
          {t('player.exit')}
        </Button>
        <p className={styles.score} aria-live="polite" data-testid="browser-player-score">
          {score === null ? t('player.noScore') : over ? t('player.finalScore', { count: score }) : t('player.score', { score })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          icon={fullscreen ? <Minimize /> : <Maximize />}
          onClick={toggleFullscreen}
          aria-pressed={fullscreen}
          data-testid="browser-player-fullscreen"
        >
          {fullscreen ? t('player.leaveFullscreen') : t('player.fullscreen')}
        </Button>
      </div>
      <div className={styles.stage}>
        <iframe
          ref={frame}
          className={styles.frame}
          title={t('player.frameTitle', { name })}
          src={src}
          sandbox="allow-scripts allow-pointer-lock"
          referrerPolicy="no-referrer"
          data-testid="browser-player-frame"
        />
      </div>
      <p className={styles.hint}>{t('player.hint')}</p>
    </div>
  );
}
